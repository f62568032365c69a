package site.ycsb.engine;

import java.io.PrintStream;
import java.util.List;
import site.ycsb.Client;
import site.ycsb.ErrorText;
import site.ycsb.Redactor;
import site.ycsb.tool.ExitCode;

/**
 * The last lines of a phase, where they are seen: its warnings (those not also problems), then its problems
 * (errors, or the stop), secrets hidden; and its exit code.
 */
final class ConsoleVerdict {
  private final PrintStream err;
  private final Redactor redactor;

  ConsoleVerdict(PrintStream err, Redactor redactor) {
    this.err = err;
    this.redactor = redactor;
  }

  /** Prints the lines (and, with debugging on, the traces of the coordinator's causes); returns the exit code. */
  int print(List<String> warnings, RunOutcome outcome, RunCoordinator coordinator) {
    for (String warning : warnings) {
      if (!outcome.problems().contains(warning)) {
        err.println("ycsb: warning: " + redactor.text(warning));
      }
    }
    for (String problem : outcome.problems()) {
      err.println("ycsb: " + (problem.startsWith("stopped") ? "" : "error: ") + redactor.text(problem));
    }
    Client.printDebugTraces(err, coordinator.causes());
    int code = outcome.exitCode();
    // A client stopped by bad input met during the run (a malformed trace line) is bad input, as at the start.
    if (code == ExitCode.FAILED && coordinator.causes().stream().anyMatch(c -> ErrorText.propertyError(c) != null)) {
      return ExitCode.BAD_INPUT;
    }
    return code;
  }
}
