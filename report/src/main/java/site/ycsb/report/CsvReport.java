package site.ycsb.report;

import java.util.ArrayList;
import java.util.List;

/** {@code results.csv}: one line per step, every figure in its own column, for spreadsheets and scripts. */
final class CsvReport {
  private CsvReport() {
  }

  static String render(ReportModel m) {
    List<String> header = new ArrayList<>(List.of("database", "workload", "phase", "sweep", "threads", "target",
        "repetition", "status", "mark", "run", "runId", "clients", "runtimeSec", "operations", "opsPerSec",
        "successfulOpsPerSec"));
    for (String op : StepMetrics.OPERATIONS) {
      header.add(op + "_opsPerSec");
      header.add(op + "_p95Us");
    }
    header.addAll(List.of("avgUs", "p50Us", "p95Us", "p99Us", "intendedP95Us", "intendedP99Us", "hits", "misses",
        "errors", "errorRate",
        "kbPerSecEstimated", "clientCpuUtilization", "gcShare", "serverMemoryBeforeBytes", "serverMemoryAfterBytes",
        "bytesPerRecord", "serverRecords", "serverCpuSeconds", "serverNetInBytes", "serverNetOutBytes", "warnings",
        "clientHiccupP99Us", "clientHiccupMaxUs", "preload", "repetitions",
        "ciConfidence"));
    // The step's repetitions (same for each of its rows): the median of the runs' values and its 95% interval.
    for (String metric : ReportBuilder.METRICS.keySet()) {
      header.addAll(List.of(metric + "Median", metric + "CiLow", metric + "CiHigh"));
    }
    // Last, so that the columns before keep their places: what sets the step's repetitions apart from other runs
    // of the step (e.g. basicdb.simulatedelay=10), empty where nothing does.
    header.add("variant");
    StringBuilder sb = new StringBuilder();
    line(sb, header);
    for (StepRow r : m.rows()) {
      List<String> c = new ArrayList<>(List.of(r.database(), r.workload(), r.phase(), nz(r.sweepId()),
          Integer.toString(r.threads()), Fmt.value(r.target()), Integer.toString(r.repetition()), r.status(),
          r.mark(), r.run(), nz(r.runId()), Integer.toString(r.clients()), Fmt.f3(r.runtimeSec()),
          Long.toString(r.operations()), Fmt.f2(r.opsPerSec()), Fmt.f2(r.successfulOpsPerSec())));
      for (String op : StepMetrics.OPERATIONS) {
        OpStats o = r.op(op);
        c.add(o == null ? "" : Fmt.f2(o.opsPerSec()));
        c.add(o == null ? "" : Fmt.n(o.p95Us()));
      }
      c.addAll(List.of(Fmt.f2(r.avgUs()), Fmt.n(r.p50Us()), Fmt.n(r.p95Us()), Fmt.n(r.p99Us()),
          Fmt.n(r.intendedP95Us()), Fmt.n(r.intendedP99Us()),
          Long.toString(r.hits()), Long.toString(r.misses()), Long.toString(r.errors()), Fmt.f4(r.errorRate()),
          Fmt.f2(r.kbPerSec()), Fmt.f4(r.clientCpuUtilization()), Fmt.f4(r.gcShare()),
          Fmt.n(r.serverMemoryBeforeBytes()), Fmt.n(r.serverMemoryAfterBytes()), Fmt.f2(r.bytesPerRecord()),
          Fmt.n(r.serverRecords()), Fmt.f3(r.serverCpuSeconds()), Fmt.n(r.serverNetInBytes()),
          Fmt.n(r.serverNetOutBytes()), String.join("; ", r.warnings()), Fmt.n(r.clientHiccupP99Us()),
          Fmt.n(r.clientHiccupMaxUs())));
      ReportModel.Repetitions g = groupOf(m, r);
      ReportModel.Metric tm = g == null ? null : g.metrics().get("throughput");
      c.add(Boolean.toString(r.preload()));
      c.add(g == null ? "" : Integer.toString(g.n()));
      c.add(tm == null || tm.interval() == null ? "" : Fmt.f4(tm.interval().confidence()));
      for (String metric : ReportBuilder.METRICS.keySet()) {
        ReportModel.Metric x = g == null ? null : g.metrics().get(metric);
        c.add(x == null || x.median() == null ? "" : Fmt.f2(x.median()));
        c.add(x == null || x.interval() == null ? "" : Fmt.f2(x.interval().low()));
        c.add(x == null || x.interval() == null ? "" : Fmt.f2(x.interval().high()));
      }
      c.add(g == null ? "" : g.variant());
      line(sb, c);
    }
    return sb.toString();
  }

  /** One line per capacity search: database, workload, SLO, capacity and its figures. */
  static String capacity(ReportModel m) {
    StringBuilder sb = new StringBuilder();
    line(sb, List.of("database", "workload", "slo", "sloOperation", "status", "capacityOpsPerSec",
        "measuredOpsPerSec", "p50Us", "p99Us", "steps", "bracketLow", "bracketHigh", "reason", "selfCheckWarned",
        "missedSteps", "arrivals", "flaggedBasis"));
    for (ReportModel.Capacity c : m.capacities()) {
      line(sb, List.of(c.database(), c.workload(), c.slo(), nz(c.operation()), c.status(),
          c.capacity() == null ? "" : Long.toString(c.capacity()), Fmt.f1(c.throughput()), Fmt.f1(c.p50Us()),
          Fmt.f1(c.p99Us()), Integer.toString(c.steps()), c.bracketLow() == null ? "" : c.bracketLow().toString(),
          c.bracketHigh() == null ? "" : c.bracketHigh().toString(), nz(c.reason()), c.selfChecks(),
          ReportTables.missedSteps(c), c.arrivals(), c.flaggedBasis()));
    }
    return sb.toString();
  }

  private static ReportModel.Repetitions groupOf(ReportModel m, StepRow r) {
    return m.repetitions().stream().filter(g -> g.runs().contains(r.run())).findFirst().orElse(null);
  }

  private static String nz(String s) {
    return s == null ? "" : s;
  }

  private static void line(StringBuilder sb, List<String> cells) {
    sb.append(CsvCell.line(cells, ','));
  }
}
