package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Status;
import site.ycsb.TestProperties;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;

/** Warm-up operations take the measured path into the warm-up twin, which is never reported. */
class OperationMeterTest {
  @TempDir
  Path tmp;

  private static void run(OperationMeter meter, Status status, int times) {
    for (int i = 0; i < times; i++) {
      meter.end(status, meter.begin());
    }
  }

  private static long recorded(OneMeasurement series) {
    series.sample();
    return series.totalHistogram().orElseThrow().getTotalCount();
  }

  @Test
  void warmUpOperationsAreRecordedInTheTwinAndNotInTheRun() {
    Measurements measurements = new Measurements(TestProperties.of("results.dir", tmp.toString()));
    measurements.setRecording(false);  // as the run's gate is during a warm-up
    OperationMeter meter = new OperationMeter("READ", measurements, false, Set.of());

    meter.warmingUp(true);
    run(meter, Status.OK, 3);
    run(meter, Status.NOT_FOUND, 1);

    assertThat(measurements.allSeries()).isEmpty();
    Measurements twin = measurements.warmupTwin();
    assertThat(twin.series("READ").statusCounts()).isEqualTo(Map.of("NOT_FOUND", 1L, "OK", 3L));
    assertThat(recorded(twin.series("READ"))).isEqualTo(3);
    assertThat(twin.operationSeries()).extracting(OneMeasurement::getName).containsExactly("READ", "READ-FAILED");
    assertThat(tmp.resolve("hdr")).as("the twin writes no interval log").doesNotExist();

    measurements.setRecording(true);
    meter.warmingUp(false);
    run(meter, Status.OK, 2);

    assertThat(measurements.operationSeries()).extracting(OneMeasurement::getName).containsExactly("READ");
    assertThat(measurements.series("READ").statusCounts()).isEqualTo(Map.of("OK", 2L));
    assertThat(recorded(measurements.series("READ"))).isEqualTo(2);
    assertThat(twin.series("READ").statusCounts()).isEqualTo(Map.of("NOT_FOUND", 1L, "OK", 3L));
  }

  @Test
  void aRunSeriesOpensWithItsFirstMeasuredOperationAsUpstreamsDo() {
    Measurements measurements = new Measurements(TestProperties.of());
    OperationMeter read = new OperationMeter("READ", measurements, false, Set.of());
    OperationMeter scan = new OperationMeter("SCAN", measurements, false, Set.of());
    read.warmingUp(true);
    scan.warmingUp(true);
    run(read, Status.OK, 1);
    run(scan, Status.OK, 1);
    read.warmingUp(false);
    scan.warmingUp(false);
    assertThat(measurements.operationSeries()).as("run only in the warm-up").isEmpty();

    run(read, Status.OK, 1);
    assertThat(measurements.operationSeries()).extracting(OneMeasurement::getName).containsExactly("READ");
    assertThat(measurements.series("READ").statusCounts()).isEqualTo(Map.of("OK", 1L));
  }

  @Test
  void lookingTheTwinsSeriesUpAgainAtEachPhaseCheckLosesNothing() {
    Measurements measurements = new Measurements(TestProperties.of());
    measurements.setRecording(false);
    OperationMeter meter = new OperationMeter("UPDATE", measurements, false, Set.of());
    for (int i = 0; i < 10; i++) {
      meter.inPhase(Warmup.WARMING);
      run(meter, Status.OK, 2);
      run(meter, Status.ERROR, 1);
    }
    Measurements twin = measurements.warmupTwin();
    assertThat(twin.series("UPDATE").threadCounterCount()).as("one counter for this thread, not one a look-up")
        .isEqualTo(1);
    assertThat(twin.series("UPDATE").statusCounts()).isEqualTo(Map.of("OK", 20L, "ERROR", 10L));
    assertThat(recorded(twin.series("UPDATE"))).isEqualTo(20);
    assertThat(measurements.allSeries()).isEmpty();
  }

  @Test
  void theFirstMeasuredOperationFindsTheSeriesTheWarmUpMadeAhead() throws Exception {
    Measurements measurements = new Measurements(TestProperties.of("results.dir", tmp.toString()));
    measurements.setRecording(false);
    OperationMeter read = new OperationMeter("READ", measurements, false, Set.of());
    OperationMeter scan = new OperationMeter("SCAN", measurements, false, Set.of());
    read.inPhase(Warmup.WARMING);
    scan.inPhase(Warmup.WARMING);
    run(read, Status.OK, 3);
    run(scan, Status.OK, 1);

    // Made during the warm-up (so that the measured path meets no first use), but not reported nor logged.
    OneMeasurement readAhead = measurements.seriesAhead("READ");
    OneMeasurement scanAhead = measurements.seriesAhead("SCAN");
    assertThat(readAhead.statusCounts()).as("no warm-up operation counted").isEmpty();
    measurements.sampleAll();
    assertThat(measurements.allSeries()).isEmpty();
    assertThat(measurements.getSummary()).isEmpty();
    assertThat(tmp.resolve("hdr")).doesNotExist();

    long switchMs = System.currentTimeMillis();
    measurements.setRecording(true);
    read.inPhase(Warmup.MEASURING);
    scan.inPhase(Warmup.MEASURING);
    run(read, Status.OK, 2);

    assertThat(measurements.operationSeries()).containsExactly(readAhead);
    assertThat(measurements.series("READ")).isSameAs(readAhead);
    assertThat(readAhead.statusCounts()).isEqualTo(Map.of("OK", 2L));
    assertThat(recorded(readAhead)).isEqualTo(2);
    assertThat(readAhead.totalHistogram().orElseThrow().getStartTimeStamp()).isGreaterThanOrEqualTo(switchMs);
    assertThat(scanAhead.isReported()).as("warm-up only: no empty series").isFalse();
    measurements.sampleAll();
    try (var files = Files.list(tmp.resolve("hdr"))) {
      assertThat(files.map(f -> f.getFileName().toString())).containsExactly("READ.hdr");
    }
  }

  @Test
  void nothingIsRecordedOnceTheRunsMeasurementsClose() {
    Measurements measurements = new Measurements(TestProperties.of());
    OperationMeter meter = new OperationMeter("UPDATE", measurements, false, Set.of());
    run(meter, Status.OK, 2);
    measurements.setRecording(false);
    run(meter, Status.OK, 5);
    assertThat(measurements.series("UPDATE").statusCounts()).isEqualTo(Map.of("OK", 2L));
    assertThat(measurements.warmupTwin().allSeries()).isEmpty();
  }

  @Test
  void theTwinOfATwinIsItself() {
    Measurements twin = new Measurements(TestProperties.of()).warmupTwin();
    assertThat(twin.warmupTwin()).isSameAs(twin);
    assertThat(twin.isRecording()).isTrue();
  }
}
