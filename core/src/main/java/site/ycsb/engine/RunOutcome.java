package site.ycsb.engine;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.results.ServerResult;
import site.ycsb.tool.ExitCode;

/**
 * How a phase ended: the problems to print (in order), the failures among them that make it exit 1, the client
 * threads that never came back, and the server's figures for result.json (null without server statistics).
 */
record RunOutcome(List<String> problems, List<String> failures, long stuck, ServerResult server) {

  RunOutcome {
    problems = List.copyOf(problems);
    failures = List.copyOf(failures);
  }

  /** This outcome with one more failure, printed as an error; itself when {@code failure} is null. */
  RunOutcome failedBy(String failure) {
    if (failure == null) {
      return this;
    }
    List<String> p = new ArrayList<>(problems);
    p.add(failure);
    List<String> f = new ArrayList<>(failures);
    f.add(failure);
    return new RunOutcome(p, f, stuck, server);
  }

  /**
   * result.json's status: failed on a failure; stopped by a stop other than the time limit
   * ({@code unplannedStop}) or with threads that never came back; else completed.
   */
  String status(boolean unplannedStop) {
    if (!failures.isEmpty()) {
      return "failed";
    }
    return unplannedStop || stuck > 0 ? "stopped" : "completed";
  }

  /** 0 when nothing failed and every thread came back, else 1. */
  int exitCode() {
    return failures.isEmpty() && stuck == 0 ? ExitCode.OK : ExitCode.FAILED;
  }
}
