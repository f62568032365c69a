package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Redactor;
import site.ycsb.launcher.BindingRegistry;

class PlanParserTest {
  static final BindingRegistry REGISTRY = BindingRegistry.read(Path.of("..", "bin", "bindings.properties"));
  private static final String GOOD = String.join("\n",
      "name: demo",
      "properties: {recordcount: 1000, fieldcount: 2}",
      "databases:",
      "  - name: redis-aof",
      "    binding: redis",
      "    properties:",
      "      redis.port: ${DEMO_PORT:-6380}",
      "      redis.password: hunter2",
      "    setup: redis-server --port 6380 --appendonly yes --appendfsync always --daemonize yes",
      "    before-step: redis-cli -p 6380 flushall",
      "workloads: [workloads/workloada]",
      "phases: both",
      "threads: [8, 32, 128]",
      "repeat: 2",
      "warmup-time: 5",
      "max-error-rate: 0.05",
      "stop-after-knee: true",
      "");

  @TempDir
  Path tmp;

  private static Plan parse(String text) throws PlanException {
    return new PlanParser(REGISTRY, name -> null).parse(text, "file");
  }

  @Test
  void everyKeyIsRead() throws Exception {
    Plan p = new PlanParser(REGISTRY, name -> name.equals("DEMO_PORT") ? "16380" : null).parse(GOOD, "x");
    assertThat(p.name()).isEqualTo("demo");
    assertThat(p.properties()).containsExactly(Map.entry("recordcount", "1000"), Map.entry("fieldcount", "2"));
    PlanDatabase db = p.databases().get(0);
    assertThat(db.name()).isEqualTo("redis-aof");
    assertThat(db.binding()).isEqualTo("redis");
    assertThat(db.properties()).containsExactly(Map.entry("redis.port", "16380"),
        Map.entry("redis.password", "hunter2"));
    assertThat(db.setup()).startsWith("redis-server --port 6380");
    assertThat(db.beforeStep()).isEqualTo("redis-cli -p 6380 flushall");
    assertThat(p.phases()).containsExactly("load", "run");
    assertThat(p.dimension()).isEqualTo("threads");
    assertThat(p.values()).containsExactly(8L, 32L, 128L);
    assertThat(p.repeat()).isEqualTo(2);
    assertThat(p.warmupTime()).isEqualTo(5.0);
    assertThat(p.maxErrorRate()).isEqualTo(0.05);
    assertThat(p.stopAfterKnee()).isTrue();
    assertThat(p.text()).contains("redis.password: *****").doesNotContain("hunter2")
        .contains("${DEMO_PORT:-6380}");
  }

  @Test
  void environmentDefaultsApplyWhenTheVariableIsUnset() throws Exception {
    assertThat(parse(GOOD).databases().get(0).properties()).containsEntry("redis.port", "6380");
  }

  @Test
  void targetsWithOneThreadCount() throws Exception {
    Plan p = parse("databases: [{name: m, binding: memory}]\nworkloads: [w]\ntargets: [100, 200]\nthreads: 4\n");
    assertThat(p.dimension()).isEqualTo("target");
    assertThat(p.values()).containsExactly(100L, 200L);
    assertThat(p.fixedThreads()).isEqualTo(4L);
    assertThat(p.phases()).containsExactly("run");
  }

  @Test
  void sloRunsACapacitySearchPerDatabaseAndWorkload() throws Exception {
    Path workload = tmp.resolve("w");
    Files.writeString(workload, "recordcount=10\n");
    Path file = tmp.resolve("slo.yaml");
    Files.writeString(file, String.join("\n",
        "databases: [{name: m1, binding: memory}, {name: m2, binding: memory}]",
        "workloads: ['" + workload + "']",
        "threads: 4",
        "slo: p99<=2ms",
        "slo-operation: read",
        "slo-precision: 10%",
        "properties: {arrivals: open}",
        ""));
    Plan p = new PlanParser(REGISTRY, name -> null).parse(Files.readString(file), "x");
    assertThat(p.slo()).isEqualTo(new Plan.Slo("p99<=2ms", "read", "10%", null));
    assertThat(p.dimension()).isEqualTo("target");
    assertThat(p.values()).containsExactly(4L);
    List<String> sweeps = dryRunSweeps(file);
    // The user's properties (here open-loop arrivals) reach every search and so every step.
    assertThat(sweeps).hasSize(2).allSatisfy(l -> assertThat(l).contains(" --slo 'p99<=2ms' --slo-operation read "
        + "--slo-precision 10% -threads 4 ").contains(" -p arrivals=open ").doesNotContain("-target"));
  }

  @Test
  void sloDescendRunsTheBruteForceCheckInsteadOfTheSearch() throws Exception {
    Path workload = tmp.resolve("w");
    Files.writeString(workload, "recordcount=10\n");
    Path file = tmp.resolve("descend.yaml");
    Files.writeString(file, String.join("\n",
        "databases: [{name: m1, binding: memory}]",
        "workloads: ['" + workload + "']",
        "slo: p99<=2ms",
        "slo-descend: 10%",
        ""));
    Plan p = new PlanParser(REGISTRY, name -> null).parse(Files.readString(file), "x");
    assertThat(p.slo()).isEqualTo(new Plan.Slo("p99<=2ms", null, null, "10%"));
    assertThat(dryRunSweeps(file)).singleElement().satisfies(l -> assertThat(l)
        .contains(" --slo 'p99<=2ms' --slo-descend 10% ").doesNotContain("--slo-precision"));
  }

  /** The sweep commands a dry run of the plan prints. */
  private List<String> dryRunSweeps(Path file) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = PlanMain.run(List.of(file.toString(), "--dry-run", "--out", tmp.resolve("o").toString()),
        List.of("ycsb", "sweep"), List.of("ycsb", "report"), REGISTRY, new PrintStream(out, true,
            StandardCharsets.UTF_8), System.err);
    assertThat(code).isZero();
    return out.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("ycsb sweep")).toList();
  }

  @Test
  void badPlansAreOneLineNamingTheKey() {
    String db = "databases: [{name: m, binding: memory}]\nworkloads: [w]\n";
    assertError("databases: []\nworkloads: [w]\nthreads: 8\ncolour: blue\n", "unknown key 'colour'; accepted: ");
    assertError("workloads: [w]\n", "key 'databases' is missing");
    assertError(db + "threads: many\n", "key 'threads' is the string 'many'; accepted: a whole number from 1 up");
    assertError(db + "threads: [8, 4]\n", "key 'threads' is [8, 4]; accepted: whole numbers >= 1 in increasing");
    assertError(db + "repeat: 1.5\n", "key 'repeat' is 1.5; accepted: a whole number from 1 to 1000");
    assertError(db + "stop-after-knee: maybe\n",
        "key 'stop-after-knee' is the string 'maybe'; accepted: true or false");
    assertError(db + "phases: warm\n", "key 'phases' has 'warm'; accepted: load, run, both");
    assertError(db + "properties: [a, b]\n", "key 'properties' must be a map of ycsb properties");
    assertError("databases: {name: m}\nworkloads: [w]\n", "key 'databases' must be a list, not a map");
    assertError("databases: [{name: m, binding: nosuch}]\nworkloads: [w]\n",
        "key 'databases[0].binding' is 'nosuch'; accepted: ");
    assertError("databases: [{name: m, binding: memory, port: 1}]\nworkloads: [w]\n",
        "unknown key 'databases[0].port'; accepted: before-step, binding, name, properties, setup");
    assertError("databases: [{binding: memory}]\nworkloads: [w]\n", "key 'databases[0].name' is missing");
    assertError("databases: [{name: a b, binding: memory}]\nworkloads: [w]\n",
        "key 'databases[0].name' is 'a b'; accepted: letters, digits");
    assertError("databases: [{name: m, binding: memory}, {name: m, binding: memory}]\nworkloads: [w]\n",
        "key 'databases[1].name': 'm' is used twice");
    assertError("databases: [{name: m, binding: memory, setup: 'x ${NOPE}'}]\nworkloads: [w]\n",
        "key 'databases[0].setup' uses ${NOPE}, which is not set");
    assertError("databases: [\n", "not valid YAML at line ");
    assertError("name: a\nname: b\n", "not valid YAML at line 2: found duplicate key name");
    assertError("- a\n", "the plan must be a map of keys");
    assertError(db + "slo: p99<10ms\n", "key 'slo' is 'p99<10ms'; accepted: p50|p95|p99|p99.9 <= N us|ms|s");
    assertError(db + "slo-operation: READ\n", "key 'slo-operation' needs key 'slo'");
    assertError(db + "slo: p99<=1ms\nslo-precision: 90%\n", "key 'slo-precision' is '90%'; accepted: a share");
    assertError(db + "slo: p99<=1ms\nslo-operation: FETCH\n", "key 'slo-operation' is 'FETCH'; accepted: one of");
    assertError(db + "slo: p99<=1ms\ntargets: [1, 2]\n", "key 'slo' searches the target rate itself");
    assertError(db + "slo: p99<=1ms\nthreads: [1, 2]\n", "key 'slo' runs every step with one thread count");
    assertError(db + "slo: p99<=1ms\nphases: both\n", "key 'slo' searches the run phase");
    assertError(db + "slo: p99<=1ms\nrepeat: 2\n", "key 'repeat' does not apply to a capacity search");
    assertError(db + "slo-descend: 10%\n", "key 'slo-descend' needs key 'slo'");
    assertError(db + "slo: p99<=1ms\nslo-descend: 10%\nslo-precision: 5%\n",
        "key 'slo-precision' does not apply with key 'slo-descend'");
    assertError(db + "slo: p99<=1ms\nslo-descend: 0%\n", "key 'slo-descend' is '0%'; accepted: a share");
  }

  /** A value of an odd YAML type is named by its type, never by a Java object's default text ("[B@5f150435"). */
  @Test
  void oddYamlTypesAreNamedNeverPrintedAsJavaObjects() {
    String start = "databases: [{name: m, binding: memory, ";
    String end = "}]\nworkloads: [w]\n";
    assertOddValue(start + "setup: !!binary aGVsbG8=" + end,
        "key 'databases[0].setup' must be a string, not binary data (!!binary, 5 bytes)");
    assertOddValue(start + "setup: !!set {a, b}" + end, "key 'databases[0].setup' must be a string, not a set (!!set)");
    assertOddValue(start + "properties: {redis.password: !!binary aGVsbG8=}" + end,
        "must be a single value, not binary data (!!binary, 5 bytes)");
    assertOddValue(start + "properties: {label: 2026-12-06}" + end,
        "must be a single value, not the timestamp 2026-12-06T00:00:00Z (quote it to keep the text as written)");
    assertOddValue(start + "properties: {? !!binary aGVsbG8= : 1}" + end,
        "key 'databases[0].properties' has a property named by binary data (!!binary, 5 bytes)");
    assertOddValue("? !!binary aGVsbG8=\n: 1\n", "unknown key 'binary data (!!binary, 5 bytes)'; accepted: ");
  }

  private static void assertOddValue(String text, String expected) {
    assertThatThrownBy(() -> parse(text)).isInstanceOf(PlanException.class)
        .satisfies(e -> assertThat(e.getMessage()).contains(expected).doesNotContain("\n")
            .doesNotContainPattern("@[0-9a-f]{4,}"));
  }

  private static void assertError(String text, String expected) {
    assertThatThrownBy(() -> parse(text)).isInstanceOf(PlanException.class)
        .satisfies(e -> assertThat(e.getMessage()).startsWith(expected).doesNotContain("\n"));
  }

  @Test
  void theCommandLineSaysWhichFileAndExitsWith2() throws Exception {
    Path file = tmp.resolve("bad.yaml");
    Files.writeString(file, "databases: [{name: m, binding: memory}]\nworkloads: [" + tmp.resolve("nope") + "]\n");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = PlanMain.run(List.of(file.toString(), "--dry-run"), List.of("ycsb", "sweep"), List.of("ycsb", "report"),
        REGISTRY, System.out, new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(code).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("ycsb plan: error: " + file
        + ": key 'workloads[0]': no such file '" + tmp.resolve("nope") + "' (paths are relative to the folder "
        + "bin/ycsb plan runs in)" + System.lineSeparator());
  }

  @Test
  void theThreadModelOfThePlanOrOfADatabaseReachesEverySweep() throws Exception {
    Path workload = tmp.resolve("w");
    Files.writeString(workload, "recordcount=10\n");
    Path file = tmp.resolve("threads.yaml");
    Files.writeString(file, String.join("\n",
        "properties: {threadmodel: virtual}",
        "databases:",
        "  - {name: m1, binding: memory}",
        "  - {name: m2, binding: memory, properties: {threadmodel: platform}}",
        "workloads: ['" + workload + "']",
        "phases: both",
        ""));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = PlanMain.run(List.of(file.toString(), "--dry-run", "--out", tmp.resolve("o").toString()),
        List.of("ycsb", "sweep"), List.of("ycsb", "report"), REGISTRY, new PrintStream(out, true,
            StandardCharsets.UTF_8), System.err);
    assertThat(code).isZero();
    List<String> sweeps = out.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("ycsb sweep"))
        .toList();
    assertThat(sweeps).hasSize(4).allSatisfy(l -> assertThat(l).contains(" -p threadmodel=virtual "));
    // A database's properties come after the plan's, so they win (the last -p of a key does).
    assertThat(sweeps).filteredOn(l -> l.contains(" --name m2 ")).hasSize(2).allSatisfy(l -> assertThat(
        l.indexOf(" -p threadmodel=platform ")).isGreaterThan(l.indexOf(" -p threadmodel=virtual ")));
  }

  @Test
  void secretsInFlowStyleAndUrisAreHidden() {
    assertThat(Redactor.redactText(
        "properties: {mongodb.url: 'mongodb://u:pw@h:27017/db', couchbase.password: s3, a: b}"))
        .isEqualTo("properties: {mongodb.url: 'mongodb://u:*****@h:27017/db', couchbase.password: *****, a: b}");
    assertThat(Redactor.redactText("  - redis.password: \"x y\"  # the ACL user's")).isEqualTo(
        "  - redis.password: \"*****\"  # the ACL user's");
  }
}
