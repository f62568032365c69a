package site.ycsb.report.merge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.report.io.Json;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.SeriesResult;

/**
 * Writes a merged run as an ordinary results directory ({@code result.json}, {@code disclosure.json},
 * {@code hdr/*.hdr}) plus {@code merge.json} naming the merged client directories and the warnings, so
 * that a merged run flows into sweeps and reports like any other.
 */
public final class MergeWriter {
  public static final String MERGE_FILE = "merge.json";

  private MergeWriter() {
  }

  public static void write(MergedRun run, Path dir) throws IOException {
    ResultsDirectory out = new ResultsDirectory(dir);
    out.create();
    out.writeResult(run.result());
    if (run.disclosure() != null) {
      out.writeDisclosure(run.disclosure());
    }
    int intervals = 0;
    for (Map.Entry<String, SeriesResult> e : run.result().series().entrySet()) {
      String log = e.getValue().intervalLog();
      if (log == null) {
        continue;
      }
      List<Path> logs = new ArrayList<>();
      for (Path source : run.sources()) {
        logs.add(source.resolve(log));
      }
      intervals += IntervalLogMerger.merge(logs, e.getKey(), dir.resolve(log));
    }
    Map<String, Object> manifest = new LinkedHashMap<>();
    manifest.put("schema", "ycsb-merge");
    manifest.put("schemaVersion", 1);
    manifest.put("runId", run.result().runId());
    manifest.put("clients", run.sources().size());
    manifest.put("sources", run.sources().stream().map(p -> p.toAbsolutePath().normalize().toString()).toList());
    manifest.put("intervals", intervals);
    manifest.put("warnings", run.warnings());
    Files.writeString(dir.resolve(MERGE_FILE), Json.PRETTY.writeValueAsString(manifest) + "\n", StandardCharsets.UTF_8);
  }
}
