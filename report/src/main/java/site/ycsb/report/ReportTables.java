package site.ycsb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import site.ycsb.workloads.DataSetSizes;

/** The report's tables, built once from the model for both the Markdown and the HTML writer. */
final class ReportTables {
  static final String KB_FOOTNOTE = "KB/s is an estimate (YCSB does not count bytes): hits × fieldcount × "
      + "fieldlength from each run's properties (one field for an update unless writeallfields=true, one for a "
      + "read when readallfields=false); keys, protocol overhead and scans are not counted, and non-constant "
      + "field length distributions are taken at their maximum.";
  /** Added to {@link #KB_FOOTNOTE} when a run's value sizes are a function of the key. */
  static final String KB_FOOTNOTE_KEYED = " A run whose fieldlengthdistribution sizes records by key (gpd, "
      + "lognormal, buckets, empirical, the presets) takes the data set's mean record size instead.";

  static final Map<String, String> FIELD_NAMES = Map.of("tool", "tool", "host", "client host", "jvm", "JVM",
      "binding", "binding", "libraries", "libraries", "server", "server", "serverSettings", "server settings",
      "workloadFiles", "workload files");

  private ReportTables() {
  }

  static List<Table> all(ReportModel m) {
    List<Table> t = new ArrayList<>();
    // A capacity search's answer is what its reader came for: before the step-by-step figures.
    if (!m.capacities().isEmpty()) {
      t.add(capacity(m));
    }
    t.add(summary(m));
    if (m.repetitions().stream().anyMatch(g -> g.n() > 1)) {
      t.add(repetitions(m));
    }
    t.add(operations(m));
    if (!m.sizeLatency().isEmpty()) {
      t.add(bySize(m));
    }
    t.add(memtier(m));
    t.add(server(m));
    t.add(client(m));
    if (!m.sweeps().isEmpty()) {
      t.add(sweeps(m));
    }
    t.add(validity(m));
    t.add(usualDisclosure(m));
    t.add(disclosureRuns(m));
    t.add(differingProperties(m));
    t.add(commonProperties(m));
    return t;
  }

  private static String threads(StepRow r) {
    return Integer.toString(r.threads());
  }

  private static String target(StepRow r) {
    return r.target() > 0 ? Fmt.value(r.target()) : "";
  }

  /** What a chart point of repeated runs is, for the table's intro, the captions and the docs. */
  static final String REPETITIONS_INTRO = "One line per step that ran more than once (same database, workload, "
      + "phase, threads and target, and every property the same but those that only name or place a run: label, "
      + "results.dir, run.id, client.index, ...; runs that differ in any other are lines of their own, named by that "
      + "difference after the database; a run sweep's preload is never pooled with a load sweep's step). Each figure "
      + "is the median of the repetitions' values, which the charts draw, with its 95% confidence interval "
      + "[low, high]: distribution-free, from order statistics (the k-th smallest and k-th largest value), its "
      + "exact coverage in the conf. column: below 6 repetitions no such pair reaches 95%, so the interval is "
      + "[min, max], which covers the median 93.75% of the time at 5 repetitions, 87.5% at 4, 75% at 3; fewer "
      + "than 3 repetitions make no claim. A percentile is never averaged: 'all ops' is the percentile of all the "
      + "repetitions' operations together, their HDR histograms added.";

  static Table repetitions(ReportModel m) {
    Table.Builder b = new Table.Builder("repetitions", "Repetitions: median [95% interval]",
        List.of("database", "workload", "phase", "threads", "target", "runs", "conf.", "ops/s", "p50 µs", "p95 µs",
            "p99 µs", "resp. p95 µs", "resp. p99 µs", "p95 µs all ops", "p99 µs all ops"));
    b.intro(REPETITIONS_INTRO);
    for (ReportModel.Repetitions g : m.repetitions()) {
      if (g.n() < 2) {
        continue;
      }
      ReportModel.Metric t = g.metrics().get("throughput");
      ReportModel.Metric p95 = g.metrics().get("p95Us");
      ReportModel.Metric p99 = g.metrics().get("p99Us");
      b.row(List.of(Table.text(g.series()), Table.text(g.workload()),
          Table.text(g.preload() ? g.phase() + " (preload)" : g.phase()), Table.num(Integer.toString(g.threads())),
          Table.num(g.target() > 0 ? Fmt.value(g.target()) : ""), Table.num(Integer.toString(g.n())),
          Table.num(t == null || t.interval() == null ? "" : Fmt.f1(100 * t.interval().confidence()) + "%"),
          Table.num(estimate(t, true)), Table.num(estimate(g.metrics().get("p50Us"), false)),
          Table.num(estimate(p95, false)), Table.num(estimate(p99, false)),
          Table.num(estimate(g.metrics().get("respP95Us"), false)),
          Table.num(estimate(g.metrics().get("respP99Us"), false)),
          Table.num(p95 == null ? "" : Fmt.n(p95.pooled())), Table.num(p99 == null ? "" : Fmt.n(p99.pooled()))));
    }
    return b.build();
  }

  /** "median [low, high]", or the median alone where there is no interval. */
  static String estimate(ReportModel.Metric x, boolean decimals) {
    if (x == null || x.median() == null) {
      return "";
    }
    java.util.function.DoubleFunction<String> f = v -> decimals ? Fmt.f1(v) : Fmt.f1(v).replaceAll("\\.0$", "");
    String s = f.apply(x.median());
    return x.interval() == null ? s : s + " [" + f.apply(x.interval().low()) + ", " + f.apply(x.interval().high())
        + "]";
  }

  /** The KB/s footnote, with what it does for records sized by key when a run of the report has them. */
  static String kbFootnote(ReportModel m) {
    String property = "fieldlengthdistribution";
    boolean keyed = m.disclosure() != null
        && (DataSetSizes.sizesRecordsByKey(m.disclosure().commonProperties().get(property))
        || m.disclosure().differingProperties().stream().filter(d -> d.name().equals(property))
            .flatMap(d -> d.values().stream()).anyMatch(v -> DataSetSizes.sizesRecordsByKey(v.value())));
    return keyed ? KB_FOOTNOTE + KB_FOOTNOTE_KEYED : KB_FOOTNOTE;
  }

  static Table summary(ReportModel m) {
    Table.Builder b = new Table.Builder("summary", "Summary per database × workload × step",
        List.of("database", "workload", "phase", "threads", "target", "rep", "status", "ops/s", "READ ops/s",
            "UPDATE ops/s", "INSERT ops/s", "SCAN ops/s", "other ops/s", "avg µs", "p50 µs", "p95 µs", "p99 µs",
            "resp. p95 µs", "resp. p99 µs", "hits", "misses", "errors", "KB/s*", "sweep mark", "run"));
    b.intro("Latencies cover every operation of the run, from the exact HDR histograms (for merged "
        + "clients: the added histograms). p50/p95/p99 are service times (from the moment the client sent the "
        + "operation); for runs with a target rate, resp. p95/p99 are response times, from the moment the "
        + "schedule meant to send it, which include the wait behind a stalled server (coordinated omission), and "
        + "the charts draw those.");
    for (StepRow r : m.rows()) {
      double other = 0;
      for (OpStats o : r.operationsByType()) {
        if (o.name().equals("DELETE") || o.name().equals("READ-MODIFY-WRITE")) {
          other += o.opsPerSec();
        }
      }
      b.row(List.of(Table.text(r.database()), Table.text(r.workload()), Table.text(r.phaseLabel()),
          Table.num(threads(r)), Table.num(target(r)), Table.num(Integer.toString(r.repetition())),
          Table.strong(r.status(), !"completed".equals(r.status())),
          Table.num(r.runId() == null && r.operations() == 0 ? "" : Fmt.f1(r.opsPerSec())),
          Table.num(opRate(r, "READ")), Table.num(opRate(r, "UPDATE")), Table.num(opRate(r, "INSERT")),
          Table.num(opRate(r, "SCAN")), Table.num(other > 0 ? Fmt.f1(other) : ""), Table.num(Fmt.f1(r.avgUs())),
          Table.num(Fmt.n(r.p50Us())), Table.num(Fmt.n(r.p95Us())), Table.num(Fmt.n(r.p99Us())),
          Table.num(Fmt.n(r.intendedP95Us())), Table.num(Fmt.n(r.intendedP99Us())),
          Table.num(Long.toString(r.hits())), Table.num(misses(r.misses(), expired(r))),
          Table.strong(Long.toString(r.errors()), r.errors() > 0), Table.num(Fmt.f1(r.kbPerSec())),
          Table.strong(r.mark(), !r.mark().isEmpty()), Table.text(r.run())));
    }
    b.footnote("* " + kbFootnote(m));
    b.footnote("other ops/s: DELETE and READ-MODIFY-WRITE (a read-modify-write is also counted as a READ and "
        + "an UPDATE).");
    return b.build();
  }

  /**
   * A misses cell: the count, and of it the reads of records that expired (under the ttl property), which a
   * run without ttl never has, so its cell is the count alone as before.
   */
  static String misses(long misses, long expired) {
    return expired == 0 ? Long.toString(misses) : misses + " (" + expired + " expired)";
  }

  private static long expired(StepRow r) {
    long n = 0;
    for (OpStats o : r.operationsByType()) {
      n += o.expired();
    }
    return n;
  }

  private static String opRate(StepRow r, String name) {
    OpStats o = r.op(name);
    return o == null ? "" : Fmt.f1(o.opsPerSec());
  }

  static Table operations(ReportModel m) {
    Table.Builder b = new Table.Builder("operations", "Per operation",
        List.of("database", "workload", "phase", "threads", "target", "rep", "operation", "ops", "ops/s", "hits",
            "misses", "errors", "avg µs", "p50 µs", "p95 µs", "p99 µs", "run"));
    for (StepRow r : m.rows()) {
      for (OpStats o : r.operationsByType()) {
        b.row(List.of(Table.text(r.database()), Table.text(r.workload()), Table.text(r.phaseLabel()),
            Table.num(threads(r)), Table.num(target(r)), Table.num(Integer.toString(r.repetition())),
            Table.text(o.name()), Table.num(Long.toString(o.ops())), Table.num(Fmt.f1(o.opsPerSec())),
            Table.num(Long.toString(o.hits())), Table.num(misses(o.misses(), o.expired())),
            Table.strong(Long.toString(o.errors()), o.errors() > 0), Table.num(Fmt.f1(o.avgUs())),
            Table.num(Fmt.n(o.p50Us())), Table.num(Fmt.n(o.p95Us())), Table.num(Fmt.n(o.p99Us())),
            Table.text(r.run())));
      }
    }
    return b.build();
  }

  /** Per run split by value size, per operation and bucket in bucket order: count, p50, p95, p99. */
  static Table bySize(ReportModel m) {
    Table.Builder b = new Table.Builder("by-size", "Latency by value size",
        List.of("database", "workload", "phase", "threads", "operation", "value size", "ops", "p50 µs", "p95 µs",
            "p99 µs", "run"));
    b.intro("Runs with measurement.sizebuckets: each successful read, update and insert counted in the bucket of "
        + "its value bytes (written, or read back); scans and deletes are not split. A bucket with few operations "
        + "has percentiles that rest on few values: read them beside its count.");
    for (SizeLatency s : m.sizeLatency()) {
      for (SizeLatency.Operation o : s.operations()) {
        for (int i = 0; i < s.buckets().size(); i++) {
          b.row(List.of(Table.text(s.database()), Table.text(s.workload()), Table.text(s.phase()),
              Table.num(Integer.toString(s.threads())), Table.text(o.operation()), Table.text(s.buckets().get(i)),
              Table.num(Long.toString(o.counts().get(i))), Table.num(micros(o.p50Us().get(i))),
              Table.num(micros(o.p95Us().get(i))), Table.num(micros(o.p99Us().get(i))), Table.text(s.run())));
        }
      }
    }
    return b.build();
  }

  private static String micros(Double us) {
    return us == null ? "" : Long.toString(Math.round(us));
  }

  static Table memtier(ReportModel m) {
    Table.Builder b = new Table.Builder("memtier", "Memtier-style table",
        List.of("database", "workload", "phase", "threads", "target", "rep", "Type", "Ops/sec", "Hits/sec",
            "Misses/sec", "Avg. Latency (µs)", "KB/sec*", "run"));
    b.intro("Sets = INSERT + UPDATE, Gets = READ, Totals = every database call (READ, UPDATE, INSERT, SCAN, "
        + "DELETE). Latency in µs, as everywhere in this report (memtier itself prints ms).");
    for (StepRow r : m.rows()) {
      for (MemtierLine l : r.memtier()) {
        b.row(List.of(Table.text(r.database()), Table.text(r.workload()), Table.text(r.phaseLabel()),
            Table.num(threads(r)), Table.num(target(r)), Table.num(Integer.toString(r.repetition())),
            Table.text(l.kind()), Table.num(Fmt.f2(l.opsPerSec())),
            Table.num(l.hitsPerSec() == null ? "---" : Fmt.f2(l.hitsPerSec())),
            Table.num(l.missesPerSec() == null ? "---" : Fmt.f2(l.missesPerSec())),
            Table.num(Fmt.f1(l.avgLatencyUs())), Table.num(Fmt.f2(l.kbPerSec())), Table.text(r.run())));
      }
    }
    b.footnote("* " + kbFootnote(m));
    return b.build();
  }

  static Table server(ReportModel m) {
    Table.Builder b = new Table.Builder("server", "Server memory, CPU and network per step",
        List.of("database", "workload", "phase", "threads", "target", "rep", "memory before", "memory after",
            "records", "bytes/record", "server CPU s", "net in", "net out", "run"));
    b.intro("From bindings that report server statistics (site.ycsb.ServerStats), read before and after each run.");
    for (StepRow r : m.rows()) {
      if (r.serverMemoryAfterBytes() == null && r.serverCpuSeconds() == null && r.serverNetInBytes() == null) {
        continue;
      }
      b.row(List.of(Table.text(r.database()), Table.text(r.workload()), Table.text(r.phaseLabel()),
          Table.num(threads(r)), Table.num(target(r)), Table.num(Integer.toString(r.repetition())),
          Table.num(Fmt.bytes(r.serverMemoryBeforeBytes())), Table.num(Fmt.bytes(r.serverMemoryAfterBytes())),
          Table.num(Fmt.n(r.serverRecords())), Table.num(Fmt.f1(r.bytesPerRecord())),
          Table.num(Fmt.f2(r.serverCpuSeconds())), Table.num(Fmt.bytes(r.serverNetInBytes())),
          Table.num(Fmt.bytes(r.serverNetOutBytes())), Table.text(r.run())));
    }
    return b.build();
  }

  static Table client(ReportModel m) {
    Table.Builder b = new Table.Builder("client", "The client's check of itself per step",
        List.of("database", "workload", "phase", "threads", "target", "rep", "client CPU %", "GC %",
            "hiccup p99 µs", "hiccup max µs", "p99 µs", "run"));
    b.intro("The client's CPU is its process CPU time over the measured run divided by the wall time × its cores; "
        + "its hiccups are how late a thread that sleeps 1 ms again and again woke up (CLIENT-HICCUP: GC pauses, "
        + "a loaded client host), over the measured run. A hiccup p99 above validity.maxhiccupshare (0.25) of an "
        + "operation's p99, or CPU above validity.maxclientcpu (0.9), is a validity warning: the client may have "
        + "bent that figure.");
    for (StepRow r : m.rows()) {
      if (r.clientCpuUtilization() == null && r.clientHiccupP99Us() == null) {
        continue;
      }
      b.row(List.of(Table.text(r.database()), Table.text(r.workload()), Table.text(r.phase()),
          Table.num(threads(r)), Table.num(target(r)), Table.num(Integer.toString(r.repetition())),
          Table.num(r.clientCpuUtilization() == null ? "" : Fmt.f1(r.clientCpuUtilization() * 100)),
          Table.num(r.gcShare() == null ? "" : Fmt.f1(r.gcShare() * 100)), Table.num(Fmt.n(r.clientHiccupP99Us())),
          Table.num(Fmt.n(r.clientHiccupMaxUs())), Table.num(Fmt.n(r.p99Us())), Table.text(r.run())));
    }
    return b.build();
  }

  static Table capacity(ReportModel m) {
    Table.Builder b = new Table.Builder("capacity", "Capacity at SLO",
        List.of("database", "workload", "SLO", "operation", "arrivals", "capacity ops/s", "measured ops/s",
            "p50 µs", "p99 µs", "steps", "bracket", "client self-check warned", "steps that missed the SLO, and why",
            "how"));
    b.intro("The highest target rate whose response time (from each operation's intended start) met the SLO and "
        + "whose run passed every validity guard (target reached, no errors, reads found data), found by "
        + "sweep --slo: an unthrottled probe, bracketing and bisection to the precision, then a confirming repeat "
        + "(every rate was tried twice, and when the two tries disagreed a third ran and all three tries' "
        + "operations together decided; a bracket that went far down was rechecked once at its lowest failing "
        + "rate). "
        + "p50/p99 are the confirming step's; without an SLO operation every operation must meet the SLO and the "
        + "worst one's figures are shown. The client's check of itself (its stalls, its CPU, the JIT, the "
        + "hypervisor's steal, too few operations) does not disqualify a step; the column counts the search's steps "
        + "it warned about, by rule: where most did, the capacity reflects the client's host as much as the "
        + "database. A capacity marked 'on flagged steps' rests on steps (at its rate, and at the rate that missed "
        + "above it) whose own check said their percentiles are not reliable: too few operations for the "
        + "percentile, shorter than validity.minseconds, ...; the how column says which. Arrivals: how the steps "
        + "sent their operations: open-loop (a schedule that does not wait for answers, as a service's users do) or "
        + "closed-loop (each client waits for its answer), poisson or uniform spacing.");
    for (ReportModel.Capacity c : m.capacities()) {
      b.row(List.of(Table.text(c.database()), Table.text(c.workload()), Table.text(c.slo()),
          Table.text(c.operation() == null ? "every (worst)" : c.operation()), Table.text(c.arrivals()),
          Table.strong(c.capacity() == null ? "none" : c.capacity() + (c.flaggedBasis().isEmpty() ? ""
              : " (on flagged steps)"), c.capacity() != null),
          Table.num(Fmt.f1(c.throughput())), Table.num(Fmt.f1(c.p50Us())), Table.num(Fmt.f1(c.p99Us())),
          Table.num(Integer.toString(c.steps())),
          Table.text("[" + (c.bracketLow() == null ? "?" : c.bracketLow()) + ", "
              + (c.bracketHigh() == null ? "probe" : c.bracketHigh()) + "]"),
          Table.strong(c.selfChecks().isEmpty() ? "none" : c.selfChecks(), !c.selfChecks().isEmpty()),
          Table.text(missedSteps(c)), Table.text(c.flaggedBasis().isEmpty() ? c.reason()
              : c.reason() + "; rests on flagged steps: " + c.flaggedBasis())));
    }
    return b.build();
  }

  /**
   * Each step of a search that missed its SLO, and why: "bisect at 10,899/s: target not reached: ...; confirm at
   * 13,500/s: latency: p99 15,234 µs, over the SLO's 10,000 µs"; "none" when every step met it.
   */
  static String missedSteps(ReportModel.Capacity c) {
    if (c.missed().isEmpty()) {
      return "none";
    }
    return String.join("; ", c.missed().stream().map(m -> m.role() + (m.target() > 0 ? " at "
        + ReportModel.CurvePoint.labelOf(0, m.target()) : " (unthrottled)") + ": " + m.why()).toList());
  }

  static Table sweeps(ReportModel m) {
    Table.Builder b = new Table.Builder("sweeps", "Sweeps: knee and best latency",
        List.of("sweep", "database", "workload", "dimension", "values", "repeat", "status", "steps",
            "failed steps", "knee", "knee reason", "best p95 at", "best p95 µs",
            "flagged steps (never knee or best)", "client CPU/op > 1.5× first step (still eligible)",
            "command line"));
    b.intro("A step whose client warned that its figures mean nothing (most reads found nothing, most operations "
        + "failed, an empty database) is flagged and never chosen as knee or best latency. In a sweep of target "
        + "rates the p95 is the response time (from each operation's intended start), which shows the queueing "
        + "a stalled server causes. A step whose client CPU per operation exceeds 1.5× the first step's is "
        + "named in its own column and warned about below, but stays eligible: the client may bend the "
        + "curve where it shares the server's host, yet its figure may still be right.");
    for (ReportModel.SweepInfo s : m.sweeps()) {
      List<String> values = s.values().stream().map(Fmt::value).toList();
      b.row(List.of(Table.text(s.label()), Table.text(s.database()), Table.text(s.workload()),
          Table.text(s.dimension()), Table.text(String.join(", ", values)), Table.num(Integer.toString(s.repeat())),
          Table.strong(s.status(), !"completed".equals(s.status())), Table.num(Integer.toString(s.steps())),
          Table.strong(Integer.toString(s.failedSteps()), s.failedSteps() > 0),
          Table.strong(s.kneeValue() == null ? "none" : Fmt.value(s.kneeValue()), s.kneeValue() != null),
          Table.text(s.kneeReason()), Table.num(s.bestLatencyValue() == null ? "" : Fmt.value(s.bestLatencyValue())),
          Table.num(Fmt.f1(s.bestLatencyP95Us())),
          Table.strong(String.join(", ", s.flaggedSteps()), !s.flaggedSteps().isEmpty()),
          Table.strong(String.join(", ", s.clientDistortedSteps()), !s.clientDistortedSteps().isEmpty()),
          Table.text(s.commandLine())));
    }
    return b.build();
  }

  static Table validity(ReportModel m) {
    Table.Builder b = new Table.Builder("validity", "Validity warnings", List.of("run", "database", "workload",
        "threads", "warning"));
    b.intro("Checked per run: errors, achieved < 90% of the target rate, client CPU > 90% busy (client-bound), "
        + "the client's own stalls (hiccup p99) above validity.maxhiccupshare of an operation's p99, too few "
        + "operations for a reported percentile (fewer than 10 beyond it) or a measured run shorter than "
        + "validity.minseconds (10 s), JIT compilation above validity.maxjitshare (3%) of the measured time, "
        + "the hypervisor's steal above validity.maxstealshare (2%) of the host's CPU time, "
        + "GC > 10% of the run, run or step not completed, server statistics missing, client windows of merged "
        + "runs, scans that return less than 90% of the records they ask for; per sweep step, client CPU per "
        + "operation above 1.5× the sweep's first step's.");
    for (StepRow r : m.rows()) {
      for (String w : r.warnings()) {
        b.row(List.of(Table.text(r.run()), Table.text(r.database()), Table.text(r.workload()),
            Table.num(threads(r)), Table.strong(w, true)));
      }
    }
    for (String note : m.notes()) {
      b.footnote(note);
    }
    return b.build();
  }

  static Table usualDisclosure(ReportModel m) {
    Table.Builder b = new Table.Builder("environment", "Run environment (the value most runs share)",
        List.of("field", "value"));
    b.intro("Secrets are redacted. Runs that differ are listed in the next table.");
    m.disclosure().usual().forEach((field, value) -> b.row(List.of(Table.text(FIELD_NAMES.getOrDefault(field,
        field)), Table.text(value))));
    return b.build();
  }

  static Table disclosureRuns(ReportModel m) {
    Table.Builder b = new Table.Builder("disclosure", "Disclosure per run",
        List.of("run", "run id", "differs in", "tool", "client host", "JVM", "binding", "libraries", "server",
            "server settings", "workload files", "command lines"));
    b.intro("Highlighted: values that differ from the run environment above; blank: the same as there. "
        + "Secrets are redacted.");
    for (ReportModel.RunDisclosure d : m.disclosure().runs()) {
      List<String> diff = d.differs();
      b.row(List.of(Table.text(d.run()), Table.text(d.runId()),
          Table.strong(String.join(", ", diff.stream().map(f -> FIELD_NAMES.getOrDefault(f, f)).toList()),
              !diff.isEmpty()),
          only(d.tool(), diff, "tool"), only(d.host(), diff, "host"), only(d.jvm(), diff, "jvm"),
          only(d.binding(), diff, "binding"), only(d.libraries(), diff, "libraries"),
          only(d.server(), diff, "server"), only(d.serverSettings(), diff, "serverSettings"),
          only(d.workloadFiles(), diff, "workloadFiles"), Table.text(String.join(" ; ", d.commandLines()))));
    }
    return b.build();
  }

  private static Table.Cell only(String value, List<String> differs, String field) {
    return differs.contains(field) ? Table.strong(value, true) : Table.text("");
  }

  static Table differingProperties(ReportModel m) {
    Table.Builder b = new Table.Builder("differences", "Properties that differ between the compared runs",
        List.of("property", "value", "runs"));
    for (ReportModel.DifferingProperty p : m.disclosure().differingProperties()) {
      for (ReportModel.ValueRuns v : p.values()) {
        b.row(List.of(Table.strong(p.name(), true), Table.strong(v.value(), true),
            Table.text(String.join(", ", v.runs()))));
      }
    }
    if (!m.disclosure().perRunProperties().isEmpty()) {
      b.footnote("Different in every run by design, not compared: "
          + String.join(", ", m.disclosure().perRunProperties()) + ".");
    }
    return b.build();
  }

  static Table commonProperties(ReportModel m) {
    Table.Builder b = new Table.Builder("common", "Properties shared by every run", List.of("property", "value"));
    for (Map.Entry<String, String> e : m.disclosure().commonProperties().entrySet()) {
      b.row(List.of(Table.text(e.getKey()), Table.text(e.getValue())));
    }
    return b.build();
  }
}
