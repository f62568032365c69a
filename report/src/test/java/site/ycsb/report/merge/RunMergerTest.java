package site.ycsb.report.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import site.ycsb.results.ClientResources;
import site.ycsb.results.ClientSlice;
import site.ycsb.results.LatencySummary;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.ScanRecords;
import site.ycsb.results.SeriesResult;

class RunMergerTest {
  private static final double[] EVERY_PERCENTILE = new double[1001];

  static {
    for (int i = 0; i <= 1000; i++) {
      EVERY_PERCENTILE[i] = i / 10.0;
    }
  }

  /** A long-tailed latency distribution, as real runs have: most fast, some very slow. */
  private static long latency(Random random) {
    double u = random.nextDouble();
    return u < 0.9 ? 50 + random.nextInt(400) : u < 0.999 ? 1_000 + random.nextInt(50_000)
        : 100_000 + random.nextInt(5_000_000);
  }

  @Test
  void mergeOfSplitHistogramsEqualsHistogramOfTheUnionExactly() {
    for (int k : new int[] {2, 3, 7}) {
      Random random = new Random(42 + k);
      Histogram union = new Histogram(3);
      List<Histogram> parts = new ArrayList<>();
      for (int i = 0; i < k; i++) {
        parts.add(new Histogram(3));
      }
      for (int i = 0; i < 200_000; i++) {
        long v = latency(random);
        union.recordValue(v);
        parts.get(random.nextInt(k)).recordValue(v); // uneven split, as real clients are
      }
      List<RunMerger.Part> input = new ArrayList<>();
      for (int i = 0; i < k; i++) {
        input.add(new RunMerger.Part(null, result("run-1", 1_000 + i * 10, 10_000, parts.get(i)), null));
      }
      MergedRun merged = RunMerger.merge(input);

      SeriesResult read = merged.result().series().get("READ");
      Histogram m = RunResultBuilder.decode(read.histogram());
      assertThat(m.getTotalCount()).isEqualTo(union.getTotalCount()).isEqualTo(200_000);
      assertThat(m).isEqualTo(union); // bucket by bucket
      for (double q : EVERY_PERCENTILE) {
        assertThat(m.getValueAtPercentile(q)).as("p%s with k=%d", q, k).isEqualTo(union.getValueAtPercentile(q));
      }
      assertThat(m.getMaxValue()).isEqualTo(union.getMaxValue());
      assertThat(m.getMean()).isEqualTo(union.getMean());
      assertThat(read.latencyUs().percentiles()).isEqualTo(LatencySummary.of(union, List.of()).percentiles());
      assertThat(read.count()).isEqualTo(200_000);
      assertThat(read.returns()).containsEntry("OK", 200_000L);

    }
  }

  @Test
  void averagingPercentilesWouldBeWrongButMergingIsNot() {
    Histogram fast = new Histogram(3);
    Histogram slow = new Histogram(3);
    for (int i = 1; i <= 9_000; i++) {
      fast.recordValue(100 + i % 100); // a client near the server
    }
    for (int i = 1; i <= 1_000; i++) {
      slow.recordValue(10_000 + i); // a client across a slow link
    }
    MergedRun m = RunMerger.merge(List.of(new RunMerger.Part(null, result("r", 0, 1000, fast), null),
        new RunMerger.Part(null, result("r", 0, 1000, slow), null)));
    Histogram merged = RunResultBuilder.decode(m.result().series().get("READ").histogram());
    long averagedP95 = (fast.getValueAtPercentile(95) + slow.getValueAtPercentile(95)) / 2;
    assertThat(merged.getValueAtPercentile(95)).isGreaterThan(10_000).isNotEqualTo(averagedP95);
    assertThat(averagedP95).isLessThan(6_000);
  }

  @Test
  void operationsAndThroughputAreSummedOverTheWholeWindow() {
    Histogram h = new Histogram(3);
    h.recordValue(100);
    MergedRun m = RunMerger.merge(List.of(
        new RunMerger.Part(null, result("r", 10_000, 10_000, h), null),
        new RunMerger.Part(null, result("r", 10_500, 10_000, h), null)));
    assertThat(m.result().operations()).isEqualTo(2);
    assertThat(m.result().runtimeMs()).isEqualTo(10_500);
    assertThat(m.result().throughput()).isEqualTo(2 / 10.5);
    assertThat(m.result().threads()).isEqualTo(8);
    assertThat(m.result().series().get("SCAN").scanRecords()).isEqualTo(new ScanRecords(200, 180));
    assertThat(m.result().series().get("READ").scanRecords()).isNull();
    assertThat(m.warnings()).isEmpty(); // 95% overlap

    MergedRun apart = RunMerger.merge(List.of(
        new RunMerger.Part(null, result("r", 10_000, 1_000, h), null),
        new RunMerger.Part(null, result("r", 20_000, 1_000, h), null)));
    assertThat(apart.warnings()).anyMatch(w -> w.contains("do not overlap"));

    MergedRun partly = RunMerger.merge(List.of(
        new RunMerger.Part(null, result("r", 10_000, 10_000, h), null),
        new RunMerger.Part(null, result("r", 15_000, 10_000, h), null)));
    assertThat(partly.warnings()).anyMatch(w -> w.contains("overlap only 33%"));
  }

  @Test
  void theWindowsComparedAreTheMeasuredOnesAfterEachWarmUp() {
    Histogram h = new Histogram(3);
    h.recordValue(100);
    // Both start at 10 s; one warms up for 1 s, the other for 3 s: measured 11-21 s and 13-23 s.
    MergedRun m = RunMerger.merge(List.of(new RunMerger.Part(null, warmedUp(result("r", 10_000, 10_000, h), 1_000),
        null), new RunMerger.Part(null, warmedUp(result("r", 10_000, 10_000, h), 3_000), null)));
    assertThat(m.warnings()).anyMatch(w -> w.contains("overlap only 67% (8000 of 12000 ms)"));
    assertThat(m.result().runtimeMs()).isEqualTo(12_000);
    assertThat(m.result().startEpochMs() + m.result().warmupMs()).isEqualTo(11_000);
  }

  private static RunResult warmedUp(RunResult r, long warmupMs) {
    return new RunResult(r.schema(), r.schemaVersion(), r.runId(), r.phase(), r.status(), r.problems(), r.label(),
        r.database(), r.workload(), r.threads(), r.threadModel(), r.targetOpsPerSec(), r.startTime(), r.endTime(),
        r.startEpochMs(), r.runtimeMs(), r.operations(), r.throughput(), r.dbOperations(), r.successfulOperations(),
        r.misses(), r.errors(), r.successfulThroughput(), 100, warmupMs, r.series(), r.client(), r.server(),
        r.warnings(), r.clientSlice());
  }

  @Test
  void differentPhasesAndWorkloadsAreReported() {
    Histogram h = new Histogram(3);
    h.recordValue(100);
    RunResult a = result("r", 0, 1000, h);
    RunResult b = result("r", 0, 1000, h);
    RunResult loadB = new RunResult(b.schema(), b.schemaVersion(), b.runId(), "load", b.status(), b.problems(),
        b.label(), b.database(), "other.Workload", b.threads(), "virtual", b.targetOpsPerSec(), b.startTime(),
        b.endTime(), b.startEpochMs(), b.runtimeMs(), b.operations(), b.throughput(), b.dbOperations(),
        b.successfulOperations(), b.misses(), b.errors(), b.successfulThroughput(), 0, 0, b.series(), b.client(),
        b.server(), List.of(), null);
    MergedRun m = RunMerger.merge(List.of(new RunMerger.Part(null, a, null), new RunMerger.Part(null, loadB, null)));
    assertThat(m.warnings()).anyMatch(w -> w.contains("phases differ"))
        .anyMatch(w -> w.contains("ran different workloads: (merged) ran CoreWorkload; (merged) ran Workload"))
        .anyMatch(w -> w.contains("thread models differ: [platform, virtual]"));
    assertThat(m.result().threadModel()).isEqualTo("platform, virtual");
  }

  @Test
  void missingAndDuplicateClientIndexesAreReported() {
    Histogram h = new Histogram(3);
    h.recordValue(100);
    MergedRun missing = RunMerger.merge(List.of(part(h, 0, 3), part(h, 2, 3)));
    assertThat(missing.warnings()).anyMatch(w -> w.contains("only 2 result(s) for client.count=3")
        && w.contains("client.index [1]"));
    MergedRun duplicate = RunMerger.merge(List.of(part(h, 0, 3), part(h, 1, 3), part(h, 1, 3)));
    assertThat(duplicate.warnings()).anyMatch(w -> w.contains("client.index 1 appears in 2 results"))
        .anyMatch(w -> w.contains("client.index [2]"));
    MergedRun complete = RunMerger.merge(List.of(part(h, 0, 3), part(h, 1, 3), part(h, 2, 3)));
    assertThat(complete.warnings()).isEmpty();
    assertThat(complete.result().operations()).isEqualTo(3);
    assertThat(complete.result().threadModel()).isEqualTo("platform");
  }

  private static RunMerger.Part part(Histogram h, int index, int count) {
    RunResult r = result("sliced", 0, 1000, h);
    RunResult sliced = new RunResult(r.schema(), r.schemaVersion(), r.runId(), r.phase(), r.status(), r.problems(),
        r.label(), r.database(), r.workload(), r.threads(), r.threadModel(), r.targetOpsPerSec(), r.startTime(),
        r.endTime(), r.startEpochMs(), r.runtimeMs(), r.operations(), r.throughput(), r.dbOperations(),
        r.successfulOperations(), r.misses(), r.errors(), r.successfulThroughput(), 0, 0, r.series(), r.client(),
        r.server(), List.of(), new ClientSlice(index, count));
    return new RunMerger.Part(null, sliced, null);
  }

  static RunResult result(String runId, long start, long runtimeMs, Histogram read) {
    Map<String, SeriesResult> series = new LinkedHashMap<>();
    long n = read.getTotalCount();
    series.put("READ", new SeriesResult(n, Map.of("OK", n), n, 0, 0, LatencySummary.of(read, List.of()),
        RunResultBuilder.encode(read), "hdr/READ.hdr", null));
    series.put("SCAN", new SeriesResult(n, Map.of("OK", n), n, 0, 0, LatencySummary.of(read, List.of()),
        RunResultBuilder.encode(read), "hdr/SCAN.hdr", new ScanRecords(100 * n, 90 * n)));
    return new RunResult(RunResult.SCHEMA, RunResult.SCHEMA_VERSION, runId, "run", "completed", List.of(), "",
        "site.ycsb.db.MemoryDB", "site.ycsb.workloads.CoreWorkload", 4, "platform", 0, "t0", "t1", start, runtimeMs, n,
        n / (runtimeMs / 1000.0), n, n, 0, 0, n / (runtimeMs / 1000.0), 0, 0, series,
        new ClientResources(100, 1, 0.5, 1, 1, 0.01, -1), null, List.of(), null);
  }
}
