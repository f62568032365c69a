package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.sweep.SweepRun.sweep;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.TestDBs;
import site.ycsb.testing.ProcessOutcome;

/**
 * A sweep whose workload needs an operation the binding declares it lacks: its first step is refused in one line,
 * the others are skipped with that line instead of each failing after minutes of NOT_IMPLEMENTED, and the sweep's
 * status says "unsupported", never "completed".
 */
class UnsupportedSweepEndToEndTest {
  @TempDir
  Path tmp;

  @Test
  void theFirstStepIsRefusedTheRestSkippedAndTheSweepSaysUnsupported() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("-db", TestDBs.DeclaredNoScanDB.class.getName(), "-threads", "1,2,4",
        "-p", "operationcount=1000", "-p", "readproportion=0.05", "-p", "updateproportion=0",
        "-p", "scanproportion=0.95", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.status()).isEqualTo("unsupported");
    assertThat(m.steps()).extracting(StepRecord::status).containsExactly("unsupported", "skipped", "skipped");
    String line = "unsupported by " + TestDBs.DeclaredNoScanDB.class.getName()
        + ": the workload needs SCAN (scanproportion=0.95)";
    assertThat(m.steps().get(0).reason()).startsWith(line);
    assertThat(m.steps().get(1).reason()).startsWith("not run: " + line);
    assertThat(run.err()).contains(line).contains("sweep unsupported");
  }
}
