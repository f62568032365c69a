package site.ycsb.results;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;
import site.ycsb.measurements.SizeBuckets;
import site.ycsb.measurements.SizeSplitSeries;

/**
 * The latencies of successful operations split by value size ({@code measurement.sizebuckets}).
 *
 * @param buckets the bucket names, smallest sizes first ({@code <1KB}, {@code 1KB-10KB}, {@code >=10KB})
 * @param boundsBytes the bounds between the buckets, in bytes (one fewer than the buckets)
 * @param operations per operation (READ, UPDATE, INSERT), per bucket name in bucket order, its series; a bucket
 *     no operation fell in has a count of 0 and no latency
 * @param intervalLogs per operation, its HdrHistogram log relative to the results directory, one tag per bucket
 */
public record SizeBucketsResult(List<String> buckets, List<Long> boundsBytes,
    Map<String, Map<String, SeriesResult>> operations, Map<String, String> intervalLogs) {

  /** The split of a finished run, or null when it did not ask for one. */
  public static SizeBucketsResult of(Measurements measurements, List<Double> percentiles) {
    SizeBuckets buckets = measurements.sizeBuckets();
    if (buckets == null) {
      return null;
    }
    Map<String, Map<String, SeriesResult>> operations = new LinkedHashMap<>();
    Map<String, String> logs = new LinkedHashMap<>();
    for (SizeSplitSeries split : measurements.sizeSplits()) {
      Map<String, SeriesResult> byBucket = new LinkedHashMap<>();
      List<? extends OneMeasurement> series = split.series();
      for (int i = 0; i < series.size(); i++) {
        byBucket.put(buckets.names().get(i), RunResultBuilder.latencyOnly(series.get(i), percentiles));
      }
      operations.put(split.operation(), byBucket);
      if (split.intervalLogFile() != null) {
        logs.put(split.operation(), ResultsDirectory.HDR_DIR + "/" + split.intervalLogFile().getFileName());
      }
    }
    return new SizeBucketsResult(buckets.names(),
        java.util.Arrays.stream(buckets.bounds()).boxed().toList(), operations, logs);
  }
}
