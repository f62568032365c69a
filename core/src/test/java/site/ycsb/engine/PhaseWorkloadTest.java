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
import site.ycsb.TestDBs;
import site.ycsb.WorkloadException;
import site.ycsb.workloads.CoreWorkload;

/** The phase's workload class, its operation count, and the refusal of operations a binding does not have. */
class PhaseWorkloadTest {
  private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
  private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);

  private static PropertyReader props(String... keyValues) {
    Properties props = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return new PropertyReader(props);
  }

  private PhaseSettings settings(PropertyReader p) {
    return PhaseSettings.read(p, err);
  }

  private String err() {
    return errBytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void theStandardWorkloadByDefault() throws WorkloadException {
    assertThat(PhaseWorkload.instantiate(props())).isInstanceOf(CoreWorkload.class);
  }

  @Test
  void aClassThatIsMissingOrNoWorkloadIsNamed() {
    assertThatThrownBy(() -> PhaseWorkload.instantiate(props("workload", "no.such.Workload")))
        .isInstanceOf(WorkloadException.class).hasMessage("cannot load the workload class 'no.such.Workload' "
            + "(property workload); the standard one is site.ycsb.workloads.CoreWorkload");
    assertThatThrownBy(() -> PhaseWorkload.instantiate(props("workload", "java.lang.StringBuilder")))
        .isInstanceOf(WorkloadException.class)
        .hasMessage("class 'java.lang.StringBuilder' (property workload) is not a site.ycsb.Workload");
  }

  @Test
  void aRunCountsOperationsALoadItsInsertsOrRecords() {
    assertThat(PhaseWorkload.operationCount(props("operationcount", "7", "recordcount", "9"), true)).isEqualTo(7);
    assertThat(PhaseWorkload.operationCount(props("operationcount", "7", "recordcount", "9"), false)).isEqualTo(9);
    assertThat(PhaseWorkload.operationCount(props("insertcount", "3", "recordcount", "9"), false)).isEqualTo(3);
    assertThat(PhaseWorkload.operationCount(props(), false)).isEqualTo(0);
    assertThat(PhaseWorkload.operationCount(props(), true)).isZero();
  }

  @Test
  void aLoadWithoutABoundIsRefusedNamingItsProperty() {
    PropertyReader p = props("dotransactions", "false", "recordcount", "0");
    assertThatThrownBy(() -> PhaseWorkload.checkedOperationCount(p, settings(p), err))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessageStartingWith("property 'recordcount' is '0': the load would insert until interrupted; accepted:");
  }

  @Test
  void aLoadBoundedByTimeOnlyIsAllowedButSaid() {
    PropertyReader p = props("dotransactions", "false", "recordcount", "0", "maxexecutiontime", "5");
    assertThat(PhaseWorkload.checkedOperationCount(p, settings(p), err)).isZero();
    assertThat(err()).contains("ycsb: warning: neither recordcount nor insertcount is set").contains("(5 s)");
  }

  @Test
  void aRunWithoutAnyBoundIsSaidToGoOnUntilInterrupted() {
    PropertyReader p = props();
    assertThat(PhaseWorkload.checkedOperationCount(p, settings(p), err)).isZero();
    assertThat(err()).startsWith("ycsb: warning: operationcount is not set (no -P workload file?) and "
        + "maxexecutiontime is not set");
  }

  @Test
  void aCountedRunSaysNothing() {
    PropertyReader p = props("operationcount", "10");
    assertThat(PhaseWorkload.checkedOperationCount(p, settings(p), err)).isEqualTo(10);
    assertThat(err()).isEmpty();
  }

  @Test
  void aMixNeedingAnOperationTheBindingDeclaresUnsupportedIsRefused() throws WorkloadException {
    PropertyReader p = props("db", TestDBs.DeclaredNoScanDB.class.getName(), "scanproportion", "0.5",
        "readproportion", "0.5", "updateproportion", "0");
    CoreWorkload w = new CoreWorkload();
    assertThat(PhaseWorkload.unsupportedOperation(settings(p), w, p.properties())).contains("SCAN");
    PropertyReader ok = props("db", TestDBs.OkDB.class.getName(), "scanproportion", "0.5");
    assertThat(PhaseWorkload.unsupportedOperation(settings(ok), w, ok.properties())).isNull();
    PropertyReader missing = props("db", "no.such.DB", "scanproportion", "0.5");
    assertThat(PhaseWorkload.unsupportedOperation(settings(missing), w, missing.properties())).isNull();
  }
}
