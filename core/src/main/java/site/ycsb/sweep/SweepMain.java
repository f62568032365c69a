package site.ycsb.sweep;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import site.ycsb.Redactor;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.launcher.SecretArguments;
import site.ycsb.tool.ExitCode;

/**
 * Entry point of {@code bin/ycsb sweep}. Exit codes: 0 every step completed, 1 a step or the load
 * failed (the sweep still went on), 2 bad input, 130 interrupted (SIGINT/SIGTERM).
 */
public final class SweepMain {

  private SweepMain() {
  }

  public static void main(String[] args) {
    // The arguments that hold a secret came in the environment (a plan's sweep): they are this sweep's too.
    List<String> whole;
    try {
      whole = SecretArguments.withInherited(List.of(args));
    } catch (IllegalArgumentException e) {
      System.err.println("ycsb sweep: error: " + e.getMessage());
      System.exit(ExitCode.BAD_INPUT);
      return;
    }
    StopSwitch stop = new StopSwitch();
    CountDownLatch finished = new CountDownLatch(1);
    // On SIGINT/SIGTERM the JVM runs this hook while the sweep thread is still going: stop the running
    // child (it writes its results), let the sweep write sweep.json, then end with 130.
    Thread hook = new Thread(() -> {
      stop.stop();
      try {
        finished.await(StepRunner.STOP_GRACE_MS + 15_000, TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      Runtime.getRuntime().halt(ExitCode.INTERRUPTED);
    }, "sweep-interrupt");
    Runtime.getRuntime().addShutdownHook(hook);
    int code;
    try {
      code = run(whole, ChildJvm.current(), BindingRegistry.fromSystemProperties(), System.out, System.err,
          stop);
    } finally {
      finished.countDown();
    }
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      return; // a signal arrived: the hook ends the JVM with 130
    }
    System.exit(code);
  }

  /** Runs a sweep in this JVM (its steps in child JVMs) and returns the exit code. */
  public static int run(List<String> args, ChildJvm jvm, BindingRegistry registry, PrintStream out,
      PrintStream err) {
    return run(args, jvm, registry, out, err, new StopSwitch());
  }

  static int run(List<String> args, ChildJvm jvm, BindingRegistry registry, PrintStream out, PrintStream err,
      StopSwitch stop) {
    if (args.isEmpty()) {
      err.println(SweepArgs.USAGE);
      return ExitCode.BAD_INPUT;
    }
    if (args.contains("--help") || args.contains("-h") || args.contains("-help")) {
      out.println(SweepArgs.USAGE);
      return 0;
    }
    SweepOptions options;
    OutputFolder.Created created;
    try {
      options = SweepArgs.parse(args, registry);
      checkName(options.name(), redactorFor(args));
      checkOutFolder(options.out());
      options = MemoryFileDefault.apply(options, err);
      warnAboutLoadSteps(options, err);
      created = OutputFolder.createTracked(options.out());
    } catch (SweepUsageException e) {
      err.println("ycsb sweep: error: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    } catch (IOException e) {
      err.println("ycsb sweep: error: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    }
    Sweep sweep = new Sweep(options, jvm, commandLine(args), sweepId(options), stop, err);
    try {
      return sweep.run();
    } catch (IOException e) {
      err.println("ycsb sweep: error: " + Redactor.redactUris(OneLine.of(String.valueOf(e.getMessage()))));
      created.removeIfEmpty();
      return ExitCode.FAILED;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("ycsb sweep: error: interrupted");
      return ExitCode.INTERRUPTED;
    }
  }

  /**
   * A load sweep inserts the same keys at every step: into a database nobody empties in between, step 2
   * onwards meets the records of step 1 (duplicates, overwrites, a bigger store).
   */
  private static void warnAboutLoadSteps(SweepOptions options, PrintStream err) {
    if (options.phase() != Phase.LOAD) {
      return;
    }
    if (MemoryFileDefault.isMemory(options)) {
      if (MemoryFileDefault.setsMemoryFile(options)) {
        err.println("ycsb sweep: --phase load on memory: every step loads into a fresh store, "
            + "<step folder>/" + MemoryFileDefault.FILE_NAME + " (memory.file is replaced per step)");
      }
      return;
    }
    if (options.beforeStep() == null && !options.freshKeys()) {
      String name = options.binding() != null ? options.binding() : options.dbClass();
      err.println("ycsb: warning: --phase load on " + name + " without --before-step: every step after the "
          + "first inserts into a database that holds the records of the steps before it, unless each step "
          + "uses its own key range; empty it before each step with --before-step 'COMMAND' (e.g. "
          + "'redis-cli -p 6379 flushall') or give each step its own keys with --fresh-keys");
    }
  }

  /** The database's name is shown and written everywhere (console, sweep.json, the report): never a secret. */
  private static void checkName(String name, Redactor redactor) throws SweepUsageException {
    if (name != null && !name.equals(redactor.text(name))) {
      throw new SweepUsageException("--name is '" + redactor.text(name) + "', which holds a secret; a name is "
          + "shown and written everywhere (console, sweep.json, the report): keep secrets out of it");
    }
  }

  /** A new or empty folder: a sweep never mixes its step folders with an older sweep's or anything else. */
  private static void checkOutFolder(Path out) throws SweepUsageException {
    if (Files.exists(out.resolve(SweepManifest.FILE))) {
      throw new SweepUsageException("--out " + out + " already holds a sweep (sweep.json); choose a new folder");
    }
    String problem = OutputFolder.problem(out);
    if (problem != null) {
      throw new SweepUsageException("--out " + out + ": " + problem);
    }
  }

  /**
   * Hides the secrets of a sweep and, wherever they occur, the values of its secret properties: those of
   * {@code -p key=value} and of the {@code -P} files (an unreadable file adds none; the step reports it).
   */
  static Redactor redactorFor(List<String> args) {
    Redactor ret = Redactor.standard().withSecretsOfArguments(args);
    for (int i = 0; i + 1 < args.size(); i++) {
      if ("-P".equals(args.get(i))) {
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(Path.of(args.get(i + 1)), StandardCharsets.UTF_8)) {
          p.load(in);
        } catch (IOException | RuntimeException e) {
          continue;
        }
        ret = ret.withSecretsOf(p);
      }
    }
    return ret;
  }

  private static List<String> commandLine(List<String> args) {
    List<String> ret = new ArrayList<>();
    if (System.getenv("YCSB_COMMAND_LINE") != null) {
      ret.addAll(List.of("bin/ycsb", "sweep"));
    } else {
      ret.add(SweepMain.class.getName());
    }
    Redactor redactor = redactorFor(args);
    args.forEach(a -> ret.add(redactor.argument(a)));
    return List.copyOf(ret);
  }

  /** A readable, unique id: sweep-20250101T120000Z-1a2b. */
  private static String sweepId(SweepOptions options) {
    String time = LocalDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'",
        Locale.ROOT));
    return String.format(Locale.ROOT, "sweep-%s-%04x", time, ThreadLocalRandom.current().nextInt(0x10000));
  }

}
