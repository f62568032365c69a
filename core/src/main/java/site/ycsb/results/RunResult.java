package site.ycsb.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * Everything one client process measured in one phase: the content of {@code result.json}.
 * Immutable; {@link #SCHEMA} and {@link #SCHEMA_VERSION} identify the format for readers.
 *
 * @param status "completed" (also at maxexecutiontime, when every thread stopped in time), "stopped"
 *     (interrupted, or threads that did not stop within stop.grace) or "failed"
 * @param operations measured operations (warm-up excluded), as the classic output counts them
 * @param throughput operations per second, as {@code [OVERALL], Throughput(ops/sec)}
 * @param dbOperations database calls with a return code, over READ/UPDATE/INSERT/SCAN/DELETE
 * @param successfulOperations database calls that returned OK
 * @param successfulThroughput successfulOperations per second
 * @param threadModel how the client threads were made: "platform" or "virtual" ({@code threadmodel}); null in
 *     result.json files written before the field existed (they ran platform threads)
 * @param series every series by name, operation series first
 * @param warnings reasons the figures may not mean what they seem (e.g. most reads found nothing), one line
 *     each; empty when none (and for result.json files written before the field existed)
 * @param clientSlice which of several client processes wrote this ({@code client.index}, {@code client.count});
 *     null for a client run on its own and in a merged result
 * @param arrivals how a {@code -target} run's operations arrived ({@code arrivals}, {@code arrivalprocess}, the
 *     open loop's figures); null without a target and in result.json files written before the field existed
 * @param sizeBuckets the latencies split by value size ({@code measurement.sizebuckets}); absent from result.json
 *     (null) when the run did not ask for it
 */
public record RunResult(String schema, int schemaVersion, String runId, String phase, String status,
    List<String> problems, String label, String database, String workload, int threads, String threadModel,
    double targetOpsPerSec, String startTime, String endTime, long startEpochMs, long runtimeMs, long operations,
    double throughput, long dbOperations, long successfulOperations, long misses, long errors,
    double successfulThroughput, long warmupOperations, long warmupMs, Map<String, SeriesResult> series,
    ClientResources client, ServerResult server, List<String> warnings, ClientSlice clientSlice,
    ArrivalsResult arrivals, @JsonInclude(JsonInclude.Include.NON_NULL) SizeBucketsResult sizeBuckets) {

  public static final String SCHEMA = "ycsb-result";
  public static final int SCHEMA_VERSION = 1;

  public RunResult {
    warnings = warnings == null ? List.of() : List.copyOf(warnings);
  }

  /** A result without {@code sizeBuckets}, as every run writes that does not split by value size. */
  public RunResult(String schema, int schemaVersion, String runId, String phase, String status,
      List<String> problems, String label, String database, String workload, int threads, String threadModel,
      double targetOpsPerSec, String startTime, String endTime, long startEpochMs, long runtimeMs, long operations,
      double throughput, long dbOperations, long successfulOperations, long misses, long errors,
      double successfulThroughput, long warmupOperations, long warmupMs, Map<String, SeriesResult> series,
      ClientResources client, ServerResult server, List<String> warnings, ClientSlice clientSlice,
      ArrivalsResult arrivals) {
    this(schema, schemaVersion, runId, phase, status, problems, label, database, workload, threads, threadModel,
        targetOpsPerSec, startTime, endTime, startEpochMs, runtimeMs, operations, throughput, dbOperations,
        successfulOperations, misses, errors, successfulThroughput, warmupOperations, warmupMs, series, client,
        server, warnings, clientSlice, arrivals, null);
  }

  /** A result without {@code arrivals}, as written before the field existed. */
  public RunResult(String schema, int schemaVersion, String runId, String phase, String status,
      List<String> problems, String label, String database, String workload, int threads, String threadModel,
      double targetOpsPerSec, String startTime, String endTime, long startEpochMs, long runtimeMs, long operations,
      double throughput, long dbOperations, long successfulOperations, long misses, long errors,
      double successfulThroughput, long warmupOperations, long warmupMs, Map<String, SeriesResult> series,
      ClientResources client, ServerResult server, List<String> warnings, ClientSlice clientSlice) {
    this(schema, schemaVersion, runId, phase, status, problems, label, database, workload, threads, threadModel,
        targetOpsPerSec, startTime, endTime, startEpochMs, runtimeMs, operations, throughput, dbOperations,
        successfulOperations, misses, errors, successfulThroughput, warmupOperations, warmupMs, series, client,
        server, warnings, clientSlice, null);
  }

  /** A builder: the record has too many fields to be built by position. Schema and version are preset. */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link RunResult} field by field; unset fields are 0, null or empty. */
  public static final class Builder {
    private String schema = SCHEMA;
    private int schemaVersion = SCHEMA_VERSION;
    private String runId;
    private String phase;
    private String status;
    private List<String> problems;
    private String label;
    private String database;
    private String workload;
    private int threads;
    private String threadModel;
    private double targetOpsPerSec;
    private String startTime;
    private String endTime;
    private long startEpochMs;
    private long runtimeMs;
    private long operations;
    private double throughput;
    private long dbOperations;
    private long successfulOperations;
    private long misses;
    private long errors;
    private double successfulThroughput;
    private long warmupOperations;
    private long warmupMs;
    private Map<String, SeriesResult> series;
    private ClientResources client;
    private ServerResult server;
    private List<String> warnings;
    private ClientSlice clientSlice;
    private ArrivalsResult arrivals;
    private SizeBucketsResult sizeBuckets;

    private Builder() {
    }

    public Builder schema(String value) {
      this.schema = value;
      return this;
    }

    public Builder schemaVersion(int value) {
      this.schemaVersion = value;
      return this;
    }

    public Builder runId(String value) {
      this.runId = value;
      return this;
    }

    public Builder phase(String value) {
      this.phase = value;
      return this;
    }

    public Builder status(String value) {
      this.status = value;
      return this;
    }

    public Builder problems(List<String> value) {
      this.problems = value;
      return this;
    }

    public Builder label(String value) {
      this.label = value;
      return this;
    }

    public Builder database(String value) {
      this.database = value;
      return this;
    }

    public Builder workload(String value) {
      this.workload = value;
      return this;
    }

    public Builder threads(int value) {
      this.threads = value;
      return this;
    }

    public Builder threadModel(String value) {
      this.threadModel = value;
      return this;
    }

    public Builder targetOpsPerSec(double value) {
      this.targetOpsPerSec = value;
      return this;
    }

    public Builder startTime(String value) {
      this.startTime = value;
      return this;
    }

    public Builder endTime(String value) {
      this.endTime = value;
      return this;
    }

    public Builder startEpochMs(long value) {
      this.startEpochMs = value;
      return this;
    }

    public Builder runtimeMs(long value) {
      this.runtimeMs = value;
      return this;
    }

    public Builder operations(long value) {
      this.operations = value;
      return this;
    }

    public Builder throughput(double value) {
      this.throughput = value;
      return this;
    }

    public Builder dbOperations(long value) {
      this.dbOperations = value;
      return this;
    }

    public Builder successfulOperations(long value) {
      this.successfulOperations = value;
      return this;
    }

    public Builder misses(long value) {
      this.misses = value;
      return this;
    }

    public Builder errors(long value) {
      this.errors = value;
      return this;
    }

    public Builder successfulThroughput(double value) {
      this.successfulThroughput = value;
      return this;
    }

    public Builder warmupOperations(long value) {
      this.warmupOperations = value;
      return this;
    }

    public Builder warmupMs(long value) {
      this.warmupMs = value;
      return this;
    }

    public Builder series(Map<String, SeriesResult> value) {
      this.series = value;
      return this;
    }

    public Builder client(ClientResources value) {
      this.client = value;
      return this;
    }

    public Builder server(ServerResult value) {
      this.server = value;
      return this;
    }

    public Builder warnings(List<String> value) {
      this.warnings = value;
      return this;
    }

    public Builder clientSlice(ClientSlice value) {
      this.clientSlice = value;
      return this;
    }

    public Builder arrivals(ArrivalsResult value) {
      this.arrivals = value;
      return this;
    }

    public Builder sizeBuckets(SizeBucketsResult value) {
      this.sizeBuckets = value;
      return this;
    }

    public RunResult build() {
      return new RunResult(schema, schemaVersion, runId, phase, status, problems, label, database, workload,
          threads, threadModel, targetOpsPerSec, startTime, endTime, startEpochMs, runtimeMs, operations, throughput,
          dbOperations, successfulOperations, misses, errors, successfulThroughput, warmupOperations, warmupMs,
          series, client, server, warnings, clientSlice, arrivals, sizeBuckets);
    }
  }
}
