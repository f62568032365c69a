package site.ycsb.results;

import java.util.List;
import java.util.Map;

/**
 * Everything one client process measured in one phase: the content of {@code result.json}.
 * Immutable; {@link #SCHEMA} and {@link #SCHEMA_VERSION} identify the format for readers.
 *
 * @param status "completed", "stopped" (maxexecutiontime or interrupted) or "failed"
 * @param operations measured operations (warm-up excluded), as the classic output counts them
 * @param throughput operations per second, as {@code [OVERALL], Throughput(ops/sec)}
 * @param dbOperations database calls with a return code, over READ/UPDATE/INSERT/SCAN/DELETE
 * @param successfulOperations database calls that returned OK
 * @param successfulThroughput successfulOperations per second
 * @param series every series by name, operation series first
 * @param warnings reasons the figures may not mean what they seem (e.g. most reads found nothing), one line
 *     each; empty when none (and for result.json files written before the field existed)
 */
public record RunResult(String schema, int schemaVersion, String runId, String phase, String status,
    List<String> problems, String label, String database, String workload, int threads, double targetOpsPerSec,
    String startTime, String endTime, long startEpochMs, long runtimeMs, long operations, double throughput,
    long dbOperations, long successfulOperations, long misses, long errors, double successfulThroughput,
    long warmupOperations, long warmupMs, Map<String, SeriesResult> series, ClientResources client,
    ServerResult server, List<String> warnings) {

  public static final String SCHEMA = "ycsb-result";
  public static final int SCHEMA_VERSION = 1;

  public RunResult {
    warnings = warnings == null ? List.of() : List.copyOf(warnings);
  }
}
