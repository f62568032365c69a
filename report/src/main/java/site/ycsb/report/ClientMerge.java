package site.ycsb.report;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.report.merge.MergeWriter;
import site.ycsb.report.merge.MergedRun;
import site.ycsb.report.merge.RunMerger;

/**
 * Single runs sharing a run id and phase came from several client hosts: they are merged exactly (histograms
 * added) into one run, unless they are not parts of one run, which each keep their own row.
 */
final class ClientMerge {
  private ClientMerge() {
  }

  /** The runs, those of one run's clients merged; what was merged or kept apart, and why, goes to notes. */
  static List<LoadedRun> of(List<LoadedRun> singles, List<String> notes) {
    Map<String, List<LoadedRun>> byRun = new LinkedHashMap<>();
    for (LoadedRun r : singles) {
      byRun.computeIfAbsent(r.result().runId() + "\u0000" + r.result().phase(), k -> new ArrayList<>()).add(r);
    }
    List<LoadedRun> out = new ArrayList<>();
    for (List<LoadedRun> all : byRun.values()) {
      List<LoadedRun> group = withoutMergedClients(all, notes);
      if (group.size() == 1) {
        out.add(group.get(0));
        continue;
      }
      List<RunMerger.Part> parts = group.stream()
          .map(r -> new RunMerger.Part(r.dir(), r.result(), r.disclosure())).toList();
      List<String> mismatches = RunMerger.mismatches(parts);
      if (!mismatches.isEmpty()) {
        // Not parts of one run: one histogram of them would describe nothing, so each keeps its own row.
        notes.add("run id " + group.get(0).result().runId() + " is shared by runs that are not one run, reported "
            + "apart: " + mismatches.get(0));
        out.addAll(group);
        continue;
      }
      MergedRun m = RunMerger.merge(parts);
      String label = String.join(" + ", group.stream().map(LoadedRun::label).toList());
      notes.add("merged " + group.size() + " clients of run " + m.result().runId() + " (" + m.result().phase()
          + "): " + label);
      List<String> warnings = new ArrayList<>(); // the merge's own warnings are in the merged result's
      group.forEach(r -> warnings.addAll(r.notes()));
      LoadedRun first = group.get(0);
      out.add(new LoadedRun(null, label, m.result(), m.disclosure(), first.database(), first.workload(),
          first.step(), group.size(), warnings));
    }
    return out;
  }

  /**
   * A directory written by {@code report merge} already holds its clients: when it is given together
   * with them, only it counts, or every operation would be counted twice.
   */
  private static List<LoadedRun> withoutMergedClients(List<LoadedRun> group, List<String> notes) {
    List<LoadedRun> merged = group.stream()
        .filter(r -> r.dir() != null && Files.isRegularFile(r.dir().resolve(MergeWriter.MERGE_FILE))).toList();
    if (merged.isEmpty() || merged.size() == group.size()) {
      return group;
    }
    notes.add("run " + merged.get(0).result().runId() + ": using the merged " + String.join(", ",
        merged.stream().map(LoadedRun::label).toList()) + " and ignoring " + (group.size() - merged.size())
        + " client result(s) it already contains");
    return merged;
  }
}
