package site.ycsb.report.merge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.HdrHistogram.Histogram;
import site.ycsb.results.LatencySummary;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;
import site.ycsb.results.SizeBucketsResult;

/**
 * The latency by value size of several clients of one run: per operation and bucket their histograms added,
 * as for every other series. Only when every client split by the same buckets; the tagged interval logs
 * ({@code hdr/<OP>.by-size.hdr}) stay with each client.
 */
final class SizeBucketsMerge {
  private SizeBucketsMerge() {
  }

  /** The merged split, or null when no client split; a warning in {@code warnings} when they differ. */
  static SizeBucketsResult of(List<RunResult> rs, List<Double> percentiles, List<String> warnings) {
    List<SizeBucketsResult> splits = rs.stream().map(RunResult::sizeBuckets).toList();
    if (splits.stream().allMatch(Objects::isNull)) {
      return null;
    }
    SizeBucketsResult first = splits.stream().filter(Objects::nonNull).findFirst().get();
    if (splits.stream().anyMatch(s -> s == null || !first.buckets().equals(s.buckets()))) {
      warnings.add("the clients did not all split latency by the same value sizes (measurement.sizebuckets): "
          + "the merged run has no latency by value size");
      return null;
    }
    Map<String, Map<String, SeriesResult>> operations = new LinkedHashMap<>();
    for (SizeBucketsResult s : splits) {
      s.operations().keySet().forEach(op -> operations.putIfAbsent(op, new LinkedHashMap<>()));
    }
    for (Map.Entry<String, Map<String, SeriesResult>> op : operations.entrySet()) {
      for (String bucket : first.buckets()) {
        HistogramSum sum = new HistogramSum();
        for (SizeBucketsResult s : splits) {
          Map<String, SeriesResult> byBucket = s.operations().get(op.getKey());
          SeriesResult part = byBucket == null ? null : byBucket.get(bucket);
          sum.add(part == null ? null : part.histogram());
        }
        Histogram h = sum.result();
        long count = h == null ? 0 : h.getTotalCount();
        boolean any = count > 0;
        op.getValue().put(bucket, new SeriesResult(count, Map.of(), count, 0, 0,
            any ? LatencySummary.of(h, percentiles) : null, any ? RunResultBuilder.encode(h) : null, null, null));
      }
    }
    return new SizeBucketsResult(first.buckets(), first.boundsBytes(), operations, Map.of());
  }
}
