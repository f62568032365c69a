package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.engine.BenchmarkRun;
import site.ycsb.engine.ClientArgs;
import site.ycsb.results.Disclosure;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Whole client runs in this JVM over the memory binding. */
class ClientEndToEndTest {
  private static final String MEMORY = "site.ycsb.db.MemoryDB";

  @TempDir
  Path tmp;

  private static List<String> args(String store, String phase, String... extra) {
    List<String> a = new ArrayList<>(List.of("-db", MEMORY, phase, "-p", "memory.name=" + store));
    a.addAll(List.of(extra));
    return a;
  }

  private static ClientHarness.Outcome ok(List<String> args) {
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as("exit code; stderr:%n%s", o.err()).isZero();
    assertThat(o.errorLines()).as(o.err()).isEmpty();
    return o;
  }

  private static long hdrLogCount(Path file) throws Exception {
    long total = 0;
    HistogramLogReader reader = new HistogramLogReader(file.toFile());
    try {
      EncodableHistogram h;
      while ((h = reader.nextIntervalHistogram()) != null) {
        total += ((AbstractHistogram) h).getTotalCount();
      }
    } finally {
      reader.close();
    }
    return total;
  }

  @Test
  void loadThenRunWithDataIntegrityResultsDirectoryAndNoLeakedSecrets() throws Exception {
    String store = "e2e-integrity";
    ClientHarness.Outcome load = ok(args(store, "-load", "-p", "recordcount=1000", "-p", "dataintegrity=true",
        "-threads", "4", "-p", "redis.password=hunter2", "-p", "mongodb.url=mongodb://u:s3cret@h/db"));
    assertThat(load.count("INSERT", "Operations")).isEqualTo(1000);
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(1000);

    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ok(args(store, "-t", "-p", "recordcount=1000", "-p", "operationcount=2000",
        "-p", "dataintegrity=true", "-p", "readproportion=0.5", "-p", "updateproportion=0.5",
        "-p", "requestdistribution=zipfian", "-threads", "4", "-p", "results.dir=" + dir,
        "-p", "redis.password=hunter2", "-p", "mongodb.url=mongodb://u:s3cret@h/db"));

    long reads = run.count("READ", "Return=OK");
    long updates = run.count("UPDATE", "Return=OK");
    assertThat(reads).isPositive();
    assertThat(updates).isPositive();
    assertThat(reads + updates).isEqualTo(2000);
    assertThat(run.count("READ", "Operations")).isEqualTo(reads);
    assertThat(run.count("VERIFY", "Return=OK")).isEqualTo(reads);
    assertThat(run.out()).doesNotContain("UNEXPECTED_STATE").doesNotContain("Return=ERROR")
        .doesNotContain("Return=NOT_FOUND");
    assertThat(run.metricNames()).startsWith("OVERALL").contains("READ", "UPDATE", "VERIFY", "CLEANUP");

    // result.json
    Path resultFile = dir.resolve("result.json");
    RunResult r = ResultsDirectory.readResult(resultFile);
    assertThat(r.schema()).isEqualTo("ycsb-result");
    assertThat(r.schemaVersion()).isEqualTo(1);
    assertThat(r.phase()).isEqualTo("run");
    assertThat(r.status()).isEqualTo("completed");
    assertThat(r.problems()).isEmpty();
    assertThat(r.database()).isEqualTo(MEMORY);
    assertThat(r.threads()).isEqualTo(4);
    assertThat(r.operations()).isEqualTo(2000);
    assertThat(r.dbOperations()).isEqualTo(2000);
    assertThat(r.successfulOperations()).isEqualTo(2000);
    assertThat(r.misses()).isZero();
    assertThat(r.errors()).isZero();
    assertThat(r.warmupOperations()).isZero();
    assertThat(r.throughput()).isPositive();
    assertThat(r.runtimeMs()).isEqualTo(Long.parseLong(run.metric("OVERALL", "RunTime(ms)")));
    SeriesResult read = r.series().get("READ");
    assertThat(read.returns()).containsExactly(Map.entry("OK", reads));
    assertThat(read.hits()).isEqualTo(reads);
    assertThat(read.misses()).isZero();
    assertThat(read.errors()).isZero();
    assertThat(read.count()).isEqualTo(reads);
    assertThat(read.latencyUs().percentiles()).containsKeys("p50", "p95", "p99", "p99.9");
    assertThat(read.latencyUs().max()).isGreaterThanOrEqualTo(read.latencyUs().percentiles().get("p50"));
    assertThat(RunResultBuilder.decode(read.histogram()).getTotalCount()).isEqualTo(reads);
    assertThat(read.intervalLog()).isEqualTo("hdr/READ.hdr");
    assertThat(r.series().get("UPDATE").hits()).isEqualTo(updates);
    assertThat(r.series().get("VERIFY").returns()).containsExactly(Map.entry("OK", reads));
    assertThat(r.server()).isNotNull();
    assertThat(r.server().after().records()).isEqualTo(1000L);
    // One valid JSON document, readable without our record types too.
    JsonNode json = JsonMapper.builder().build().readTree(Files.readString(resultFile));
    assertThat(json.get("schema").asString()).isEqualTo("ycsb-result");
    assertThat(json.get("operations").asLong()).isEqualTo(2000);

    // hdr/READ.hdr: a standard interval log with every read in it
    Path hdr = dir.resolve("hdr").resolve("READ.hdr");
    assertThat(hdr).exists();
    assertThat(hdrLogCount(hdr)).isEqualTo(reads);
    assertThat(hdrLogCount(dir.resolve("hdr").resolve("UPDATE.hdr"))).isEqualTo(updates);

    // disclosure.json: every property, secrets masked
    Path disclosureFile = dir.resolve("disclosure.json");
    Disclosure d = ResultsDirectory.readDisclosure(disclosureFile);
    assertThat(d.schema()).isEqualTo("ycsb-disclosure");
    assertThat(d.runId()).isEqualTo(r.runId());
    assertThat(d.properties()).containsEntry("operationcount", "2000").containsEntry("memory.name", store)
        .containsEntry("redis.password", Redactor.MASK)
        .containsEntry("mongodb.url", "mongodb://u:" + Redactor.MASK + "@h/db");
    assertThat(d.binding().dbClass()).isEqualTo(MEMORY);
    assertThat(d.commandLines()).isNotEmpty();

    for (String secret : List.of("hunter2", "s3cret")) {
      assertThat(Files.readString(resultFile, StandardCharsets.UTF_8)).doesNotContain(secret);
      assertThat(Files.readString(disclosureFile, StandardCharsets.UTF_8)).doesNotContain(secret);
      assertThat(run.out()).doesNotContain(secret);
      assertThat(run.err()).doesNotContain(secret);
      assertThat(load.out()).doesNotContain(secret);
      assertThat(load.err()).doesNotContain(secret);
    }
    assertThat(dir.resolve("result.json.tmp")).doesNotExist();
  }

  @Test
  void loadPhaseResults() throws Exception {
    Path dir = tmp.resolve("load");
    ClientHarness.Outcome o = ok(args("e2e-load-results", "-load", "-threads", "3", "-p", "recordcount=300",
        "-p", "results.dir=" + dir));
    assertThat(o.count("INSERT", "Operations")).isEqualTo(300);
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.phase()).isEqualTo("load");
    assertThat(r.status()).isEqualTo("completed");
    assertThat(r.operations()).isEqualTo(300);
    assertThat(r.dbOperations()).isEqualTo(300);
    assertThat(r.successfulOperations()).isEqualTo(300);
    assertThat(r.series().get("INSERT").hits()).isEqualTo(300);
    assertThat(r.server().after().records()).isEqualTo(300L);
    assertThat(hdrLogCount(dir.resolve("hdr").resolve("INSERT.hdr"))).isEqualTo(300);
  }

  @Test
  void readModifyWriteUnderDataIntegrity() {
    String store = "e2e-rmw";
    ok(args(store, "-load", "-p", "recordcount=100", "-p", "dataintegrity=true"));
    ClientHarness.Outcome o = ok(args(store, "-t", "-threads", "2", "-p", "recordcount=100",
        "-p", "operationcount=400", "-p", "dataintegrity=true", "-p", "readproportion=0", "-p", "updateproportion=0",
        "-p", "readmodifywriteproportion=1"));
    assertThat(o.count("READ-MODIFY-WRITE", "Operations")).isEqualTo(400);
    assertThat(o.count("READ", "Return=OK")).isEqualTo(400);
    assertThat(o.count("UPDATE", "Return=OK")).isEqualTo(400);
    assertThat(o.count("VERIFY", "Return=OK")).isEqualTo(400);
    assertThat(o.out()).doesNotContain("UNEXPECTED_STATE").doesNotContain("Return=ERROR");
  }

  @Test
  void concurrentInsertsAndReadsOfTheLatestKeysNeverReadAMissingRecord() {
    String store = "e2e-latest";
    ok(args(store, "-load", "-p", "recordcount=100", "-p", "dataintegrity=true"));
    ClientHarness.Outcome o = ok(args(store, "-t", "-threads", "4", "-p", "recordcount=100",
        "-p", "operationcount=4000", "-p", "dataintegrity=true", "-p", "readproportion=0.5",
        "-p", "updateproportion=0", "-p", "insertproportion=0.5", "-p", "requestdistribution=latest"));
    long reads = o.count("READ", "Return=OK");
    long inserts = o.count("INSERT", "Return=OK");
    assertThat(reads + inserts).isEqualTo(4000);
    assertThat(o.metric("READ", "Return=NOT_FOUND")).isNull();
    assertThat(o.count("VERIFY", "Return=OK")).isEqualTo(reads);
    assertThat(o.out()).doesNotContain("UNEXPECTED_STATE").doesNotContain("[VERIFY], Return=ERROR");
  }

  @Test
  void readsOfAnEmptyStoreAreMissesNotErrors() throws Exception {
    Path dir = tmp.resolve("misses");
    ClientHarness.Outcome o = ok(args("e2e-empty", "-t", "-p", "recordcount=100", "-p", "operationcount=200",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "results.dir=" + dir));
    assertThat(o.count("READ", "Return=NOT_FOUND")).isEqualTo(200);
    assertThat(o.metric("READ", "Return=OK")).isNull();
    assertThat(o.count("READ-FAILED", "Operations")).isEqualTo(200);
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.operations()).isEqualTo(200);
    assertThat(r.dbOperations()).isEqualTo(200);
    assertThat(r.misses()).isEqualTo(200);
    assertThat(r.errors()).isZero();
    assertThat(r.successfulOperations()).isZero();
    assertThat(r.successfulThroughput()).isZero();
    assertThat(r.status()).isEqualTo("completed");
    SeriesResult read = r.series().get("READ");
    assertThat(read.misses()).isEqualTo(200);
    assertThat(read.hits()).isZero();
    assertThat(read.errors()).isZero();
  }

  @Test
  void readMissesGetTheirOwnSeriesWithReportLatencyForEachError() {
    ClientHarness.Outcome o = ok(args("e2e-empty2", "-t", "-p", "recordcount=100", "-p", "operationcount=50",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "reportlatencyforeacherror=true"));
    assertThat(o.count("READ-NOT_FOUND", "Operations")).isEqualTo(50);
    assertThat(o.metricNames()).doesNotContain("READ-FAILED");
  }

  @Test
  void warmUpOperationsAreNotMeasured() throws Exception {
    String store = "e2e-warmup";
    ok(args(store, "-load", "-p", "recordcount=100"));
    Path dir = tmp.resolve("warmup");
    ClientHarness.Outcome o = ok(args(store, "-t", "-p", "recordcount=100", "-p", "operationcount=1000",
        "-p", "warmup.ops=500", "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "results.dir=" + dir));
    assertThat(o.count("READ", "Operations")).isEqualTo(1000);
    assertThat(o.count("READ", "Return=OK")).isEqualTo(1000);
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.operations()).isEqualTo(1000);
    assertThat(r.dbOperations()).isEqualTo(1000);
    assertThat(r.warmupOperations()).isEqualTo(500);
    assertThat(hdrLogCount(dir.resolve("hdr").resolve("READ.hdr"))).isEqualTo(1000);
  }

  @Test
  void warmUpWithSeveralThreadsStillMeasuresExactlyTheOperationCount() throws Exception {
    String store = "e2e-warmup4";
    ok(args(store, "-load", "-p", "recordcount=100"));
    Path dir = tmp.resolve("warmup4");
    // Repeated: an operation a thread began just as another ended the warm-up was once measured too.
    for (int i = 0; i < 5; i++) {
      ClientHarness.Outcome o = ok(args(store, "-t", "-threads", "8", "-p", "recordcount=100",
          "-p", "operationcount=1000", "-p", "warmup.ops=5000", "-p", "results.dir=" + dir));
      RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
      assertThat(r.operations()).isEqualTo(1000);
      assertThat(r.warmupOperations()).isGreaterThanOrEqualTo(5000);
      assertThat(Math.max(0, o.count("READ", "Operations")) + Math.max(0, o.count("UPDATE", "Operations")))
          .isEqualTo(1000);
      assertThat(Math.max(0, o.count("READ", "Return=OK")) + Math.max(0, o.count("UPDATE", "Return=OK")))
          .isEqualTo(1000);
    }
  }

  @Test
  void aWarmUpRunsAtTheTargetRateOnTheScheduleTheMeasuredOperationsContinue() throws Exception {
    String store = "e2e-warmup-target";
    ok(args(store, "-load", "-p", "recordcount=100"));
    Path dir = tmp.resolve("warmup-target");
    // 2,000 ops/s for a 1 s warm-up: about 2,000 warm-up operations, not the hundreds of thousands of an
    // unthrottled one.
    ok(args(store, "-t", "-threads", "2", "-target", "2000", "-p", "recordcount=100", "-p", "operationcount=1000",
        "-p", "warmup.time=1", "-p", "results.dir=" + dir));
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.operations()).isEqualTo(1000);
    assertThat(r.warmupOperations()).isBetween(1_000L, 3_000L);
  }

  @Test
  void aBacklogTheWarmUpLeavesIsNotCarriedIntoTheMeasuredRun() throws Exception {
    Path dir = tmp.resolve("warmup-backlog");
    // 2 threads at 1,000 ops/s each, whose first 50 operations take 10 ms: when the warm-up ends (100 operations)
    // each thread is about 450 ms behind its schedule. Carried over, the first measured operations' response times
    // would count from slots up to 450 ms gone.
    ClientHarness.Outcome o = ClientHarness.run("-db", TestDBs.SlowStartDB.class.getName(), "-t", "-threads", "2",
        "-target", "2000", "-p", "recordcount=100", "-p", "operationcount=2000", "-p", "warmup.ops=100",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.arrivals().warmupBacklogMs()).isBetween(300.0, 600.0);
    assertThat(r.series().get("Intended-READ").latencyUs().max()).isLessThan(100_000);
    assertThat(r.arrivals().maxLagMs()).isLessThan(100);
    assertThat(r.operations()).isEqualTo(2000);
  }

  @Test
  void aRunWithoutWarmUpHasNoBacklogToLeaveOut() throws Exception {
    Path dir = tmp.resolve("no-warmup-backlog");
    // The same slow start, measured: its backlog is the run's own and stays in its response times.
    ClientHarness.Outcome o = ClientHarness.run("-db", TestDBs.SlowStartDB.class.getName(), "-t", "-threads", "2",
        "-target", "2000", "-p", "recordcount=100", "-p", "operationcount=2000", "-p", "readproportion=1",
        "-p", "updateproportion=0", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.arrivals().warmupBacklogMs()).isZero();
    assertThat(r.series().get("Intended-READ").latencyUs().max()).isGreaterThan(300_000);
    assertThat(r.arrivals().maxLagMs()).isGreaterThan(300);
  }

  @Test
  void maxExecutionTimeEndsAnUnlimitedRunAsComplete() throws Exception {
    Path dir = tmp.resolve("stopped");
    long start = System.nanoTime();
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.BasicDB", "-t", "-p", "basicdb.verbose=false",
        "-p", "basicdb.simulatedelay=20", "-p", "basicdb.randomizedelay=false", "-p", "recordcount=100",
        "-p", "operationcount=0", "-p", "maxexecutiontime=1", "-p", "results.dir=" + dir);
    double seconds = (System.nanoTime() - start) / 1e9;
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(seconds).isBetween(0.9, 4.0);
    assertThat(o.metric("OVERALL", "RunTime(ms)")).isNotNull();
    long runtime = Long.parseLong(o.metric("OVERALL", "RunTime(ms)"));
    assertThat(runtime).isBetween(900L, 4000L);
    // Its planned end, as upstream's users bound runs: a complete run, which reports and sweeps chart.
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.status()).isEqualTo("completed");
    assertThat(r.problems()).isEmpty();
    assertThat(o.err()).contains("Maximum execution time of 1 s elapsed; stopping the client threads.")
        .doesNotContain("ycsb: stopped");
    assertThat(r.operations()).isPositive();
    assertThat(dir.resolve("disclosure.json")).exists();
  }

  @Test
  void aRunThatEndsInsideItsWarmUpFailsSayingNothingWasMeasured() throws Exception {
    Path dir = tmp.resolve("warm-only");
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.BasicDB", "-t", "-p", "basicdb.verbose=false",
        "-p", "recordcount=100", "-p", "operationcount=0", "-p", "warmup.ops=1000000000000",
        "-p", "maxexecutiontime=1", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isEqualTo(1);
    assertThat(o.errorLines()).anySatisfy(line -> assertThat(line).contains("nothing was measured")
        .contains("warmup.ops=1000000000000").contains("maxexecutiontime reached"));
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.status()).isEqualTo("failed");
    assertThat(r.operations()).isZero();
    assertThat(r.warmupOperations()).isPositive();
  }

  @Test
  void targetRateWithBothIntervalsGivesIntendedSeries() {
    String store = "e2e-target";
    ok(args(store, "-load", "-p", "recordcount=50"));
    long start = System.nanoTime();
    ClientHarness.Outcome o = ok(args(store, "-t", "-target", "1000", "-p", "recordcount=50",
        "-p", "operationcount=300", "-p", "measurement.interval=both", "-p", "readproportion=1",
        "-p", "updateproportion=0"));
    double seconds = (System.nanoTime() - start) / 1e9;
    // 300 operations at 1000/s take about 0.3 s; unthrottled they take a few ms.
    assertThat(seconds).isGreaterThan(0.25);
    assertThat(o.count("READ", "Operations")).isEqualTo(300);
    assertThat(o.count("Intended-READ", "Operations")).isEqualTo(300);
    List<String> names = o.metricNames();
    assertThat(names.indexOf("Intended-READ")).isGreaterThan(names.indexOf("READ"));
  }

  @Test
  void intendedIntervalOnlyThroughTheClient() {
    ClientHarness.Outcome o = ok(args("e2e-intended", "-t", "-p", "recordcount=10", "-p", "operationcount=20",
        "-p", "measurement.interval=intended", "-p", "readproportion=1", "-p", "updateproportion=0"));
    assertThat(o.count("READ", "Operations")).isZero();
    assertThat(o.count("READ", "Return=NOT_FOUND")).isEqualTo(20);
    assertThat(o.metricNames()).contains("Intended-READ-FAILED");
  }

  @Test
  void measurementTypesThroughTheClient() throws Exception {
    String store = "e2e-types";
    ok(args(store, "-load", "-p", "recordcount=20"));
    String[] common = {"-p", "recordcount=20", "-p", "operationcount=50", "-p", "readproportion=1",
        "-p", "updateproportion=0"};

    ClientHarness.Outcome histogram = ok(with(args(store, "-t", "-p", "measurementtype=histogram"), common));
    assertThat(histogram.measurementsOf("READ")).containsExactly("Operations", "AverageLatency(us)",
        "LatencyVariance(us)", "MinLatency(us)", "MaxLatency(us)", "95thPercentileLatency(us)",
        "99thPercentileLatency(us)", "Return=OK");

    ClientHarness.Outcome timeseries = ok(with(args(store, "-t", "-p", "measurementtype=timeseries"), common));
    assertThat(timeseries.measurementsOf("READ").subList(0, 5)).containsExactly("Operations",
        "AverageLatency(us)", "MinLatency(us)", "MaxLatency(us)", "Return=OK");

    Path raw = tmp.resolve("raw.txt");
    ClientHarness.Outcome rawRun = ok(with(args(store, "-t", "-p", "measurementtype=raw",
        "-p", "measurement.raw.output_file=" + raw), common));
    assertThat(rawRun.count("READ", "Total Operations")).isEqualTo(50);
    assertThat(Files.readAllLines(raw)).contains("READ latency raw data: op, timestamp(ms), latency(us)");

    ClientHarness.Outcome both = ok(with(args(store, "-t", "-p", "measurementtype=hdrhistogram+histogram"),
        common));
    assertThat(both.metricNames()).contains("HdrREAD", "BucketREAD").doesNotContain("READ");
    assertThat(both.count("HdrREAD", "Operations")).isEqualTo(50);
    assertThat(both.count("BucketREAD", "Operations")).isEqualTo(50);
    assertThat(both.count("HdrREAD", "Return=OK")).isEqualTo(50);
  }

  @Test
  void jsonArrayExporterToAnExportFile() throws Exception {
    Path file = tmp.resolve("export.json");
    ClientHarness.Outcome o = ok(args("e2e-export", "-t", "-p", "recordcount=10", "-p", "operationcount=10",
        "-p", "exporter=site.ycsb.measurements.exporter.JSONArrayMeasurementsExporter",
        "-p", "exportfile=" + file));
    assertThat(o.out()).doesNotContain("[OVERALL]");
    JsonNode root = JsonMapper.builder().build().readTree(Files.readString(file));
    assertThat(root.isArray()).isTrue();
    assertThat(root.get(0).get("metric").asString()).isEqualTo("OVERALL");
    assertThat(root.get(0).get("measurement").asString()).isEqualTo("RunTime(ms)");
    boolean sawReads = false;
    for (JsonNode n : root) {
      if (n.get("metric").asString().equals("READ") && n.get("measurement").asString().equals("Return=NOT_FOUND")) {
        sawReads = n.get("value").asLong() > 0;
      }
    }
    assertThat(sawReads).as("READ NOT_FOUND count in %s", root).isTrue();
  }

  @Test
  void textOutputStartsWithTheOverallLines() {
    ClientHarness.Outcome o = ok(args("e2e-text", "-t", "-p", "recordcount=10", "-p", "operationcount=10"));
    List<String> lines = o.outLines();
    assertThat(lines.get(0)).matches("\\[OVERALL\\], RunTime\\(ms\\), \\d+");
    assertThat(lines.get(1)).matches("\\[OVERALL\\], Throughput\\(ops/sec\\), \\d+\\.\\d+(E-?\\d+)?");
    assertThat(lines).anyMatch(l -> l.matches("\\[TOTAL_GCs\\], Count, \\d+"));
    assertThat(lines).anyMatch(l -> l.matches("\\[TOTAL_GC_TIME\\], Time\\(ms\\), \\d+"));
    assertThat(lines).anyMatch(l -> l.matches("\\[TOTAL_GC_TIME_%\\], Time\\(%\\), \\d+\\.\\d+(E-?\\d+)?"));
    assertThat(lines).anyMatch(l -> l.matches("\\[CLEANUP\\], Operations, 1"));
    assertThat(lines).allMatch(l -> l.matches("\\[[^\\]]+\\], [^,]+(, [^,]+)?, -?[\\d.E-]+|\\[.*NaN"),
        "every line is [METRIC], measurement, value");
  }

  @Test
  void scansOverTheMemoryStoreReturnOk() {
    String store = "e2e-scan";
    ok(args(store, "-load", "-p", "recordcount=200", "-p", "insertorder=ordered"));
    ClientHarness.Outcome o = ok(args(store, "-t", "-p", "recordcount=200", "-p", "operationcount=100",
        "-p", "insertorder=ordered", "-p", "readproportion=0", "-p", "updateproportion=0",
        "-p", "scanproportion=0.9", "-p", "insertproportion=0.1", "-p", "maxscanlength=20"));
    assertThat(o.count("SCAN", "Return=OK") + o.count("INSERT", "Return=OK")).isEqualTo(100);
  }

  @Test
  void loadSplitOverTwoClientsWithInsertStartAndInsertCount() {
    String store = "e2e-split";
    ok(args(store, "-load", "-p", "recordcount=100", "-p", "insertstart=0", "-p", "insertcount=50",
        "-p", "dataintegrity=true"));
    ok(args(store, "-load", "-p", "recordcount=100", "-p", "insertstart=50", "-p", "insertcount=50",
        "-p", "dataintegrity=true"));
    ClientHarness.Outcome o = ok(args(store, "-t", "-p", "recordcount=100", "-p", "operationcount=500",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "dataintegrity=true"));
    assertThat(o.count("READ", "Return=OK")).isEqualTo(500);
    assertThat(o.count("VERIFY", "Return=OK")).isEqualTo(500);
  }

  @Test
  void memoryFileCarriesTheStoreFromLoadToRun() {
    Path file = tmp.resolve("store.bin");
    ok(args("e2e-file-load", "-load", "-p", "recordcount=100", "-p", "dataintegrity=true",
        "-p", "memory.file=" + file));
    assertThat(file).exists();
    // Another store name: the run starts from the file, not from the load's in-memory store.
    ClientHarness.Outcome o = ok(args("e2e-file-run", "-t", "-p", "recordcount=100", "-p", "operationcount=300",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "dataintegrity=true",
        "-p", "memory.file=" + file));
    assertThat(o.count("READ", "Return=OK")).isEqualTo(300);
    assertThat(o.count("VERIFY", "Return=OK")).isEqualTo(300);
  }

  @Test
  void propertiesFileAndOverrides() throws Exception {
    Path workload = tmp.resolve("workload");
    Files.writeString(workload, "recordcount=10\noperationcount=7\nreadproportion=1\nupdateproportion=0\n");
    Path dir = tmp.resolve("pfile");
    ok(List.of("-db", MEMORY, "-t", "-P", workload.toString(), "-p", "memory.name=e2e-pfile",
        "-p", "operationcount=9", "-p", "results.dir=" + dir));
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.operations()).isEqualTo(9);
    Disclosure d = ResultsDirectory.readDisclosure(dir.resolve("disclosure.json"));
    assertThat(d.workloadFiles()).hasSize(1);
    assertThat(d.workloadFiles().get(0).sha256()).matches("[0-9a-f]{64}");
  }

  @Test
  void upstreamHdrFileOutputWritesReadableIntervalLogs() throws Exception {
    String store = "e2e-fileoutput";
    ok(args(store, "-load", "-p", "recordcount=20"));
    Path prefix = tmp.resolve("logs");
    Files.createDirectories(prefix);
    ClientHarness.Outcome o = ok(args(store, "-t", "-p", "recordcount=20", "-p", "operationcount=100",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "hdrhistogram.fileoutput=true",
        "-p", "hdrhistogram.output.path=" + prefix + "/run-"));
    Path log = prefix.resolve("run-READ.hdr");
    assertThat(log).exists();
    assertThat(hdrLogCount(log)).isEqualTo(o.count("READ", "Operations")).isEqualTo(100);
  }

  @Test
  void everyIntervalLogNamedInResultJsonExists() throws Exception {
    String store = "e2e-logs-exist";
    ok(args(store, "-load", "-p", "recordcount=20"));
    Path dir = tmp.resolve("logs-exist");
    // Half updates: at the default 5%, 100 operations hold none in 0.6% of runs.
    ok(args(store, "-t", "-p", "recordcount=20", "-p", "operationcount=100", "-p", "results.dir=" + dir,
        "-p", "readproportion=0.5", "-p", "updateproportion=0.5", "-p", "measurement.interval=both"));
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.series()).containsKeys("READ", "UPDATE", "Intended-READ", "Intended-UPDATE");
    for (Map.Entry<String, SeriesResult> e : r.series().entrySet()) {
      String log = e.getValue().intervalLog();
      if (log != null) {
        assertThat(dir.resolve(log)).as("interval log of %s", e.getKey()).exists();
        assertThat(hdrLogCount(dir.resolve(log))).as("count in the log of %s", e.getKey())
            .isEqualTo(e.getValue().count());
      }
    }
  }

  @Test
  void intervalLogNamedInResultJsonExistsWithUpstreamFileOutputToo() throws Exception {
    String store = "e2e-logs-both";
    ok(args(store, "-load", "-p", "recordcount=20"));
    Path dir = tmp.resolve("logs-both");
    ok(args(store, "-t", "-p", "recordcount=20", "-p", "operationcount=50", "-p", "results.dir=" + dir,
        "-p", "hdrhistogram.fileoutput=true", "-p", "hdrhistogram.output.path=" + tmp.resolve("elsewhere-")));
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    for (Map.Entry<String, SeriesResult> e : r.series().entrySet()) {
      String log = e.getValue().intervalLog();
      if (log != null) {
        assertThat(dir.resolve(log)).as("interval log of %s", e.getKey()).exists();
      }
    }
  }

  @Test
  void jvmTrackingAddsUpstreamLines() {
    ClientHarness.Outcome o = ok(args("e2e-trackjvm", "-t", "-s", "-p", "recordcount=10", "-p", "operationcount=10",
        "-p", "measurement.trackjvm=true"));
    assertThat(o.metricNames()).containsSubsequence("OVERALL", "MAX_MEM_USED", "MIN_MEM_USED", "MAX_THREADS",
        "MIN_THREADS", "MAX_SYS_LOAD_AVG", "MIN_SYS_LOAD_AVG");
    assertThat(o.metric("MAX_MEM_USED", "MBs")).isNotNull();
    assertThat(o.metric("MAX_THREADS", "Count")).isNotNull();
    assertThat(o.metric("MAX_SYS_LOAD_AVG", "Load")).isNotNull();
  }

  @Test
  void anInterruptedRunStillWritesItsResults() throws Exception {
    Path dir = tmp.resolve("interrupted");
    ClientArgs parsed = ClientArgs.parse(new String[] {"-db", MEMORY, "-t", "-p", "memory.name=e2e-interrupt",
        "-p", "recordcount=100", "-p", "operationcount=0", "-p", "results.dir=" + dir});
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    BenchmarkRun run = new BenchmarkRun(parsed, new java.io.PrintStream(out, true, StandardCharsets.UTF_8),
        new java.io.PrintStream(err, true, StandardCharsets.UTF_8));
    int[] code = {-1};
    Thread t = new Thread(() -> {
      try {
        code[0] = run.execute();
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
    t.start();
    Thread.sleep(500);
    long start = System.nanoTime();
    run.interrupt(10_000);
    assertThat((System.nanoTime() - start) / 1e9).as("interrupt waits for the results, not longer").isLessThan(5);
    t.join(10_000);
    assertThat(t.isAlive()).isFalse();
    assertThat(code[0]).as(err.toString(StandardCharsets.UTF_8)).isZero();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.status()).isEqualTo("stopped");
    assertThat(r.problems()).anySatisfy(p -> assertThat(p).contains("interrupted"));
    assertThat(r.operations()).isPositive();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("[OVERALL], RunTime(ms), ");
  }

  @Test
  void statusClockStartsAfterTheWarmUp() {
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.BasicDB", "-t", "-s", "-p", "status.interval=1",
        "-p", "basicdb.verbose=false", "-p", "basicdb.simulatedelay=10", "-p", "basicdb.randomizedelay=false",
        "-p", "recordcount=10", "-p", "operationcount=100", "-p", "warmup.time=2");
    assertThat(o.exitCode()).as(o.err()).isZero();
    List<String> status = o.errLines().stream().filter(l -> l.contains(" sec: ")).toList();
    String last = status.get(status.size() - 1);
    // The measured part is 100 x 10 ms, about 1 s; the warm-up before it 2 s.
    int seconds = Integer.parseInt(last.replaceAll("^.* (\\d+) sec: .*$", "$1"));
    assertThat(seconds).as(last).isLessThanOrEqualTo(2);
  }

  private static List<String> with(List<String> args, String... more) {
    List<String> ret = new ArrayList<>(args);
    ret.addAll(List.of(more));
    return ret;
  }
}
