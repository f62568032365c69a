package site.ycsb.report.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import site.ycsb.results.LatencySummary;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;
import site.ycsb.results.SizeBucketsResult;

/** Clients of one run split by value size merge bucket by bucket, their histograms added. */
class SizeBucketsMergeTest {
  private static final List<String> BUCKETS = List.of("<1KB", ">=1KB");

  private static SeriesResult series(Histogram h) {
    long n = h.getTotalCount();
    return new SeriesResult(n, Map.of(), n, 0, 0, n == 0 ? null : LatencySummary.of(h, List.of()),
        n == 0 ? null : RunResultBuilder.encode(h), null, null);
  }

  private static Histogram values(long... us) {
    Histogram h = new Histogram(3);
    for (long v : us) {
      h.recordValue(v);
    }
    return h;
  }

  private static RunResult client(long start, List<String> buckets, Histogram small, Histogram large) {
    RunResult base = RunMergerTest.result("r", start, 1000, values(100, 200));
    Map<String, SeriesResult> byBucket = new LinkedHashMap<>();
    byBucket.put(buckets.get(0), series(small));
    byBucket.put(buckets.get(1), series(large));
    SizeBucketsResult split = new SizeBucketsResult(buckets, List.of(1024L), Map.of("READ", byBucket),
        Map.of("READ", "hdr/READ.by-size.hdr"));
    return new RunResult(base.schema(), base.schemaVersion(), base.runId(), base.phase(), base.status(),
        base.problems(), base.label(), base.database(), base.workload(), base.threads(), base.threadModel(),
        base.targetOpsPerSec(), base.startTime(), base.endTime(), base.startEpochMs(), base.runtimeMs(),
        base.operations(), base.throughput(), base.dbOperations(), base.successfulOperations(), base.misses(),
        base.errors(), base.successfulThroughput(), base.warmupOperations(), base.warmupMs(), base.series(),
        base.client(), base.server(), base.warnings(), base.clientSlice(), base.arrivals(), split);
  }

  @Test
  void eachBucketIsTheSumOfTheClientsHistograms() {
    MergedRun m = RunMerger.merge(List.of(
        new RunMerger.Part(null, client(0, BUCKETS, values(10, 20), values(1000)), null),
        new RunMerger.Part(null, client(10, BUCKETS, values(30), values(2000, 3000, 4000)), null)));
    SizeBucketsResult split = m.result().sizeBuckets();
    assertThat(split.buckets()).isEqualTo(BUCKETS);
    SeriesResult small = split.operations().get("READ").get("<1KB");
    SeriesResult large = split.operations().get("READ").get(">=1KB");
    assertThat(small.count()).isEqualTo(3);
    assertThat(large.count()).isEqualTo(4);
    assertThat(large.latencyUs().max()).isEqualTo(values(4000).getMaxValue());
    assertThat(RunResultBuilder.decode(large.histogram()).getValueAtPercentile(50))
        .isEqualTo(values(1000, 2000, 3000, 4000).getValueAtPercentile(50));
  }

  @Test
  void clientsSplitByDifferentBucketsLeaveNoSplitAndSaySo() {
    MergedRun m = RunMerger.merge(List.of(
        new RunMerger.Part(null, client(0, BUCKETS, values(10), values(1000)), null),
        new RunMerger.Part(null, client(10, List.of("<4KB", ">=4KB"), values(30), values(2000)), null)));
    assertThat(m.result().sizeBuckets()).isNull();
    assertThat(m.warnings()).anyMatch(w -> w.contains("measurement.sizebuckets"));
  }

  @Test
  void clientsWithoutASplitMergeWithoutOne() {
    MergedRun m = RunMerger.merge(List.of(
        new RunMerger.Part(null, RunMergerTest.result("r", 0, 1000, values(100)), null),
        new RunMerger.Part(null, RunMergerTest.result("r", 10, 1000, values(200)), null)));
    assertThat(m.result().sizeBuckets()).isNull();
    assertThat(m.warnings()).noneMatch(w -> w.contains("measurement.sizebuckets"));
  }
}
