package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bin/ycsb compare}: pairing, the exact test, its "too few" rule, the regression gate, bad arguments. */
class CompareTest {
  @TempDir
  Path tmp;

  record Outcome(int code, String out, String err) {
  }

  static Outcome compare(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = CompareMain.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  static Path basicSweep(Path out, int delayMs, int repeat, String threads) {
    assertThat(ChartPointTest.sweepOf(out, "basic", "-threads", threads, "--repeat", Integer.toString(repeat),
        "-p", "basicdb.simulatedelay=" + delayMs, "-p", "basicdb.randomizedelay=false", "-p",
        "basicdb.verbose=false", "-p", "operationcount=60", "-p", "recordcount=20")).isZero();
    return out;
  }

  @Test
  void aKnownSlowdownIsSignificantAndARegressionAndAgainstItselfNothingIs() throws Exception {
    // 5 ms against 25 ms per operation: large beside a loaded host's jitter, so the test cannot flake (the 10%
    // A/B with figures is bench/compare-aa-ab.sh).
    Path a = basicSweep(tmp.resolve("a"), 5, 5, "1");
    Path b = basicSweep(tmp.resolve("b"), 25, 5, "1");
    Outcome o = compare(a.toString(), b.toString(), "--format", "csv", "--fail-on-regression");
    assertThat(o.code()).as(o.out() + o.err()).isEqualTo(1);
    String[] tput = o.out().lines().filter(l -> l.contains(",run,1,0,throughput,")).findFirst().orElseThrow()
        .split(",");
    assertThat(tput[14]).isEqualTo("worse");
    assertThat(tput[15]).isEqualTo("true");
    assertThat(Double.parseDouble(tput[12])).as("the interval of the change is below 0").isNegative();
    String[] p50 = o.out().lines().filter(l -> l.contains(",run,1,0,p50Us,")).findFirst().orElseThrow().split(",");
    assertThat(p50[14]).isEqualTo("worse");
    // 5 -> 25 ms: +400% on an idle host; a loaded host's jitter shrinks it (+80% was seen), never below 0.
    assertThat(Double.parseDouble(p50[11])).as("the interval of p50's change is above 0").isPositive();
    // Against itself: nothing significant, exit 0 with --fail-on-regression.
    Outcome same = compare(a.toString(), a.toString(), "--fail-on-regression");
    assertThat(same.code()).isZero();
    assertThat(same.out()).doesNotContain("| worse").doesNotContain("| better").contains("| \\~ |");
  }

  @Test
  void tooFewRepetitionsAndUnpairedStepsAreSaid() throws Exception {
    Path a = basicSweep(tmp.resolve("a"), 0, 2, "1,2");
    Path b = basicSweep(tmp.resolve("b"), 0, 2, "1");
    Outcome o = compare(a.toString(), b.toString());
    assertThat(o.code()).isZero();
    assertThat(o.out()).contains("too few repetitions").contains("base only: basic workloada run threads=2");
    Outcome json = compare(a.toString(), b.toString(), "--format", "json");
    assertThat(json.out()).contains("\"schema\" : \"ycsb-compare\"", "\"unpaired\"");
  }

  @Test
  void theExactTestsSmallestPDecidesWhetherItCanTell() {
    assertThat(ShiftTest.of(List.of(1.0, 2.0, 3.0), List.of(4.0, 5.0, 6.0)).tooFew()).as("3 vs 3: p >= 0.1")
        .isTrue();
    ShiftTest t = ShiftTest.of(List.of(1.0, 2.0, 3.0, 4.0), List.of(5.0, 6.0, 7.0, 8.0));
    assertThat(t.tooFew()).isFalse();
    assertThat(t.p()).isCloseTo(2.0 / 70, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(t.significant()).isTrue();
    double[] cdf = ShiftTest.uCdf(5, 5);
    assertThat(cdf[2]).isCloseTo(4.0 / 252, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(cdf[25]).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-12));
  }

  @Test
  void badArgumentsAreOneLineAndExit2() throws Exception {
    Path a = tmp.resolve("empty");
    java.nio.file.Files.createDirectories(a);
    for (String[] args : List.of(new String[] {}, new String[] {a.toString()},
        new String[] {a.toString(), a.resolve("nope").toString()},
        new String[] {a.toString(), a.toString(), "--threshold", "x"},
        new String[] {a.toString(), a.toString(), "--format", "xml"},
        new String[] {a.toString(), a.toString(), "--what"}, new String[] {a.toString(), a.toString()})) {
      Outcome o = compare(args);
      assertThat(o.code()).as(String.join(" ", args)).isEqualTo(2);
      assertThat(o.err().strip().lines().count()).isEqualTo(1);
      assertThat(o.err()).startsWith("ycsb: error: ");
    }
  }
}
