package site.ycsb.results;

import java.util.List;
import java.util.Map;
import site.ycsb.ServerStatsSnapshot;

/**
 * Everything needed to reproduce a run: the content of {@code disclosure.json}. Secrets are redacted
 * before an instance is built.
 *
 * @param plan the plan file this run belongs to ({@code bin/ycsb plan}, property {@code plan.file}), or null
 */
public record Disclosure(String schema, int schemaVersion, String runId, Tool tool, List<String> commandLines,
    Map<String, String> properties, List<FileDigest> workloadFiles, Host clientHost, Jvm jvm, Binding binding,
    ServerStatsSnapshot server, String startTime, String endTime, PlanFile plan) {

  public static final String SCHEMA = "ycsb-disclosure";
  public static final int SCHEMA_VERSION = 1;

  /** This tool's identity. */
  public record Tool(String name, String version, String gitCommit, boolean gitDirty) {
  }

  /** The plan file of {@code bin/ycsb plan} as the plan driver wrote it for its runs: secrets hidden. */
  public record PlanFile(String path, String sha256, String text) {
  }

  /** A workload file and its SHA-256. */
  public record FileDigest(String path, String sha256) {
  }

  /** The machine the client ran on. */
  public record Host(String hostname, String os, String kernel, String arch, String cpuModel, int cpus,
      long memoryBytes) {
  }

  /**
   * The client JVM.
   *
   * @param clientThreads what the client threads were: "platform" or "virtual" ({@code threadmodel}); null in
   *     files written before the field existed
   */
  public record Jvm(String vendor, String version, String vmName, List<String> arguments, long maxHeapBytes,
      String clientThreads) {
  }

  /**
   * The binding and the libraries it ran with; jar names carry the driver versions.
   */
  public record Binding(String dbClass, String implementationVersion, List<String> libraries) {
  }
}
