package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.IllegalPropertyException;
import site.ycsb.Status;
import site.ycsb.TestProperties;

/** Every measurementtype and measurement.interval exports the series and lines 0.17.0 did. */
class MeasurementsTypesTest {
  @TempDir
  Path tmp;

  private static Properties props(String... kv) {
    return TestProperties.of(kv);
  }

  /** Records latencies 100, 200, ..., 100000 us on READ, with one OK each. */
  private static CapturingExporter recordAndExport(Measurements m) throws Exception {
    for (int i = 1; i <= 1000; i++) {
      m.measure("READ", i * 100);
      m.reportStatus("READ", Status.OK);
    }
    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);
    return e;
  }

  @Test
  void defaultTypeIsHdrHistogramAndIntervalIsOp() throws Exception {
    Measurements m = new Measurements(props());
    assertThat(m.type()).isEqualTo(Measurements.MeasurementType.HDRHISTOGRAM);
    assertThat(m.interval()).isEqualTo(Measurements.Interval.OP);
    CapturingExporter e = recordAndExport(m);
    assertThat(e.metrics()).containsExactly("READ");
    assertThat(e.measurementsOf("READ")).containsExactly("Operations", "AverageLatency(us)", "MinLatency(us)",
        "MaxLatency(us)", "95thPercentileLatency(us)", "99thPercentileLatency(us)", "Return=OK");
    assertThat(e.value("READ", "Return=OK").longValue()).isEqualTo(1000L);
  }

  @Test
  void histogramType() throws Exception {
    CapturingExporter e = recordAndExport(new Measurements(props("measurementtype", "histogram")));
    assertThat(e.metrics()).containsExactly("READ");
    assertThat(e.measurementsOf("READ")).containsExactly("Operations", "AverageLatency(us)", "LatencyVariance(us)",
        "MinLatency(us)", "MaxLatency(us)", "95thPercentileLatency(us)", "99thPercentileLatency(us)", "Return=OK");
    assertThat(e.value("READ", "Operations").longValue()).isEqualTo(1000);
    assertThat(e.value("READ", "AverageLatency(us)").doubleValue()).isEqualTo(50050.0);
    double meanOfSquares = 0;
    for (int i = 1; i <= 1000; i++) {
      meanOfSquares += (double) i * 100 * i * 100;
    }
    meanOfSquares /= 1000;
    assertThat(e.value("READ", "LatencyVariance(us)").doubleValue())
        .isCloseTo(meanOfSquares - 50050.0 * 50050.0, within(1e-3));
    assertThat(e.value("READ", "MinLatency(us)").longValue()).isEqualTo(100);
    assertThat(e.value("READ", "MaxLatency(us)").longValue()).isEqualTo(100000);
    // Millisecond buckets: the bucket where the cumulative share first reaches 95% / 99%.
    assertThat(e.value("READ", "95thPercentileLatency(us)").longValue()).isEqualTo(95000);
    assertThat(e.value("READ", "99thPercentileLatency(us)").longValue()).isEqualTo(99000);
  }

  @Test
  void histogramVerboseListsEveryBucketAndTheOverflow() throws Exception {
    Measurements m = new Measurements(props("measurementtype", "histogram", "histogram.buckets", "3",
        "measurement.histogram.verbose", "true"));
    m.measure("READ", 500);
    m.measure("READ", 1500);
    m.measure("READ", 99999);
    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);
    List<String> names = e.measurementsOf("READ");
    assertThat(names.subList(names.size() - 4, names.size())).containsExactly("0", "1", "2", ">3");
    assertThat(e.value("READ", "0").longValue()).isEqualTo(1);
    assertThat(e.value("READ", "1").longValue()).isEqualTo(1);
    assertThat(e.value("READ", ">3").longValue()).isEqualTo(1);
  }

  @Test
  void timeseriesType() throws Exception {
    Measurements m = new Measurements(props("measurementtype", "timeseries", "timeseries.granularity", "1000"));
    CapturingExporter e = recordAndExport(m);
    assertThat(e.metrics()).containsExactly("READ");
    List<String> names = e.measurementsOf("READ");
    assertThat(names.subList(0, 5)).containsExactly("Operations", "AverageLatency(us)", "MinLatency(us)",
        "MaxLatency(us)", "Return=OK");
    // Then one line per time unit, named by its offset in ms: here all fall in the first unit or two.
    assertThat(names.subList(5, names.size())).isNotEmpty().allMatch(n -> n.matches("\\d+"));
    assertThat(names.get(5)).isEqualTo("0");
    assertThat(e.value("READ", "Operations").longValue()).isEqualTo(1000);
    assertThat(e.value("READ", "AverageLatency(us)").doubleValue()).isEqualTo(50050.0);
  }

  @Test
  void rawType() throws Exception {
    Path file = tmp.resolve("raw.csv");
    Measurements m = new Measurements(props("measurementtype", "raw", "measurement.raw.output_file",
        file.toString()));
    CapturingExporter e = recordAndExport(m);
    assertThat(e.metrics()).containsExactly("READ");
    assertThat(e.measurementsOf("READ")).containsExactly("Total Operations",
        "Below is a summary of latency in microseconds:", "Average", "Min", "Max", "p1", "p5", "p50", "p90", "p95",
        "p99", "p99.9", "p99.99", "Return=OK");
    assertThat(e.value("READ", "Total Operations").longValue()).isEqualTo(1000);
    assertThat(e.value("READ", "Below is a summary of latency in microseconds:").longValue()).isEqualTo(-1);
    assertThat(e.value("READ", "Min").longValue()).isEqualTo(100);
    assertThat(e.value("READ", "Max").longValue()).isEqualTo(100000);
    List<String> raw = Files.readAllLines(file, StandardCharsets.UTF_8);
    assertThat(raw.get(0)).isEqualTo("READ latency raw data: op, timestamp(ms), latency(us)");
    assertThat(raw).hasSize(1001);
    assertThat(raw.get(1)).matches("READ,\\d{13},100");
    assertThat(raw.get(1000)).matches("READ,\\d{13},100000");
  }

  @Test
  void rawTypeWithoutSummary() throws Exception {
    Measurements m = new Measurements(props("measurementtype", "raw", "measurement.raw.output_file",
        tmp.resolve("raw.csv").toString(), "measurement.raw.no_summary", "true"));
    CapturingExporter e = recordAndExport(m);
    assertThat(e.measurementsOf("READ")).containsExactly("Total Operations", "Return=OK");
  }

  @Test
  void hdrHistogramPlusHistogramExportsBothSeriesUnderPrefixedNames() throws Exception {
    Measurements m = new Measurements(props("measurementtype", "hdrhistogram+histogram"));
    assertThat(m.type()).isEqualTo(Measurements.MeasurementType.HDRHISTOGRAM_AND_HISTOGRAM);
    CapturingExporter e = recordAndExport(m);
    assertThat(e.metrics()).containsExactly("HdrREAD", "BucketREAD");
    assertThat(e.measurementsOf("HdrREAD")).containsExactly("Operations", "AverageLatency(us)", "MinLatency(us)",
        "MaxLatency(us)", "95thPercentileLatency(us)", "99thPercentileLatency(us)", "Return=OK");
    assertThat(e.measurementsOf("BucketREAD")).containsExactly("Operations", "AverageLatency(us)",
        "LatencyVariance(us)", "MinLatency(us)", "MaxLatency(us)", "95thPercentileLatency(us)",
        "99thPercentileLatency(us)");
    assertThat(e.value("HdrREAD", "Operations").longValue()).isEqualTo(1000);
    assertThat(e.value("BucketREAD", "Operations").longValue()).isEqualTo(1000);
    assertThat(e.value("HdrREAD", "Return=OK").longValue()).isEqualTo(1000);
  }

  @Test
  void hdrHistogramPlusRaw() throws Exception {
    Measurements m = new Measurements(props("measurementtype", "hdrhistogram+raw", "measurement.raw.output_file",
        tmp.resolve("raw.csv").toString()));
    CapturingExporter e = recordAndExport(m);
    assertThat(e.metrics()).containsExactly("HdrREAD", "RawREAD");
    assertThat(e.value("RawREAD", "Total Operations").longValue()).isEqualTo(1000);
  }

  @Test
  void rawLatenciesOnAFullDiskNameTheFileAndTheReason() throws Exception {
    Path full = Path.of("/dev/full");
    Assumptions.assumeTrue(Files.isWritable(full), "needs Linux's /dev/full");
    Measurements m = new Measurements(props("measurementtype", "raw", "measurement.raw.output_file", full.toString()));
    assertThatThrownBy(() -> recordAndExport(m)).isInstanceOf(IOException.class)
        .hasMessage("cannot write the raw latencies of READ to '/dev/full' (measurement.raw.output_file): "
            + "No space left on device");
  }

  @Test
  void intendedIntervalCountsOperationsInBothSeries() throws Exception {
    Measurements m = new Measurements(props("measurement.interval", "intended"));
    m.measure("READ", 10);
    m.measureIntended("READ", 20);
    m.reportStatus("READ", Status.OK);
    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);
    assertThat(e.metrics()).containsExactly("READ", "Intended-READ");
    // Every number printed is measured: the service time too, so Operations is not 0 beside Return=OK.
    assertThat(e.value("READ", "Operations").longValue()).isEqualTo(1);
    assertThat(e.value("READ", "MaxLatency(us)").longValue()).isEqualTo(10);
    assertThat(e.value("READ", "Return=OK").longValue()).isEqualTo(1);
    assertThat(e.value("Intended-READ", "Operations").longValue()).isEqualTo(1);
    assertThat(e.value("Intended-READ", "MaxLatency(us)").longValue()).isEqualTo(20);
  }

  @Test
  void bothIntervalRecordsBothSeries() throws Exception {
    Measurements m = new Measurements(props("measurement.interval", "both"));
    m.measure("READ", 10);
    m.measureIntended("READ", 20);
    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);
    assertThat(e.metrics()).containsExactly("READ", "Intended-READ");
    assertThat(e.value("READ", "MaxLatency(us)").longValue()).isEqualTo(10);
    assertThat(e.value("Intended-READ", "MaxLatency(us)").longValue()).isEqualTo(20);
  }

  @Test
  void opIntervalDropsIntendedLatencies() throws Exception {
    Measurements m = new Measurements(props());
    m.measure("READ", 10);
    m.measureIntended("READ", 20);
    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);
    assertThat(e.metrics()).containsExactly("READ");
  }

  @Test
  void seriesAreExportedOperationSeriesFirstEachSortedByName() throws Exception {
    Measurements m = new Measurements(props("measurement.interval", "both"));
    for (String op : new String[] {"UPDATE", "READ", "INSERT"}) {
      m.measure(op, 1);
      m.measureIntended(op, 1);
    }
    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);
    assertThat(e.metrics()).containsExactly("INSERT", "READ", "UPDATE", "Intended-INSERT", "Intended-READ",
        "Intended-UPDATE");
  }

  @Test
  void closedRecordingGateDropsEverything() throws Exception {
    Measurements m = new Measurements(props());
    m.setRecording(false);
    m.measure("READ", 10);
    m.reportStatus("READ", Status.OK);
    CapturingExporter e = new CapturingExporter();
    m.exportMeasurements(e);
    assertThat(e.triples).isEmpty();
    m.setRecording(true);
    m.measure("READ", 10);
    m.exportMeasurements(e);
    assertThat(e.value("READ", "Operations").longValue()).isEqualTo(1);
  }

  @Test
  void badTypeAndIntervalAreRejectedNamingTheAcceptedValues() {
    assertThatThrownBy(() -> new Measurements(props("measurementtype", "foo")))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("measurementtype").hasMessageContaining("foo")
        .hasMessageContaining("hdrhistogram").hasMessageContaining("timeseries").hasMessageContaining("raw");
    assertThatThrownBy(() -> new Measurements(props("measurement.interval", "foo")))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("measurement.interval").hasMessageContaining("op")
        .hasMessageContaining("intended").hasMessageContaining("both");
  }

  @Test
  void typeNamesAreCaseInsensitive() {
    assertThat(new Measurements(props("measurementtype", "HdrHistogram")).type())
        .isEqualTo(Measurements.MeasurementType.HDRHISTOGRAM);
    assertThat(new Measurements(props("measurementtype", "TimeSeries")).type())
        .isEqualTo(Measurements.MeasurementType.TIMESERIES);
  }
}
