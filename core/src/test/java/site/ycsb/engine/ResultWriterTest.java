package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.Redactor;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;

/** A phase's results.dir: held while the phase runs, then result.json and disclosure.json, secrets hidden. */
class ResultWriterTest {
  @TempDir
  Path tmp;

  private static ResultWriter open(PhaseFixture f) throws Exception {
    return ResultWriter.open(f.phase.reader(), f.args, Redactor.standard().withSecretsOf(f.phase.properties()));
  }

  @Test
  void withoutResultsDirThereIsNoWriter() throws Exception {
    assertThat(ResultWriter.open(new PropertyReader(new Properties()), ClientArgs.parse(new String[0]),
        Redactor.rulesOnly())).isNull();
  }

  @Test
  void theFolderIsHeldUntilReleased() throws Exception {
    Path dir = tmp.resolve("r");
    PhaseFixture f = PhaseFixture.of("-load", "-p", "results.dir=" + dir);
    ResultWriter writer = open(f);
    assertThat(writer.path()).isEqualTo(dir);
    assertThatThrownBy(() -> open(f)).isInstanceOf(IllegalPropertyException.class);
    writer.release(f.phase.err());
    open(f).release(f.phase.err());
    assertThat(f.err()).isEmpty();
  }

  @Test
  void aFolderThatCannotBeCreatedIsRefusedNamingTheProperty() throws Exception {
    Path file = Files.writeString(tmp.resolve("a-file"), "x");
    PhaseFixture f = PhaseFixture.of("-load", "-p", "results.dir=" + file.resolve("sub"));
    assertThatThrownBy(() -> open(f)).isInstanceOf(IllegalPropertyException.class)
        .hasMessageStartingWith("property 'results.dir' is '" + file.resolve("sub") + "': cannot create that folder");
  }

  @Test
  void theResultAndDisclosureOfAPhaseAreWrittenWithSecretsHidden() throws Exception {
    Path dir = tmp.resolve("r");
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=30",
        "-p", "results.dir=" + dir, "-p", "run.id=r-1", "-p", "db.password=S3cretPW", "-p", "label=L");
    ResultWriter writer = open(f);
    PhaseFixture.Ran ran = f.run();
    RunOutcome outcome = new RunOutcome(List.of("cannot log in with S3cretPW"), List.of(), 0, null);
    writer.write(new FinishedPhase(f.phase, f.measurements, ran.window(), outcome, ran.totals(),
        List.of("a warning naming S3cretPW"), null, ran.clients().dbs().get(0).unwrap().getClass()), f.phase.err());
    writer.release(f.phase.err());

    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.runId()).isEqualTo("r-1");
    assertThat(r.phase()).isEqualTo("load");
    assertThat(r.status()).isEqualTo("completed");
    assertThat(r.operations()).isEqualTo(30);
    assertThat(r.dbOperations()).isEqualTo(30);
    assertThat(r.successfulOperations()).isEqualTo(30);
    assertThat(r.label()).isEqualTo("L");
    assertThat(r.series()).containsKey("INSERT");
    assertThat(dir.resolve("disclosure.json")).exists();
    assertThat(Files.readString(dir.resolve("result.json")) + Files.readString(dir.resolve("disclosure.json")))
        .doesNotContain("S3cretPW").contains("cannot log in with ");
    assertThat(f.err()).endsWith("Results written to " + dir.toAbsolutePath() + System.lineSeparator());
  }

  @Test
  void anInterruptedPhaseIsWrittenAsStopped() throws Exception {
    Path dir = tmp.resolve("r");
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=5",
        "-p", "results.dir=" + dir);
    ResultWriter writer = open(f);
    PhaseFixture.Ran ran = f.run();
    f.phase.stop().interrupt();
    writer.write(new FinishedPhase(f.phase, f.measurements, ran.window(), new RunOutcome(List.of(), List.of(), 0,
        null), ran.totals(), List.of(), null, Object.class), f.phase.err());
    writer.release(f.phase.err());
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).status()).isEqualTo("stopped");
  }
}
