package site.ycsb.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.sweep.ChildJvm;
import site.ycsb.sweep.SweepMain;
import site.ycsb.testing.ProcessOutcome;

/** {@code bin/ycsb compare}: pairing, the exact test, its "too few" rule, the regression gate, bad arguments. */
class CompareMainTest {
  @TempDir
  Path tmp;

  static ProcessOutcome compare(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = CompareMain.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new ProcessOutcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  static Path basicSweep(Path out, int delayMs, int repeat, String threads) {
    assertThat(sweep(out, "-threads", threads, "--repeat", Integer.toString(repeat),
        "-p", "basicdb.simulatedelay=" + delayMs, "-p", "basicdb.randomizedelay=false", "-p",
        "basicdb.verbose=false", "-p", "operationcount=60", "-p", "recordcount=20")).isZero();
    return out;
  }

  /** A sweep of the in-process basic binding on workload A into {@code out}. */
  static int sweep(Path out, String... extra) {
    List<String> args = new ArrayList<>(List.of("basic", "-P", Path.of("..", "workloads", "workloada").toString(),
        "--out", out.toString()));
    args.addAll(List.of(extra));
    return SweepMain.run(args, ChildJvm.current(), BindingRegistry.read(Path.of("..", "bin", "bindings.properties")),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
  }

  @Test
  void aKnownSlowdownIsSignificantAndARegressionAndAgainstItselfNothingIs() throws Exception {
    // 5 ms against 25 ms per operation: large beside a loaded host's jitter, so the test cannot flake (the 10%
    // A/B with figures is bench/compare-aa-ab.sh).
    Path a = basicSweep(tmp.resolve("a"), 5, 5, "1");
    Path b = basicSweep(tmp.resolve("b"), 25, 5, "1");
    ProcessOutcome o = compare(a.toString(), b.toString(), "--format", "csv", "--fail-on-regression");
    assertThat(o.exitCode()).as(o.out() + o.err()).isEqualTo(1);
    String[] tput = o.out().lines().filter(l -> l.contains(",run,1,0,throughput,")).findFirst().orElseThrow()
        .split(",");
    assertThat(tput[16]).isEqualTo("worse");
    assertThat(tput[18]).isEqualTo("true");
    assertThat(Double.parseDouble(tput[13])).as("the interval of the change is below 0").isNegative();
    String[] p50 = o.out().lines().filter(l -> l.contains(",run,1,0,p50Us,")).findFirst().orElseThrow().split(",");
    assertThat(p50[16]).isEqualTo("worse");
    // 5 -> 25 ms: +400% on an idle host; a loaded host's jitter shrinks it (+80% was seen), never below 0.
    assertThat(Double.parseDouble(p50[12])).as("the interval of p50's change is above 0").isPositive();
    // Against itself: nothing significant, exit 0 with --fail-on-regression.
    // What speaks against the verdicts comes first: the property that differs, then the sides run one after the
    // other and their short runs; each verdict carries the marks.
    String md = compare(a.toString(), b.toString()).out();
    assertThat(md.indexOf("- basicdb.simulatedelay: 5 -> 25")).isPositive()
        .isLessThan(md.indexOf("[I] not interleaved")).isLessThan(md.indexOf("| database |"));
    assertThat(md).contains("[S] short runs: 10 of the 10 runs", "validity.minseconds (10 s;",
        "[W] validity warnings: 1 of 1 paired steps", "less than validity.minseconds=10 s");
    assertThat(md.lines().filter(l -> l.contains("| throughput |")).findFirst().orElseThrow())
        .contains("worse REGRESSION \\[W I S\\]");
    assertThat(compare(a.toString(), b.toString(), "--format", "json").out())
        .contains("\"interleaved\" : false", "\"name\" : \"basicdb.simulatedelay\"",
            "\"marks\" : [ \"W\", \"I\", \"S\" ]");
    ProcessOutcome same = compare(a.toString(), a.toString(), "--fail-on-regression");
    assertThat(same.exitCode()).isZero();
    assertThat(same.out()).doesNotContain("| worse").doesNotContain("| better").contains("| \\~ \\[W S\\] |")
        .contains("Properties: none differs").doesNotContain("not interleaved");
  }

  @Test
  void tooFewRepetitionsAndUnpairedStepsAreSaid() throws Exception {
    Path a = basicSweep(tmp.resolve("a"), 0, 2, "1,2");
    Path b = basicSweep(tmp.resolve("b"), 0, 2, "1");
    ProcessOutcome o = compare(a.toString(), b.toString());
    assertThat(o.exitCode()).isZero();
    assertThat(o.out()).contains("too few repetitions (2/2; 4 per side can reach 0.05)")
        .contains("base only: basic workloada run threads=2");
    ProcessOutcome json = compare(a.toString(), b.toString(), "--format", "json");
    assertThat(json.out()).contains("\"schema\" : \"ycsb-compare\"", "\"unpaired\"");
  }

  @Test
  void interleavedSidesOfLongEnoughRunsCarryNoMarks() throws Exception {
    // A1 B1 A2 B2 A3 B3, as a plan with repeat runs them; validity.minseconds=0 so that no run is short.
    Path a = tmp.resolve("a");
    Path b = tmp.resolve("b");
    for (int rep = 1; rep <= 3; rep++) {
      for (Path side : List.of(a, b)) {
        assertThat(sweep(side.resolve("rep-" + rep), "-threads", "1", "-p", "operationcount=2000", "-p",
            "recordcount=20", "-p", "validity.minseconds=0", "-p", "fieldlength=" + (side == a ? 100 : 1000))).isZero();
      }
    }
    String md = compare(a.toString(), b.toString()).out();
    assertThat(compare(a.toString(), b.toString(), "--format", "json").out()).contains("\"interleaved\" : true");
    assertThat(md).contains("- fieldlength: 100 -> 1000").doesNotContain("not interleaved")
        .doesNotContain("short runs").doesNotContain(" I\\]").doesNotContain(" S\\]");
    assertThat(md.lines().filter(l -> l.contains("| throughput |")).findFirst().orElseThrow())
        .as("3 against 3 cannot tell").contains("too few repetitions (3/3; 4 per side can reach 0.05)");
  }

  @Test
  void theChangeIsTheHodgesLehmannEstimateItsIntervalBelongsTo() {
    // The medians are equal (150 and 150), but half of all base-new pairs are 1.5x and half 0.75x:
    // HL = sqrt(1.5 * 0.75) = 1.0607, inside its interval; the ratio of the medians would say 0%.
    ShiftTest t = ShiftTest.of(List.of(100.0, 100.0, 200.0, 200.0), List.of(150.0, 150.0, 150.0, 150.0));
    assertThat(t.ratio()).isCloseTo(Math.sqrt(1.125), org.assertj.core.data.Offset.offset(1e-12));
    assertThat(t.ratio()).isBetween(t.ratioLow(), t.ratioHigh());
    assertThat(t.exact()).isTrue();
  }

  @Test
  void anApproximatePValueSaysSo() {
    Comparison.Line approx = new Comparison.Line("db", "w", "run", 1, 0, "throughput", 60, 60, 1.0, 2.0, 100.0,
        100.0, 90.0, 110.0, 0.01, false, "better", List.of(), false);
    Comparison.Line exact = new Comparison.Line("db", "w", "run", 2, 0, "throughput", 5, 5, 1.0, 2.0, 100.0,
        100.0, 90.0, 110.0, 0.0079, true, "better", List.of("W"), false);
    String md = ComparisonText.markdown(new Comparison(List.of(), List.of(), List.of(approx, exact), List.of(), 5,
        null), "a", "b");
    assertThat(md).contains("| 0.0100 approximate (normal) | better |", "| 0.0079 | better \\[W\\] |");
    assertThat(ComparisonText.csv(new Comparison(List.of(), List.of(), List.of(approx), List.of(), 5, null)))
        .contains(",0.01,approximate (normal),better,,false");
  }

  @Test
  void userTextStaysTextInMarkdownAndCannotRunAsAFormulaInCsv() {
    String img = "<img src=x onerror=alert(1)>";
    Comparison.Line line = new Comparison.Line("[db](javascript:alert(1))", "*w* " + img, "run", 1, 0,
        "throughput", 5, 5, 1.0, 2.0, 100.0, 100.0, 90.0, 110.0, 0.0079, true, "better", List.of(), false);
    Comparison c = new Comparison(List.of(new DifferingProperty("# heading", List.of(img), List.of("=1+1 | x"))),
        List.of(), List.of(line), List.of(new Comparison.Unpaired("new only", "=cmd|' /C calc'!A0", "_w_", "run", 1,
        0, 5)), 5, "a -> " + img);
    String md = ComparisonText.markdown(c, "base <script>alert(1)</script>", "- new");
    Parser parser = Parser.builder().extensions(List.of(TablesExtension.create())).build();
    String html = HtmlRenderer.builder().extensions(List.of(TablesExtension.create())).build()
        .render(parser.parse(md));
    assertThat(html).as(md).doesNotContain("<img", "<script", "<a ", "<em>", "<h1>heading", "<h2>")
        .contains("<h1>compare: base &lt;script&gt;alert(1)&lt;/script&gt; -&gt; - new</h1>",
            "<li># heading: &lt;img src=x onerror=alert(1)&gt; -&gt; =1+1 | x</li>",
            "<td>[db](javascript:alert(1))</td>", "<td>*w* &lt;img src=x onerror=alert(1)&gt;</td>",
            "Databases paired: a -&gt; &lt;img", "<li>new only: =cmd|' /C calc'!A0 _w_ run threads=1 (5 runs)</li>");
    String csv = ComparisonText.csv(c);
    assertThat(csv).contains("\"'=cmd|' /C calc'!A0\",_w_,run,").doesNotContain(",=");
  }

  @Test
  void aValueOfZeroLeavesAPValueButNoRatio() {
    // Sub-microsecond latencies read as 0 µs: the ranks still tell, a ratio cannot.
    ShiftTest t = ShiftTest.of(List.of(0.0, 0.0, 0.0, 0.0, 1.0), List.of(1.0, 1.0, 1.0, 1.0, 2.0));
    assertThat(t.tooFew()).isFalse();
    assertThat(t.p()).isBetween(0.0, 0.05);
    assertThat(t.ratio()).isNaN();
    Comparison.Line line = new Comparison.Line("db", "w", "run", 1, 0, "p50Us", 5, 5, 0.0, 1.0, null, null, null,
        null, t.p(), true, "worse", List.of(), true);
    assertThat(ComparisonText.markdown(new Comparison(List.of(), List.of(), List.of(line), List.of(), 5, null), "a",
        "b")).contains("| 0.00 | 1.00 | n/a | n/a | n/a | 0.0397 | worse REGRESSION |");
  }

  @Test
  void theExactTestsSmallestPDecidesWhetherItCanTell() {
    assertThat(ShiftTest.of(List.of(1.0, 2.0, 3.0), List.of(4.0, 5.0, 6.0)).tooFew()).as("3 vs 3: p >= 0.1")
        .isTrue();
    ShiftTest t = ShiftTest.of(List.of(1.0, 2.0, 3.0, 4.0), List.of(5.0, 6.0, 7.0, 8.0));
    assertThat(t.tooFew()).isFalse();
    assertThat(t.p()).isCloseTo(2.0 / 70, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(t.significant()).isTrue();
    assertThat(ShiftTest.neededPerSide()).isEqualTo(4);
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
      ProcessOutcome o = compare(args);
      assertThat(o.exitCode()).as(String.join(" ", args)).isEqualTo(2);
      assertThat(o.err().strip().lines().count()).isEqualTo(1);
      assertThat(o.err()).startsWith("ycsb: error: ");
    }
  }
}
