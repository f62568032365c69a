package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Redactor;

/**
 * A step's client gets its secrets in its environment, never on its command line, and what it prints is stored
 * with its secrets hidden.
 */
class StepRunnerTest {
  @TempDir
  Path tmp;

  @Test
  void secretsReachTheStepOffItsCommandLineAndItsOutputIsStoredRedacted() throws Exception {
    List<String> jvmArgs = new ArrayList<>(ChildJvm.current().jvmArgs());
    jvmArgs.add("-Djavax.net.ssl.keyStorePassword=KeyS7ore-pw");
    ChildJvm jvm = new ChildJvm(ChildJvm.current().java(), jvmArgs, ChildJvm.current().classPath());
    List<String> args = List.of("-p", "recordcount=10", "-p", "db.password=Sw0rdfish-9");
    Redactor redactor = Redactor.rulesOnly().withSecretsOfArguments(args);
    StepRunner runner = new StepRunner(new StopSwitch(), new PrintStream(new ByteArrayOutputStream(), true,
        StandardCharsets.UTF_8), redactor.withSecretValues(List.of("KeyS7ore-pw")));

    StepOutcome o = runner.run(jvm, ArgumentsEcho.class.getName(), args, tmp, false, 60);

    assertThat(o.exitCode()).isZero();
    String stdout = Files.readString(tmp.resolve("stdout.txt"));
    String stderr = Files.readString(tmp.resolve("stderr.txt"));
    assertThat(stdout).contains("argv: -p recordcount=10\n")
        .contains("whole: -p recordcount=10 -p db.password=*****\n")
        .doesNotContain("Sw0rdfish-9");
    // the JVM option came through JDK_JAVA_OPTIONS (the java launcher's NOTE says so, redacted) and took effect
    assertThat(stderr).contains("property: *****").contains("options: -Djavax.net.ssl.keyStorePassword=*****")
        .doesNotContain("KeyS7ore-pw");
  }

  @Test
  void optionsTheJvmTookFromItsEnvironmentAreNotCopiedOntoTheStepsCommandLine() {
    List<String> own = ChildJvm.ownOptions(List.of("-Djavax.net.ssl.keyStorePassword=x", "-Xmx1g",
        "-Dycsb.home=/y", "-Xmx1g", "-agentlib:jdwp=transport=dt_socket"),
        List.of("-Djavax.net.ssl.keyStorePassword=x", "-Xmx1g"));
    assertThat(own).containsExactly("-Dycsb.home=/y", "-Xmx1g");
  }
}
