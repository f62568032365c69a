package site.ycsb.launcher;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The child JVM's command line for one {@code bin/ycsb <command> ...} invocation. */
final class JavaCommand {
  private JavaCommand() {
  }

  /**
   * @param launcher how the user called the launcher, for messages (bin/ycsb, bin/ycsb.sh, ...)
   * @param java the java executable the shim found
   * @param argv the user's arguments, the command first
   */
  static List<String> of(String launcher, Path home, Path registryFile, BindingRegistry registry, Layout layout,
      String java, List<String> argv) {
    Command command = Commands.ALL.get(argv.get(0));
    if (command == null) {
      throw LaunchException.usage("unknown command '" + argv.get(0) + "'; expected one of: "
          + String.join(", ", Commands.ALL.keySet()) + " (see " + launcher + " --help)");
    }
    boolean needsBinding = command.binding() == Command.BindingMode.REQUIRED;
    LaunchArgs args = LaunchArgs.split(argv.subList(1, argv.size()), needsBinding);
    BindingRegistry.Entry binding = binding(launcher, command, args, registry);

    List<String> modules = new ArrayList<>();
    if (command.module() != null) {
      layout.requireModule(command.name(), command.module());
      modules.add(command.module());
    }
    List<String> classpath = new ArrayList<>(layout.classpath(binding, modules));
    classpath.addAll(args.extraClasspath());
    if (!needsBinding) {
      requireMainClass(command, layout, args.extraClasspath());
    }

    List<String> ret = new ArrayList<>();
    ret.add(java);
    ret.addAll(command.jvmDefaults());
    ret.addAll(args.jvmArgs());
    if (!needsBinding) {
      ret.add("-Dycsb.home=" + home);
      ret.add("-Dycsb.bindings=" + registryFile);
    }
    ret.add("-cp");
    ret.add(String.join(File.pathSeparator, classpath));
    if (needsBinding) {
      // The name as typed, for the metrics' binding label: several names may share a class (couchbase,
      // couchbase2). After the class path, so that the command still reads java [options] -cp ... as before.
      ret.add("-D" + BindingRegistry.BINDING_PROPERTY + "=" + binding.name());
    }
    ret.add(command.mainClass());
    if (needsBinding) {
      ret.add("-db");
      ret.add(binding.className());
    }
    ret.addAll(args.passthrough());
    if (command.trailingFlag() != null) {
      ret.add(command.trailingFlag());
    }
    return ret;
  }

  /** The options by which load, run and shell ask for their binding's properties instead of running. */
  private static final java.util.Set<String> HELP_OPTIONS = java.util.Set.of("--help", "-help", "-h");

  /** Whether {@code argv} is a command that takes a binding, given with --help (or -h, -help). */
  static boolean asksForHelp(List<String> argv) {
    if (argv.isEmpty()) {
      return false;
    }
    Command command = Commands.ALL.get(argv.get(0));
    if (command == null || command.binding() != Command.BindingMode.REQUIRED) {
      return false;
    }
    return LaunchArgs.split(argv.subList(1, argv.size()), true).passthrough().stream()
        .anyMatch(HELP_OPTIONS::contains);
  }

  /**
   * The command of {@code help SUBJECT} or {@code load|run|shell BINDING --help}: {@link HelpCommand#MAIN} on the
   * binding's class path (core's alone for {@code help workload}). An unknown binding is the usage error a run
   * gives.
   */
  static List<String> help(String launcher, BindingRegistry registry, Layout layout, String java, List<String> argv) {
    boolean helpCommand = !Commands.ALL.containsKey(argv.get(0));
    LaunchArgs args = LaunchArgs.split(argv.subList(1, argv.size()), true);
    String subject = args.bindingName();
    List<String> helpArgs = new ArrayList<>();
    BindingRegistry.Entry binding = null;
    if (helpCommand && HelpCommand.WORKLOAD.equals(subject)) {
      helpArgs.add(HelpCommand.WORKLOAD);
    } else {
      Command command = helpCommand ? Commands.ALL.get("run") : Commands.ALL.get(argv.get(0));
      binding = binding(launcher, command, args, registry);
      helpArgs.add(binding.name());
      helpArgs.add(binding.className());
    }
    List<String> classpath = new ArrayList<>(layout.classpath(binding, List.of()));
    classpath.addAll(args.extraClasspath());
    List<String> ret = new ArrayList<>();
    ret.add(java);
    ret.addAll(args.jvmArgs());
    ret.add("-cp");
    ret.add(String.join(File.pathSeparator, classpath));
    ret.add(HelpCommand.MAIN);
    ret.addAll(helpArgs);
    return ret;
  }

  private static BindingRegistry.Entry binding(String launcher, Command command, LaunchArgs args,
      BindingRegistry registry) {
    switch (command.binding()) {
      case REQUIRED:
        if (args.bindingName() == null) {
          throw LaunchException.usage("'" + command.name() + "' needs a binding: " + launcher + " " + command.name()
              + " <binding> [options]; bindings: " + registry.names());
        }
        return registry.entry(args.bindingName()).orElseThrow(() -> LaunchException.usage(
            "unknown binding '" + args.bindingName() + "'; expected one of: " + registry.names()));
      case DETECT:
        // sweep: a binding named first (or by its class with -db) brings its jars; the arguments stay as given.
        for (String candidate : new String[] {args.bindingName(), args.dbValue()}) {
          if (candidate == null) {
            continue;
          }
          if (registry.entry(candidate).isPresent()) {
            return registry.entry(candidate).get();
          }
          for (BindingRegistry.Entry e : registry.entries()) {
            if (e.className().equals(candidate)) {
              return e;
            }
          }
        }
        return null;
      default:
        return null;
    }
  }

  /** sweep, report and the like exist only in builds whose jar holds their main class. */
  private static void requireMainClass(Command command, Layout layout, List<String> extraClasspath) {
    String entry = command.mainClass().replace('.', '/') + ".class";
    List<Path> places = new ArrayList<>(layout.mainJars(command.module()));
    for (String part : extraClasspath) {
      for (String path : part.split(File.pathSeparator)) {
        if (!path.isEmpty() && !path.endsWith("*")) {
          places.add(Path.of(path));
        }
      }
    }
    if (places.stream().noneMatch(p -> Layout.hasEntry(p, entry))) {
      String where = command.module() == null ? "the core jar" : "the " + command.module() + " jar";
      throw LaunchException.usage("the '" + command.name() + "' command is not available in this build ("
          + command.mainClass() + " is not in " + where + ")");
    }
  }
}
