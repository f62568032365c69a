package site.ycsb.compat;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.compat.CompatEnv.map;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.compat.CompatEnv.Run;
import site.ycsb.compat.CompatEnv.Side;

/**
 * A binding compiled against upstream 0.17.0 only (compatbinding.SkipListDB, compiled at test time
 * for Java 8) runs unchanged on our client: load, then a mixed transaction phase with data
 * integrity checking.
 */
class UpstreamBindingTest {

  @BeforeAll
  static void upstreamPresent() {
    CompatEnv.assumeUpstream();
  }

  static Map<String, String> mixedWorkload() {
    return map(
        "workload", CompatEnv.CORE_WORKLOAD,
        "recordcount", "500",
        "operationcount", "4000",
        "readproportion", "0.4",
        "updateproportion", "0.25",
        "scanproportion", "0.15",
        "insertproportion", "0.2",
        "requestdistribution", "zipfian",
        "maxscanlength", "20",
        "dataintegrity", "true",
        "fieldcount", "5",
        "fieldlength", "64",
        "readallfields", "true");
  }

  @Test
  void bindingCompiledAgainstUpstreamRunsOnOurClient() {
    Path binding = CompatEnv.compiledBinding();
    Path dir = CompatEnv.workDir("upstream-binding");
    Path workload = CompatEnv.writeProperties(dir, "workload-mixed", mixedWorkload());
    Map<String, String> props = map("skiplistdb.file", dir.resolve("store.bin").toString());

    Run load = CompatEnv.runClient(Side.OURS, dir, List.of(binding),
        CompatEnv.args(CompatEnv.TEST_BINDING, workload, props, "-load", "-threads", "2"))
        .assertSucceeded();
    assertThat(CompatEnv.metric(load.stdout(), "OVERALL", "RunTime(ms)")).as(load.describe()).isNotNull();
    assertThat(CompatEnv.metric(load.stdout(), "INSERT", "Return=OK")).as(load.describe()).isEqualTo("500");
    assertThat(dir.resolve("store.bin")).as("the binding saved its records").exists();

    Run run = CompatEnv.runClient(Side.OURS, dir, List.of(binding),
        CompatEnv.args(CompatEnv.TEST_BINDING, workload, props, "-t", "-threads", "4"))
        .assertSucceeded();
    String out = run.stdout();
    assertThat(CompatEnv.metric(out, "OVERALL", "RunTime(ms)")).as(run.describe()).isNotNull();
    for (String op : List.of("READ", "UPDATE", "SCAN", "INSERT")) {
      String ok = CompatEnv.metric(out, op, "Return=OK");
      assertThat(ok).as("[%s], Return=OK in\n%s", op, run.describe()).isNotNull();
      assertThat(Long.parseLong(ok)).as("[%s], Return=OK", op).isPositive();
    }
    assertThat(CompatEnv.metrics(out)).as("a [VERIFY] series (dataintegrity=true)\n%s", run.describe())
        .anyMatch(m -> m.section().equals("VERIFY"));
    assertThat(CompatEnv.metric(out, "VERIFY", "Return=OK")).as(run.describe()).isNotNull();
    assertThat(out).as("no failed verification").doesNotContain("UNEXPECTED_STATE");
    assertThat(CompatEnv.metrics(out)).as("no errors").noneMatch(m -> m.name().startsWith("Return=")
        && !m.name().equals("Return=OK"));
    long reads = Long.parseLong(CompatEnv.metric(out, "READ", "Return=OK"));
    long verified = Long.parseLong(CompatEnv.metric(out, "VERIFY", "Return=OK"));
    assertThat(verified).as("every successful read verified").isEqualTo(reads);
    System.out.printf("[compat] upstream-compiled binding on our client: load %d ms, run %d ms, "
        + "%d reads verified%n", load.millis(), run.millis(), verified);
  }

  /**
   * A measurements exporter compiled against upstream is found by class name, created with its
   * (OutputStream) constructor and given every value upstream gives it, with the same Java types
   * (int, long or double overload).
   */
  @Test
  void exporterCompiledAgainstUpstreamRunsOnOurClient() throws Exception {
    Path binding = CompatEnv.compiledBinding();
    Path dir = CompatEnv.workDir("upstream-exporter");
    Path workload = CompatEnv.writeProperties(dir, "workload", map(
        "workload", CompatEnv.CORE_WORKLOAD,
        "recordcount", "1000",
        "operationcount", "1000",
        "readproportion", "0.5",
        "updateproportion", "0.5",
        "basicdb.verbose", "false",
        "hdrhistogram.percentiles", "95,99",
        "exporter", "compatbinding.PipeExporter"));
    Map<Side, Set<String>> lines = new EnumMap<>(Side.class);
    for (Side side : Side.values()) {
      Path file = dir.resolve(side.label() + ".txt");
      Run run = CompatEnv.runClient(side, dir, List.of(binding), CompatEnv.args(CompatEnv.BASIC_DB,
          workload, map("exportfile", file.toString()), "-t")).assertSucceeded();
      assertThat(file).as("export file written by the exporter\n%s", run.describe()).exists();
      // metric|measurement|type, GC collector names normalised
      lines.put(side, Files.readAllLines(file).stream().map(l -> l.split("\\|"))
          .filter(f -> f.length == 4)
          .map(f -> CompatEnv.normaliseSection(f[0]) + "|" + f[1] + "|" + f[2])
          .collect(Collectors.toCollection(TreeSet::new)));
    }
    assertThat(lines.get(Side.OURS)).as("our exporter calls").contains("OVERALL|RunTime(ms)|long",
        "READ|Operations|long");
    Set<String> missing = new TreeSet<>(lines.get(Side.UPSTREAM));
    missing.removeAll(lines.get(Side.OURS));
    assertThat(missing).as("exporter calls (metric|measurement|overload) upstream makes that ours "
        + "does not; ours made %s", lines.get(Side.OURS)).isEmpty();
    System.out.printf("[compat] upstream-compiled exporter: %d calls, all of upstream's kinds%n",
        lines.get(Side.OURS).size());
  }

  private static final Pattern WORKLOAD_INIT = Pattern.compile("CountingWorkload init (.*)");
  private static final Pattern WORKLOAD_COUNTS =
      Pattern.compile("CountingWorkload reads=(\\d+) updates=(\\d+) keys=(\\d+)");

  /**
   * A custom workload compiled against upstream (extends CoreWorkload, reads its protected fields,
   * overrides doTransactionRead/doTransactionUpdate/buildKeyName) runs on our client, and our client
   * goes through its overridden hooks as upstream's does. Run on both clients; same observations.
   */
  @Test
  void workloadSubclassCompiledAgainstUpstreamRunsOnOurClient() {
    Path binding = CompatEnv.compiledBinding();
    Path dir = CompatEnv.workDir("upstream-workload");
    Path workload = CompatEnv.writeProperties(dir, "workload", map(
        "workload", "compatbinding.CountingWorkload",
        "recordcount", "1000",
        "operationcount", "3000",
        "readproportion", "0.5",
        "updateproportion", "0.5",
        "requestdistribution", "zipfian",
        "basicdb.verbose", "false"));
    Map<Side, String> init = new EnumMap<>(Side.class);
    for (Side side : Side.values()) {
      Run run = CompatEnv.runClient(side, dir, List.of(binding),
          CompatEnv.args(CompatEnv.BASIC_DB, workload, Map.of(), "-t", "-threads", "2"))
          .assertSucceeded();
      Matcher i = WORKLOAD_INIT.matcher(run.stderr());
      assertThat(i.find()).as("the workload's init line\n%s", run.describe()).isTrue();
      init.put(side, i.group(1));
      Matcher c = WORKLOAD_COUNTS.matcher(run.stderr());
      assertThat(c.find()).as("the workload's cleanup line (Workload.cleanup called)\n%s",
          run.describe()).isTrue();
      long reads = Long.parseLong(c.group(1));
      long updates = Long.parseLong(c.group(2));
      long keys = Long.parseLong(c.group(3));
      assertThat(reads).as("%s: overridden doTransactionRead calls = [READ], Operations", side.label())
          .isEqualTo(Long.parseLong(CompatEnv.metric(run.stdout(), "READ", "Operations")));
      assertThat(updates).as("%s: overridden doTransactionUpdate calls = [UPDATE], Operations",
          side.label()).isEqualTo(Long.parseLong(CompatEnv.metric(run.stdout(), "UPDATE", "Operations")));
      assertThat(keys).as("%s: overridden buildKeyName calls, one per operation", side.label())
          .isEqualTo(3000);
    }
    assertThat(init.get(Side.OURS)).as("protected CoreWorkload fields after init")
        .isEqualTo(init.get(Side.UPSTREAM));
    System.out.printf("[compat] upstream-compiled CoreWorkload subclass: hooks and fields as "
        + "upstream (%s)%n", init.get(Side.OURS));
  }
}
