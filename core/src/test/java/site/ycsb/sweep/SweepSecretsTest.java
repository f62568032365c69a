package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.launcher.BindingRegistry;

/**
 * A password in a before-step hook (redis-cli's -a) or in a property (a JDBC URL's password parameter) never
 * reaches the sweep's console, sweep.json or any file of its steps.
 */
@DisabledOnOs(OS.WINDOWS)
class SweepSecretsTest {
  @TempDir
  Path tmp;

  @Test
  void aHooksPasswordAndAUrlsPasswordAreHiddenEverywhere() throws Exception {
    // A stand-in redis-cli that echoes its arguments, the password among them, as a real one's errors may.
    Path cli = tmp.resolve("bin").resolve("redis-cli");
    Files.createDirectories(cli.getParent());
    Files.writeString(cli, "#!/bin/sh\necho \"flushing with $*\"\n");
    Files.setPosixFilePermissions(cli, PosixFilePermissions.fromString("rwxr-xr-x"));
    Path out = tmp.resolve("out");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SweepMain.run(List.of("memory", "-P", SweepEndToEndTest.WORKLOAD_A.toString(), "--load",
        "-threads", "1", "-p", "recordcount=50", "-p", "operationcount=100",
        "-p", "db.url=jdbc:mysql://h/db?user=a&password=Q5ecretPW",
        "--before-step", cli + " -a S3cretPW flushall", "--out", out.toString()), ChildJvm.current(),
        BindingRegistry.read(SweepEndToEndTest.REGISTRY_FILE), System.out,
        new PrintStream(err, true, StandardCharsets.UTF_8));
    String console = err.toString(StandardCharsets.UTF_8);
    assertThat(code).as(console).isZero();
    assertThat(console).contains("redis-cli -a ***** flushall").doesNotContain("S3cretPW")
        .doesNotContain("Q5ecretPW");
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.steps().get(0).beforeStep().command()).endsWith("redis-cli -a ***** flushall");
    assertThat(m.steps().get(0).beforeStep().output()).isEqualTo("flushing with -a ***** flushall");
    assertThat(String.join(" ", m.commandLine())).contains("password=*****");
    assertNoFileContains(out, "S3cretPW", "Q5ecretPW");
  }

  /** Every file under {@code dir} (sweep.json, result.json, disclosure.json, stdout.txt, stderr.txt, ...). */
  static void assertNoFileContains(Path dir, String... secrets) throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(dir)) {
      files = s.filter(Files::isRegularFile).toList();
    }
    assertThat(files).isNotEmpty();
    for (Path f : files) {
      String content = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
      for (String secret : secrets) {
        assertThat(content).as(f.toString()).doesNotContain(secret);
      }
    }
  }
}
