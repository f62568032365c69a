package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.Test;
import site.ycsb.IllegalPropertyException;
import site.ycsb.Status;
import site.ycsb.TestProperties;

/** The HDR histogram series: accuracy against exact percentiles, and the export lines. */
class OneMeasurementHdrHistogramTest {
  private static final int THREADS = 4;
  private static final int PER_THREAD = 50_000;

  private static Properties props(String... kv) {
    return TestProperties.of(kv);
  }

  /** A long-tailed latency: mostly 50..2000 us, some up to 2 s. */
  private static int latency(SplittableRandom r) {
    double u = r.nextDouble();
    if (u < 0.9) {
      return 50 + r.nextInt(1950);
    }
    if (u < 0.99) {
      return 2_000 + r.nextInt(98_000);
    }
    return 100_000 + r.nextInt(1_900_000);
  }

  /** The value at a percentile by the nearest-rank definition HdrHistogram uses. */
  private static long exact(int[] sorted, double percentile) {
    long rank = (long) Math.ceil(percentile / 100.0 * sorted.length);
    return sorted[(int) Math.max(0, Math.min(sorted.length - 1, rank - 1))];
  }

  private static void assertClose(Number hdr, long exact, String what) {
    assertThat(Math.abs(hdr.doubleValue() - exact)).as("%s: hdr %s, exact %s", what, hdr, exact)
        .isLessThanOrEqualTo(exact * 0.001 + 1);
  }

  @Test
  void percentilesFromSeveralThreadsMatchAnExactComputation() throws Exception {
    OneMeasurementHdrHistogram m = new OneMeasurementHdrHistogram("READ", props());
    int[][] values = new int[THREADS][PER_THREAD];
    CyclicBarrier barrier = new CyclicBarrier(THREADS);
    Thread[] threads = new Thread[THREADS];
    for (int t = 0; t < THREADS; t++) {
      int id = t;
      threads[t] = new Thread(() -> {
        SplittableRandom r = new SplittableRandom(1000 + id);
        LatencyRecorder recorder = m.recorderForCurrentThread();
        try {
          barrier.await();
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
        for (int i = 0; i < PER_THREAD; i++) {
          int v = latency(r);
          values[id][i] = v;
          // Both recording paths: the per-thread recorder and measure().
          if ((i & 1) == 0) {
            recorder.record(v);
          } else {
            m.measure(v);
          }
        }
      });
      threads[t].start();
    }
    for (Thread t : threads) {
      t.join(30_000);
      assertThat(t.isAlive()).isFalse();
    }
    int[] all = Arrays.stream(values).flatMapToInt(Arrays::stream).sorted().toArray();
    m.reportStatus(Status.OK);

    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);

    assertThat(e.value("READ", "Operations").longValue()).isEqualTo(all.length);
    assertClose(e.value("READ", "95thPercentileLatency(us)"), exact(all, 95), "p95");
    assertClose(e.value("READ", "99thPercentileLatency(us)"), exact(all, 99), "p99");
    assertClose(e.value("READ", "MaxLatency(us)"), all[all.length - 1], "max");
    assertClose(e.value("READ", "MinLatency(us)"), all[0], "min");
    double mean = Arrays.stream(all).asLongStream().average().orElseThrow();
    assertThat(e.value("READ", "AverageLatency(us)").doubleValue()).isCloseTo(mean,
        org.assertj.core.api.Assertions.within(mean * 0.001 + 1));
  }

  @Test
  void exportLinesAreUpstreamsInUpstreamOrder() throws Exception {
    OneMeasurementHdrHistogram m = new OneMeasurementHdrHistogram("UPDATE", props());
    for (int i = 1; i <= 100; i++) {
      m.measure(i);
    }
    m.reportStatus(Status.OK);
    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);
    assertThat(e.measurementsOf("UPDATE")).containsExactly("Operations", "AverageLatency(us)", "MinLatency(us)",
        "MaxLatency(us)", "95thPercentileLatency(us)", "99thPercentileLatency(us)", "Return=OK");
    // Values below 2048 are exact in a 3-digit HDR histogram.
    assertThat(e.value("UPDATE", "Operations").longValue()).isEqualTo(100L);
    assertThat(e.value("UPDATE", "AverageLatency(us)")).isEqualTo(50.5);
    assertThat(e.value("UPDATE", "MinLatency(us)").longValue()).isEqualTo(1L);
    assertThat(e.value("UPDATE", "MaxLatency(us)").longValue()).isEqualTo(100L);
    assertThat(e.value("UPDATE", "95thPercentileLatency(us)").longValue()).isEqualTo(95L);
    assertThat(e.value("UPDATE", "99thPercentileLatency(us)").longValue()).isEqualTo(99L);
    assertThat(e.value("UPDATE", "Return=OK").longValue()).isEqualTo(1L);
  }

  @Test
  void returnCodesAreExportedByNameAndCountedFromThreadCountersToo() throws Exception {
    OneMeasurementHdrHistogram m = new OneMeasurementHdrHistogram("READ", props());
    m.measure(10);
    StatusCounter counter = m.statusCounterForCurrentThread();
    counter.increment(Status.OK);
    counter.increment(Status.OK);
    counter.increment(Status.NOT_FOUND);
    m.reportStatus(Status.ERROR);
    m.reportStatus(Status.OK);
    // A binding's own status equal by name and description counts with the constant.
    m.reportStatus(new Status(Status.OK.getName(), Status.OK.getDescription()));
    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);
    List<String> names = e.measurementsOf("READ");
    assertThat(names.subList(names.indexOf("Return=ERROR"), names.size()))
        .containsExactly("Return=ERROR", "Return=NOT_FOUND", "Return=OK");
    assertThat(e.value("READ", "Return=OK").longValue()).isEqualTo(4L);
    assertThat(e.value("READ", "Return=NOT_FOUND").longValue()).isEqualTo(1L);
    assertThat(e.value("READ", "Return=ERROR").longValue()).isEqualTo(1L);
    // 0.17.0 wrote return counts through the int overload; custom exporters may rely on it.
    assertThat(e.value("READ", "Return=OK")).isInstanceOf(Integer.class);
    assertThat(e.value("READ", "Operations")).isInstanceOf(Long.class);
  }

  @Test
  void ordinalNames() {
    assertThat(OneMeasurementHdrHistogram.ordinal(1)).isEqualTo("1st");
    assertThat(OneMeasurementHdrHistogram.ordinal(2)).isEqualTo("2nd");
    assertThat(OneMeasurementHdrHistogram.ordinal(3)).isEqualTo("3rd");
    assertThat(OneMeasurementHdrHistogram.ordinal(4)).isEqualTo("4th");
    assertThat(OneMeasurementHdrHistogram.ordinal(11)).isEqualTo("11th");
    assertThat(OneMeasurementHdrHistogram.ordinal(12)).isEqualTo("12th");
    assertThat(OneMeasurementHdrHistogram.ordinal(13)).isEqualTo("13th");
    assertThat(OneMeasurementHdrHistogram.ordinal(21)).isEqualTo("21st");
    assertThat(OneMeasurementHdrHistogram.ordinal(22)).isEqualTo("22nd");
    assertThat(OneMeasurementHdrHistogram.ordinal(23)).isEqualTo("23rd");
    assertThat(OneMeasurementHdrHistogram.ordinal(50)).isEqualTo("50th");
    assertThat(OneMeasurementHdrHistogram.ordinal(99)).isEqualTo("99th");
    assertThat(OneMeasurementHdrHistogram.ordinal(100)).isEqualTo("100th");
    assertThat(OneMeasurementHdrHistogram.ordinal(99.9)).isEqualTo("99.9");
    assertThat(OneMeasurementHdrHistogram.ordinal(99.99)).isEqualTo("99.99");
  }

  @Test
  void configuredPercentilesGiveOrdinalLineNames() throws Exception {
    OneMeasurementHdrHistogram m = new OneMeasurementHdrHistogram("READ",
        props("hdrhistogram.percentiles", "1,2,3,11,12,13,21,99.9"));
    m.measure(5);
    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);
    assertThat(e.measurementsOf("READ")).containsExactly("Operations", "AverageLatency(us)", "MinLatency(us)",
        "MaxLatency(us)", "1stPercentileLatency(us)", "2ndPercentileLatency(us)", "3rdPercentileLatency(us)",
        "11thPercentileLatency(us)", "12thPercentileLatency(us)", "13thPercentileLatency(us)",
        "21stPercentileLatency(us)", "99.9PercentileLatency(us)");
  }

  @Test
  void badPercentilesAreRejected() {
    assertThatThrownBy(() -> new OneMeasurementHdrHistogram("READ", props("hdrhistogram.percentiles", "50,abc")))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("hdrhistogram.percentiles");
    assertThatThrownBy(() -> new OneMeasurementHdrHistogram("READ", props("hdrhistogram.percentiles", "101")))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("hdrhistogram.percentiles");
  }

  @Test
  void summaryCoversTheIntervalSinceTheLastSummary() {
    OneMeasurementHdrHistogram m = new OneMeasurementHdrHistogram("READ", props());
    for (int i = 1; i <= 10; i++) {
      m.measure(i * 10);
    }
    assertThat(m.getSummary()).isEqualTo(
        "[READ: Count=10, Max=100, Min=10, Avg=55, 90=90, 99=100, 99.9=100, 99.99=100]");
    assertThat(m.getSummary()).startsWith("[READ: Count=0, ");
    m.measure(7);
    assertThat(m.getSummary()).startsWith("[READ: Count=1, Max=7, Min=7, Avg=7, ");
  }

  @Test
  void negativeLatenciesAreRecordedAsZeroNotThrown() throws Exception {
    OneMeasurementHdrHistogram m = new OneMeasurementHdrHistogram("READ", props());
    m.measure(-5);
    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);
    assertThat(e.value("READ", "Operations").longValue()).isEqualTo(1L);
    assertThat(e.value("READ", "MinLatency(us)").longValue()).isEqualTo(0L);
  }
}
