package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The rules of the client's check of itself, on histograms made by hand. */
class ClientSelfCheckTest {
  private static Histogram of(long value, int times) {
    Histogram h = new Histogram(3);
    h.recordValueWithCount(value, times);
    return h;
  }

  @Test
  void aPercentileNeedsTenOperationsBeyondIt() {
    assertThat(ClientSelfCheck.needed(99)).isEqualTo(1_000);
    assertThat(ClientSelfCheck.needed(95)).isEqualTo(200);
    assertThat(ClientSelfCheck.needed(99.9)).isEqualTo(10_000);
    assertThat(ClientSelfCheck.needed(99.99)).isEqualTo(100_000);
    assertThat(ClientSelfCheck.needed(50)).isEqualTo(20);
    assertThat(ClientSelfCheck.needed(100)).isZero();
  }

  @Test
  void theHiccupRuleNamesEveryOperationWhoseP99TheClientsStallsExceedTheShareOf() {
    ClientSelfCheck check = new ClientSelfCheck(0.25, 0.9, 0, 0.05, 0.02);
    Map<String, Histogram> ops = Map.of("READ", of(1000, 2000), "UPDATE", of(10_000, 2000),
        "UPDATE-FAILED", of(100, 10));
    List<String> w = check.warnings("run", ops, of(500, 1000), 0.1, 20, -1, -1, List.of(95.0, 99.0));
    assertThat(w).singleElement().asString().contains("CLIENT-HICCUP p99 500 µs")
        .contains("validity.maxhiccupshare=0.25 of READ p99 1000 µs:").doesNotContain("UPDATE");
    assertThat(check.warnings("run", ops, of(200, 1000), 0.1, 20, -1, -1, List.of(99.0))).isEmpty();
  }

  @Test
  void failedCallsCountTowardsTheirOperation() {
    ClientSelfCheck check = new ClientSelfCheck(0.25, 0.9, 0, 0.05, 0.02);
    // 600 successful and 600 failed reads: 1,200 reads, enough for p99; 600 alone would not be.
    List<String> w = check.warnings("run", Map.of("READ", of(1000, 600), "READ-FAILED", of(1000, 600)), null, 0.1,
        20, -1, -1, List.of(99.0));
    assertThat(w).isEmpty();
  }

  @Test
  void cpuAboveTheLimitAndAShortRunWarn() {
    ClientSelfCheck check = new ClientSelfCheck(0.25, 0.9, 10, 0.05, 0.02);
    List<String> w = check.warnings("load", Map.of(), null, 0.95, 9.5, -1, -1, List.of(99.0));
    assertThat(w).hasSize(2);
    assertThat(w.get(0)).startsWith("the client used 95% of its ").contains("during the load (above "
        + "validity.maxclientcpu=0.9)");
    assertThat(w.get(1)).startsWith("the load measured for 9.5 s, less than validity.minseconds=10 s");
    assertThat(check.warnings("load", Map.of(), null, 0.9, 10, -1, -1, List.of(99.0))).isEmpty();
  }

  @Test
  void underASecondOnlyTheShortRunIsSaid() {
    ClientSelfCheck check = new ClientSelfCheck(0.25, 0.9, 10, 0.05, 0.02);
    // Hiccups far above the operations' p99 and the CPU above the limit, over 0.5 s: too few wake-ups and
    // ticks to judge the client by.
    List<String> w = check.warnings("run", Map.of("READ", of(10, 2000)), of(5000, 500), 1.02, 0.5, -1, -1,
        List.of(95.0));
    assertThat(w).singleElement().asString().startsWith("the run measured for 0.5 s, less than validity.minseconds");
    assertThat(check.warnings("run", Map.of("READ", of(10, 2000)), of(5000, 1000), 1.02, 1.0, -1, -1, List.of(95.0)))
        .hasSize(3);
  }

  @Test
  void compilationOverTheShareOfTheMeasuredTimeWarns() {
    ClientSelfCheck check = new ClientSelfCheck(0.25, 0.9, 0, 0.05, 0.02);
    // 15 s measured: up to 750 ms of compilation is allowed.
    assertThat(check.warnings("run", Map.of(), null, 0.1, 15, 750, -1, List.of(99.0))).isEmpty();
    assertThat(check.warnings("run", Map.of(), null, 0.1, 15, -1, -1, List.of(99.0))).isEmpty();
    List<String> w = check.warnings("run", Map.of(), null, 0.1, 15, 1_234, -1, List.of(99.0));
    assertThat(w).singleElement().asString()
        .startsWith("the JIT compiler was still at work: 1,234 ms of compilation during the 15.0 s the run measured "
            + "(8.2%, above validity.maxjitshare=0.05)").contains("lengthen warmup.time");
    assertThat(ClientSelfCheck.isSelfCheck(w.get(0))).isTrue();
    // Under a second it is not judged, as the hiccups and the CPU are not.
    assertThat(check.warnings("run", Map.of(), null, 0.1, 0.5, 400, -1, List.of(99.0))).isEmpty();
  }
  @Test
  void aHostThatLostCpuToTheHypervisorWarns() {
    ClientSelfCheck check = new ClientSelfCheck(0.25, 0.9, 0, 0.05, 0.02);
    assertThat(check.warnings("run", Map.of(), null, 0.1, 15, -1, 0.02, List.of(99.0))).isEmpty();
    assertThat(check.warnings("run", Map.of(), null, 0.1, 15, -1, -1, List.of(99.0))).isEmpty();
    List<String> w = check.warnings("run", Map.of(), null, 0.1, 15, -1, 0.123, List.of(99.0));
    assertThat(w).singleElement().asString().startsWith("the host lost 12.3% of its CPU time to the hypervisor "
        + "(steal time, /proc/stat) during the 15.0 s the run measured (above validity.maxstealshare=0.02)");
    assertThat(ClientSelfCheck.isSelfCheck(w.get(0))).isTrue();
    assertThat(check.warnings("run", Map.of(), null, 0.1, 0.5, -1, 0.5, List.of(99.0))).isEmpty();
  }

  @Test
  void stealIsTheEighthFieldOfProcStatsFirstLine() throws Exception {
    // A line of this machine's /proc/stat: user nice system idle iowait irq softirq steal guest guest_nice.
    HostCpu before = HostCpu.parse("cpu  227429 428 73461 118584 1895 0 26625 7119 0 0");
    HostCpu after = HostCpu.parse("cpu  227629 428 73782 118779 1895 0 26826 7154 0 0");
    assertThat(before.stealTicks()).isEqualTo(7119);
    assertThat(after.stealShareSince(before)).isCloseTo(35.0 / 952, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(HostCpu.parse("intr 1 2 3")).isEqualTo(HostCpu.UNKNOWN);
    assertThat(after.stealShareSince(HostCpu.UNKNOWN)).isEqualTo(-1);
    // The real file, where there is one: read, and the share since itself is unknown (no time passed) or 0.
    if (java.nio.file.Files.isReadable(HostCpu.PROC_STAT)) {
      HostCpu now = HostCpu.now();
      assertThat(now.totalTicks()).isPositive();
      assertThat(now.stealTicks()).isBetween(0L, now.totalTicks());
    }
  }
}
