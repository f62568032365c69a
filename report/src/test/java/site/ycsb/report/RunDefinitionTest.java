package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.results.Disclosure;

/** What {@link RunDefinition} keeps of a run's properties: all but those that only name or place it. */
class RunDefinitionTest {
  private static LoadedRun run(Map<String, String> properties) {
    Disclosure d = new Disclosure(null, 0, null, null, null, properties, null, null, null, null, null, null,
        null, null);
    return new LoadedRun(Path.of("r"), "r", null, d, "basic", "workloada", null, 1, List.of());
  }

  @Test
  void keepsEveryPropertyButThoseThatNameOrPlaceTheRun() {
    Map<String, String> p = new LinkedHashMap<>();
    p.put("db", "site.ycsb.BasicDB");
    p.put("workload", "site.ycsb.workloads.CoreWorkload");
    p.put("basicdb.simulatedelay", "10");
    p.put("warmup.time", "3");
    for (String identity : List.of("label", "results.dir", "run.id", "client.index", "client.count", "start.at",
        "exportfile", "plan.file", "threadcount", "target", "metrics.port", "memory.file")) {
      p.put(identity, "x");
    }

    assertThat(RunDefinition.of(run(p), new Redaction())).containsExactly(
        Map.entry("basicdb.simulatedelay", "10"), Map.entry("db", "site.ycsb.BasicDB"),
        Map.entry("warmup.time", "3"), Map.entry("workload", "site.ycsb.workloads.CoreWorkload"));
  }

  @Test
  void secretsAreRedactedAsEverywhereInAReport() {
    Map<String, String> p = Map.of("redis.password", "hunter2", "redis.host", "127.0.0.1");

    assertThat(RunDefinition.of(run(p), new Redaction()).toString()).doesNotContain("hunter2")
        .contains("redis.host=127.0.0.1");
  }

  @Test
  void aRunWithoutADisclosureHasNoKnownDefinition() {
    assertThat(RunDefinition.of(new LoadedRun(Path.of("r"), "r", null, null, "basic", "workloada", null, 1,
        List.of()), new Redaction())).isNull();
  }
}
