package site.ycsb.sweep;

import java.lang.management.ManagementFactory;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * How to start a step's client: the same Java, the same -X/-D JVM options and class path as the sweep
 * itself, so each step gets a fresh heap exactly as separate ycsb invocations would.
 */
public record ChildJvm(String java, List<String> jvmArgs, String classPath) {

  /** The running JVM's own launch settings. Agents and debugger options are left out (ports would clash). */
  public static ChildJvm current() {
    List<String> args = new ArrayList<>();
    for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (a.startsWith("-X") || a.startsWith("-D")) {
        args.add(a);
      }
    }
    String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    return new ChildJvm(java, List.copyOf(args), System.getProperty("java.class.path"));
  }

  /** These settings with the system property {@code name} set to {@code value} (replacing any setting of it). */
  public ChildJvm withSystemProperty(String name, String value) {
    List<String> args = new ArrayList<>();
    for (String a : jvmArgs) {
      if (!a.startsWith("-D" + name + "=") && !a.equals("-D" + name)) {
        args.add(a);
      }
    }
    args.add("-D" + name + "=" + value);
    return new ChildJvm(java, List.copyOf(args), classPath);
  }

  /** The command line running {@code mainClass} with the given program arguments. */
  public List<String> command(String mainClass, List<String> programArgs) {
    List<String> ret = new ArrayList<>();
    ret.add(java);
    ret.addAll(jvmArgs);
    ret.add("-cp");
    ret.add(classPath);
    ret.add(mainClass);
    ret.addAll(programArgs);
    return ret;
  }
}
