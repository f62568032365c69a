package site.ycsb.report;

import java.util.List;
import site.ycsb.sweep.SweepManifest;

/**
 * A sweep folder: its manifest and one run per step (steps that left no result keep a run without one).
 */
public record LoadedSweep(String label, SweepManifest manifest, String database, List<LoadedRun> runs) {

  public LoadedSweep {
    runs = List.copyOf(runs);
  }
}
