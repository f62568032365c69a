package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * NOT_IMPLEMENTED is the binding's answer, not the database's: it costs no failure back-off, is never worded as a
 * failed or unreachable database, names its operation, and a workload whose mix needs an operation the binding
 * declares it lacks ({@link UnsupportedOperations}) is refused before the run in one line.
 */
class ClientNotImplementedTest {

  private static ClientHarness.Outcome run(String db, String phase, String... extra) {
    List<String> a = new ArrayList<>(List.of("-db", db, phase, "-p", "recordcount=100", "-p", "operationcount=3000",
        "-threads", "1"));
    a.addAll(List.of(extra));
    return ClientHarness.run(a);
  }

  @Test
  void notImplementedScansCostNoBackOffAndAreNamedNotBlamedOnTheDatabase() {
    long start = System.nanoTime();
    // Scans every other operation: with the back-off of two failures in a row this took over 10 s.
    ClientHarness.Outcome o = run(TestDBs.UndeclaredNoScanDB.class.getName(), "-t", "-p", "readproportion=0.5",
        "-p", "updateproportion=0", "-p", "scanproportion=0.5", "-p", "requestdistribution=uniform");
    long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.count("SCAN", "Return=NOT_IMPLEMENTED")).isBetween(1000L, 2000L);
    assertThat(ms).as(o.err()).isLessThan(6_000);
    assertThat(o.err()).doesNotContain("failed or was unreachable").doesNotContain("pausing after failures")
        .doesNotContain("operations failed");
    assertThat(o.warningsBesidesSelfCheck()).as(o.err()).anySatisfy(w -> assertThat(w).startsWith(
        "ycsb: warning: not implemented: SCAN returned NOT_IMPLEMENTED ").contains("the binding does not implement "
        + "SCAN; the database was not asked"));
  }

  @Test
  void aPhaseOfNothingButNotImplementedEndsWithALineThatNamesTheOperationNotTheDatabase() {
    ClientHarness.Outcome o = run(TestDBs.UndeclaredNoScanDB.class.getName(), "-t", "-p", "readproportion=0",
        "-p", "updateproportion=0", "-p", "scanproportion=1", "-p", "operationcount=100000");
    assertThat(o.exitCode()).as(o.err()).isEqualTo(1);
    assertThat(o.errorLines()).as(o.err()).containsExactly("ycsb: error: fail-fast: the first 1000 operations of "
        + "the run were all answered NOT_IMPLEMENTED by the binding (SCAN 1000): the binding does not implement "
        + "SCAN, so the database was never asked (validity.failfast.count=1000, validity.failfast.seconds=10; 0 "
        + "turns these off)");
  }

  @Test
  void aMixThatNeedsADeclaredUnsupportedOperationIsRefusedBeforeTheBindingStarts() {
    ClientHarness.Outcome o = run(TestDBs.DeclaredNoScanDB.class.getName(), "-t", "-p", "readproportion=0.05",
        "-p", "updateproportion=0", "-p", "scanproportion=0.95", "-p", "noscan.initfails=true");
    assertThat(o.exitCode()).as(o.err()).isEqualTo(2);
    String db = TestDBs.DeclaredNoScanDB.class.getName();
    assertThat(o.errorLines()).containsExactly("ycsb: error: unsupported by " + db + ": the workload needs SCAN "
        + "(scanproportion=0.95), which the " + db + " binding does not implement (@UnsupportedOperations on " + db
        + "); set scanproportion=0 or use a binding that implements SCAN");
    assertThat(o.err()).doesNotContain("init was reached").doesNotContain("Starting test");
    assertThat(o.out()).doesNotContain("[SCAN]");
  }

  @Test
  void theSameBindingRunsTheLoadAndAMixWithoutItsMissingOperation() {
    assertThat(run(TestDBs.DeclaredNoScanDB.class.getName(), "-load").exitCode()).isZero();
    ClientHarness.Outcome o = run(TestDBs.DeclaredNoScanDB.class.getName(), "-t", "-p", "scanproportion=0");
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.err()).doesNotContain("unsupported");
  }
}
