package site.ycsb.report;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import site.ycsb.Client;
import site.ycsb.db.MemoryDB;
import site.ycsb.engine.BenchmarkRun;
import site.ycsb.engine.ClientSlicing;
import site.ycsb.engine.StartAt;
import site.ycsb.measurements.OneMeasurementHdrHistogram;
import site.ycsb.measurements.OneMeasurementRaw;
import site.ycsb.metrics.MetricsSettings;

/**
 * What defines a run, for deciding which runs are repetitions of one another: every effective property of its
 * disclosure (the binding's class as {@code db}, the workload's, and all the rest) except those that only name or
 * place a run. Two runs whose definitions differ are not repetitions, however alike their thread count and target.
 */
final class RunDefinition {
  /**
   * The properties that only name or place a run, with why each cannot change what is measured. Thread count and
   * target are here too: the repetition key holds the run's own threads and target (result.json), whether or not
   * a property spelled them out.
   */
  static final Map<String, String> IDENTITY = identity();

  private RunDefinition() {
  }

  private static Map<String, String> identity() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put(Client.LABEL_PROPERTY, "the run's name on the status line (-l)");
    m.put(BenchmarkRun.RESULTS_DIR_PROPERTY, "where result.json and the histograms are written");
    m.put(BenchmarkRun.RUN_ID_PROPERTY, "the run's name, shared by the clients of one run so that they merge");
    m.put(ClientSlicing.INDEX_PROPERTY, "which client of a run this is; its slice is merged back");
    m.put(ClientSlicing.COUNT_PROPERTY, "how many clients a run was split into; merged back into one run");
    m.put(StartAt.PROPERTY, "the wall-clock instant the clients of a run start together");
    m.put(Client.EXPORT_FILE_PROPERTY, "where the text exporter writes");
    m.put(BenchmarkRun.PLAN_FILE_PROPERTY, "the plan file the run came from; its text is in the disclosure");
    m.put(OneMeasurementHdrHistogram.OUTPUT_PATH_PROPERTY, "where upstream's histogram log is written");
    m.put(OneMeasurementRaw.OUTPUT_FILE_PATH, "where the raw measurements are written");
    m.put(MetricsSettings.PORT_PROPERTY, "the port the metrics endpoint listens on");
    m.put(MetricsSettings.HOST_PROPERTY, "the address the metrics endpoint listens on");
    m.put(MetricsSettings.LINGER_PROPERTY, "how long the metrics endpoint stays up after the run ended");
    m.put(BenchmarkRun.METRICS_NAME_PROPERTY, "the database's name in the metrics' labels");
    m.put(BenchmarkRun.METRICS_STEP_PROPERTY, "the sweep step's number in the metrics' labels");
    m.put(BenchmarkRun.METRICS_STEPS_PROPERTY, "the sweep's number of steps in the metrics' labels");
    m.put(MemoryDB.NAME_PROPERTY, "the name of the memory binding's store inside its own JVM");
    m.put(MemoryDB.FILE_PROPERTY, "where the memory binding keeps its store between processes");
    m.put(Client.THREAD_COUNT_PROPERTY, "held in the repetition key as the threads the run had");
    m.put(Client.TARGET_PROPERTY, "held in the repetition key as the target the run had");
    return Collections.unmodifiableMap(m);
  }

  /**
   * The run's defining properties, secrets redacted as everywhere in a report (a report cannot name a difference
   * it may not show, and a credential does not change what is measured), in name order; null when the run has no
   * disclosure, so nothing is known of what defined it.
   */
  static SortedMap<String, String> of(LoadedRun run, Redaction redaction) {
    if (run == null || run.disclosure() == null || run.disclosure().properties() == null) {
      return null;
    }
    SortedMap<String, String> ret = new TreeMap<>();
    run.disclosure().properties().forEach((k, v) -> {
      if (!IDENTITY.containsKey(k)) {
        ret.put(k, redaction.property(k, v));
      }
    });
    return Collections.unmodifiableSortedMap(ret);
  }
}
