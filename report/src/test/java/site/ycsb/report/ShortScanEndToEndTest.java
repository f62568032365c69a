package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.db.MemoryDB;
import site.ycsb.results.RunResult;
import site.ycsb.results.ScanRecords;
import site.ycsb.testing.ProcessOutcome;

/** Scans that return fewer records than they ask for are counted by the client and flagged by the report. */
class ShortScanEndToEndTest {
  @TempDir
  Path tmp;

  /** A binding whose scans stop half way and still say OK, as a scan that misses an index may. */
  public static final class HalfScanDB extends MemoryDB {
    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return super.scan(table, startkey, recordcount / 2, fields, result);
    }
  }

  private RunResult workloadE(String name, Class<?> db) throws Exception {
    String[] common = {"-p", "recordcount=2000", "-p", "operationcount=400", "-p", "memory.name=" + name,
        "-p", "maxscanlength=20"};
    Fixtures.runDir(tmp.resolve(name + "-load"), db.getName(), "workloade", 2, "-load", common);
    return Fixtures.runDir(tmp.resolve(name), db.getName(), "workloade", 2, "-t", common);
  }

  @Test
  void fullScansAreCountedAndNotFlagged() throws Exception {
    RunResult r = workloadE("full", MemoryDB.class);
    ScanRecords scans = r.series().get("SCAN").scanRecords();
    long okScans = r.series().get("SCAN").returns().get("OK");
    assertThat(scans.asked()).isBetween(okScans, okScans * 20);
    // Only scans starting among the last 20 keys in key order can come back short.
    assertThat(scans.returnedShare()).isGreaterThan(0.95).isLessThanOrEqualTo(1.0);
    assertThat(r.series().get("INSERT").scanRecords()).isNull();

    ProcessOutcome report = ReportMainTest.run(tmp.resolve("full").toString(), "-o",
        tmp.resolve("out-full").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    assertThat(Files.readString(tmp.resolve("out-full/results.csv"))).doesNotContain("scans returned");
  }

  @Test
  void halfScansAreFlagged() throws Exception {
    RunResult r = workloadE("half", HalfScanDB.class);
    ScanRecords scans = r.series().get("SCAN").scanRecords();
    assertThat(scans.returnedShare()).isBetween(0.3, 0.55);

    ProcessOutcome report = ReportMainTest.run(tmp.resolve("half").toString(), "-o",
        tmp.resolve("out-half").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    assertThat(Files.readString(tmp.resolve("out-half/results.csv")))
        .contains("scans returned " + Math.round(scans.returnedShare() * 100) + "% of the records they asked for ("
            + scans.returned() + " of " + scans.asked() + ")");
    assertThat(Files.readString(tmp.resolve("out-half/report.md"))).contains("scans returned");
  }
}
