package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/** The phase's settings, read once from its properties. */
class PhaseSettingsTest {
  private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
  private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);

  private PhaseSettings read(String... keyValues) {
    Properties props = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return PhaseSettings.read(new PropertyReader(props), err);
  }

  private String err() {
    return errBytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void withoutPropertiesATransactionPhaseOfOneThreadOnBasicDb() {
    PhaseSettings s = read();
    assertThat(s.threads()).isEqualTo(1);
    assertThat(s.target()).isZero();
    assertThat(s.dotransactions()).isTrue();
    assertThat(s.phase()).isEqualTo("run");
    assertThat(s.dbName()).isEqualTo("site.ycsb.BasicDB");
    assertThat(s.stopGraceMs()).isEqualTo(10_000);
    assertThat(s.statusInterval()).isEqualTo(10);
    assertThat(s.slice()).isNull();
    assertThat(s.startAt()).isNull();
    assertThat(s.arrivals().open()).isFalse();
    assertThat(s.runId()).matches("[0-9a-f-]{36}");
    assertThat(err()).isEmpty();
  }

  @Test
  void theNamedValuesAreRead() {
    PhaseSettings s = read("threadcount", "4", "target", "800", "stop.grace", "3", "run.id", "r1",
        "maxexecutiontime", "7", "label", "L", "db", "site.ycsb.db.MemoryDB", "status", "true", "status.interval", "2");
    assertThat(s.threads()).isEqualTo(4);
    assertThat(s.target()).isEqualTo(800);
    assertThat(s.stopGraceMs()).isEqualTo(3000);
    assertThat(s.runId()).isEqualTo("r1");
    assertThat(s.maxExecutionTime()).isEqualTo(7);
    assertThat(s.label()).isEqualTo("L");
    assertThat(s.dbName()).isEqualTo("site.ycsb.db.MemoryDB");
    assertThat(s.status()).isTrue();
    assertThat(s.statusInterval()).isEqualTo(2);
  }

  @Test
  void aLoadDropsItsWarmUpAndSaysSo() {
    PhaseSettings s = read("dotransactions", "false", "warmup.ops", "100", "warmup.time", "2");
    assertThat(s.phase()).isEqualTo("load");
    assertThat(s.warmupOps()).isZero();
    assertThat(s.warmupSeconds()).isZero();
    assertThat(err()).isEqualTo("ycsb: warning: warm-up applies to the transaction phase (-t) only; the load phase "
        + "measures every insert" + System.lineSeparator());
  }

  @Test
  void aRunKeepsItsWarmUp() {
    PhaseSettings s = read("warmup.ops", "100", "warmup.time", "2.5");
    assertThat(s.warmupOps()).isEqualTo(100);
    assertThat(s.warmupSeconds()).isEqualTo(2.5);
    assertThat(err()).isEmpty();
  }

  @Test
  void aSliceAppliesItsShareToThePropertiesAndSaysWhichKeysItInserts() {
    Properties props = new Properties();
    props.setProperty("dotransactions", "false");
    props.setProperty("recordcount", "1000");
    props.setProperty("client.count", "2");
    props.setProperty("client.index", "1");
    props.setProperty("target", "900");
    PhaseSettings s = PhaseSettings.read(new PropertyReader(props), err);
    assertThat(s.slice().index()).isEqualTo(1);
    assertThat(s.target()).isEqualTo(450);
    assertThat(props.getProperty("insertstart")).isEqualTo("500");
    assertThat(props.getProperty("insertcount")).isEqualTo("500");
    assertThat(err()).startsWith("Client 1 of 2: inserts keys ").contains(", target 450 ops/s");
  }

  @Test
  void aBadValueIsRefusedNamingItsProperty() {
    assertThatThrownBy(() -> read("threadcount", "0")).isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("threadcount");
    assertThatThrownBy(() -> read("stop.grace", "soon")).isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("stop.grace");
  }
}
