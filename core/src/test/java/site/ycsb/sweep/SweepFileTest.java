package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.sweep.SweepFixtures.completed;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepFileTest {
  @TempDir
  Path tmp;

  private SweepFile file(SweepOptions o) {
    return new SweepFile(o, "sweep-20260101T000000Z-abcd", List.of("bin/ycsb", "sweep", "memory"),
        "2026-01-01T00:00:00Z");
  }

  private SweepOptions options() throws Exception {
    return SweepFixtures.options("memory", "-P", SweepEndToEndTest.WORKLOAD_A.toString(), "-threads", "1,2",
        "--name", "mem-a", "--out", tmp.toString());
  }

  @Test
  void aRunningSweepHasNoEndAndShowsTheStepsSoFar() throws Exception {
    SweepOptions o = options();
    SweepResults results = new SweepResults(o.values(), new KneeDetector(0.1));
    results.add(completed(1, 1, 100, 40));
    file(o).running(results);
    SweepManifest m = ManifestFile.read(tmp);
    assertThat(m.status()).isEqualTo(SweepManifest.RUNNING);
    assertThat(m.endTime()).isNull();
    assertThat(m.sweepId()).isEqualTo("sweep-20260101T000000Z-abcd");
    assertThat(m.startTime()).isEqualTo("2026-01-01T00:00:00Z");
    assertThat(m.commandLine()).containsExactly("bin/ycsb", "sweep", "memory");
    assertThat(m.binding()).isEqualTo("memory");
    assertThat(m.database()).isEqualTo("site.ycsb.db.MemoryDB");
    assertThat(m.workload()).isEqualTo("workloada");
    assertThat(m.dimension()).isEqualTo("threads");
    assertThat(m.values()).containsExactly(1L, 2L);
    assertThat(m.phase()).isEqualTo("run");
    assertThat(m.name()).isEqualTo("mem-a");
    assertThat(m.steps()).hasSize(1);
    assertThat(m.summary()).isEmpty();
  }

  @Test
  void anEndedSweepHasItsStatusEndTimeAndAnalysis() throws Exception {
    SweepOptions o = options();
    SweepResults results = new SweepResults(o.values(), new KneeDetector(0.1));
    results.add(completed(1, 1, 100, 40));
    results.analyse();
    file(o).ended(SweepManifest.COMPLETED, results);
    SweepManifest m = ManifestFile.read(tmp);
    assertThat(m.status()).isEqualTo(SweepManifest.COMPLETED);
    assertThat(m.endTime()).isNotNull();
    assertThat(m.summary()).hasSize(1);
    assertThat(m.bestLatency().value()).isEqualTo(1);
  }

  @Test
  void theFieldsKeepTheOrderOfTheFormat() throws Exception {
    SweepOptions o = options();
    file(o).running(new SweepResults(o.values(), new KneeDetector(0.1)));
    String json = Files.readString(tmp.resolve(SweepManifest.FILE), StandardCharsets.UTF_8);
    List<String> keys = json.lines().filter(l -> l.startsWith("  \"")).map(l -> l.substring(3, l.indexOf('"', 3)))
        .toList();
    assertThat(keys).containsExactly("schema", "schemaVersion", "sweepId", "binding", "database", "workload",
        "dimension", "values", "repeat", "status", "commandLine", "startTime", "endTime", "load", "steps", "summary",
        "knee", "bestLatency", "phase", "name", "capacitySearch");
  }
}
