package site.ycsb.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import site.ycsb.engine.ClientSelfCheck;
import site.ycsb.sweep.StepRecord;

/**
 * The report's verdict, the first thing a reader sees (the first screen of index.html, the top of report.md):
 * what ran, what failed or is missing and why in one line each, the capacity at SLO where a search found one,
 * and per database × workload the headline figure. Built once from the model; rendered as HTML and Markdown.
 */
final class FirstScreen {
  /** A database × workload whose steps failed, were refused or skipped: one line of why. */
  record Problem(String database, String workload, String what) {
  }

  /**
   * The headline of a database × workload.
   *
   * @param figure e.g. "best 41,250.3 ops/s at 16 threads: p95 412 µs, p99 1,020 µs"
   * @param flag the first validity warning of the step behind the figure, or ""
   */
  record Headline(String database, String workload, String figure, String flag) {
  }

  private final String ran;
  private final List<Problem> problems;
  private final List<ReportModel.Capacity> capacities;
  private final List<Headline> headlines;

  private FirstScreen(String ran, List<Problem> problems, List<ReportModel.Capacity> capacities,
      List<Headline> headlines) {
    this.ran = ran;
    this.problems = List.copyOf(problems);
    this.capacities = List.copyOf(capacities);
    this.headlines = List.copyOf(headlines);
  }

  static FirstScreen of(ReportModel m) {
    return new FirstScreen(ran(m), problems(m.rows()), m.capacities(), headlines(m));
  }

  String ran() {
    return ran;
  }

  List<Problem> problems() {
    return problems;
  }

  List<Headline> headlines() {
    return headlines;
  }

  // ---- content -------------------------------------------------------------------------------------------

  /** E.g. "2 databases (memcached, redis) × 2 workloads (workloada, workloade) × run phase at 8, 16, 32 threads". */
  private static String ran(ReportModel m) {
    List<StepRow> steps = m.rows().stream().filter(r -> !r.preload()).toList();
    TreeSet<String> dbs = new TreeSet<>();
    TreeSet<String> workloads = new TreeSet<>();
    TreeSet<String> phases = new TreeSet<>();
    TreeSet<Integer> threads = new TreeSet<>();
    int reps = 1;
    for (StepRow r : steps) {
      dbs.add(r.database());
      workloads.add(r.workload());
      phases.add(r.phase());
      if (r.threads() > 0) {
        threads.add(r.threads());
      }
      reps = Math.max(reps, r.repetition());
    }
    if (steps.isEmpty()) {
      return "nothing: the inputs hold no step.";
    }
    StringBuilder sb = new StringBuilder();
    sb.append(count(dbs.size(), "database")).append(" (").append(String.join(", ", dbs)).append(") × ")
        .append(count(workloads.size(), "workload")).append(" (").append(String.join(", ", workloads)).append(") × ")
        .append(String.join(" and ", phases)).append(phases.size() == 1 ? " phase" : " phases");
    if (!threads.isEmpty()) {
      sb.append(" at ").append(String.join(", ", threads.stream().map(String::valueOf).toList())).append(" threads");
    }
    if (!m.capacities().isEmpty()) {
      sb.append(", ").append(count(m.capacities().size(), "capacity search")).append(" (sweep --slo)");
    }
    sb.append("; ").append(reps == 1 ? "1 run per step" : reps + " repetitions per step (the figures are their "
        + "medians)");
    long runs = m.rows().stream().filter(r -> r.runId() != null).count();
    long preloads = m.rows().stream().filter(r -> r.preload() && r.runId() != null).count();
    sb.append(": ").append(count((int) runs, "run"));
    if (preloads > 0) {
      sb.append(" (").append(preloads).append(" of them loads before a run sweep)");
    }
    if (!m.sweeps().isEmpty()) {
      sb.append(" from ").append(count(m.sweeps().size(), "sweep"));
    }
    return sb.append('.').toString();
  }

  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : noun.endsWith("h") ? "es" : "s");
  }

  /** Per database × workload with a step that did not complete: how many, and the first one's reason. */
  static List<Problem> problems(List<StepRow> rows) {
    Map<String, List<StepRow>> groups = new TreeMap<>();
    for (StepRow r : rows) {
      groups.computeIfAbsent(r.database() + "\u0000" + r.workload(), k -> new ArrayList<>()).add(r);
    }
    List<Problem> ret = new ArrayList<>();
    for (List<StepRow> g : groups.values()) {
      List<StepRow> bad = g.stream().filter(r -> !"completed".equals(r.status())).toList();
      if (bad.isEmpty()) {
        continue;
      }
      StepRow refused = bad.stream().filter(r -> StepRecord.UNSUPPORTED.equals(r.status())).findFirst()
          .orElse(null);
      // A run sweep's own load counts only where it failed: it is not one of the steps the reader asked for.
      long steps = g.stream().filter(r -> !r.preload() || !"completed".equals(r.status())).count();
      String of = " of " + steps + " step" + (steps == 1 ? "" : "s");
      if (refused != null) {
        // The binding cannot run the workload: that is the whole story, the skipped steps follow from it.
        ret.add(new Problem(refused.database(), refused.workload(), reason(refused) + " (" + bad.size() + of
            + " not run)"));
        continue;
      }
      Map<String, Integer> byStatus = new LinkedHashMap<>();
      bad.forEach(r -> byStatus.merge(r.preload() ? "load " + r.status() : r.status(), 1, Integer::sum));
      List<String> counts = new ArrayList<>();
      byStatus.forEach((status, n) -> counts.add(n + " " + status));
      String why = reason(bad.get(0));
      ret.add(new Problem(bad.get(0).database(), bad.get(0).workload(), String.join(", ", counts) + of
          + (why.isEmpty() ? "" : "; first: " + why)));
    }
    return ret;
  }

  /**
   * Why a step did not complete, in one line ("" when it did or nothing says): its sweep's reason without the
   * "step STATUS: " and "not run: " the tables add, cut at the first advice after a semicolon.
   */
  static String reason(StepRow r) {
    if ("completed".equals(r.status())) {
      return "";
    }
    String prefix = "step " + r.status() + ": ";
    String why = r.warnings().stream().filter(w -> w.startsWith(prefix)).map(w -> w.substring(prefix.length()))
        .findFirst().orElse(r.warnings().isEmpty() ? "" : r.warnings().get(0));
    if (why.startsWith("not run: ")) {
      why = why.substring("not run: ".length());
    }
    int advice = why.indexOf("; ");
    return advice > 0 && why.startsWith(site.ycsb.engine.OperationSupport.PREFIX) ? why.substring(0, advice) : why;
  }

  /** Per database × workload: the capacity where a search found one, else the best measured throughput. */
  private static List<Headline> headlines(ReportModel m) {
    Map<String, String[]> keys = new TreeMap<>();
    m.rows().forEach(r -> keys.putIfAbsent(r.workload() + "\u0000" + r.database(),
        new String[] {r.database(), r.workload()}));
    List<Headline> ret = new ArrayList<>();
    for (String[] k : keys.values()) {
      String db = k[0];
      String wl = k[1];
      ReportModel.Capacity cap = m.capacities().stream().filter(c -> c.database().equals(db)
          && c.workload().equals(wl)).findFirst().orElse(null);
      if (cap != null) {
        String figure = cap.capacity() == null ? "capacity at " + cap.slo() + ": none (" + cap.reason() + ")"
            : "capacity " + cap.capacity() + " ops/s at " + cap.slo() + " (measured " + Fmt.f1(cap.throughput())
            + " ops/s, p99 " + Fmt.f1(cap.p99Us()) + " µs)";
        ret.add(new Headline(db, wl, figure, cap.flaggedBasis().isEmpty() ? (cap.selfChecks().isEmpty() ? ""
            : "client self-check warned in " + cap.selfChecks()) : "rests on flagged steps: " + cap.flaggedBasis()));
        continue;
      }
      ret.add(best(m, db, wl));
    }
    return ret;
  }

  private static Headline best(ReportModel m, String db, String wl) {
    List<ReportModel.Repetitions> mine = m.repetitions().stream().filter(g -> g.database().equals(db)
        && g.workload().equals(wl) && !g.preload() && g.metrics().get("throughput") != null).toList();
    List<ReportModel.Repetitions> run = mine.stream().filter(g -> "run".equals(g.phase())).toList();
    ReportModel.Repetitions best = (run.isEmpty() ? mine : run).stream()
        .max(Comparator.comparingDouble(g -> g.metrics().get("throughput").median())).orElse(null);
    if (best == null) {
      return new Headline(db, wl, "no measured step (see failed or missing, above)", "");
    }
    ReportModel.Metric p95 = best.metrics().get(best.target() > 0 && best.metrics().containsKey("respP95Us")
        ? "respP95Us" : "p95Us");
    ReportModel.Metric p99 = best.metrics().get(best.target() > 0 && best.metrics().containsKey("respP99Us")
        ? "respP99Us" : "p99Us");
    String figure = "best " + Fmt.f1(best.metrics().get("throughput").median()) + " ops/s"
        + ("load".equals(best.phase()) ? " (load)" : "") + " at " + best.threads() + " threads"
        + (best.target() > 0 ? ", target " + Fmt.value(best.target()) + shapeOf(m, best) : "")
        + ": p95 " + us(p95) + ", p99 " + us(p99)
        + (best.n() > 1 ? " (median of " + best.n() + " runs" + interval(best.metrics().get("throughput")) + ")"
        : "");
    String flag = m.rows().stream().filter(r -> best.runs().contains(r.run())).flatMap(r -> r.warnings().stream())
        .filter(w -> !ClientSelfCheck.isSelfCheck(w)).findFirst().orElse("");
    return new Headline(db, wl, figure, flag);
  }

  /**
   * " (steps mean)" and the like for a shaped open-loop run, whose target is no constant rate (result.json holds
   * a steps shape's mean over the run, a sine's centre), or "".
   */
  private static String shapeOf(ReportModel m, ReportModel.Repetitions g) {
    return m.overTime().stream().filter(o -> g.runs().contains(o.run()) && !"trace".equals(o.kind()))
        .map(o -> " (" + o.kind() + ("sine".equals(o.kind()) ? " centre)" : " mean)")).findFirst().orElse("");
  }

  /** ", ops/s 95% interval [low, high]" with the interval's own coverage where fewer runs make it less, or "". */
  private static String interval(ReportModel.Metric x) {
    if (x == null || x.interval() == null) {
      return "";
    }
    return ", ops/s " + PngCharts.percent(x.interval().confidence()) + " interval [" + Fmt.f1(x.interval().low())
        + ", " + Fmt.f1(x.interval().high()) + "]";
  }

  private static String us(ReportModel.Metric x) {
    return x == null || x.median() == null ? "?" : Fmt.f1(x.median()).replaceAll("\\.0$", "") + " µs";
  }

  // ---- HTML ----------------------------------------------------------------------------------------------

  /** The verdict section, first on the page. */
  String html() {
    StringBuilder sb = new StringBuilder();
    sb.append("<section id=\"verdict\">\n<p><b>Ran:</b> ").append(Fmt.html(ran)).append("</p>\n");
    if (problems.isEmpty()) {
      sb.append("<p><b>Failed or missing:</b> nothing; every step completed.</p>\n");
    } else {
      sb.append("<p class=\"bad\"><b>Failed or missing:</b></p>\n<ul class=\"bad\">\n");
      for (Problem p : problems) {
        sb.append("<li><b>").append(Fmt.html(p.database())).append(" × ").append(Fmt.html(p.workload()))
            .append("</b>: ").append(Fmt.html(p.what())).append("</li>\n");
      }
      sb.append("</ul>\n");
    }
    if (!capacities.isEmpty()) {
      sb.append("<h3>Capacity at SLO</h3>\n<table><thead><tr>");
      for (String h : CAPACITY_HEADERS) {
        sb.append("<th>").append(Fmt.html(h)).append("</th>");
      }
      sb.append("</tr></thead><tbody>\n");
      for (List<String> row : capacityRows()) {
        sb.append("<tr>");
        for (int i = 0; i < row.size(); i++) {
          sb.append(i == 3 ? "<td class=\"em\">" : i >= 4 && i <= 5 ? "<td class=\"num\">" : "<td>")
              .append(Fmt.html(row.get(i))).append("</td>");
        }
        sb.append("</tr>\n");
      }
      sb.append("</tbody></table>\n");
    }
    sb.append("<h3>Headline per database × workload</h3>\n<table><thead><tr><th>database</th><th>workload</th>"
        + "<th>headline</th><th>flag</th></tr></thead><tbody>\n");
    for (Headline h : headlines) {
      sb.append("<tr><td>").append(Fmt.html(h.database())).append("</td><td>").append(Fmt.html(h.workload()))
          .append("</td><td>").append(Fmt.html(h.figure())).append("</td><td")
          .append(h.flag().isEmpty() ? ">" : " class=\"em\">").append(Fmt.html(h.flag())).append("</td></tr>\n");
    }
    sb.append("</tbody></table>\n</section>\n");
    return sb.toString();
  }

  private static final List<String> CAPACITY_HEADERS = List.of("database", "workload", "SLO", "capacity ops/s",
      "measured ops/s", "p99 µs", "arrivals", "self-check");

  private List<List<String>> capacityRows() {
    List<List<String>> rows = new ArrayList<>();
    for (ReportModel.Capacity c : capacities) {
      String selfCheck = !c.flaggedBasis().isEmpty() ? "rests on flagged steps: " + c.flaggedBasis()
          : c.selfChecks().isEmpty() ? "none" : "warned in " + c.selfChecks();
      rows.add(List.of(c.database(), c.workload(), c.slo() == null ? "" : c.slo(),
          c.capacity() == null ? "none" : Long.toString(c.capacity()), Fmt.f1(c.throughput()), Fmt.f1(c.p99Us()),
          c.arrivals().isEmpty() ? "?" : c.arrivals(), selfCheck));
    }
    return rows;
  }

  // ---- Markdown ------------------------------------------------------------------------------------------

  /** The verdict, first in report.md. */
  String markdown() {
    StringBuilder sb = new StringBuilder();
    sb.append("## Verdict\n\n**Ran:** ").append(md(ran)).append("\n\n");
    if (problems.isEmpty()) {
      sb.append("**Failed or missing:** nothing; every step completed.\n\n");
    } else {
      sb.append("**Failed or missing:**\n\n");
      for (Problem p : problems) {
        sb.append("- **").append(md(p.database())).append(" × ").append(md(p.workload())).append("**: ")
            .append(md(p.what())).append('\n');
      }
      sb.append('\n');
    }
    if (!capacities.isEmpty()) {
      sb.append("**Capacity at SLO**\n\n|");
      CAPACITY_HEADERS.forEach(h -> sb.append(' ').append(h).append(" |"));
      sb.append("\n|");
      CAPACITY_HEADERS.forEach(h -> sb.append(" --- |"));
      sb.append('\n');
      for (List<String> row : capacityRows()) {
        sb.append('|');
        row.forEach(cell -> sb.append(' ').append(md(cell)).append(" |"));
        sb.append('\n');
      }
      sb.append('\n');
    }
    sb.append("**Headline per database × workload**\n\n| database | workload | headline | flag |\n"
        + "| --- | --- | --- | --- |\n");
    for (Headline h : headlines) {
      sb.append("| ").append(md(h.database())).append(" | ").append(md(h.workload())).append(" | ")
          .append(md(h.figure())).append(" | ").append(md(h.flag())).append(" |\n");
    }
    return sb.append('\n').toString();
  }

  /** Every user-supplied string of the Markdown verdict passes here, so one escaper decides. */
  private static String md(String userText) {
    return MarkdownText.text(userText);
  }
}
