package site.ycsb.launcher;

import java.util.List;

/**
 * One command of {@code bin/ycsb}: the Java program it starts and what it needs on the class path.
 *
 * @param name what the user types after bin/ycsb
 * @param mainClass the class whose main runs
 * @param trailingFlag appended after the user's arguments (-load, -t), or null
 * @param binding how the first positional argument is treated
 * @param module a module whose jars join the class path and whose jar holds the main class, or null for core
 * @param jvmDefaults JVM flags put before the user's -jvm-args (which may override them)
 * @param summary the lines of the help text
 */
record Command(String name, String mainClass, String trailingFlag, BindingMode binding, String module,
    List<String> jvmDefaults, List<String> summary) {

  /** What the first positional argument of a command is. */
  enum BindingMode {
    /** The binding: it becomes {@code -db <class>} and is not passed on. */
    REQUIRED,
    /** Passed on unchanged, but when it (or the value of -db) names a binding, its jars join the class path. */
    DETECT,
    /** No binding: the core class path only. */
    NONE
  }

  Command {
    jvmDefaults = List.copyOf(jvmDefaults);
    summary = List.copyOf(summary);
  }
}
