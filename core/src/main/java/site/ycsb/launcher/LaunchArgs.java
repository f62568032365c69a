package site.ycsb.launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The user's arguments after the command, split into the launcher's options (-cp, -jvm-args, which may
 * appear anywhere) and what the Java program gets, in the original order.
 *
 * @param bindingName the first positional argument, or null
 * @param passthrough the Java program's arguments (without the binding name when the command takes one)
 * @param extraClasspath the values of -cp, appended to the class path
 * @param jvmArgs the values of -jvm-args, split as a shell would
 * @param dbValue the value of -db, or null
 */
record LaunchArgs(String bindingName, List<String> passthrough, List<String> extraClasspath, List<String> jvmArgs,
    String dbValue) {

  /** Flags without a value; a value option followed by one of these has lost its value. */
  private static final Set<String> FLAGS = Set.of("-s", "-load", "-t");

  LaunchArgs {
    passthrough = List.copyOf(passthrough);
    extraClasspath = List.copyOf(extraClasspath);
    jvmArgs = List.copyOf(jvmArgs);
  }

  /**
   * Splits {@code args}. With {@code takeBinding} the first positional argument is the binding and is not
   * passed on; otherwise it is remembered (sweep) and passed on.
   */
  static LaunchArgs split(List<String> args, boolean takeBinding) {
    String binding = null;
    String db = null;
    List<String> passthrough = new ArrayList<>();
    List<String> classpath = new ArrayList<>();
    List<String> jvmArgs = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      boolean launcherOption = arg.equals(Commands.CLASSPATH) || arg.equals(Commands.JVM_ARGS);
      if (launcherOption || Commands.VALUE_OPTIONS.contains(arg)) {
        if (i + 1 >= args.size() || isOption(args.get(i + 1))) {
          throw LaunchException.usage("option " + arg + " needs a value");
        }
        String value = args.get(++i);
        if (arg.equals(Commands.CLASSPATH)) {
          classpath.add(value);
        } else if (arg.equals(Commands.JVM_ARGS)) {
          jvmArgs.addAll(ShellWords.split(value));
        } else {
          if (arg.equals("-db")) {
            db = value;
          }
          passthrough.add(arg);
          passthrough.add(value);
        }
      } else if (binding == null && !arg.startsWith("-")) {
        binding = arg;
        if (!takeBinding) {
          passthrough.add(arg);
        }
      } else {
        passthrough.add(arg);
      }
    }
    return new LaunchArgs(binding, passthrough, classpath, jvmArgs, db);
  }

  /** An option the launcher knows, so not a value (a value may still start with '-', e.g. -target -1). */
  private static boolean isOption(String arg) {
    return Commands.VALUE_OPTIONS.contains(arg) || FLAGS.contains(arg) || arg.equals(Commands.CLASSPATH)
        || arg.equals(Commands.JVM_ARGS);
  }
}
