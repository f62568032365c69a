package site.ycsb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import site.ycsb.workloads.DataSetSizes;

/**
 * What records the memory-per-record figures are of, when a run used value sizes or key lengths other than
 * upstream's: bytes per record compare databases only when they hold records of the same sizes, so the report says
 * the sizes and their means beside them. Runs with upstream's sizes get no note.
 */
final class RecordSizeNotes {
  private RecordSizeNotes() {
  }

  /** One note per footprint run whose properties set keyed value sizes or key lengths. */
  static List<String> of(List<StepRow> footprintRows, Map<String, LoadedRun> byLabel) {
    List<String> notes = new ArrayList<>();
    for (StepRow row : footprintRows) {
      LoadedRun run = byLabel.get(row.run());
      if (run == null || run.disclosure() == null || run.disclosure().properties() == null) {
        continue;
      }
      DataSetSizes.of(run.disclosure().properties()).ifPresent(sizes -> notes.add("Memory per record of "
          + row.database() + " (run " + row.run() + ") is of records with " + sizes.describe()
          + ": compare bytes per record only between databases holding the same sizes."));
    }
    return notes;
  }
}
