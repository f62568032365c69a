package site.ycsb.compare;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.report.ReportException;
import site.ycsb.report.io.BadInput;
import site.ycsb.report.io.Json;
import site.ycsb.tool.ExitCode;

/**
 * {@code bin/ycsb compare BASE NEW [--threshold 5%] [--fail-on-regression] [--format md|csv|json]}: pairs the
 * steps of two results folders, sweep folders or plan outputs and says, per metric, whether the change is
 * significant ({@link ShiftTest}), after what speaks against the verdicts ({@link ComparisonText}). Exit codes: 0
 * done, 1 a significant regression beyond the threshold with --fail-on-regression, 2 bad arguments or input.
 */
public final class CompareMain {
  static final String USAGE = String.join("\n",
      "Usage: bin/ycsb compare BASE NEW [--threshold 5%] [--fail-on-regression] [--format md|csv|json]",
      "  BASE, NEW               results folders, sweep folders or plan outputs (searched recursively)",
      "  --threshold P%          a significant change for the worse beyond P% is a regression (default 5%)",
      "  --fail-on-regression    exit 1 when there is a regression",
      "  --format md|csv|json    output format (default md)",
      "Steps are paired by database, workload, phase, threads and target (by the rest alone when each side holds",
      "one database). First the properties that differ between the sides, whether the sides ran interleaved in",
      "time, runs shorter than validity.minseconds, and the steps with validity warnings; then per metric",
      "(throughput, p50/p95/p99 service time, response-time p95/p99 where present): base and new medians and",
      "their ratio, the change (Hodges-Lehmann) with its 95% interval, the two-sided Mann-Whitney U p-value",
      "(exact given ties up to " + MannWhitneyP.EXACT_MAX_RUNS + " runs in all, else 'approximate (normal)') and",
      "the verdict: better, worse, ~ (not significant at 0.05), or 'too few repetitions' (fewer than 3 per side,",
      "or too few for any outcome to reach 0.05, e.g. 3 against 3; 4 per side can). A verdict on a step with",
      "validity warnings (W),",
      "whose sides were not interleaved (I) or whose runs were short (S) carries those marks.",
      "Steps found on one side only are listed.");

  private CompareMain() {
  }

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Parsed arguments. */
  record Options(Path base, Path next, double threshold, boolean failOnRegression, String format, boolean help) {
  }

  static Options parse(String[] args) throws ReportException {
    List<Path> dirs = new ArrayList<>();
    double threshold = 5;
    boolean fail = false;
    String format = "md";
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      switch (a) {
        case "-h", "--help" -> {
          return new Options(null, null, threshold, false, format, true);
        }
        case "--fail-on-regression" -> fail = true;
        case "--threshold" -> {
          String v = value(args, i++, a);
          try {
            threshold = Double.parseDouble(v.strip().replaceFirst("%$", ""));
          } catch (NumberFormatException e) {
            threshold = -1;
          }
          if (!(threshold >= 0) || Double.isInfinite(threshold)) {
            throw new ReportException("--threshold is '" + v + "'; accepted: a percentage of 0 or more, e.g. 5%");
          }
        }
        case "--format" -> {
          format = value(args, i++, a);
          if (!List.of("md", "csv", "json").contains(format)) {
            throw new ReportException("--format is '" + format + "'; accepted: md, csv or json");
          }
        }
        default -> {
          if (a.startsWith("-")) {
            throw new ReportException("unknown option '" + a + "'; expected --threshold P%, --fail-on-regression, "
                + "--format md|csv|json");
          }
          dirs.add(Path.of(a));
        }
      }
    }
    if (dirs.size() != 2) {
      throw new ReportException("expected two folders, BASE and NEW, got " + dirs.size()
          + ": bin/ycsb compare BASE NEW [--threshold 5%] [--fail-on-regression] [--format md|csv|json]");
    }
    for (Path d : dirs) {
      if (!Files.isDirectory(d)) {
        throw new ReportException("'" + d + "' is not a folder (expected a results folder, sweep folder or plan "
            + "output)");
      }
    }
    return new Options(dirs.get(0), dirs.get(1), threshold, fail, format, false);
  }

  private static String value(String[] args, int i, String option) throws ReportException {
    if (i + 1 >= args.length || args[i + 1].startsWith("--")) {
      throw new ReportException("option " + option + " needs a value");
    }
    return args[i + 1];
  }

  public static int run(String[] args, PrintStream out, PrintStream err) {
    Options o;
    try {
      o = parse(args);
    } catch (ReportException e) {
      err.println("ycsb: error: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    }
    if (o.help()) {
      out.println(USAGE);
      return ExitCode.OK;
    }
    Comparison c;
    try {
      c = Comparison.of(ComparedSide.load(o.base()), ComparedSide.load(o.next()), o.threshold());
    } catch (ReportException | BadInput e) {
      err.println("ycsb: error: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    } catch (java.io.IOException e) {
      err.println("ycsb: error: cannot read the results: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    }
    if ("csv".equals(o.format())) {
      ComparisonText.csvNotes(c).forEach(n -> err.println("ycsb: warning: " + n));
    }
    out.print(switch (o.format()) {
      case "csv" -> ComparisonText.csv(c);
      case "json" -> Json.PRETTY.writeValueAsString(ComparisonText.json(c)) + "\n";
      default -> ComparisonText.markdown(c, o.base().toString(), o.next().toString());
    });
    out.flush();
    return o.failOnRegression() && c.regressions() > 0 ? ExitCode.FAILED : ExitCode.OK;
  }
}
