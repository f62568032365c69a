package site.ycsb.plan;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import site.ycsb.Redactor;
import site.ycsb.launcher.SecretArguments;
import site.ycsb.launcher.ShellCommand;
import site.ycsb.report.CsvCell;
import site.ycsb.report.ReportMain;
import site.ycsb.report.ReportWriter;
import site.ycsb.sweep.ChildJvm;
import site.ycsb.sweep.StopSwitch;
import site.ycsb.tool.ExitCode;

/**
 * Runs a plan's commands one after the other. A failing setup skips that database's sweeps; a failing
 * sweep is recorded and the plan goes on; Ctrl-C stops the running sweep (which keeps what it measured) and
 * skips the rest. Whatever was measured ends up in the report.
 */
final class PlanRunner {
  /**
   * "unsupported by BINDING: ..." when a sweep was refused because its binding lacks an operation the workload
   * needs (sweep.json's status and first step say so), else null: a refusal is not a failure of the database.
   */
  private static String unsupported(PlanCommand c) {
    if (c.out() == null || c.kind() != PlanCommand.Kind.SWEEP) {
      return null;
    }
    try {
      site.ycsb.sweep.SweepManifest m = site.ycsb.sweep.ManifestFile.read(c.out());
      if (m == null || !site.ycsb.sweep.SweepManifest.UNSUPPORTED.equals(m.status())) {
        return null;
      }
      return m.stepsOrEmpty().stream().filter(st -> site.ycsb.sweep.StepRecord.UNSUPPORTED.equals(st.status()))
          .map(site.ycsb.sweep.StepRecord::reason).findFirst().orElse(null);
    } catch (java.io.IOException | RuntimeException e) {
      return null;
    }
  }

  private final Plan plan;
  private final Iterable<PlanCommand> commands;
  private final PlanCommand reportCommand;
  private final PlanSize size;
  private final Path out;
  private final PrintStream console;
  private final PrintStream err;
  /** How long a stopped setup command gets before it and its children are killed. */
  static final long SETUP_STOP_GRACE_MS = 800;
  /** How long a stopped sweep gets to write what its running step measured (the client's own grace + margin). */
  static final long SWEEP_STOP_GRACE_MS = 60_000;
  /** How long the report of an interrupted plan may take (the plan's shutdown hook waits 120 s in all). */
  static final long INTERRUPTED_REPORT_LIMIT_S = 50;
  private final StopSwitch stopSwitch = new StopSwitch();
  /** The lines of {@link #ORDER_FILE} so far (counted here, not by reading the file again per command). */
  private long recorded;

  /**
   * @param commands every command, the report last (PlanCommands.iterable)
   * @param reportCommand that report: an interrupted plan runs it without going through the commands it skips
   */
  PlanRunner(Plan plan, Iterable<PlanCommand> commands, PlanCommand reportCommand, PlanSize size, Path out,
      PrintStream console, PrintStream err) {
    this.plan = plan;
    this.commands = commands;
    this.reportCommand = reportCommand;
    this.size = size;
    this.out = out;
    this.console = console;
    this.err = err;
  }

  /** Ctrl-C: no new command starts and the running one is asked to stop. */
  void stop() {
    stopSwitch.stop();
  }

  int run() throws IOException, InterruptedException {
    Files.createDirectories(out); // PlanMain made it; a no-op unless it was removed meanwhile
    Files.writeString(out.resolve(PlanCommands.PLAN_COPY), plan.text(), StandardCharsets.UTF_8);
    long start = System.nanoTime();
    Set<String> failedDatabases = new HashSet<>();
    List<String> summary = new ArrayList<>();
    boolean anyFailed = false;
    int reportCode = ExitCode.OK;
    Path reportFile = null;
    // "step k of N" with the time left estimated from the mean of the finished steps, as a sweep says it.
    long stepCount = size.sweeps() + plan.databases().stream().filter(d -> d.setup() != null).count();
    long stepNumber = 0;
    long stepsDone = 0;
    long stepsDoneNs = 0;
    // What did not run is counted, not listed: an interrupted plan of 100,000 sweeps says so in one line.
    long notRunInterrupted = 0;
    boolean reported = false;
    Map<String, Long> notRunAfterSetup = new LinkedHashMap<>();
    for (PlanCommand c : commands) {
      if (c.kind() == PlanCommand.Kind.REPORT) {
        flushNotRun(summary, notRunInterrupted, notRunAfterSetup);
        notRunInterrupted = 0;
        notRunAfterSetup.clear();
        reportCode = report(c);
        reported = true;
        Path index = c.out().resolve(ReportWriter.HTML);
        reportFile = reportCode == ExitCode.OK && Files.isRegularFile(index) ? index : null;
        continue;
      }
      if (stopSwitch.isStopped()) {
        // What is left is counted, not walked through: a plan of millions of sweeps ends at once.
        notRunInterrupted = stepCount - stepNumber;
        break;
      }
      stepNumber++;
      if (failedDatabases.contains(c.database())) {
        notRunAfterSetup.merge(c.database(), 1L, Long::sum);
        continue;
      }
      String remaining = stepsDone == 0 ? "?" : "~" + clock(stepsDoneNs / stepsDone * (stepCount - stepNumber + 1));
      line("step " + stepNumber + " of " + stepCount + ", elapsed " + clock(System.nanoTime() - start)
          + ", remaining " + remaining);
      line(c.label() + ": " + shown(c, plan.redactor()));
      long stepStart = System.nanoTime();
      String started = java.time.Instant.now().toString();
      int code = execute(c);
      stepsDone++;
      stepsDoneNs += System.nanoTime() - stepStart;
      stopSwitch.stoppedWith(code); // a child killed by the same Ctrl-C as this JVM is interrupted, not failed
      String refused = code == ExitCode.BAD_INPUT ? unsupported(c) : null;
      String outcome = code == 0 ? "completed" : code == ExitCode.INTERRUPTED || stopSwitch.isStopped() ? "interrupted"
          : refused != null ? refused : "failed (exit " + code + ")";
      if (code != 0 && !stopSwitch.isStopped()) {
        anyFailed = true;
        if (c.kind() == PlanCommand.Kind.SETUP) {
          failedDatabases.add(c.database());
        }
      }
      summary.add(c.label() + ": " + outcome + (c.out() == null ? "" : " -> " + c.out()));
      recordOrder(c, started, outcome);
      line(c.label() + " " + outcome);
    }
    flushNotRun(summary, notRunInterrupted, notRunAfterSetup);
    if (!reported) { // interrupted before the report
      reportCode = report(reportCommand);
      Path index = reportCommand.out().resolve(ReportWriter.HTML);
      reportFile = reportCode == ExitCode.OK && Files.isRegularFile(index) ? index : null;
    }
    for (String s : summary) {
      line(s);
    }
    line(String.format(Locale.ROOT, "plan %s %s in %.0f s; %s", plan.name(),
        stopSwitch.isStopped() ? "interrupted" : anyFailed ? "finished with failures" : "completed",
        (System.nanoTime() - start) / 1e9, reportFile != null ? "report " + reportFile : "no report (see above)"));
    if (stopSwitch.isStopped()) {
      return ExitCode.INTERRUPTED;
    }
    return anyFailed || reportCode != ExitCode.OK ? ExitCode.FAILED : ExitCode.OK;
  }

  /** One line per reason for the commands that were not run. */
  private static void flushNotRun(List<String> summary, long interrupted, Map<String, Long> afterSetup) {
    afterSetup.forEach((db, n) -> summary.add(String.format(Locale.ROOT, "not run: %,d sweep%s of %s (setup of %s "
        + "failed)", n, n == 1 ? "" : "s", db, db)));
    if (interrupted > 0) {
      summary.add(String.format(Locale.ROOT, "not run: %,d command%s (interrupted)", interrupted,
          interrupted == 1 ? "" : "s"));
    }
  }

  /** The file that records the order the plan's commands ran in (interleaved repetitions: A1 B1 A2 B2 ...). */
  static final String ORDER_FILE = "order.tsv";

  /** Appends one command to {@link #ORDER_FILE}: position, start time, label, outcome, folder. */
  private void recordOrder(PlanCommand c, String started, String outcome) {
    Path file = out.resolve(ORDER_FILE);
    try {
      if (!Files.exists(file)) {
        Files.writeString(file, "position\tstarted\tcommand\toutcome\tfolder\n", StandardCharsets.UTF_8);
      }
      long position = ++recorded;
      Files.writeString(file, CsvCell.line(List.of(Long.toString(position), started, c.label(), outcome,
          c.out() == null ? "" : out.relativize(c.out()).toString()), '\t'), StandardCharsets.UTF_8,
          java.nio.file.StandardOpenOption.APPEND);
    } catch (IOException | IllegalArgumentException e) {
      line("cannot record the order in " + file + ": " + e.getMessage());
    }
  }

  private int execute(PlanCommand c) throws InterruptedException {
    boolean setup = c.kind() == PlanCommand.Kind.SETUP;
    Process p;
    try {
      // A sweep hides its secrets itself; a setup command's output is shown through the plan's redactor. Neither
      // gets a secret on its command line: the setup's command and the sweep's secret words go in the
      // environment (ShellCommand, SecretArguments), which other users of the machine cannot read.
      ProcessBuilder pb;
      if (setup) {
        pb = ShellCommand.builder(c.command().get(0)).redirectErrorStream(true);
      } else {
        int prefix = c.command().size() - c.arguments();
        SecretArguments.Split split = SecretArguments.split(c.command().subList(prefix, c.command().size()),
            plan.redactor());
        List<String> visible = new ArrayList<>(c.command().subList(0, prefix));
        visible.addAll(split.visible());
        pb = new ProcessBuilder(visible).redirectOutput(ProcessBuilder.Redirect.INHERIT)
            .redirectError(ProcessBuilder.Redirect.INHERIT);
        split.applyTo(pb.environment());
      }
      p = pb.start();
    } catch (IOException e) {
      line(c.label() + ": cannot start " + (setup ? "sh" : c.command().get(0)) + ": " + e.getMessage());
      return ExitCode.FAILED;
    }
    Thread output = setup ? showOutput(p, plan.redactor().withSecretsIn(c.command().get(0))) : null;
    stopSwitch.register(p);  // stopped at once when the plan was stopped meanwhile
    try {
      // No time limit until Ctrl-C, which sends the command and its children SIGTERM. A stopped sweep writes
      // sweep.json and its step's results first; a setup command gets a second, then it and its children are
      // killed.
      long grace = setup ? SETUP_STOP_GRACE_MS : SWEEP_STOP_GRACE_MS;
      long stoppedAt = 0;
      while (!p.waitFor(100, TimeUnit.MILLISECONDS)) {
        if (stopSwitch.isStopped()) {
          long now = System.nanoTime();
          stoppedAt = stoppedAt == 0 ? now : stoppedAt;
          if (now - stoppedAt > TimeUnit.MILLISECONDS.toNanos(grace)) {
            StopSwitch.kill(p);
          }
        }
      }
      if (output != null) {
        output.join(2_000); // a server the setup started in the background may hold the pipe open
      }
      return p.exitValue();
    } finally {
      stopSwitch.unregister();
    }
  }

  /** Copies a setup command's output, line by line and secrets hidden, to the console. */
  private Thread showOutput(Process p, Redactor redactor) {
    Thread t = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(),
          StandardCharsets.UTF_8))) {
        for (String l = in.readLine(); l != null; l = in.readLine()) {
          err.println(redactor.text(l));
        }
      } catch (IOException e) {
        // the command is gone; what it wrote so far was shown
      }
    }, "plan-setup-output");
    t.setDaemon(true);
    t.start();
    return t;
  }

  /** The combined report of whatever the sweeps left, in this process. */
  private int report(PlanCommand c) {
    List<String> args = new ArrayList<>();
    for (int i = c.command().indexOf("report") + 1; i < c.command().size(); i++) {
      args.add(c.command().get(i));
    }
    // The databases' folders that exist (a skipped database has none), then the options (-o, --percentile).
    List<String> reportArgs = new ArrayList<>();
    List<String> options = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      if (args.get(i).startsWith("-")) {
        options.addAll(args.subList(i, i + 2));
        i++;
      } else if (Files.isDirectory(Path.of(args.get(i)))) {
        reportArgs.add(args.get(i));
      }
    }
    if (reportArgs.isEmpty()) {
      line("report: nothing was measured");
      return ExitCode.FAILED;
    }
    reportArgs.addAll(options);
    if (!stopSwitch.isStopped()) {
      line("report: " + String.join(" ", reportArgs));
      return ReportMain.run(reportArgs.toArray(new String[0]), console, err);
    }
    // After Ctrl-C this JVM is shutting down, and AWT cannot start in one that is ("Shutdown in progress"):
    // the report of what was measured is drawn by a JVM of its own. It is written whole or not at all.
    line("report (of what the interrupted plan measured): " + String.join(" ", reportArgs));
    ChildJvm jvm = ChildJvm.current();
    List<String> command = jvm.command(ReportMain.class.getName(), reportArgs);
    try {
      ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.INHERIT)
          .redirectError(ProcessBuilder.Redirect.INHERIT);
      pb.environment().remove(SecretArguments.VARIABLE);
      jvm.applyTo(pb.environment());
      Process p = pb.start();
      if (!p.waitFor(INTERRUPTED_REPORT_LIMIT_S, TimeUnit.SECONDS)) {
        StopSwitch.kill(p);
        line("report: not written (it took longer than " + INTERRUPTED_REPORT_LIMIT_S + " s after the interrupt)");
        return ExitCode.FAILED;
      }
      return p.exitValue();
    } catch (IOException e) {
      line("report: not written: cannot start a JVM for it: " + e.getMessage());
      return ExitCode.FAILED;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return ExitCode.INTERRUPTED;
    }
  }

  /** The command as printed (progress, --dry-run): secrets hidden by the plan's redactor. */
  static String shown(PlanCommand c, Redactor redactor) {
    if (c.kind() == PlanCommand.Kind.SETUP) {
      return redactor.text(c.command().get(0));
    }
    StringBuilder sb = new StringBuilder();
    for (String word : c.command()) {
      sb.append(sb.length() == 0 ? "" : " ").append(quote(redactor.argument(word)));
    }
    return sb.toString();
  }

  static String quoteWord(String word) {
    return quote(word);
  }

  private static String quote(String word) {
    if (!word.isEmpty() && word.matches("[A-Za-z0-9_@%+=:,./-]+")) {
      return word;
    }
    return "'" + word.replace("'", "'\"'\"'") + "'";
  }

  /** m:ss, or h:mm:ss from an hour on (the sweep's clock). */
  private static String clock(long ns) {
    long s = Math.max(0, ns) / 1_000_000_000L;
    return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s % 3600 / 60, s % 60)
        : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
  }

  private void line(String text) {
    err.println("[plan] " + plan.redactor().text(text));
    err.flush();
  }
}
