package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import site.ycsb.ClientHarness;

class ConstantOccupancyWorkloadTest {
  private static final String WORKLOAD = "site.ycsb.workloads.ConstantOccupancyWorkload";

  private static ClientHarness.Outcome run(String phase, String... more) {
    String[] base = {"-db", "site.ycsb.BasicDB", phase, "-p", "basicdb.verbose=false", "-p", "workload=" + WORKLOAD,
        "-p", "fieldcount=10", "-p", "fieldlength=100", "-p", "disksize=10000", "-p", "occupancy=0.5"};
    String[] args = new String[base.length + more.length];
    System.arraycopy(base, 0, args, 0, base.length);
    System.arraycopy(more, 0, args, base.length, more.length);
    return ClientHarness.run(args);
  }

  /** READ plus UPDATE operations (a series that never ran has no line). */
  private static long operations(ClientHarness.Outcome o) {
    return Math.max(0, o.count("READ", "Operations")) + Math.max(0, o.count("UPDATE", "Operations"));
  }

  @Test
  void theDiskShareSetsTheRecordAndOperationCounts() {
    // 0.5 x 10,000 bytes / (10 fields x 100 bytes) = 5 records; 3 storage ages = 15 operations.
    ClientHarness.Outcome load = run("-load", "-p", "storageages=3");
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(load.count("INSERT", "Operations")).isEqualTo(5);
    ClientHarness.Outcome txn = run("-t", "-p", "storageages=3");
    assertThat(txn.exitCode()).as(txn.err()).isZero();
    assertThat(operations(txn)).isEqualTo(15);
  }

  @Test
  void givenCountsAreReplacedWithAWarning() {
    // The workload warns on the process's standard error, as 0.17.0's did.
    java.io.ByteArrayOutputStream warnings = new java.io.ByteArrayOutputStream();
    java.io.PrintStream stderr = System.err;
    ClientHarness.Outcome txn;
    System.setErr(new java.io.PrintStream(warnings, true, java.nio.charset.StandardCharsets.UTF_8));
    try {
      txn = run("-t", "-p", "recordcount=1000", "-p", "operationcount=7");
    } finally {
      System.setErr(stderr);
    }
    assertThat(txn.exitCode()).as(txn.err()).isZero();
    assertThat(operations(txn)).isEqualTo(50);
    assertThat(warnings.toString(java.nio.charset.StandardCharsets.UTF_8))
        .contains("recordcount is set by ConstantOccupancyWorkload")
        .contains("operationcount is set by ConstantOccupancyWorkload");
  }

  @Test
  void aDiskTooSmallForOneRecordIsOneClearLine() {
    ClientHarness.Outcome o = run("-t", "-p", "disksize=100");
    assertThat(o.exitCode()).isNotZero();
    assertThat(o.errLines()).anySatisfy(l -> assertThat(l).contains("disksize=100").contains("raise disksize"));
    assertThat(o.err()).doesNotContain("\tat ");
  }
}
