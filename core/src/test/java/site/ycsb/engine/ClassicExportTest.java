package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;

/** Upstream's text output of a phase, to stdout or exportfile, and its failures as one line. */
class ClassicExportTest {
  @TempDir
  Path tmp;

  private static PropertyReader props(String... keyValues) {
    Properties props = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return new PropertyReader(props);
  }

  private static Measurements measurementsWithOneRead() {
    Measurements m = new Measurements(new Properties());
    m.measure("READ", 100);
    m.reportStatus("READ", Status.OK);
    return m;
  }

  @Test
  void theOverallLinesComeFirstThenTheSeries() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    String failure = ClassicExport.from(props()).write(out, new PhaseTotals(3000, 1_500_000_000L), null,
        measurementsWithOneRead(), null);
    assertThat(failure).isNull();
    String text = bytes.toString(StandardCharsets.UTF_8);
    assertThat(text).startsWith("[OVERALL], RunTime(ms), 1500\n[OVERALL], Throughput(ops/sec), 2000.0\n")
        .contains("[TOTAL_GCs], Count, ").contains("[READ], Operations, 1\n").contains("[READ], Return=OK, 1\n")
        .doesNotContain("MAX_MEM_USED");
    out.println("still open");
    assertThat(out.checkError()).isFalse();
  }

  @Test
  void anExportFileGetsTheLinesAndStdoutNone() throws IOException {
    Path file = tmp.resolve("export.txt");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ClassicExport export = ClassicExport.from(props("exportfile", file.toString()));
    assertThat(file).exists().isEmptyFile();
    export.write(new PrintStream(bytes, true, StandardCharsets.UTF_8), new PhaseTotals(1, 1_000_000L), null,
        measurementsWithOneRead(), null);
    assertThat(bytes.size()).isZero();
    assertThat(Files.readString(file)).startsWith("[OVERALL], RunTime(ms), 1\n");
  }

  @Test
  void aBrokenStdoutIsOneLineNamingWhereTheResultsWereKept() {
    PrintStream broken = new PrintStream(new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("No space left on device");
      }
    }, true, StandardCharsets.UTF_8);
    String failure = ClassicExport.from(props()).write(broken, new PhaseTotals(1, 1), null,
        measurementsWithOneRead(), tmp);
    assertThat(failure).isEqualTo("cannot write the results to stdout: the stream reported a write error (closed, "
        + "or a full disk); the run's result.json in " + tmp + " holds them");
  }

  @Test
  void aMissingOrWrongExporterIsRefusedNamingTheProperty() {
    assertThatThrownBy(() -> ClassicExport.from(props("exporter", "no.such.Exporter")))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("exporter")
        .hasMessageContaining("no.such.Exporter").hasMessageContaining("TextMeasurementsExporter");
    assertThatThrownBy(() -> ClassicExport.from(props("exporter", "java.lang.String")))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("a class implementing site.ycsb.measurements.exporter.MeasurementsExporter");
  }

  @Test
  void anExportFileThatCannotBeWrittenIsRefusedBeforeTheRun() {
    String where = tmp.resolve("no/such/folder/x.txt").toString();
    assertThatThrownBy(() -> ClassicExport.from(props("exportfile", where)))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessageStartingWith("property 'exportfile' is '" + where + "': cannot write it (");
  }
}
