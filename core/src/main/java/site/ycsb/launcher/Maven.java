package site.ycsb.launcher;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds modules of a source checkout with the Maven wrapper (or mvn on PATH). Maven's output goes to stderr:
 * stdout belongs to the benchmark's results (and, between launcher and shim, to the command).
 */
final class Maven {
  private final Path home;
  private final boolean windows;
  private final boolean disabled;
  private final String path;
  private final PrintStream err;

  /**
   * @param disabled YCSB_NO_BUILD: never build, only say what to run
   * @param path the PATH to look for mvn in when there is no wrapper
   */
  Maven(Path home, boolean windows, boolean disabled, String path, PrintStream err) {
    this.home = home;
    this.windows = windows;
    this.disabled = disabled;
    this.path = path;
    this.err = err;
  }

  boolean disabled() {
    return disabled;
  }

  /** The command that packages {@code modules} and what they need, without tests or the style check. */
  List<String> command(List<String> modules) {
    Path wrapper = home.resolve(windows ? "mvnw.cmd" : "mvnw");
    List<String> ret = new ArrayList<>();
    if (Files.isRegularFile(wrapper)) {
      ret.add(wrapper.toString());
    } else {
      ret.add(onPath(windows ? "mvn.cmd" : "mvn", wrapper));
    }
    // The style check is the project's CI gate, not a reason to refuse a benchmark run.
    ret.addAll(List.of("-q", "-B", "-DskipTests", "-Dcheckstyle.skip", "-pl", String.join(",", modules), "-am",
        "package"));
    return ret;
  }

  /** The build command as text for a message: with the wrapper's name when no Maven can be found. */
  String hint(List<String> modules) {
    try {
      return CommandText.of(command(modules), windows);
    } catch (LaunchException e) {
      return home.resolve(windows ? "mvnw.cmd" : "mvnw") + " -B -DskipTests -pl " + String.join(",", modules)
          + " -am package";
    }
  }

  /** Runs the build; a failure is a LaunchException carrying Maven's exit code. */
  void build(List<String> modules) {
    preloadClasses();
    List<String> command = command(modules);
    err.println("ycsb: building " + String.join(",", modules) + " (first run or sources changed)...");
    err.flush();
    List<String> started = windows ? prefixed(List.of("cmd", "/c"), command) : command;
    int code;
    try (JarSetAside running = JarSetAside.ofClass(Maven.class, home)) {
      Process maven = new ProcessBuilder(started).directory(home.toFile())
          .redirectInput(ProcessBuilder.Redirect.INHERIT).redirectError(ProcessBuilder.Redirect.INHERIT).start();
      try (InputStream out = maven.getInputStream()) {
        out.transferTo(err);
      }
      code = maven.waitFor();
    } catch (IOException e) {
      throw LaunchException.failure("cannot run " + command.get(0) + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new LaunchException("interrupted during the build", 130);
    }
    err.flush();
    if (code != 0) {
      List<String> verbose = new ArrayList<>(command);
      verbose.remove("-q");
      throw new LaunchException("build failed (exit code " + code + "); to see the full output run: "
          + CommandText.of(verbose, windows), code);
    }
  }

  /**
   * The launcher may run from the very core jar this build rewrites. {@link JarSetAside} keeps the old file for it
   * where the system can rename an open file; where it cannot, every class the launcher needs afterwards is loaded
   * now, so that nothing is read from the jar while or after it changes.
   */
  private static void preloadClasses() {
    for (Class<?> c : new Class<?>[] {CommandText.class, site.ycsb.Redactor.class, LaunchException.class,
        JavaCommand.class, Layout.class, LaunchArgs.class, ShellWords.class, Command.class, Command.BindingMode.class,
        BindingRegistry.Entry.class, site.ycsb.tool.ExitCode.class, LauncherMain.class}) {
      try {
        Class.forName(c.getName(), true, c.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  private String onPath(String name, Path wrapper) {
    for (String dir : path == null ? new String[0] : path.split(File.pathSeparator)) {
      if (!dir.isEmpty()) {
        Path candidate = Paths.get(dir, name);
        if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
          return candidate.toString();
        }
      }
    }
    throw LaunchException.failure("cannot build: neither " + wrapper + " nor mvn on PATH was found");
  }

  private static List<String> prefixed(List<String> prefix, List<String> command) {
    List<String> ret = new ArrayList<>(prefix);
    ret.addAll(command);
    return ret;
  }
}
