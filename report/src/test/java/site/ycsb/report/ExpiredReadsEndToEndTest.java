package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.MemoryDB;
import site.ycsb.results.RunResult;
import site.ycsb.testing.ProcessOutcome;

/** Reads of records that expired (the ttl property) are misses, and the report says how many of them expired. */
class ExpiredReadsEndToEndTest {
  @TempDir
  Path tmp;

  @Test
  void theMissesCellsSayHowManyExpired() throws Exception {
    String[] common = {"-p", "recordcount=100", "-p", "operationcount=300", "-p", "memory.name=expired-report",
        "-p", "ttl=1"};
    Fixtures.runDir(tmp.resolve("load"), MemoryDB.class.getName(), "workloadc", 1, "-load", common);
    Thread.sleep(1300);
    RunResult r = Fixtures.runDir(tmp.resolve("run"), MemoryDB.class.getName(), "workloadc", 1, "-t", common);
    assertThat(r.series().get("READ").returns()).containsEntry("EXPIRED", 300L);
    assertThat(r.misses()).isEqualTo(300);
    assertThat(r.errors()).isZero();

    ProcessOutcome report = ReportMainTest.run(tmp.resolve("run").toString(), "-o", tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    String md = Files.readString(tmp.resolve("out/report.md"));
    assertThat(md).contains("| 300 (300 expired) |");
  }

  @Test
  void aMissesCellWithoutExpiredReadsIsTheCountAlone() {
    assertThat(ReportTables.misses(12, 0)).isEqualTo("12");
    assertThat(ReportTables.misses(12, 8)).isEqualTo("12 (8 expired)");
  }
}
