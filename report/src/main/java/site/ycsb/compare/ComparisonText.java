package site.ycsb.compare;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import site.ycsb.report.CsvCell;
import site.ycsb.report.Fmt;
import site.ycsb.report.MarkdownText;

/**
 * A {@link Comparison} as Markdown, CSV or JSON. Whatever speaks against the verdicts comes before them: the
 * properties that differ between the sides first, then the sides' timing and validity, then the table, whose
 * verdicts carry the marks of their step.
 *
 * <p>User text (folder paths, database, workload and property names, property values, warnings) reaches Markdown
 * only through {@link MarkdownText} and CSV only through {@link CsvCell}: it comes from the command line and from
 * JSON files anyone can edit, and must render as text, never as markup or a spreadsheet formula.
 */
final class ComparisonText {
  static final String METHOD = "two-sided Mann-Whitney U on the repetitions' values, p exact given the ties "
      + "(permutation distribution of the midrank sum) up to " + MannWhitneyP.EXACT_MAX_RUNS + " runs in all, "
      + "normal approximation beyond; change: Hodges-Lehmann estimate of new/base with its 95% Moses interval; "
      + "alpha " + ShiftTest.ALPHA;
  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'",
      Locale.ROOT).withZone(ZoneOffset.UTC);

  private ComparisonText() {
  }

  static String markdown(Comparison c, String baseName, String newName) {
    StringBuilder sb = new StringBuilder();
    sb.append("# ").append(MarkdownText.text("compare: " + baseName + " -> " + newName)).append("\n\n");
    sb.append(differing(c)).append('\n');
    if (c.databases() != null) {
      sb.append("Databases paired: ").append(MarkdownText.text(c.databases()))
          .append(" (one database on each side, so the database is what is compared).\n\n");
    }
    List<String> caveats = caveats(c);
    if (!caveats.isEmpty()) {
      sb.append("Caveats (the verdicts they concern carry their mark):\n\n");
      caveats.forEach(s -> sb.append("- ").append(s).append('\n'));
      sb.append('\n');
    }
    sb.append("Per metric: median over the repetitions (base, new) and their ratio; the change as the ")
        .append("Hodges-Lehmann estimate (median of the ratios new/base over all pairs of runs) with its 95% ")
        .append("interval (Moses, distribution-free); the two-sided Mann-Whitney U p-value, exact given the ties ")
        .append("up to ").append(MannWhitneyP.EXACT_MAX_RUNS).append(" runs in all, else marked \"approximate ")
        .append("(normal)\"; n/a: a value of 0 (below the histogram's resolution) leaves no ratio; ")
        .append("significant at ").append(ShiftTest.ALPHA).append("; a regression is a significant ")
        .append("change for the worse beyond ").append(Fmt.f1(c.threshold())).append("%.\n\n");
    sb.append("| database | workload | phase | threads | target | metric | runs | base | new | medians % "
        + "| change % (HL) | 95% interval | p | verdict |\n");
    sb.append("|---|---|---|---:|---:|---|---:|---:|---:|---:|---:|---|---:|---|\n");
    for (Comparison.Line l : c.lines()) {
      sb.append("| ").append(String.join(" | ", cells(l).stream().map(MarkdownText::text).toList())).append(" |\n");
    }
    sb.append('\n');
    long significant = c.lines().stream().filter(l -> "better".equals(l.verdict()) || "worse".equals(l.verdict()))
        .count();
    long marked = c.lines().stream().filter(l -> !"~".equals(l.verdict()) && !l.marks().isEmpty()
        && l.p() != null).count();
    sb.append(String.format(Locale.ROOT, "%d metrics compared, %d significant (%d of them marked), %d too few "
        + "repetitions, %d regression(s) beyond %s%%.%n", c.lines().size(), significant, marked,
        c.lines().stream().filter(l -> l.p() == null).count(), c.regressions(), Fmt.f1(c.threshold())));
    List<Comparison.Pair> warned = c.warnedPairs();
    if (!warned.isEmpty()) {
      sb.append("\nValidity warnings of the paired steps (W):\n\n");
      for (Comparison.Pair p : warned) {
        sb.append("- ").append(MarkdownText.paragraph(step(p))).append('\n');
        side(sb, "base", p.caveats().baseWarnings(), p.baseRuns());
        side(sb, "new", p.caveats().newWarnings(), p.newRuns());
      }
    }
    if (!c.unpaired().isEmpty()) {
      sb.append("\nUnpaired steps (found on one side only):\n\n");
      for (Comparison.Unpaired u : c.unpaired()) {
        sb.append("- ").append(MarkdownText.paragraph(u.side() + ": " + Objects.toString(u.database(), "") + " "
            + Objects.toString(u.workload(), "") + " "
            + u.phase() + " threads=" + u.threads() + (u.target() > 0 ? " target=" + Fmt.value(u.target()) : "")
            + " (" + u.runs() + " runs)")).append('\n');
      }
    }
    return sb.toString();
  }

  private static void side(StringBuilder sb, String name, List<StepCaveats.Warning> warnings, int runs) {
    for (StepCaveats.Warning w : warnings) {
      sb.append("  - ").append(name).append(", ").append(w.runs()).append(" of ").append(runs).append(" runs")
          .append(w.varies() ? ", figures by run, e.g.: " : ": ").append(MarkdownText.text(w.text())).append('\n');
    }
  }

  /** The properties that differ between the sides, or that none does. */
  static String differing(Comparison c) {
    if (c.differing().isEmpty()) {
      return "Properties: none differs between the base and the new runs (results folder, run id, label, "
          + "threads and target aside).\n";
    }
    StringBuilder sb = new StringBuilder("Properties that differ between the sides (base -> new):\n\n");
    for (DifferingProperty p : c.differing()) {
      sb.append("- ").append(MarkdownText.paragraph(p.name() + ": " + String.join(", ", p.base()) + " -> "
          + String.join(", ", p.next()))).append('\n');
    }
    return sb.toString();
  }

  /** The comparison-wide caveats: sides not interleaved, short runs, validity warnings; each with its mark. */
  static List<String> caveats(Comparison c) {
    List<String> ret = new ArrayList<>();
    List<Comparison.Pair> sequential = c.notInterleaved();
    if (!sequential.isEmpty()) {
      StepCaveats.TimeWindow base = null;
      StepCaveats.TimeWindow next = null;
      for (Comparison.Pair p : sequential) {
        base = p.caveats().base().join(base);
        next = p.caveats().next().join(next);
      }
      ret.add(String.format(Locale.ROOT, "[%s] not interleaved: in %d of %d paired steps every run of one side ended "
          + "before the first run of the other began (base %s to %s, new %s to %s), so a drift of the host "
          + "between them (other load, a neighbour's job, heat) reads as the change. A plan with repeat above 1 "
          + "runs the sides interleaved (A1 B1 A2 B2 ...).", StepCaveats.NOT_INTERLEAVED, sequential.size(),
          c.pairs().size(), TIME.format(Instant.ofEpochMilli(base.startMs())),
          TIME.format(Instant.ofEpochMilli(base.endMs())), TIME.format(Instant.ofEpochMilli(next.startMs())),
          TIME.format(Instant.ofEpochMilli(next.endMs()))));
    }
    List<Comparison.Pair> shortPairs = c.shortPairs();
    if (!shortPairs.isEmpty()) {
      int shortRuns = shortPairs.stream().mapToInt(p -> p.caveats().shortRuns()).sum();
      int runs = c.pairs().stream().mapToInt(p -> p.caveats().runs()).sum();
      double shortest = shortPairs.stream().mapToDouble(p -> p.caveats().shortestSeconds()).min().orElse(0);
      double limit = shortPairs.stream().mapToDouble(p -> p.caveats().minSeconds()).max().orElse(0);
      ret.add(String.format(Locale.ROOT, "[%s] short runs: %d of the %d runs of the paired steps measured less than "
          + "validity.minseconds (%s s; the shortest %.1f s), too short to leave start-up effects (JIT, caches, "
          + "connections) behind.", StepCaveats.SHORT, shortRuns, runs, Fmt.value(limit), shortest));
    }
    List<Comparison.Pair> warned = c.warnedPairs();
    if (!warned.isEmpty()) {
      ret.add(String.format(Locale.ROOT, "[%s] validity warnings: %d of %d paired steps have runs with validity "
          + "warnings (listed below the table).", StepCaveats.WARNED, warned.size(), c.pairs().size()));
    }
    return ret;
  }

  private static String step(Comparison.Pair p) {
    return p.database() + " " + p.workload() + " " + p.phase() + " threads=" + p.threads()
        + (p.target() > 0 ? " target=" + Fmt.value(p.target()) : "");
  }

  private static List<String> cells(Comparison.Line l) {
    // Arrays.asList: a name missing from a result file is null, which the escaper writes as "".
    return Arrays.asList(l.database(), l.workload(), l.phase(), Integer.toString(l.threads()),
        l.target() > 0 ? Fmt.value(l.target()) : "", l.metric(), l.baseRuns() + "/" + l.newRuns(), Fmt.f2(l.base()),
        Fmt.f2(l.next()), l.mediansPct() == null ? "n/a" : signed(l.mediansPct()), change(l, l.changePct()),
        l.changeLowPct() == null ? change(l, null) : "[" + signed(l.changeLowPct()) + ", " + signed(l.changeHighPct())
            + "]",
        p(l), verdict(l));
  }

  private static String p(Comparison.Line l) {
    if (l.p() == null) {
      return "";
    }
    return String.format(Locale.ROOT, "%.4f", l.p()) + (l.exact() ? "" : " approximate (normal)");
  }

  /** The verdict with its step's marks; "too few repetitions" says how many would do. */
  static String verdict(Comparison.Line l) {
    String marks = l.marks().isEmpty() ? "" : " [" + String.join(" ", l.marks()) + "]";
    if (l.p() == null) {
      return String.format(Locale.ROOT, "too few repetitions (%d/%d; %d per side can reach %s)", l.baseRuns(),
          l.newRuns(), ShiftTest.neededPerSide(), ShiftTest.ALPHA) + marks;
    }
    return l.verdict() + (l.regression() ? " REGRESSION" : "") + marks;
  }

  private static String signed(Double d) {
    return d == null ? "" : String.format(Locale.ROOT, "%+.1f", d);
  }

  /** A change in % of a line with a test: "n/a" where a value of 0 leaves no ratio. */
  private static String change(Comparison.Line l, Double d) {
    return d == null && l.p() != null ? "n/a" : signed(d);
  }

  static String csv(Comparison c) {
    StringBuilder sb = new StringBuilder("database,workload,phase,threads,target,metric,baseRuns,newRuns,base,new,"
        + "mediansPct,changePct,changeLowPct,changeHighPct,p,pMethod,verdict,marks,regression\n");
    for (Comparison.Line l : c.lines()) {
      sb.append(CsvCell.line(Arrays.asList(l.database(), l.workload(), l.phase(),
          Integer.toString(l.threads()), Fmt.value(l.target()), l.metric(), Integer.toString(l.baseRuns()),
          Integer.toString(l.newRuns()), Fmt.f2(l.base()), Fmt.f2(l.next()), Fmt.f2(l.mediansPct()),
          Fmt.f2(l.changePct()), Fmt.f2(l.changeLowPct()), Fmt.f2(l.changeHighPct()),
          l.p() == null ? "" : Double.toString(l.p()), l.p() == null ? "" : l.exact() ? "exact"
          : "approximate (normal)", l.verdict(), String.join(" ", l.marks()),
          Boolean.toString(l.regression())), ','));
    }
    for (Comparison.Unpaired u : c.unpaired()) {
      sb.append(CsvCell.line(Arrays.asList(u.database(), u.workload(), u.phase(),
          Integer.toString(u.threads()), Fmt.value(u.target()), "", u.side().startsWith("base")
          ? Integer.toString(u.runs()) : "0", u.side().startsWith("new") ? Integer.toString(u.runs()) : "0", "", "",
          "", "", "", "", "", "", "unpaired (" + u.side() + ")", "", "false"), ','));
    }
    return sb.toString();
  }

  /** What CSV has no room for, one line each (the command prints them on standard error). */
  static List<String> csvNotes(Comparison c) {
    List<String> ret = new ArrayList<>();
    for (DifferingProperty p : c.differing()) {
      ret.add("property " + p.name() + " differs: " + String.join(", ", p.base()) + " -> "
          + String.join(", ", p.next()));
    }
    ret.addAll(caveats(c));
    return ret;
  }

  static Map<String, Object> json(Comparison c) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("schema", "ycsb-compare");
    doc.put("schemaVersion", 2);
    doc.put("differingProperties", c.differing());
    doc.put("databases", c.databases());
    doc.put("caveats", caveats(c));
    doc.put("test", METHOD);
    doc.put("threshold", c.threshold());
    doc.put("regressions", c.regressions());
    doc.put("pairs", c.pairs());
    doc.put("lines", c.lines());
    doc.put("unpaired", c.unpaired());
    return doc;
  }
}
