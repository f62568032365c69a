package site.ycsb.plan;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The commands a plan runs, in order: per database its setup (once), then one sweep per workload and
 * phase (a run sweep starts with one load, as {@code sweep --load} does), and the report at the end.
 */
final class PlanCommands {
  static final String PLAN_COPY = "plan.yaml";
  static final String REPORT_DIR = "report";

  private PlanCommands() {
  }

  static List<PlanCommand> of(Plan plan, Path out, List<String> ycsbOptions, String percentile, Launcher launcher) {
    List<PlanCommand> ret = new ArrayList<>();
    List<String> reportArgs = new ArrayList<>();
    for (PlanDatabase db : plan.databases()) {
      if (db.setup() != null) {
        ret.add(new PlanCommand(PlanCommand.Kind.SETUP, db.name(), "setup of " + db.name(), List.of(db.setup()),
            null));
      }
      for (String workload : plan.workloads()) {
        for (String phase : plan.phases()) {
          Path folder = out.resolve(db.name()).resolve(workloadName(workload) + "-" + phase);
          ret.add(new PlanCommand(PlanCommand.Kind.SWEEP, db.name(), db.name() + " " + workloadName(workload)
              + " " + phase, launcher.sweepCommand(sweepArgs(plan, db, workload, phase, folder, out, ycsbOptions)),
              folder));
        }
      }
      reportArgs.add(out.resolve(db.name()).toString());
    }
    Path report = out.resolve(REPORT_DIR);
    reportArgs.addAll(List.of("-o", report.toString()));
    if (percentile != null) {
      reportArgs.addAll(List.of("--percentile", percentile));
    }
    ret.add(new PlanCommand(PlanCommand.Kind.REPORT, null, "report", launcher.reportCommand(reportArgs), report));
    return List.copyOf(ret);
  }

  private static List<String> sweepArgs(Plan plan, PlanDatabase db, String workload, String phase, Path folder,
      Path out, List<String> ycsbOptions) {
    List<String> a = new ArrayList<>(List.of(db.binding(), "--name", db.name(), "-P", workload));
    a.addAll(List.of("--phase", phase));
    if (Plan.RUN.equals(phase)) {
      a.add("--load");
    }
    String values = String.join(",", plan.values().stream().map(String::valueOf).toList());
    if (plan.slo() != null) {
      a.addAll(List.of("--slo", plan.slo().slo()));
      if (plan.slo().operation() != null) {
        a.addAll(List.of("--slo-operation", plan.slo().operation()));
      }
      if (plan.slo().precision() != null) {
        a.addAll(List.of("--slo-precision", plan.slo().precision()));
      }
      if (!plan.values().isEmpty()) {
        a.addAll(List.of("-threads", Long.toString(plan.values().get(0))));
      }
    } else if ("target".equals(plan.dimension())) {
      a.addAll(List.of("-target", values));
      if (plan.fixedThreads() != null) {
        a.addAll(List.of("-threads", Long.toString(plan.fixedThreads())));
      }
    } else {
      a.addAll(List.of("-threads", values));
    }
    if (plan.repeat() != null) {
      a.addAll(List.of("--repeat", Integer.toString(plan.repeat())));
    }
    if (plan.warmupTime() != null && Plan.RUN.equals(phase)) {
      a.addAll(List.of("--warmup-time", number(plan.warmupTime())));
    }
    if (plan.maxErrorRate() != null) {
      a.addAll(List.of("--max-error-rate", number(plan.maxErrorRate())));
    }
    if (plan.stopAfterKnee()) {
      a.add("--stop-after-knee");
    }
    // A database's before-step empties it before every load: each step of a load sweep, and the one load a
    // run sweep starts with (its run steps read what that load wrote, so they must not be emptied).
    if (db.beforeStep() != null) {
      a.addAll(List.of(Plan.RUN.equals(phase) ? "--before-load" : "--before-step", db.beforeStep()));
    }
    addProperties(a, plan.properties());
    addProperties(a, db.properties());
    a.addAll(List.of("-p", "plan.file=" + out.resolve(PLAN_COPY).toAbsolutePath()));
    a.addAll(ycsbOptions);
    a.addAll(List.of("--out", folder.toString()));
    return a;
  }

  private static void addProperties(List<String> args, Map<String, String> props) {
    props.forEach((k, v) -> {
      args.add("-p");
      args.add(k + "=" + v);
    });
  }

  static String workloadName(String workload) {
    String n = Path.of(workload).getFileName().toString();
    return n.replaceAll("[^A-Za-z0-9._-]", "_");
  }

  private static String number(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : String.format(Locale.ROOT, "%s", d);
  }
}
