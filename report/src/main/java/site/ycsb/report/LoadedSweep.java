package site.ycsb.report;

import java.util.List;
import java.util.Map;
import site.ycsb.sweep.SweepManifest;

/**
 * A sweep folder: its manifest and one run per step (steps that left no result keep a run without one).
 *
 * @param capacityExtras fields of sweep.json's {@code capacitySearch} that this version's {@link
 *     site.ycsb.sweep.CapacityRecord} does not map (its arrival model, a self-check flag), as text; empty when none
 */
public record LoadedSweep(String label, SweepManifest manifest, String database, List<LoadedRun> runs,
    Map<String, String> capacityExtras) {

  public LoadedSweep {
    runs = List.copyOf(runs);
    capacityExtras = capacityExtras == null ? Map.of() : Map.copyOf(capacityExtras);
  }

  public LoadedSweep(String label, SweepManifest manifest, String database, List<LoadedRun> runs) {
    this(label, manifest, database, runs, Map.of());
  }
}
