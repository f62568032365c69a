package site.ycsb.plan;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How the plan starts a sweep: through the launcher the user started the plan with, so each sweep gets its
 * binding's class path exactly as {@code bin/ycsb sweep} would, and the printed commands can be run by hand.
 *
 * @param sweep the command prefix that runs a sweep (e.g. [/opt/ycsb/bin/ycsb, sweep])
 * @param report the command prefix that runs a report, as printed by --dry-run
 */
record Launcher(List<String> sweep, List<String> report) {

  /** The launcher next to {@code ycsb.home}: bin/ycsb.bat on Windows, else bin/ycsb (Python) or bin/ycsb.sh. */
  static Launcher fromSystem() throws PlanException {
    String home = System.getProperty("ycsb.home");
    if (home == null || home.isBlank()) {
      throw new PlanException("ycsb.home is not set: run plans through bin/ycsb plan (or bin/ycsb.sh, bin\\ycsb.bat)");
    }
    Path bin = Path.of(home, "bin");
    String name;
    if (System.getProperty("os.name").startsWith("Windows")) {
      name = "ycsb.bat";
    } else {
      // bin/ycsb (Python) says so in YCSB_COMMAND_LINE; bin/ycsb.sh does not.
      name = System.getenv("YCSB_COMMAND_LINE") != null ? "ycsb" : "ycsb.sh";
    }
    String launcher = bin.resolve(name).toString();
    return new Launcher(List.of(launcher, "sweep"), List.of(launcher, "report"));
  }

  List<String> sweepCommand(List<String> args) {
    List<String> ret = new ArrayList<>(sweep);
    ret.addAll(args);
    return ret;
  }

  List<String> reportCommand(List<String> args) {
    List<String> ret = new ArrayList<>(report);
    ret.addAll(args);
    return ret;
  }
}
