package site.ycsb.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.ClientHarness;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Real run directories for the tests: the memory and basic bindings run in-process through the client, and
 * sweep folders are laid out around them as the sweep driver's contract says ({@code sweep.json}).
 * {@code main} regenerates the committed golden fixtures under src/test/resources/fixtures.
 */
public final class Fixtures {
  static final Path WORKLOADS = Path.of("..", "workloads");
  private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private Fixtures() {
  }

  public static void main(String[] args) throws IOException {
    Path root = Path.of(args.length > 0 ? args[0] : "src/test/resources/fixtures");
    Files.createDirectories(root);
    sweep(root.resolve("sweep-memory"), "memory", "site.ycsb.db.MemoryDB", "workloada", List.of(1, 2, 4), 8,
        "read timeouts: error rate 12.5% above the 5% threshold");
    sweep(root.resolve("sweep-basic"), "basic", "site.ycsb.BasicDB", "workloada", List.of(1, 2, 4), 0, null);
    Path single = root.resolve("single");
    runDir(single.resolve("workloadb-memory"), "site.ycsb.db.MemoryDB", "workloadb", 2, "-load",
        "-p", "recordcount=200", "-p", "memory.name=single", "-p", "redis.password=hunter2",
        "-p", "mongodb.url=mongodb://admin:s3cret@localhost:27017/ycsb");
    String runId = "merge-demo-0001";
    for (int c = 0; c < 2; c++) {
      runDir(root.resolve("clients").resolve("client-" + (char) ('a' + c)), "site.ycsb.db.MemoryDB", "workloada",
          2, "-load", "-p", "recordcount=400", "-p", "insertstart=" + (c * 200), "-p", "insertcount=200",
          "-p", "run.id=" + runId, "-p", "memory.name=client-" + c);
    }
  }

  /**
   * A sweep folder: a load step, one step per thread count, and (when failAt > 0) a failed step that left no
   * result, as a step killed by its error threshold does.
   */
  static Path sweep(Path dir, String binding, String dbClass, String workload, List<Integer> threads, int failAt,
      String failReason) throws IOException {
    Files.createDirectories(dir);
    Path store = dir.resolve("store.bin");
    List<String> common = List.of("-p", "recordcount=300", "-p", "operationcount=3000",
        "-p", "memory.file=" + store, "-p", "basicdb.verbose=false");
    List<Object> steps = new ArrayList<>();
    List<Object> summary = new ArrayList<>();
    runDir(dir.resolve("load"), dbClass, workload, 2, "-load", common.toArray(new String[0]));
    int i = 1;
    Integer best = null;
    double bestP95 = Double.MAX_VALUE;
    for (int t : threads) {
      String name = String.format("step-%02d-threads-%d-rep-1", i++, t);
      RunResult r = runDir(dir.resolve(name), dbClass, workload, t, "-t", common.toArray(new String[0]));
      double p95 = p95(r);
      if (p95 < bestP95) {
        bestP95 = p95;
        best = t;
      }
      steps.add(step(t, name, "completed", null, r.throughput(), p95, r.errors() / (double) r.dbOperations()));
      summary.add(summary(t, r.throughput(), p95));
    }
    List<Integer> values = new ArrayList<>(threads);
    if (failAt > 0) {
      values.add(failAt);
      steps.add(step(failAt, String.format("step-%02d-threads-%d-rep-1", i, failAt), "failed", failReason,
          null, null, null));
    }
    Files.deleteIfExists(store);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("schema", "ycsb-sweep");
    m.put("schemaVersion", 1);
    m.put("sweepId", "sweep-" + binding + "-fixture");
    m.put("binding", binding);
    m.put("database", dbClass);
    m.put("workload", workload);
    m.put("dimension", "threads");
    m.put("values", values);
    m.put("repeat", 1);
    m.put("status", failAt > 0 ? "incomplete" : "completed");
    m.put("commandLine", List.of("bin/ycsb", "sweep", binding, "-P", "workloads/" + workload, "-threads",
        String.join(",", values.stream().map(String::valueOf).toList()), "--out", dir.getFileName().toString(),
        "--load", "-p", "db.password=hunter2"));
    m.put("startTime", "2026-11-21T12:00:00Z");
    m.put("endTime", "2026-11-21T12:01:00Z");
    m.put("load", Map.of("dir", "load", "status", "completed"));
    m.put("steps", steps);
    m.put("summary", summary);
    int last = threads.get(threads.size() - 1);
    m.put("knee", Map.of("value", last, "reason", "throughput gain below 10% while p95 grew faster"));
    m.put("bestLatency", Map.of("value", best, "p95Us", bestP95));
    Files.writeString(dir.resolve("sweep.json"), JSON.writeValueAsString(m));
    return dir;
  }

  private static Map<String, Object> step(int threads, String dir, String status, String reason, Double tput,
      Double p95, Double errorRate) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("value", threads);
    s.put("threads", threads);
    s.put("target", 0);
    s.put("repetition", 1);
    s.put("dir", dir);
    s.put("status", status);
    s.put("reason", reason);
    s.put("exitCode", "completed".equals(status) ? 0 : 1);
    s.put("elapsedMs", 1000);
    s.put("throughput", tput);
    s.put("p95Us", p95);
    s.put("errorRate", errorRate);
    return s;
  }

  private static Map<String, Object> summary(int threads, double tput, double p95) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("value", threads);
    s.put("repetitions", 1);
    s.put("completed", 1);
    s.put("throughputMedian", tput);
    s.put("throughputMin", tput);
    s.put("throughputMax", tput);
    s.put("p95UsMedian", p95);
    s.put("p95UsMin", p95);
    s.put("p95UsMax", p95);
    return s;
  }

  private static double p95(RunResult r) {
    return r.series().values().stream().filter(s -> s.returns() != null && s.latencyUs() != null)
        .mapToDouble(s -> s.latencyUs().percentiles().get("p95")).max().orElse(0);
  }

  /** Runs the client in-process into a results directory and returns what it wrote. */
  static RunResult runDir(Path dir, String dbClass, String workload, int threads, String phase, String... extra)
      throws IOException {
    List<String> args = new ArrayList<>(List.of("-db", dbClass, "-P", WORKLOADS.resolve(workload).toString(),
        "-threads", Integer.toString(threads), "-p", "results.dir=" + dir, phase));
    args.addAll(List.of(extra));
    ClientHarness.Outcome o = ClientHarness.run(args);
    if (o.exitCode() != 0) {
      throw new IOException("client failed (" + o.exitCode() + "): " + o.err());
    }
    return ResultsDirectory.readResult(dir.resolve(ResultsDirectory.RESULT_FILE));
  }
}
