package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.Redactor;
import site.ycsb.tool.ExitCode;

/** The last lines of a phase on stderr and its exit code. */
class ConsoleVerdictTest {
  private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
  private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);

  private List<String> lines() {
    return errBytes.toString(StandardCharsets.UTF_8).lines().toList();
  }

  private static Redactor redactor() {
    Properties props = new Properties();
    props.setProperty("db.password", "S3cretPW");
    return Redactor.rulesOnly().withSecretsOf(props);
  }

  @Test
  void warningsThenProblemsAStopWithoutTheWordError() {
    RunOutcome o = new RunOutcome(List.of("stopped: interrupted", "database cleanup failed: x"),
        List.of("database cleanup failed: x"), 0, null);
    int code = new ConsoleVerdict(err, redactor()).print(List.of("w1", "w2"), o, new RunCoordinator(1));
    assertThat(lines()).containsExactly("ycsb: warning: w1", "ycsb: warning: w2", "ycsb: stopped: interrupted",
        "ycsb: error: database cleanup failed: x");
    assertThat(code).isEqualTo(ExitCode.FAILED);
  }

  @Test
  void aWarningThatIsAlsoAProblemIsPrintedOnceAsTheProblem() {
    String wrongData = "2 of 10 VERIFY returned ERROR";
    RunOutcome o = new RunOutcome(List.of(), List.of(), 0, null).failedBy(wrongData);
    new ConsoleVerdict(err, redactor()).print(List.of("w", wrongData), o, new RunCoordinator(1));
    assertThat(lines()).containsExactly("ycsb: warning: w", "ycsb: error: " + wrongData);
  }

  @Test
  void secretsAreHiddenInEveryLine() {
    RunOutcome o = new RunOutcome(List.of("cannot log in with S3cretPW"), List.of(), 0, null);
    int code = new ConsoleVerdict(err, redactor()).print(List.of("the password S3cretPW"), o, new RunCoordinator(1));
    assertThat(String.join("\n", lines())).doesNotContain("S3cretPW").contains("ycsb: warning: the password ");
    assertThat(code).isEqualTo(ExitCode.OK);
  }

  @Test
  void aCleanPhasePrintsNothingAndExitsZero() {
    int code = new ConsoleVerdict(err, redactor()).print(List.of(), new RunOutcome(List.of(), List.of(), 0, null),
        new RunCoordinator(1));
    assertThat(lines()).isEmpty();
    assertThat(code).isEqualTo(ExitCode.OK);
  }
}
