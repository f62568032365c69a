package site.ycsb.launcher;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import site.ycsb.tool.ExitCode;

/**
 * The launchers' one implementation. The shims call
 * {@code java -cp <core> site.ycsb.launcher.LauncherMain print|run <launcher> <home> <java> <user arguments>}.
 *
 * <p>{@code print} (bin/ycsb, bin/ycsb.sh): the shim runs the command itself, so that signals reach the
 * client directly. On stdout: {@link #MARKER}, the value for YCSB_COMMAND_LINE, then the command, one word a
 * line. Anything else on stdout (the help) is for the user, and the exit code is the shim's.
 *
 * <p>{@code run} (bin/ycsb.bat): this JVM starts the client, waits for it and exits with its code.
 *
 * <p>Either way the command is printed on stderr first, with secrets masked; every error is one line
 * {@code ycsb: <message>} (YCSB_DEBUG=1 adds the stack trace).
 */
public final class LauncherMain {
  /** The first line of a command on stdout. */
  public static final String MARKER = "#ycsb-launch";
  /** The line after the command's last word (which may be empty, and $(...) in sh drops empty last lines). */
  public static final String END = "#ycsb-end";
  private static final Set<String> HELP = Set.of("-h", "--help", "-help", "help");

  private LauncherMain() {
  }

  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    int code;
    try {
      code = launch(Arrays.asList(args), out, System.err);
    } catch (LaunchException e) {
      debug(e);
      System.err.println("ycsb: " + e.getMessage());
      code = e.code();
    } catch (RuntimeException e) {
      debug(e);
      System.err.println("ycsb: internal error: " + e + " (set YCSB_DEBUG=1 for details)");
      code = ExitCode.FAILED;
    }
    out.flush();
    System.exit(code);
  }

  private static void debug(Exception e) {
    if ("1".equals(System.getenv("YCSB_DEBUG"))) {
      e.printStackTrace();
    }
  }

  static int launch(List<String> args, PrintStream out, PrintStream err) {
    if (args.size() < 4 || !List.of("print", "run").contains(args.get(0))) {
      throw LaunchException.usage("LauncherMain is started by bin/ycsb: print|run LAUNCHER HOME JAVA [ARGUMENTS]");
    }
    boolean print = args.get(0).equals("print");
    String launcher = args.get(1);
    Path home = Paths.get(args.get(2)).toAbsolutePath().normalize();
    String java = args.get(3);
    List<String> argv = args.subList(4, args.size());
    // Windows: mvnw.cmd, and command lines quoted for cmd.exe (whichever shim called).
    boolean windows = File.separatorChar == '\\';

    Path registryFile = home.resolve("bin").resolve("bindings.properties");
    BindingRegistry registry = readRegistry(registryFile);
    Maven maven = new Maven(home, windows, isSet(System.getenv("YCSB_NO_BUILD")), System.getenv("PATH"), err);
    if (argv.size() >= 2 && HELP.contains(argv.get(0)) || JavaCommand.asksForHelp(argv)) {
      // bin/ycsb help BINDING, bin/ycsb run BINDING --help: the binding's properties, printed by a JVM with
      // the binding's class path; the command itself is not echoed, as it is no run.
      List<String> command = JavaCommand.help(launcher, registry, Layout.of(home, maven), java, argv);
      return print ? print(launcher + " " + CommandText.of(argv, windows), command, out)
          : run(launcher + " " + CommandText.of(argv, windows), command);
    }
    if (argv.isEmpty() || HELP.contains(argv.get(0))) {
      Layout layout;
      try {
        layout = Layout.of(home, maven);
      } catch (LaunchException e) {
        layout = null;
      }
      (argv.isEmpty() ? err : out).print(Usage.text(launcher, registry, layout));
      return argv.isEmpty() ? ExitCode.BAD_INPUT : ExitCode.OK;
    }
    Layout layout = Layout.of(home, maven);
    List<String> command = JavaCommand.of(launcher, home, registryFile, registry, layout, java, argv);
    err.println(CommandText.of(command, windows));
    err.flush();
    // The client records how it was launched in its disclosure (already redacted).
    String launchedAs = launcher + " " + CommandText.of(argv, windows);
    return print ? print(launchedAs, command, out) : run(launchedAs, command);
  }

  private static BindingRegistry readRegistry(Path file) {
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw LaunchException.failure("cannot read the binding registry " + file + ": " + e.getMessage());
    }
    try {
      return BindingRegistry.parse(text, file.toString());
    } catch (IllegalArgumentException e) {
      throw LaunchException.failure(e.getMessage());
    }
  }

  private static int print(String launchedAs, List<String> command, PrintStream out) {
    List<String> lines = new ArrayList<>(List.of(MARKER, launchedAs));
    for (String word : command) {
      if (word.indexOf('\n') >= 0 || word.indexOf('\r') >= 0) {
        throw LaunchException.usage("the argument '" + word.replaceAll("\\R", "\\\\n")
            + "' holds a line break, which the launcher cannot pass on");
      }
      lines.add(word);
    }
    lines.add(END);
    lines.forEach(line -> out.print(line + "\n"));
    return ExitCode.OK;
  }

  /**
   * Runs the client in the console of this JVM. A console Ctrl-C reaches both: this JVM waits for the client
   * to write its results. A SIGTERM to this JVM (POSIX) is passed on; on Windows destroy() would kill the
   * client at once, so there it is only waited for.
   */
  private static int run(String launchedAs, List<String> command) {
    ProcessBuilder builder = new ProcessBuilder(command).inheritIO();
    builder.environment().put("YCSB_COMMAND_LINE", launchedAs);
    Process child;
    try {
      child = builder.start();
    } catch (IOException e) {
      throw LaunchException.failure("cannot run " + command.get(0) + ": " + e.getMessage());
    }
    boolean windows = System.getProperty("os.name", "").startsWith("Windows");
    Thread passOn = new Thread(() -> {
      if (!windows) {
        child.destroy();
      }
      try {
        Runtime.getRuntime().halt(child.waitFor());
      } catch (InterruptedException e) {
        Runtime.getRuntime().halt(ExitCode.INTERRUPTED);
      }
    });
    Runtime.getRuntime().addShutdownHook(passOn);
    while (true) {
      try {
        int code = child.waitFor();
        Runtime.getRuntime().removeShutdownHook(passOn);
        return code;
      } catch (InterruptedException e) {
        // keep waiting: the child decides when the run ends
      }
    }
  }

  private static boolean isSet(String value) {
    return value != null && !value.isEmpty() && !value.equals("0") && !value.equals("false");
  }
}
