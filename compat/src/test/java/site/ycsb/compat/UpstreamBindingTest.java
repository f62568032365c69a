package site.ycsb.compat;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.compat.CompatEnv.map;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
}
