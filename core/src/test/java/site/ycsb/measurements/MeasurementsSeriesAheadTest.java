package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Status;
import site.ycsb.TestProperties;

/**
 * Series made ahead of their first operation (during a warm-up) are invisible until something is recorded in
 * them, and then look exactly like a series made by their first operation: same log format, clock from the
 * warm-up's end.
 */
class MeasurementsSeriesAheadTest {
  @TempDir
  Path tmp;

  private static List<AbstractHistogram> intervals(Path file) throws Exception {
    List<AbstractHistogram> ret = new ArrayList<>();
    HistogramLogReader reader = new HistogramLogReader(file.toFile());
    try {
      EncodableHistogram h;
      while ((h = reader.nextIntervalHistogram()) != null) {
        ret.add((AbstractHistogram) h);
      }
    } finally {
      reader.close();
    }
    return ret;
  }

  @Test
  void aSeriesMadeAheadIsReportedAndLoggedFromItsFirstValueWithTheMeasuredRunsClock() throws Exception {
    Measurements m = new Measurements(TestProperties.of("results.dir", tmp.toString()));
    m.setRecording(false);
    OneMeasurement read = m.seriesAhead("READ");
    OneMeasurement intended = m.intendedSeriesAhead("READ");
    LatencyRecorder readRecorder = read.recorderForCurrentThread();
    StatusCounter readStatuses = read.statusCounterForCurrentThread();
    LatencyRecorder intendedRecorder = intended.recorderForCurrentThread();
    Thread.sleep(30);
    m.sampleAll();
    assertThat(m.allSeries()).isEmpty();
    assertThat(m.getSummary()).isEmpty();
    assertThat(tmp.resolve("hdr/READ.hdr")).doesNotExist();

    long switchMs = System.currentTimeMillis();
    m.setRecording(true);
    Thread.sleep(30);
    m.sampleAll();
    assertThat(m.allSeries()).as("nothing recorded yet").isEmpty();

    readRecorder.record(100);
    readStatuses.increment(Status.OK);
    intendedRecorder.record(150);
    assertThat(m.allSeries()).containsExactly(read, intended);
    assertThat(m.seriesAhead("READ")).isSameAs(read);
    m.sampleAll();
    m.close();

    Path log = tmp.resolve("hdr/READ.hdr");
    assertThat(Files.readAllLines(log).get(0)).isEqualTo("#[Logging for: READ]");
    assertThat(Files.readString(log)).doesNotContain("Tag=");
    HistogramLogReader reader = new HistogramLogReader(log.toFile());
    reader.nextIntervalHistogram();
    double startSec = reader.getStartTimeSec();
    reader.close();
    assertThat((long) (startSec * 1000)).as("the log's start time is the warm-up's end").isBetween(switchMs,
        switchMs + 25);
    List<AbstractHistogram> intervals = intervals(log);
    assertThat(intervals).hasSize(1);
    assertThat(intervals.get(0).getTotalCount()).isEqualTo(1);
    assertThat(intervals.get(0).getStartTimeStamp()).as("the first interval starts at the warm-up's end")
        .isBetween(switchMs, switchMs + 25);
    assertThat(intervals(tmp.resolve("hdr/Intended-READ.hdr"))).singleElement()
        .extracting(AbstractHistogram::getTotalCount).isEqualTo(1L);
    assertThat(read.statusCounts()).containsEntry("OK", 1L);
  }

  @Test
  void aSeriesMadeAheadButNeverUsedLeavesNoTrace() throws Exception {
    Measurements m = new Measurements(TestProperties.of("results.dir", tmp.toString()));
    m.setRecording(false);
    m.seriesAhead("SCAN").statusCounterForCurrentThread();
    m.setRecording(true);
    m.sampleAll();
    m.close();
    assertThat(m.allSeries()).isEmpty();
    assertThat(tmp.resolve("hdr/SCAN.hdr")).doesNotExist();
  }

  @Test
  void warmUpOperationsTakeTheRecordersRingFullPathsOftenMeasuredOnesRarely() {
    Measurements m = new Measurements(TestProperties.of());
    HandoffRecorder warmup = (HandoffRecorder) m.warmupTwin().series("READ").recorderForCurrentThread();
    HandoffRecorder measured = (HandoffRecorder) m.series("READ").recorderForCurrentThread();
    for (int i = 0; i < 100; i++) {
      warmup.record(10);
      measured.record(10);
    }
    assertThat(warmup.selfDrains()).as("a warm-up too slow to fill a measured ring still profiles its drain")
        .isGreaterThan(0);
    assertThat(measured.selfDrains()).isZero();
    m.warmupTwin().sampleAll();
    m.sampleAll();
    assertThat(m.warmupTwin().series("READ").totalHistogram().orElseThrow().getTotalCount()).isEqualTo(100);
    assertThat(m.series("READ").totalHistogram().orElseThrow().getTotalCount()).isEqualTo(100);
  }

  @Test
  void onlyHdrHistogramSeriesAreMadeAhead() {
    Measurements m = new Measurements(TestProperties.of("measurementtype", "histogram"));
    assertThat(m.seriesAhead("READ")).isNull();
    assertThat(m.intendedSeriesAhead("READ")).isNull();
  }
}
