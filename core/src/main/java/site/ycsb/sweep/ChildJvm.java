package site.ycsb.sweep;

import java.lang.management.ManagementFactory;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import site.ycsb.Redactor;
import site.ycsb.launcher.ShellWords;

/**
 * How to start a step's client: the same Java, the same -X/-D JVM options and class path as the sweep
 * itself, so each step gets a fresh heap exactly as separate ycsb invocations would.
 *
 * <p>The options this JVM took from its environment ({@code JAVA_TOOL_OPTIONS}, {@code JDK_JAVA_OPTIONS},
 * {@code _JAVA_OPTIONS}) are not copied onto the child's command line: the child inherits the variables, and a
 * command line is visible to every user of the machine. For the same reason an option that holds a secret
 * ({@code -Djavax.net.ssl.keyStorePassword=...}) reaches the child through {@code JDK_JAVA_OPTIONS} in its
 * environment ({@link #applyTo}), not through its command line.
 */
public record ChildJvm(String java, List<String> jvmArgs, String classPath) {
  /** The variables the JVM (or its launcher) reads options from. */
  static final List<String> OPTION_VARIABLES = List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS");
  static final String CHILD_OPTIONS_VARIABLE = "JDK_JAVA_OPTIONS";

  public ChildJvm {
    jvmArgs = List.copyOf(jvmArgs);
  }

  /** The running JVM's own launch settings. Agents and debugger options are left out (ports would clash). */
  public static ChildJvm current() {
    List<String> fromEnvironment = new ArrayList<>();
    for (String variable : OPTION_VARIABLES) {
      String value = System.getenv(variable);
      if (value != null && !value.isBlank()) {
        fromEnvironment.addAll(ShellWords.split(value));
      }
    }
    String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    return new ChildJvm(java, ownOptions(ManagementFactory.getRuntimeMXBean().getInputArguments(), fromEnvironment),
        System.getProperty("java.class.path"));
  }

  /** The -X and -D options of {@code inputArguments} less those that came from the environment (once each). */
  static List<String> ownOptions(List<String> inputArguments, List<String> fromEnvironment) {
    List<String> inherited = new ArrayList<>(fromEnvironment);
    List<String> args = new ArrayList<>();
    for (String a : inputArguments) {
      if (inherited.remove(a)) {
        continue;
      }
      if (a.startsWith("-X") || a.startsWith("-D")) {
        args.add(a);
      }
    }
    return List.copyOf(args);
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

  /** The command line running {@code mainClass} with the given program arguments; no option that holds a secret. */
  public List<String> command(String mainClass, List<String> programArgs) {
    List<String> ret = new ArrayList<>();
    ret.add(java);
    jvmArgs.stream().filter(a -> !holdsSecret(a)).forEach(ret::add);
    ret.add("-cp");
    ret.add(classPath);
    ret.add(mainClass);
    ret.addAll(programArgs);
    return ret;
  }

  /** Adds the options that hold a secret to the child's {@code JDK_JAVA_OPTIONS}, which its java launcher reads. */
  public void applyTo(Map<String, String> environment) {
    StringBuilder sb = new StringBuilder(environment.getOrDefault(CHILD_OPTIONS_VARIABLE, ""));
    boolean any = false;
    for (String a : jvmArgs) {
      if (holdsSecret(a)) {
        sb.append(sb.length() == 0 ? "" : " ").append(quoted(a));
        any = true;
      }
    }
    if (any) {
      environment.put(CHILD_OPTIONS_VARIABLE, sb.toString());
    }
  }

  private static boolean holdsSecret(String arg) {
    return !arg.equals(Redactor.standard().argument(arg));
  }

  /** A word as the java launcher splits JDK_JAVA_OPTIONS: blanks separate words unless quoted. */
  private static String quoted(String word) {
    if (word.chars().noneMatch(c -> Character.isWhitespace(c) || c == '"' || c == '\'')) {
      return word;
    }
    return word.indexOf('"') < 0 ? "\"" + word + "\"" : "'" + word + "'";
  }
}
