package site.ycsb.measurements;

import java.io.IOException;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import site.ycsb.Status;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/** Feeds every latency to two series; the first one also keeps the return codes. */
public class TwoInOneMeasurement extends OneMeasurement {
  private final OneMeasurement thing1;
  private final OneMeasurement thing2;

  public TwoInOneMeasurement(String name, OneMeasurement thing1, OneMeasurement thing2) {
    super(name);
    this.thing1 = thing1;
    this.thing2 = thing2;
  }

  @Override
  public void reportStatus(Status status) {
    thing1.reportStatus(status);
  }

  @Override
  public StatusCounter statusCounterForCurrentThread() {
    return thing1.statusCounterForCurrentThread();
  }

  @Override
  public java.util.Map<String, Long> statusCounts() {
    return thing1.statusCounts();
  }

  @Override
  public void measure(int latency) {
    thing1.measure(latency);
    thing2.measure(latency);
  }

  @Override
  public LatencyRecorder recorderForCurrentThread() {
    LatencyRecorder first = thing1.recorderForCurrentThread();
    LatencyRecorder second = thing2.recorderForCurrentThread();
    return latencyUs -> {
      first.record(latencyUs);
      second.record(latencyUs);
    };
  }

  @Override
  public void sample() {
    thing1.sample();
    thing2.sample();
  }

  @Override
  public Optional<Histogram> lastIntervalHistogram() {
    return thing1.lastIntervalHistogram().or(thing2::lastIntervalHistogram);
  }

  @Override
  public Optional<Histogram> totalHistogram() {
    return thing1.totalHistogram().or(thing2::totalHistogram);
  }

  @Override
  public void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    thing1.exportMeasurements(exporter);
    thing2.exportMeasurements(exporter);
  }

  @Override
  public java.nio.file.Path intervalLogFile() {
    java.nio.file.Path first = thing1.intervalLogFile();
    return first != null ? first : thing2.intervalLogFile();
  }

  @Override
  void measuringStarts(long nowMs) {
    thing1.measuringStarts(nowMs);
    thing2.measuringStarts(nowMs);
  }

  @Override
  public String getSummary() {
    return thing1.getSummary();
  }

  OneMeasurement first() {
    return thing1;
  }

  OneMeasurement second() {
    return thing2;
  }
}
