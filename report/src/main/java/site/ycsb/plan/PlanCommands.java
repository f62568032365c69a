package site.ycsb.plan;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * The commands a plan runs, in order: per database its setup (once), then one sweep per workload and
 * phase (a run sweep starts with one load, as {@code sweep --load} does), and the report at the end.
 */
final class PlanCommands {
  static final String PLAN_COPY = "plan.yaml";
  static final String REPORT_DIR = "report";

  private PlanCommands() {
  }

  /** The folder of one repetition of an interleaved plan, under the sweep's folder. */
  static final String REPETITION_DIR = "rep-";

  /**
   * True when the plan's repetitions run interleaved: {@code repeat} above 1 and more than one sweep (several
   * databases, workloads or phases). Then each repetition is a sweep of its own ({@code --repeat 1}, in
   * {@code <db>/<workload>-<phase>/rep-K}) and the rounds run one after the other, A1 B1 A2 B2 ..., so that a
   * drift of the host falls on every side alike; the report pools the rounds of a step as its repetitions.
   */
  static boolean interleaved(Plan plan) {
    int sweeps = plan.databases().size() * plan.workloads().size() * plan.phases().size();
    return plan.repeat() != null && plan.repeat() > 1 && sweeps > 1;
  }

  /** Every command of the plan, as a list (small plans and tests; a plan runs from {@link #iterable}). */
  static List<PlanCommand> of(Plan plan, Path out, List<String> ycsbOptions, String percentile, Launcher launcher) {
    List<PlanCommand> ret = new ArrayList<>();
    iterable(plan, out, ycsbOptions, percentile, launcher).forEach(ret::add);
    return List.copyOf(ret);
  }

  /**
   * The commands of the plan in the order they run, made one at a time as they are taken: a plan of millions of
   * sweeps is run or printed in the memory of one database's sweeps.
   */
  static Iterable<PlanCommand> iterable(Plan plan, Path out, List<String> ycsbOptions, String percentile,
      Launcher launcher) {
    return () -> new Iterator<>() {
      private final boolean interleaved = interleaved(plan);
      private final Deque<PlanCommand> ahead = new ArrayDeque<>();
      private int db;         // the database whose setup (and, not interleaved, sweeps) come next
      private int rep = 1;    // interleaved: the round whose sweeps come next
      private int roundDb;    // interleaved: the database of that round next
      private boolean reported;

      @Override
      public boolean hasNext() {
        fill();
        return !ahead.isEmpty();
      }

      @Override
      public PlanCommand next() {
        fill();
        if (ahead.isEmpty()) {
          throw new NoSuchElementException();
        }
        return ahead.poll();
      }

      private void fill() {
        while (ahead.isEmpty() && !reported) {
          if (db < plan.databases().size()) {
            PlanDatabase d = plan.databases().get(db++);
            if (d.setup() != null) {
              ahead.add(new PlanCommand(PlanCommand.Kind.SETUP, d.name(), "setup of " + d.name(),
                  List.of(d.setup()), null));
            }
            if (!interleaved) {
              ahead.addAll(sweeps(plan, d, out, ycsbOptions, launcher, 0));
            }
          } else if (interleaved && rep <= plan.repeat()) {
            ahead.addAll(sweeps(plan, plan.databases().get(roundDb), out, ycsbOptions, launcher, rep));
            if (++roundDb == plan.databases().size()) {
              roundDb = 0;
              rep++;
            }
          } else {
            ahead.add(report(plan, out, percentile, launcher));
            reported = true;
          }
        }
      }
    };
  }

  /** The plan's last command: the report of every database's folder. */
  static PlanCommand report(Plan plan, Path out, String percentile, Launcher launcher) {
    List<String> reportArgs = new ArrayList<>();
    for (PlanDatabase db : plan.databases()) {
      reportArgs.add(out.resolve(db.name()).toString());
    }
    Path report = out.resolve(REPORT_DIR);
    reportArgs.addAll(List.of("-o", report.toString()));
    if (percentile != null) {
      reportArgs.addAll(List.of("--percentile", percentile));
    }
    return new PlanCommand(PlanCommand.Kind.REPORT, null, "report", launcher.reportCommand(reportArgs), report);
  }

  /** A database's sweeps; rep &gt; 0: that one repetition of an interleaved plan. */
  private static List<PlanCommand> sweeps(Plan plan, PlanDatabase db, Path out, List<String> ycsbOptions,
      Launcher launcher, int rep) {
    List<PlanCommand> ret = new ArrayList<>();
    for (String workload : plan.workloads()) {
      for (String phase : plan.phases()) {
        Path folder = out.resolve(db.name()).resolve(workloadName(workload) + "-" + phase);
        String label = db.name() + " " + workloadName(workload) + " " + phase;
        if (rep > 0) {
          folder = folder.resolve(REPETITION_DIR + rep);
          label += " rep " + rep + "/" + plan.repeat();
        }
        List<String> args = sweepArgs(plan, db, workload, phase, folder, out, ycsbOptions, rep > 0);
        ret.add(new PlanCommand(PlanCommand.Kind.SWEEP, db.name(), label, launcher.sweepCommand(args), folder,
            args.size()));
      }
    }
    return ret;
  }

  private static List<String> sweepArgs(Plan plan, PlanDatabase db, String workload, String phase, Path folder,
      Path out, List<String> ycsbOptions, boolean oneRepetition) {
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
      if (plan.slo().descend() != null) {
        a.addAll(List.of("--slo-descend", plan.slo().descend()));
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
    if (plan.repeat() != null && !oneRepetition) {
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
