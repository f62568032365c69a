package site.ycsb.sweep;

import java.io.IOException;
import java.time.Instant;
import java.util.List;

/**
 * The sweep.json of one sweep: what never changes (its id, options, command line, start time) with what it has
 * recorded so far, written anew after every step ({@link ManifestFile}: a reader never sees half a file).
 */
final class SweepFile {
  private final SweepOptions options;
  private final String sweepId;
  private final List<String> commandLine;
  private final String startTime;

  /**
   * @param commandLine the sweep's command line, secrets hidden
   * @param startTime when the sweep started (ISO-8601)
   */
  SweepFile(SweepOptions options, String sweepId, List<String> commandLine, String startTime) {
    this.options = options;
    this.sweepId = sweepId;
    this.commandLine = List.copyOf(commandLine);
    this.startTime = startTime;
  }

  /** Starting now. */
  SweepFile(SweepOptions options, String sweepId, List<String> commandLine) {
    this(options, sweepId, commandLine, Instant.now().toString());
  }

  /** Writes the sweep as still running. */
  void running(SweepResults results) throws IOException {
    write(SweepManifest.RUNNING, null, results);
  }

  /** Writes the sweep as ended with this status, now. */
  void ended(String status, SweepResults results) throws IOException {
    write(status, Instant.now().toString(), results);
  }

  /** The manifest as it would be written now. */
  SweepManifest manifest(String status, String endTime, SweepResults results) {
    CurveAnalysis a = results.analysis();
    return new SweepManifest(SweepManifest.SCHEMA, SweepManifest.SCHEMA_VERSION, sweepId, options.binding(),
        options.dbClass(), options.workload(), options.dimension().label(), options.values(), options.repeat(), status,
        commandLine, startTime, endTime, results.load(), results.steps(), a.summary(), a.knee(), a.bestLatency(),
        options.phase().label(), options.name(), results.capacity());
  }

  private void write(String status, String endTime, SweepResults results) throws IOException {
    ManifestFile.write(options.out(), manifest(status, endTime, results));
  }
}
