package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.stats.MedianInterval;
import site.ycsb.sweep.ChildJvm;
import site.ycsb.sweep.SweepMain;

/**
 * What a chart point is: a run sweep's preload is never pooled with a load sweep's step (once a memcached
 * point at 2 threads, the mean of two unlike runs), and a point of repeated runs is their median with its
 * interval, never an average of percentiles.
 */
class ChartPointEndToEndTest {
  @TempDir
  Path tmp;

  static int sweep(Path out, String... extra) {
    return sweepOf(out, "memory", extra);
  }

  static int sweepOf(Path out, String binding, String... extra) {
    List<String> args = new ArrayList<>(List.of(binding, "-P", Fixtures.WORKLOADS.resolve("workloada").toString(),
        "-p", "recordcount=200", "-p", "operationcount=2000", "--out", out.toString()));
    // Later -p win: a caller's own counts replace these.
    args.addAll(List.of(extra));
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    return SweepMain.run(args, ChildJvm.current(), BindingRegistry.read(Path.of("..", "bin", "bindings.properties")),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  static ReportModel model(Path... inputs) throws Exception {
    return ReportBuilder.build(new InputScanner(BindingRegistry.fromSystemProperties()).scan(List.of(inputs)));
  }

  @Test
  void aRunSweepsPreloadIsNeverPooledWithTheLoadSweepsStepAtTheSameThreads() throws Exception {
    Path root = tmp.resolve("plan");
    // The run sweep loads at its first thread count (2), as the load sweep's first step does.
    assertThat(sweep(root.resolve("memory/workloada-load"), "--phase", "load", "-threads", "2,4")).isZero();
    assertThat(sweep(root.resolve("memory/workloada-run"), "--load", "-threads", "2,4")).isZero();
    ReportModel m = model(root);

    StepRow loadStep = m.rows().stream().filter(r -> "load".equals(r.phase()) && !r.preload() && r.threads() == 2)
        .findFirst().orElseThrow();
    StepRow preload = m.rows().stream().filter(StepRow::preload).findFirst().orElseThrow();
    assertThat(preload.threads()).isEqualTo(2);
    assertThat(preload.phaseLabel()).isEqualTo("load (preload)");
    assertThat(preload.opsPerSec()).isNotEqualTo(loadStep.opsPerSec());

    ReportModel.WorkloadChart load = m.charts().stream().filter(c -> "load".equals(c.phase())).findFirst()
        .orElseThrow();
    ReportModel.BarSeries memory = load.bars().get(0);
    int at2 = load.threads().indexOf(2);
    // The point is the load sweep's own step, not the mean of it and the preload.
    assertThat(memory.throughput().get(at2)).isEqualTo(loadStep.opsPerSec());
    assertThat(memory.latencyUs().get(at2)).isEqualTo(loadStep.p95Us().doubleValue());
    assertThat(memory.runs().get(at2)).isEqualTo(1);
    assertThat(load.curves().get(0).points()).hasSize(2);
    // The tables still show the preload, labelled.
    assertThat(ReportTables.summary(m).rows().stream().map(r -> r.get(2).text()).toList())
        .contains("load (preload)");
  }

  @Test
  void repeatedStepsCarryTheMedianItsIntervalAndThePooledPercentile() throws Exception {
    Path out = tmp.resolve("sweep");
    assertThat(sweep(out, "-threads", "1", "--repeat", "3")).isZero();
    ReportModel m = model(out);
    ReportModel.Repetitions g = m.repetitions().stream().filter(r -> "run".equals(r.phase())).findFirst()
        .orElseThrow();
    assertThat(g.n()).isEqualTo(3);
    List<Double> tput = m.rows().stream().filter(r -> "run".equals(r.phase())).map(StepRow::opsPerSec).sorted()
        .toList();
    ReportModel.Metric t = g.metrics().get("throughput");
    assertThat(t.median()).isEqualTo(tput.get(1));
    assertThat(t.interval().low()).isEqualTo(tput.get(0));
    assertThat(t.interval().high()).isEqualTo(tput.get(2));
    assertThat(t.interval().confidence()).isEqualTo(0.75);
    ReportModel.Metric p99 = g.metrics().get("p99Us");
    assertThat(p99.pooled()).isNotNull();
    // The pooled p99 lies within the runs' p99s (it is a percentile of their operations, never an average).
    assertThat(p99.pooled().doubleValue()).isBetween(p99.values().stream().mapToDouble(Double::doubleValue).min()
        .orElseThrow() * 0.99, p99.values().stream().mapToDouble(Double::doubleValue).max().orElseThrow() * 1.01);
    // The chart draws the median and its interval.
    ReportModel.BarSeries bar = m.charts().get(0).bars().get(0);
    assertThat(bar.throughput().get(0)).isEqualTo(tput.get(1));
    assertThat(bar.throughputLow().get(0)).isEqualTo(tput.get(0));
    assertThat(bar.throughputHigh().get(0)).isEqualTo(tput.get(2));
    // The table shows value [low, high]; the CSV carries the interval; sweep.json too.
    String table = ReportTables.repetitions(m).rows().get(0).get(7).text();
    assertThat(table).matches("[0-9.]+ \\[[0-9.]+, [0-9.]+\\]");
    String csv = CsvReport.render(m);
    assertThat(csv.lines().findFirst().orElseThrow()).contains("throughputCiLow", "p99UsCiHigh");
    assertThat(Files.readString(out.resolve("sweep.json"))).contains("\"throughputCi\"", "\"confidence\" : 0.75");
  }

  @Test
  void theOrderStatisticIntervalHasItsExactCoverage() {
    assertThat(MedianInterval.of(List.of(1.0, 2.0))).isNull();
    MedianInterval five = MedianInterval.of(List.of(5.0, 1.0, 4.0, 2.0, 3.0));
    assertThat(five.low()).isEqualTo(1.0);
    assertThat(five.high()).isEqualTo(5.0);
    assertThat(five.median()).isEqualTo(3.0);
    assertThat(five.confidence()).isEqualTo(0.9375);
    List<Double> ten = new ArrayList<>();
    for (int i = 1; i <= 10; i++) {
      ten.add((double) i);
    }
    // n = 10: [x(2), x(9)] covers 1 - 2 * 11/1024 = 97.85%; [x(3), x(8)] only 89%.
    MedianInterval i10 = MedianInterval.of(ten);
    assertThat(i10.low()).isEqualTo(2.0);
    assertThat(i10.high()).isEqualTo(9.0);
    assertThat(i10.confidence()).isCloseTo(1 - 22.0 / 1024, org.assertj.core.data.Offset.offset(1e-12));
  }
}
