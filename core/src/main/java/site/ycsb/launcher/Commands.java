package site.ycsb.launcher;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import site.ycsb.launcher.Command.BindingMode;

/** The command table of the launchers; a new command is one entry here. */
final class Commands {
  private static final String CLIENT = "site.ycsb.Client";

  static final Map<String, Command> ALL = table(
      new Command("load", CLIENT, "-load", BindingMode.REQUIRED, null, List.of(),
          List.of("load the data set (site.ycsb.Client ... -load)")),
      new Command("run", CLIENT, "-t", BindingMode.REQUIRED, null, List.of(),
          List.of("run the workload (site.ycsb.Client ... -t)")),
      new Command("shell", "site.ycsb.CommandLine", null, BindingMode.REQUIRED, null, List.of(),
          List.of("interactive shell to the database (site.ycsb.CommandLine)")),
      new Command("sweep", "site.ycsb.sweep.SweepMain", null, BindingMode.DETECT, null, List.of(),
          List.of("run a workload over several thread counts or target rates",
              "(site.ycsb.sweep.SweepMain; all arguments are passed to it)")),
      // A short batch job: C1 only saves the seconds C2 would spend compiling; charts need no display.
      new Command("report", "site.ycsb.report.ReportMain", null, BindingMode.NONE, "report",
          List.of("-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true"),
          List.of("build a report from results directories and sweeps: report DIR... -o OUT;",
              "report merge DIR... -o DIR merges one run from several client hosts",
              "(site.ycsb.report.ReportMain; all arguments are passed to it)")),
      new Command("plan", "site.ycsb.plan.PlanMain", null, BindingMode.NONE, "report",
          List.of("-Djava.awt.headless=true"),
          List.of("run a comparison from a plan file: plan FILE.yaml [--out DIR] [--dry-run]",
              "(site.ycsb.plan.PlanMain; all arguments are passed to it)")),
      new Command("compare", "site.ycsb.compare.CompareMain", null, BindingMode.NONE, "report",
          List.of("-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true"),
          List.of("compare two result sets: compare BASE NEW [--threshold 5%] [--fail-on-regression]",
              "[--format md|csv|json]; significance by the Mann-Whitney U test on the repetitions, exact with ties",
              "(site.ycsb.compare.CompareMain; all arguments are passed to it)")));

  /**
   * Options of the Java programs that take a value. The launcher needs them only so as not to take a value
   * for the binding name or for a launcher option, and to say when the value is missing.
   */
  static final Set<String> VALUE_OPTIONS = Set.of("-P", "-p", "-threads", "-target", "-l", "-db", "-table",
      // sweep's own
      "--out", "--repeat", "--warmup-time", "--max-error-rate", "--step-timeout", "--knee-gain", "--phase",
      "--before-step", "--before-load", "--name");

  /** The launcher's own options, which take a value and are not passed on. */
  static final String CLASSPATH = "-cp";
  static final String JVM_ARGS = "-jvm-args";

  private Commands() {
  }

  private static Map<String, Command> table(Command... commands) {
    Map<String, Command> ret = new LinkedHashMap<>();
    for (Command c : commands) {
      ret.put(c.name(), c);
    }
    return java.util.Collections.unmodifiableMap(ret);
  }
}
