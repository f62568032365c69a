package site.ycsb.plan;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.sweep.OutputFolder;
import site.ycsb.tool.ExitCode;

/**
 * Entry point of {@code bin/ycsb plan FILE.yaml [--out DIR] [--dry-run] [ycsb options]}. Exit codes: 0 every
 * sweep and the report completed, 1 something failed (the plan still went on), 2 a bad plan file or
 * command line (one line naming the key), 130 interrupted.
 */
public final class PlanMain {

  private PlanMain() {
  }

  public static void main(String[] args) {
    System.setProperty("java.awt.headless", "true");
    Launcher launcher;
    try {
      launcher = Launcher.fromSystem();
    } catch (PlanException e) {
      System.err.println("ycsb plan: error: " + e.getMessage());
      System.exit(ExitCode.BAD_INPUT);
      return;
    }
    System.exit(run(List.of(args), launcher, BindingRegistry.fromSystemProperties(), System.out, System.err,
        Path.of("")));
  }

  /** Runs (or with --dry-run prints) a plan; returns the exit code. */
  public static int run(List<String> args, List<String> sweepPrefix, List<String> reportPrefix,
      BindingRegistry registry, PrintStream out, PrintStream err) {
    return run(args, sweepPrefix, reportPrefix, registry, out, err, Path.of(""));
  }

  /** As above, with relative paths of the plan (its file, workloads) checked against {@code workDir}. */
  static int run(List<String> args, List<String> sweepPrefix, List<String> reportPrefix, BindingRegistry registry,
      PrintStream out, PrintStream err, Path workDir) {
    return run(args, new Launcher(List.copyOf(sweepPrefix), List.copyOf(reportPrefix)), registry, out, err,
        workDir);
  }

  static int run(List<String> args, Launcher launcher, BindingRegistry registry, PrintStream out, PrintStream err,
      Path workDir) {
    PlanOptions options;
    Plan plan;
    Path dir;
    PlanSize size;
    Iterable<PlanCommand> commands;
    OutputFolder.Created created = null;
    try {
      options = PlanOptions.parse(args);
      if (options.help()) {
        out.println(PlanOptions.USAGE);
        return ExitCode.OK;
      }
      plan = new PlanParser(registry, System::getenv).parse(options.file(), workDir);
      dir = options.out() != null ? options.out() : Path.of("results", plan.name() + "-" + LocalDateTime.now(
          ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'", Locale.ROOT)));
      commands = PlanCommands.iterable(plan, dir, options.ycsbOptions(), options.percentile(), launcher);
      checkCommandLengths(plan, commands);
      size = PlanSize.of(plan, options.ycsbOptions());
      if (!size.consented(options.yes(), plan.maxSteps())) {
        throw new PlanException(String.format(Locale.ROOT, "the plan runs %s%,d steps, more than %,d; run it with "
            + "--yes, or give the plan the key 'max-steps: %d' (or fewer databases, workloads, values or repeats)",
            size.atMost() ? "up to " : "", size.steps(), plan.maxSteps() != null ? plan.maxSteps()
            : PlanSize.CONSENT_STEPS, size.steps()));
      }
      // A dry run checks --out as the run would: it exits 0 only where the run would start.
      String problem = OutputFolder.problem(dir);
      if (problem != null) {
        throw new PlanException("--out " + dir + ": " + problem);
      }
      if (options.dryRun()) {
        OutputFolder.probe(dir);
      } else {
        created = OutputFolder.createTracked(dir);
      }
    } catch (PlanException e) {
      err.println("ycsb plan: error: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    } catch (IOException e) {
      err.println("ycsb plan: error: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    }
    err.println("[plan] " + plan.name() + ": " + size.describe());
    err.flush();
    if (options.dryRun()) {
      // One command at a time: a plan of millions of sweeps prints in the memory of a few.
      for (PlanCommand c : commands) {
        String shown = PlanRunner.shown(c, plan.redactor());
        out.println(c.kind() == PlanCommand.Kind.SETUP ? "sh -c " + PlanRunner.quoteWord(shown) : shown);
      }
      out.flush();
      return out.checkError() ? ExitCode.FAILED : ExitCode.OK;
    }
    PlanRunner runner = new PlanRunner(plan, commands, PlanCommands.report(plan, dir, options.percentile(), launcher),
        size, dir, out, err);
    CountDownLatch finished = new CountDownLatch(1);
    Thread hook = new Thread(() -> {
      runner.stop();
      try {
        finished.await(120, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      Runtime.getRuntime().halt(ExitCode.INTERRUPTED);
    }, "plan-interrupt");
    Runtime.getRuntime().addShutdownHook(hook);
    int code;
    try {
      code = runner.run();
    } catch (IOException e) {
      err.println("ycsb plan: error: " + e.getMessage());
      created.removeIfEmpty();
      code = ExitCode.FAILED;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      code = ExitCode.INTERRUPTED;
    } finally {
      finished.countDown();
    }
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // a signal arrived: the hook ends the JVM with 130
    }
    return code;
  }

  /**
   * Every sweep's command within {@link PlanParser#MAX_COMMAND_LENGTH}: the first round of the plan holds every
   * database, workload and phase once, and the rounds after it differ only in their folder's number.
   */
  private static void checkCommandLengths(Plan plan, Iterable<PlanCommand> commands) throws PlanException {
    long round = (long) plan.databases().size() * (plan.workloads().size() * plan.phases().size() + 1);
    long seen = 0;
    for (PlanCommand c : commands) {
      if (seen++ > round) {
        return;
      }
      long length = 0;
      for (String word : c.command()) {
        length += word.length() + 1;
      }
      if (c.kind() == PlanCommand.Kind.SWEEP && length > PlanParser.MAX_COMMAND_LENGTH) {
        throw new PlanException("the sweep '" + plan.redactor().text(c.label()) + "' has a command of " + length
            + " characters; accepted: at most " + PlanParser.MAX_COMMAND_LENGTH + " (fewer or shorter properties "
            + "or values)");
      }
    }
  }
}
