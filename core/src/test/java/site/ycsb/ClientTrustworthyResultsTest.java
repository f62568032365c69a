package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.SeriesResult;

/** A run whose figures mean nothing (lost data, reads of nothing, a dead or stalling server) says so. */
class ClientTrustworthyResultsTest {
  private static final String MEMORY = "site.ycsb.db.MemoryDB";

  @TempDir
  Path tmp;

  private static String store() {
    return "trust-" + UUID.randomUUID();
  }

  @Test
  void missingFoldersOfMemoryFileAreCreatedAndTheRunReadsTheLoad() throws IOException {
    Path file = tmp.resolve("a").resolve("b").resolve("memory.bin");
    ClientHarness.Outcome load = ClientHarness.run("-db", MEMORY, "-load", "-p", "memory.name=" + store(),
        "-p", "memory.file=" + file, "-p", "recordcount=100");
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(file).exists();
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run("-db", MEMORY, "-t", "-p", "memory.name=" + store(),
        "-p", "memory.file=" + file, "-p", "recordcount=100", "-p", "operationcount=500",
        "-p", "results.dir=" + dir);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).doesNotContain("Return=NOT_FOUND");
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).warnings())
        .filteredOn(w -> !ClientHarness.isSelfCheck(w)).isEmpty();
    assertThat(run.warningsBesidesSelfCheck()).isEmpty();
  }

  @Test
  void aMemoryFileThatCannotBeCreatedFailsAtInitNamingTheProperty() throws IOException {
    Path blocker = Files.writeString(tmp.resolve("a-file"), "x");
    ClientHarness.Outcome load = ClientHarness.run("-db", MEMORY, "-load", "-p", "memory.name=" + store(),
        "-p", "memory.file=" + blocker.resolve("memory.bin"), "-p", "recordcount=10");
    assertThat(load.exitCode()).isEqualTo(1);
    assertThat(load.errorLines()).singleElement().asString().contains("(property memory.file)")
        .contains("a-file");
  }

  @Test
  void aMemoryFileThatCannotBeSavedIsAnErrorNotAWarning() throws IOException {
    Path file = tmp.resolve("memory.bin");
    // The snapshot is written to memory.bin.tmp first; a folder in its place makes the save fail, even as root.
    Files.createDirectories(tmp.resolve("memory.bin.tmp").resolve("inside"));
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome load = ClientHarness.run("-db", MEMORY, "-load", "-p", "memory.name=" + store(),
        "-p", "memory.file=" + file, "-p", "recordcount=10", "-p", "results.dir=" + dir);
    assertThat(load.exitCode()).as(load.err()).isEqualTo(1);
    assertThat(load.errorLines()).singleElement().asString()
        .startsWith("ycsb: error: database cleanup failed: cannot write the memory store file")
        .contains("(property memory.file)").contains("lost");
    assertThat(load.err()).doesNotContain("ycsb: warning: cleanup");
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.status()).isEqualTo("failed");
    assertThat(r.problems()).anyMatch(p -> p.contains("memory.file"));
  }

  @Test
  void aRunThatReadsNothingWarnsOnStderrAndInResultJson() throws IOException {
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run("-db", MEMORY, "-t", "-p", "memory.name=" + store(),
        "-p", "recordcount=100", "-p", "operationcount=400", "-p", "readproportion=0.5",
        "-p", "updateproportion=0.5", "-p", "results.dir=" + dir);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.errLines()).anyMatch(l -> l.matches("ycsb: warning: 100\\.0% of READ returned NOT_FOUND "
        + "\\(\\d+ of \\d+\\): was the data loaded with the same recordcount, insertstart \\(and memory.file\\)\\?"))
        .anyMatch(l -> l.startsWith("ycsb: warning: 100.0% of UPDATE returned NOT_FOUND"))
        .anyMatch(l -> l.startsWith("ycsb: warning: the server statistics counted 0 records before the run"));
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.warnings()).filteredOn(w -> !ClientHarness.isSelfCheck(w)).hasSize(3)
        .anyMatch(w -> w.startsWith("100.0% of READ returned NOT_FOUND"));
    assertThat(Files.readString(dir.resolve("result.json"))).contains("\"warnings\"");
    // The text output stays as upstream's: no warning lines in it.
    assertThat(run.out()).doesNotContain("warning");
  }

  @Test
  void theMissLimitIsAProperty() {
    ClientHarness.Outcome run = ClientHarness.run("-db", MEMORY, "-t", "-p", "memory.name=" + store(),
        "-p", "recordcount=100", "-p", "operationcount=100", "-p", "validity.maxmissrate=1");
    assertThat(run.errLines()).noneMatch(l -> l.contains("returned NOT_FOUND"));
    ClientHarness.Outcome bad = ClientHarness.run("-db", MEMORY, "-t", "-p", "validity.maxmissrate=2");
    assertThat(bad.exitCode()).isEqualTo(2);
    assertThat(bad.errorLines()).singleElement().asString().contains("validity.maxmissrate");
  }

  @Test
  void aDeadServerIsWarnedAboutAndBackedOffInsteadOfSpun() throws IOException {
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run("-db", TestDBs.ErrorDB.class.getName(), "-t",
        "-p", "operationcount=0", "-p", "maxexecutiontime=1", "-threads", "2", "-p", "results.dir=" + dir);
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    // Without the back-off, two threads answering ERROR at once do millions of operations in a second; with it,
    // each waits 1, 2, 4 ... 100 ms from its second failure in a row: about 15 operations per thread.
    assertThat(r.operations()).as(run.err()).isBetween(4L, 100L);
    assertThat(r.errors()).isEqualTo(r.dbOperations());
    assertThat(run.errLines()).anyMatch(l -> l.matches("ycsb: warning: 100\\.0% of the run's operations failed "
        + "\\(\\d+ of \\d+\\): see the Return= lines"));
    assertThat(r.warnings()).anyMatch(w -> w.contains("of the run's operations failed"));
    // Few failing operations are counted, so the time spent pausing is what shows the database was gone.
    assertThat(r.warnings()).anyMatch(w -> w.matches("the client threads spent \\d+\\.\\d% of the run pausing "
        + "after failures in a row \\(errorbackoff.ms\\): the database failed or was unreachable for that long"));
  }

  @Test
  void theBackOffCanBeTurnedOff() throws IOException {
    Path dir = tmp.resolve("results");
    ClientHarness.run("-db", TestDBs.ErrorDB.class.getName(), "-t", "-p", "operationcount=0",
        "-p", "maxexecutiontime=1", "-p", "errorbackoff.ms=0", "-p", "validity.failfast.count=0",
        "-p", "results.dir=" + dir);
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).operations()).isGreaterThan(10_000L);
  }

  @Test
  void aTargetRunRecordsResponseTimeSoAStallingDatabaseShows() throws IOException {
    // 1,000 reads/s on one thread for 3 s; the database stalls 200 ms once per second. Service time hides
    // the stalls (1 operation in 1,000); the reads scheduled during a stall wait up to 200 ms: ~13% of them
    // uniformly between 0 and 200 ms, so the intended-time p99 is near 185 ms and p95 near 125 ms.
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run("-db", TestDBs.StallingDB.class.getName(), "-t",
        "-p", "recordcount=100", "-p", "operationcount=3000", "-p", "readproportion=1",
        "-p", "updateproportion=0", "-target", "1000", "-threads", "1", "-p", "results.dir=" + dir);
    assertThat(run.exitCode()).as(run.err()).isZero();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    SeriesResult service = r.series().get("READ");
    SeriesResult intended = r.series().get("Intended-READ");
    assertThat(intended).as("series %s", r.series().keySet()).isNotNull();
    assertThat(intended.count()).isEqualTo(service.count());
    assertThat(intended.latencyUs().percentiles().get("p99")).isGreaterThanOrEqualTo(150_000L);
    assertThat(service.latencyUs().percentiles().get("p99")).isLessThan(10_000L);
    // measurement.interval is op (the default): the text output keeps upstream's lines.
    assertThat(run.out()).doesNotContain("[Intended-READ]");
    System.out.printf("[trust] stalling database, -target 1000: service p50/p95/p99 %d/%d/%d us, "
        + "intended p50/p95/p99 %d/%d/%d us%n", service.latencyUs().percentiles().get("p50"),
        service.latencyUs().percentiles().get("p95"), service.latencyUs().percentiles().get("p99"),
        intended.latencyUs().percentiles().get("p50"), intended.latencyUs().percentiles().get("p95"),
        intended.latencyUs().percentiles().get("p99"));
  }

  /** Ends each thread at its first transaction, so a run with no operation count still ends in a test. */
  public static final class EndsAtOnceWorkload extends Workload {
    @Override
    public boolean doInsert(DB db, Object threadstate) {
      return false;
    }

    @Override
    public boolean doTransaction(DB db, Object threadstate) {
      return false;
    }
  }

  @Test
  void aRunWithoutAnEndSaysSoAtTheStart() {
    String workload = "workload=" + EndsAtOnceWorkload.class.getName();
    ClientHarness.Outcome forgotten = ClientHarness.run("-db", TestDBs.OkDB.class.getName(), "-t", "-p", workload);
    assertThat(forgotten.errLines()).contains("ycsb: warning: operationcount is not set (no -P workload file?) and "
        + "maxexecutiontime is not set: the run goes on until interrupted (Ctrl-C)");
    assertThat(forgotten.errLines().indexOf("Starting test. Client threads: 1 (threadmodel=auto: platform, "
        + "OkDB is not @VirtualThreadReady)."))
        .isGreaterThan(forgotten.errLines().indexOf(
        "ycsb: warning: operationcount is not set (no -P workload file?) and maxexecutiontime is not set: the run "
        + "goes on until interrupted (Ctrl-C)"));
    ClientHarness.Outcome zero = ClientHarness.run("-db", TestDBs.OkDB.class.getName(), "-t", "-p", workload,
        "-p", "operationcount=0");
    assertThat(zero.errLines()).contains("ycsb: warning: operationcount is 0 and maxexecutiontime is not set: the "
        + "run goes on until interrupted (Ctrl-C)");
    ClientHarness.Outcome bounded = ClientHarness.run("-db", TestDBs.OkDB.class.getName(), "-t", "-p", workload,
        "-p", "maxexecutiontime=5");
    assertThat(bounded.errLines()).noneMatch(l -> l.contains("until interrupted"));
  }

  @Test
  void theTextOutputPrintsUpstreamsPercentilesAndResultJsonKeepsTheMedian() throws IOException {
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run("-db", TestDBs.OkDB.class.getName(), "-t",
        "-p", "operationcount=100", "-p", "readproportion=1", "-p", "updateproportion=0",
        "-p", "results.dir=" + dir);
    assertThat(run.measurementsOf("READ")).contains("95thPercentileLatency(us)", "99thPercentileLatency(us)")
        .doesNotContain("50thPercentileLatency(us)");
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).series().get("READ").latencyUs()
        .percentiles()).containsKey("p50");
  }

  @Test
  void readsThatFailVerificationAreWarnedAboutAndFailTheRun() throws IOException {
    String store = store();
    ClientHarness.Outcome load = ClientHarness.run("-db", MEMORY, "-load", "-p", "memory.name=" + store,
        "-p", "recordcount=100", "-p", "dataintegrity=true");
    assertThat(load.exitCode()).as(load.err()).isZero();
    // The run builds its expected values with another field length: every value read back differs.
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run("-db", MEMORY, "-t", "-p", "memory.name=" + store,
        "-p", "recordcount=100", "-p", "operationcount=400", "-p", "dataintegrity=true", "-p", "fieldlength=50",
        "-p", "results.dir=" + dir);
    long reads = run.count("READ", "Return=OK");
    assertThat(run.count("VERIFY", "Return=UNEXPECTED_STATE")).isEqualTo(reads);
    String finding = "100.0% of the reads checked by dataintegrity failed verification (" + reads + " of " + reads
        + "): the database did not return the values the load wrote (see the [VERIFY] Return= lines)";
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.errorLines()).containsExactly("ycsb: error: " + finding);
    assertThat(run.warningsBesidesSelfCheck()).isEmpty();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.status()).isEqualTo("failed");
    assertThat(r.problems()).containsExactly(finding);
    assertThat(r.warnings()).filteredOn(w -> !ClientHarness.isSelfCheck(w))
        .as("a warning too, so that sweeps and the report flag it").containsExactly(finding);
  }

  @Test
  void verificationFailuresUpToTheErrorLimitPass() {
    String store = store();
    ClientHarness.run("-db", MEMORY, "-load", "-p", "memory.name=" + store, "-p", "recordcount=100",
        "-p", "dataintegrity=true");
    ClientHarness.Outcome good = ClientHarness.run("-db", MEMORY, "-t", "-p", "memory.name=" + store,
        "-p", "recordcount=100", "-p", "operationcount=100", "-p", "dataintegrity=true", "-p", "readproportion=1",
        "-p", "updateproportion=0");
    assertThat(good.exitCode()).as(good.err()).isZero();
    assertThat(good.count("VERIFY", "Return=OK")).isEqualTo(100);
    assertThat(good.warningsBesidesSelfCheck()).isEmpty();
    assertThat(good.errorLines()).isEmpty();
    // Reads only, so the store keeps what the load wrote; every read fails verification, within the limit.
    ClientHarness.Outcome run = ClientHarness.run("-db", MEMORY, "-t", "-p", "memory.name=" + store,
        "-p", "recordcount=100", "-p", "operationcount=100", "-p", "dataintegrity=true", "-p", "fieldlength=50",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "validity.maxerrorrate=1");
    assertThat(run.count("VERIFY", "Return=UNEXPECTED_STATE")).isEqualTo(100);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.errLines()).noneMatch(l -> l.contains("verification"));
  }

  @Test
  void anInsertOnlyRunIntoAnEmptyDatabaseIsNotWarnedAbout() throws IOException {
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run("-db", MEMORY, "-t", "-p", "memory.name=" + store(),
        "-p", "recordcount=0", "-p", "operationcount=200", "-p", "insertproportion=1", "-p", "readproportion=0",
        "-p", "updateproportion=0", "-p", "results.dir=" + dir);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.count("INSERT", "Return=OK")).isEqualTo(200);
    assertThat(run.warningsBesidesSelfCheck()).isEmpty();
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).warnings())
        .filteredOn(w -> !ClientHarness.isSelfCheck(w)).isEmpty();
    // A run that also reads does get it.
    ClientHarness.Outcome mixed = ClientHarness.run("-db", MEMORY, "-t", "-p", "memory.name=" + store(),
        "-p", "recordcount=0", "-p", "operationcount=200", "-p", "insertproportion=0.5", "-p", "readproportion=0.5",
        "-p", "updateproportion=0", "-p", "validity.maxmissrate=1");
    assertThat(mixed.errLines()).contains("ycsb: warning: the server statistics counted 0 records before the run: "
        + "the database was empty (was the data loaded, into this database?)");
  }

  @Test
  void aLoadFromAWorkloadFileWithAByteOrderMarkInsertsItsRecordcount() throws IOException {
    Path file = tmp.resolve("bom.properties");
    byte[] text = "recordcount=25\nworkload=site.ycsb.workloads.CoreWorkload\n".getBytes(StandardCharsets.UTF_8);
    byte[] withBom = new byte[text.length + 3];
    withBom[0] = (byte) 0xEF;
    withBom[1] = (byte) 0xBB;
    withBom[2] = (byte) 0xBF;
    System.arraycopy(text, 0, withBom, 3, text.length);
    Files.write(file, withBom);
    // Without the mark's removal the load had no recordcount and inserted until maxexecutiontime.
    ClientHarness.Outcome load = ClientHarness.run("-db", MEMORY, "-load", "-p", "memory.name=" + store(),
        "-P", file.toString(), "-p", "maxexecutiontime=20");
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(25);
  }
}
