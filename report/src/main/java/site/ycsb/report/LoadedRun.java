package site.ycsb.report;

import java.nio.file.Path;
import java.util.List;
import site.ycsb.results.Disclosure;
import site.ycsb.results.RunResult;

/**
 * One run as the report sees it: its result (null when a sweep step left none), its disclosure
 * (null when missing), the names it is grouped under, and where it came from.
 *
 * @param dir the run directory (null for a sweep step that left none, or a merged run)
 * @param label a stable, human-readable location, e.g. {@code sweep-redis/step-01-threads-8-rep-1}
 * @param clients how many client processes were merged into this run (1 for a plain run)
 * @param notes warnings attached while loading or merging
 */
public record LoadedRun(Path dir, String label, RunResult result, Disclosure disclosure, String database,
    String workload, StepContext step, int clients, List<String> notes) {

  public LoadedRun {
    notes = List.copyOf(notes);
  }

  public boolean hasResult() {
    return result != null;
  }

  public int threads() {
    return result != null ? result.threads() : step.threads();
  }
}
