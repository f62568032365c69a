package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.ClientHarness;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;

/** The progress line's text, and that it never appears when the output is not a terminal. */
class ProgressLineTest {
  @Test
  void saysPhaseTimesRateP99AndErrors() {
    Measurements m = new Measurements(new Properties());
    m.series("READ").reportStatus(Status.OK);
    m.series("READ").reportStatus(Status.ERROR);
    m.series("READ").reportStatus(Status.NOT_FOUND);
    m.series("READ").measure(2000);
    m.sampleAll();
    long start = System.currentTimeMillis() - 10_000;
    String text = ProgressLine.text(new ProgressLine.Source("run", List.of(), m, 0, 60, () -> start), 500, 100);
    assertThat(text).startsWith("[run] 0:10 elapsed, 0:50 left, 500 ops, 100 ops/s, p99 ")
        .endsWith("errors 1");
    String byCount = ProgressLine.text(new ProgressLine.Source("load", List.of(), m, 1500, 0, () -> start), 500, 100);
    assertThat(byCount).startsWith("[load] 0:10 elapsed, 0:10 left,");
  }

  @Test
  void notShownWhenTheOutputIsNotATerminal() {
    assertThat(ProgressLine.onTerminal()).as("the test JVM's output is piped").isFalse();
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "memory.name=progress",
        "-p", "recordcount=10", "-p", "operationcount=10");
    assertThat(o.err()).doesNotContain("\r");
  }
}
