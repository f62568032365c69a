package site.ycsb.launcher;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

/** The help text of the launchers. */
final class Usage {
  private Usage() {
  }

  /** {@code layout} may be null (no YCSB found next to bin/): the bindings are then listed without notes. */
  static String text(String launcher, BindingRegistry registry, Layout layout) {
    List<String> lines = new ArrayList<>(List.of(
        "Usage: " + launcher + " <command> <binding> [options]",
        "       " + launcher + " " + String.join("|", noBindingCommands()) + " [arguments]",
        "",
        "Commands:"));
    for (Command c : Commands.ALL.values()) {
      for (int i = 0; i < c.summary().size(); i++) {
        lines.add(String.format("    %-9s %s", i == 0 ? c.name() : "", c.summary().get(i)));
      }
    }
    lines.add("");
    lines.add("Bindings (from bin/bindings.properties):");
    for (BindingRegistry.Entry e : registry.entries()) {
      String absence = layout == null ? null : layout.absence(e);
      lines.add(String.format("    %-18s %s%s", e.name(), e.className(), absence == null ? "" : "  (" + absence + ")"));
    }
    lines.addAll(List.of(
        "",
        "Options passed on to the Java client:",
        "    -P file          load a workload/property file (may be repeated)",
        "    -p key=value     set a property (overrides the files)",
        "    -threads n       number of client threads",
        "    -target n        target throughput in operations per second",
        "    -s               print a status line every status.interval seconds",
        "    -l label         label printed in the status lines",
        "    (any other option is passed on unchanged)",
        "",
        "Launcher options (anywhere after the command):",
        "    -cp path         add path (jars or folders, separated by '" + File.pathSeparator + "') to the class path",
        "    -jvm-args args   extra JVM arguments, split like a shell would,",
        "                     e.g. -jvm-args \"-Xmx4g -XX:+UseZGC\"",
        "",
        "Environment: JAVA_HOME, YCSB_NO_BUILD=1 (source tree: never run Maven),",
        "             YCSB_DEBUG=1 (show stack traces of the launcher).",
        "",
        "A binding's properties: " + launcher + " help BINDING (or " + launcher + " run BINDING --help);",
        "the workload's and the client's: " + launcher + " help workload.",
        "",
        "Example: " + launcher + " load basic -P workloads/workloada -p recordcount=10"));
    return String.join(System.lineSeparator(), lines) + System.lineSeparator();
  }

  private static List<String> noBindingCommands() {
    return Commands.ALL.values().stream().filter(c -> c.binding() != Command.BindingMode.REQUIRED)
        .map(Command::name).toList();
  }
}
