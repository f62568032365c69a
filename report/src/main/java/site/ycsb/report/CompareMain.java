package site.ycsb.report;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import site.ycsb.engine.ExitCode;
import site.ycsb.launcher.BindingRegistry;

/**
 * {@code bin/ycsb compare BASE NEW [--threshold 5%] [--fail-on-regression] [--format md|csv|json]}: pairs the
 * steps of two results folders, sweep folders or plan outputs and says, per metric, whether the change is
 * significant (two-sided exact Mann-Whitney U on the repetitions' values, alpha 0.05). Exit codes: 0 done, 1 a
 * significant regression beyond the threshold with --fail-on-regression, 2 bad arguments or input.
 */
public final class CompareMain {
  static final String USAGE = String.join("\n",
      "Usage: bin/ycsb compare BASE NEW [--threshold 5%] [--fail-on-regression] [--format md|csv|json]",
      "  BASE, NEW               results folders, sweep folders or plan outputs (searched recursively)",
      "  --threshold P%          a significant change for the worse beyond P% is a regression (default 5%)",
      "  --fail-on-regression    exit 1 when there is a regression",
      "  --format md|csv|json    output format (default md)",
      "Steps are paired by database, workload, phase, threads and target; per metric (throughput, p50/p95/p99",
      "service time, response-time p95/p99 where present): base and new medians over the repetitions, the",
      "change in % with its 95% interval, the exact two-sided Mann-Whitney U p-value and the verdict (better,",
      "worse, ~ = not significant at 0.05, or 'too few repetitions': fewer than 3 per side, or too few for any",
      "outcome to reach 0.05, e.g. 3 against 3). Steps found on one side only are listed.");

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
      c = Comparison.of(load(o.base()), load(o.next()), o.threshold());
    } catch (ReportException e) {
      err.println("ycsb: error: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    } catch (java.io.IOException e) {
      err.println("ycsb: error: cannot read the results: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    }
    out.print(switch (o.format()) {
      case "csv" -> csv(c);
      case "json" -> Json.PRETTY.writeValueAsString(json(c)) + "\n";
      default -> markdown(c, o);
    });
    out.flush();
    return o.failOnRegression() && c.regressions() > 0 ? ExitCode.FAILED : ExitCode.OK;
  }

  private static List<ReportModel.Repetitions> load(Path dir) throws ReportException, java.io.IOException {
    InputScanner.Inputs inputs = new InputScanner(BindingRegistry.fromSystemProperties()).scan(List.of(dir));
    if (inputs.isEmpty()) {
      throw new ReportException("no results found in " + dir + " (expected result.json or sweep.json below it)");
    }
    return ReportBuilder.build(inputs).repetitions();
  }

  static String markdown(Comparison c, Options o) {
    StringBuilder sb = new StringBuilder();
    sb.append("# ").append(MarkdownText.text("compare: " + o.base() + " -> " + o.next())).append("\n\n");
    sb.append("Per metric: median over the repetitions (base, new), the change with its 95% interval ")
        .append("(Moses, distribution-free), the exact two-sided Mann-Whitney U p-value; significant at 0.05; a ")
        .append("regression is a significant change for the worse beyond ").append(Fmt.f1(c.threshold()))
        .append("%.\n\n");
    sb.append("| database | workload | phase | threads | target | metric | runs | base | new | delta % | 95% interval "
        + "| p | verdict |\n");
    sb.append("|---|---|---|---:|---:|---|---:|---:|---:|---:|---|---:|---|\n");
    for (Comparison.Line l : c.lines()) {
      sb.append("| ").append(String.join(" | ", cells(l).stream().map(MarkdownText::text).toList()))
          .append(" |\n");
    }
    sb.append('\n');
    long significant = c.lines().stream().filter(l -> "better".equals(l.verdict()) || "worse".equals(l.verdict()))
        .count();
    sb.append(String.format(Locale.ROOT, "%d metrics compared, %d significant, %d too few repetitions, %d "
        + "regression(s) beyond %s%%.%n", c.lines().size(), significant,
        c.lines().stream().filter(l -> l.p() == null).count(), c.regressions(), Fmt.f1(c.threshold())));
    if (!c.unpaired().isEmpty()) {
      sb.append("\nUnpaired steps (found on one side only):\n\n");
      for (Comparison.Unpaired u : c.unpaired()) {
        sb.append("- ").append(MarkdownText.paragraph(u.side() + ": " + u.database() + " " + u.workload() + " "
            + u.phase() + " threads=" + u.threads() + (u.target() > 0 ? " target=" + Fmt.value(u.target()) : "")
            + " (" + u.runs() + " runs)")).append('\n');
      }
    }
    return sb.toString();
  }

  private static List<String> cells(Comparison.Line l) {
    return List.of(l.database(), l.workload(), l.phase(), Integer.toString(l.threads()),
        l.target() > 0 ? Fmt.value(l.target()) : "", l.metric(), l.baseRuns() + "/" + l.newRuns(), Fmt.f2(l.base()),
        Fmt.f2(l.next()), signed(l.deltaPct()),
        l.deltaLowPct() == null ? "" : "[" + signed(l.deltaLowPct()) + ", " + signed(l.deltaHighPct()) + "]",
        l.p() == null ? "" : String.format(Locale.ROOT, "%.4f", l.p()), l.verdict() + (l.regression()
            ? " REGRESSION" : ""));
  }

  private static String signed(Double d) {
    return d == null ? "" : String.format(Locale.ROOT, "%+.1f", d);
  }

  static String csv(Comparison c) {
    StringBuilder sb = new StringBuilder("database,workload,phase,threads,target,metric,baseRuns,newRuns,base,new,"
        + "deltaPct,deltaLowPct,deltaHighPct,p,verdict,regression\n");
    for (Comparison.Line l : c.lines()) {
      sb.append(CsvCell.line(List.of(l.database(), l.workload(), l.phase(), Integer.toString(l.threads()),
          Fmt.value(l.target()), l.metric(), Integer.toString(l.baseRuns()), Integer.toString(l.newRuns()),
          Fmt.f2(l.base()), Fmt.f2(l.next()), Fmt.f2(l.deltaPct()), Fmt.f2(l.deltaLowPct()),
          Fmt.f2(l.deltaHighPct()), l.p() == null ? "" : Double.toString(l.p()), l.verdict(),
          Boolean.toString(l.regression())), ','));
    }
    for (Comparison.Unpaired u : c.unpaired()) {
      sb.append(CsvCell.line(List.of(u.database(), u.workload(), u.phase(), Integer.toString(u.threads()),
          Fmt.value(u.target()), "", u.side().startsWith("base") ? Integer.toString(u.runs()) : "0",
          u.side().startsWith("new") ? Integer.toString(u.runs()) : "0", "", "", "", "", "", "",
          "unpaired (" + u.side() + ")", "false"), ','));
    }
    return sb.toString();
  }

  static Map<String, Object> json(Comparison c) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("schema", "ycsb-compare");
    doc.put("schemaVersion", 1);
    doc.put("test", "two-sided exact Mann-Whitney U on the repetitions' values, alpha 0.05");
    doc.put("threshold", c.threshold());
    doc.put("regressions", c.regressions());
    doc.put("lines", c.lines());
    doc.put("unpaired", c.unpaired());
    return doc;
  }
}
