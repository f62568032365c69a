package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.PropertyCatalog;
import site.ycsb.PropertyDeclaration;

/** The closest-name suggestion and the typo warnings of a run's properties. */
class PropertyTyposTest {
  private static final PropertyCatalog REDIS = PropertyCatalog.of("redis", "redis.",
      PropertyDeclaration.text("redis.host", "localhost", "h"), PropertyDeclaration.integer("redis.port", 6379, "p"),
      PropertyDeclaration.bool("redis.ssl", false, "s"));

  @Test
  void theClosestNameIsTheOneWithFewestEdits() {
    assertThat(ClosestName.distance("redis.prot", "redis.port")).isEqualTo(2);
    assertThat(ClosestName.distance("", "abc")).isEqualTo(3);
    assertThat(ClosestName.distance("kitten", "sitting")).isEqualTo(3);
    assertThat(ClosestName.within("redis.prot", REDIS.names(), 2)).contains("redis.port");
    assertThat(ClosestName.within("redis.hots", REDIS.names(), 2)).contains("redis.host");
    assertThat(ClosestName.within("redis.sentinel", REDIS.names(), 2)).isEmpty();
  }

  @Test
  void anUndeclaredNameWithTheBindingsPrefixNamesTheClosestOrTheHelp() {
    PropertyTypos typos = new PropertyTypos(REDIS, "redis", "CoreWorkload");
    assertThat(typos.warnings(List.of("redis.prot", "redis.port", "redis.clusterr.mode", "threadcount")))
        .containsExactly("redis.clusterr.mode is not a redis property; see bin/ycsb help redis",
            "redis.prot is not a redis property; did you mean redis.port?");
  }

  @Test
  void aNameNearAWorkloadPropertyIsNamedButOthersAreLeftAlone() {
    PropertyTypos typos = new PropertyTypos(REDIS, "redis", "CoreWorkload");
    assertThat(typos.warnings(List.of("readproprtion", "fieldcont", "readproportion", "mongodb.url",
        "results.dir", "mycustom.setting", "warmup.time")))
        .containsExactly("fieldcont is not a CoreWorkload property; did you mean fieldcount?",
            "readproprtion is not a CoreWorkload property; did you mean readproportion?");
    assertThat(new PropertyTypos(REDIS, "redis", null).warnings(List.of("readproprtion"))).isEmpty();
    assertThat(new PropertyTypos(null, "old", "CoreWorkload").warnings(List.of("old.prot"))).isEmpty();
  }

  @Test
  void aNameNearAClientPropertyIsNamedWhateverTheWorkload() {
    for (String workload : new String[] {"CoreWorkload", null}) {
      PropertyTypos typos = new PropertyTypos(REDIS, "redis", workload);
      assertThat(typos.warnings(List.of("targetshape.phse", "targetshape.phase", "measurement.sizebucket",
          "openloop.maxclient")))
          .containsExactly("measurement.sizebucket is not a client property; did you mean measurement.sizebuckets?",
              "openloop.maxclient is not a client property; did you mean openloop.maxclients?",
              "targetshape.phse is not a client property; did you mean targetshape.phase?");
    }
  }

  @Test
  void aTraceReplaysPropertiesAreCheckedAsCoreWorkloadsAre() {
    Properties p = new Properties();
    p.setProperty("workload", "site.ycsb.workloads.TraceWorkload");
    p.setProperty("trace.sped", "0");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PropertyTypos.warn(p, new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("ycsb: warning: trace.sped is not a TraceWorkload "
        + "property; did you mean trace.speed?" + System.lineSeparator());
  }

  @Test
  void theWarningsGoToStderrForTheRunsBinding() {
    Properties p = new Properties();
    p.setProperty("db", "site.ycsb.db.MemoryDB");
    p.setProperty("memory.nmae", "x");
    p.setProperty("memory.name", "x");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PropertyTypos.warn(p, new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo(
        "ycsb: warning: memory.nmae is not a memory property; did you mean memory.name?" + System.lineSeparator());
  }
}
