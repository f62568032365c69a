package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.measurements.Measurements;
import site.ycsb.results.ClientResources;

/** The measured window's figures: its length from the end of the warm-up, and the client's resources over it. */
class MeasuredWindowTest {
  private final Warmup noWarmup = new Warmup(0, 0, new Measurements(new Properties()));

  /** A window whose end is {@code wallMs} and {@code cpuMs} of CPU after the warm-up's end. */
  private MeasuredWindow window(long wallMs, long cpuMs, long gcCount, long gcMs) {
    ResourceUsage start = noWarmup.usageAtEnd();
    ResourceUsage end = new ResourceUsage(start.cpuNs() + cpuMs * 1_000_000, start.gcCount() + gcCount,
        start.gcTimeMs() + gcMs, start.jitMs(), start.epochMs() + wallMs, start.host());
    return new MeasuredWindow(start.epochMs(), start.epochMs() + wallMs, noWarmup.endNanos() + wallMs * 1_000_000,
        end, noWarmup, false, null, null, -1);
  }

  @Test
  void theRunIsMeasuredFromTheEndOfTheWarmUp() {
    assertThat(window(1500, 0, 0, 0).runNs()).isEqualTo(1_500_000_000L);
  }

  @Test
  void aWindowEndingBeforeTheWarmUpHasNoLength() {
    MeasuredWindow w = new MeasuredWindow(0, 0, noWarmup.endNanos() - 5, noWarmup.usageAtEnd(), noWarmup, true,
        null, null, 0);
    assertThat(w.runNs()).isZero();
  }

  @Test
  void theCpuShareIsCpuTimeOverWallTimeAndProcessors() {
    int cpus = Runtime.getRuntime().availableProcessors();
    assertThat(window(1000, 500, 0, 0).cpuShare()).isCloseTo(0.5 / cpus, within(1e-9));
  }

  @Test
  void theClientsResourcesPerOperationAndItsGarbageCollection() {
    ClientResources r = window(2000, 1000, 3, 100).clientResources(500, true);
    assertThat(r.cpuTimeMs()).isEqualTo(1000);
    assertThat(r.cpuUsPerOp()).isEqualTo(2000.0);
    assertThat(r.gcCount()).isEqualTo(3);
    assertThat(r.gcTimeMs()).isEqualTo(100);
    assertThat(r.gcShare()).isEqualTo(0.05);
    assertThat(r.heapUsedMaxMb()).isEqualTo(-1);
    assertThat(window(2000, 1000, 0, 0).clientResources(0, false).cpuUsPerOp()).isZero();
  }
}
