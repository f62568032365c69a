package site.ycsb.engine;

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
import site.ycsb.ClientHarness;
import site.ycsb.results.RateShapeResult;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;

/** Open-loop runs over the memory binding whose target follows a shape ({@code targetshape}). */
class RateShapeRunTest {
  @TempDir
  Path tmp;

  /** A run phase of reads of 100 loaded records, at -target 1000 in an open loop. */
  private static List<String> run(Path dir, String... extra) {
    ClientHarness.Outcome load = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-load",
        "-p", "memory.name=" + dir, "-p", "recordcount=100");
    assertThat(load.exitCode()).as(load.err()).isZero();
    List<String> args = new ArrayList<>(List.of("-db", "site.ycsb.db.MemoryDB", "-t", "-threads", "2",
        "-target", "1000", "-p", "memory.name=" + dir, "-p", "recordcount=100", "-p", "operationcount=0",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "arrivals=open",
        "-p", "results.dir=" + dir));
    args.addAll(List.of(extra));
    return args;
  }

  /**
   * Each whole interval of the read series' log (about a second each) beside the arrivals the shape brings over
   * the same span of the run: {measured, expected} pairs.
   */
  private static List<double[]> intervals(Path dir, RateShape shape) throws Exception {
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    long startMs = r.arrivals().shape().scheduleStartEpochMs();
    // The schedule begins as the phase starts, after the measured window's clock was read.
    assertThat(startMs).isBetween(r.startEpochMs(), r.startEpochMs() + 5_000);
    List<double[]> out = new ArrayList<>();
    HistogramLogReader reader = new HistogramLogReader(dir.resolve("hdr/READ.hdr").toFile());
    try {
      EncodableHistogram h;
      while ((h = reader.nextIntervalHistogram()) != null) {
        AbstractHistogram a = (AbstractHistogram) h;
        if (a.getEndTimeStamp() - a.getStartTimeStamp() < 900) {
          continue;
        }
        double from = (a.getStartTimeStamp() - startMs) / 1e3;
        double to = (a.getEndTimeStamp() - startMs) / 1e3;
        out.add(new double[] {a.getTotalCount(), shape.arrivalsBy(to) - shape.arrivalsBy(from)});
      }
    } finally {
      reader.close();
    }
    return out;
  }

  /** Every whole second within 10% of the shape's arrivals over it, give or take 15 operations. */
  private static void assertFollows(List<double[]> seconds, int atLeast) {
    assertThat(seconds).hasSizeGreaterThanOrEqualTo(atLeast);
    for (double[] s : seconds) {
      assertThat(s[0]).as("measured %s against the shape's %s", s[0], s[1])
          .isBetween(0.9 * s[1] - 15, 1.1 * s[1] + 15);
    }
  }

  @Test
  void stepsRunFollowsItsRatesSecondBySecond() throws Exception {
    Path dir = tmp.resolve("steps");
    ClientHarness.Outcome o = ClientHarness.run(run(dir, "-p", "targetshape=steps",
        "-p", "targetshape.steps=300:1s,1500:1s,0:1s,700:1s", "-p", "maxexecutiontime=5"));
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.errLines()).contains("Open-loop arrivals (arrivals=open): uniform at steps 300 ops/s for 1 s, "
        + "1500 ops/s for 1 s, 0 ops/s for 1 s, 700 ops/s for 1 s, then the last rate until the phase ends "
        + "(targetshape, in place of -target 1000); 2 client(s) ready, up to openloop.maxclients=1024; response "
        + "time counts from each operation's scheduled start.");
    StepRates steps = new StepRates(List.of(new StepRates.Step(300, 1), new StepRates.Step(1500, 1),
        new StepRates.Step(0, 1), new StepRates.Step(700, 1)));
    assertFollows(intervals(dir, steps), 4);
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    // 300 + 1500 + 0 + 700 + 700 over 5 s.
    assertThat(r.operations()).isBetween(3000L, 3400L);
    // -target (1000) sets no rate here: the run is held to the steps' mean over its length, 640 ops/s over 5 s.
    double seconds = r.runtimeMs() / 1e3;
    assertThat(r.targetOpsPerSec()).isEqualTo(Math.round((2500 + 700 * (seconds - 4)) / seconds));
    assertThat(r.targetOpsPerSec()).isBetween(600.0, 700.0);
    RateShapeResult shape = r.arrivals().shape();
    assertThat(shape.kind()).isEqualTo("steps");
    assertThat(shape.scheduleStartEpochMs()).isNotNull();
    assertThat(shape.steps()).containsExactly(new RateShapeResult.Step(300, 1), new RateShapeResult.Step(1500, 1),
        new RateShapeResult.Step(0, 1), new RateShapeResult.Step(700, 1));
    assertThat(Files.readString(dir.resolve("result.json"))).contains("\"shape\"").doesNotContain("periodSeconds");
  }

  @Test
  void sineRunFollowsItsCurveSecondBySecond() throws Exception {
    Path dir = tmp.resolve("sine");
    ClientHarness.Outcome o = ClientHarness.run(run(dir, "-p", "targetshape=sine", "-p", "targetshape.period=4",
        "-p", "targetshape.amplitude=0.8", "-p", "arrivalprocess=poisson", "-p", "maxexecutiontime=4"));
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertFollows(intervals(dir, new SineRate(1000, 0.8, 4, 0)), 3);
    RateShapeResult shape = ResultsDirectory.readResult(dir.resolve("result.json")).arrivals().shape();
    assertThat(shape).isEqualTo(new RateShapeResult("sine", 1000.0, 0.8, 4.0, 0.0, List.of(),
        shape.scheduleStartEpochMs()));
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).targetOpsPerSec()).isEqualTo(1000.0);
  }

  @Test
  void constantTargetWritesNoShape() throws Exception {
    Path dir = tmp.resolve("constant");
    ClientHarness.Outcome o = ClientHarness.run(run(dir, "-p", "operationcount=200"));
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).arrivals().shape()).isNull();
    assertThat(Files.readString(dir.resolve("result.json"))).doesNotContain("shape");
  }
}
