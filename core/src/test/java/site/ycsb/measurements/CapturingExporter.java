package site.ycsb.measurements;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/** Keeps every exported triple, in order, with the Java type of its value. */
public final class CapturingExporter implements MeasurementsExporter {
  /** One exported triple. */
  public record Triple(String metric, String measurement, Number value) {
  }

  public final List<Triple> triples = new ArrayList<>();
  public boolean closed;

  @Override
  public void write(String metric, String measurement, int i) {
    triples.add(new Triple(metric, measurement, i));
  }

  @Override
  public void write(String metric, String measurement, long i) {
    triples.add(new Triple(metric, measurement, i));
  }

  @Override
  public void write(String metric, String measurement, double d) {
    triples.add(new Triple(metric, measurement, d));
  }

  @Override
  public void close() {
    closed = true;
  }

  /** The measurement names of {@code metric}, in order. */
  public List<String> measurementsOf(String metric) {
    List<String> ret = new ArrayList<>();
    for (Triple t : triples) {
      if (t.metric().equals(metric)) {
        ret.add(t.measurement());
      }
    }
    return ret;
  }

  /** The metric names in order of first appearance. */
  public List<String> metrics() {
    List<String> ret = new ArrayList<>();
    for (Triple t : triples) {
      if (!ret.contains(t.metric())) {
        ret.add(t.metric());
      }
    }
    return ret;
  }

  /** The value of one triple; fails when absent. */
  public Number value(String metric, String measurement) {
    for (Triple t : triples) {
      if (t.metric().equals(metric) && t.measurement().equals(measurement)) {
        return t.value();
      }
    }
    throw new AssertionError("no [" + metric + "], " + measurement + " in " + triples);
  }
}
