package site.ycsb.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import site.ycsb.results.LatencySummary;
import site.ycsb.results.SeriesResult;
import site.ycsb.results.SizeBucketsResult;

/**
 * One run's latency by value size ({@code measurement.sizebuckets}): per operation and bucket, in bucket order,
 * the count and the p50, p95 and p99 of its successful operations. Runs without the split have none.
 *
 * @param run the run's location in the report ({@link LoadedRun#label()})
 * @param buckets the bucket names, smallest sizes first
 * @param operations the operations split, in result.json's order
 */
public record SizeLatency(String run, String database, String workload, String phase, int threads,
    List<String> buckets, List<Operation> operations) {

  public SizeLatency {
    buckets = List.copyOf(buckets);
    operations = List.copyOf(operations);
  }

  /**
   * One operation's figures per bucket, in bucket order; a percentile is null where no operation fell in the
   * bucket.
   */
  public record Operation(String operation, List<Long> counts, List<Double> p50Us, List<Double> p95Us,
      List<Double> p99Us) {
  }

  /** The split of every run that has one, in the report's order of database, workload, phase and threads. */
  static List<SizeLatency> of(List<LoadedRun> runs) {
    List<SizeLatency> ret = new ArrayList<>();
    for (LoadedRun r : runs) {
      SizeBucketsResult split = r.hasResult() ? r.result().sizeBuckets() : null;
      if (split == null || split.operations() == null || split.operations().isEmpty()) {
        continue;
      }
      List<Operation> ops = new ArrayList<>();
      for (Map.Entry<String, Map<String, SeriesResult>> e : split.operations().entrySet()) {
        List<Long> counts = new ArrayList<>();
        List<Double> p50 = new ArrayList<>();
        List<Double> p95 = new ArrayList<>();
        List<Double> p99 = new ArrayList<>();
        for (String bucket : split.buckets()) {
          SeriesResult s = e.getValue().get(bucket);
          LatencySummary l = s == null ? null : s.latencyUs();
          counts.add(s == null ? 0L : s.count());
          p50.add(percentile(l, "p50"));
          p95.add(percentile(l, "p95"));
          p99.add(percentile(l, "p99"));
        }
        ops.add(new Operation(e.getKey(), counts, p50, p95, p99));
      }
      ret.add(new SizeLatency(r.label(), r.database(), r.workload(), r.result().phase(), r.threads(),
          split.buckets(), ops));
    }
    ret.sort(Comparator.comparing(SizeLatency::database).thenComparing(SizeLatency::workload)
        .thenComparing(s -> "load".equals(s.phase()) ? 0 : 1).thenComparingInt(SizeLatency::threads)
        .thenComparing(SizeLatency::run));
    return ret;
  }

  private static Double percentile(LatencySummary l, String key) {
    if (l == null || l.percentiles() == null) {
      return null;
    }
    Number v = l.percentiles().get(key);
    return v == null ? null : v.doubleValue();
  }

  /** The operations in bucket {@code i}, per operation: {@code READ 5, UPDATE 6}. */
  String countsText(int i) {
    StringBuilder sb = new StringBuilder();
    for (Operation o : operations) {
      sb.append(sb.length() == 0 ? "" : ", ").append(o.operation()).append(' ').append(o.counts().get(i));
    }
    return sb.toString();
  }

  /** Whether every percentile drawn is at least 1 µs, so that a logarithmic latency axis can show them all. */
  boolean logScale() {
    return operations.stream().flatMap(o -> java.util.stream.Stream.concat(o.p50Us().stream(), o.p99Us().stream()))
        .filter(java.util.Objects::nonNull).allMatch(v -> v >= 1);
  }

  /** The chart's and the table's name of this run. */
  String title() {
    return "Latency by value size: " + database + ", " + workload + " " + phase + ", " + threads
        + (threads == 1 ? " thread" : " threads");
  }
}
