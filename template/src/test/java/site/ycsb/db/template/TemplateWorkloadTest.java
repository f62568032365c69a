package site.ycsb.db.template;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ClientHarness;

/** Whole client runs (load, then run with verification) through site.ycsb.Client, as bin/ycsb starts them. */
class TemplateWorkloadTest {
  private static final String SECRET = "s3cret-never-shown";

  private static List<String> args(int port, String... extra) {
    List<String> ret = new ArrayList<>(List.of("-db", TemplateClient.class.getName(),
        "-P", "../workloads/workloada", "-p", "template.port=" + port, "-p", "template.password=" + SECRET,
        "-p", "recordcount=200", "-p", "dataintegrity=true", "-threads", "4"));
    ret.addAll(List.of(extra));
    return ret;
  }

  @Test
  void loadThenRunVerifiesEveryReadAndWritesResults(@TempDir Path dir) throws Exception {
    try (LineKvServer server = LineKvServer.start(SECRET)) {
      ClientHarness.Outcome load = ClientHarness.run(args(server.port(), "-load"));
      assertThat(load.exitCode()).as(load.err()).isZero();
      assertThat(load.count("INSERT", "Return=OK")).isEqualTo(200);
      assertThat(server.size()).isEqualTo(200);

      ClientHarness.Outcome run = ClientHarness.run(args(server.port(), "-t", "-p", "operationcount=2000",
          "-p", "results.dir=" + dir));
      assertThat(run.exitCode()).as(run.err()).isZero();
      long reads = run.count("READ", "Return=OK");
      assertThat(reads).isPositive();
      assertThat(run.count("VERIFY", "Return=OK")).as("every read verified").isEqualTo(reads);
      assertThat(reads + run.count("UPDATE", "Return=OK")).isEqualTo(2000);
      assertThat(run.out()).doesNotContain("NOT_FOUND").doesNotContain("Return=ERROR");

      String result = Files.readString(dir.resolve("result.json"));
      assertThat(result).as("server statistics").contains("\"template-kv\"");
      for (String text : List.of(load.out(), load.err(), run.out(), run.err(), result,
          Files.readString(dir.resolve("disclosure.json")))) {
        assertThat(text).doesNotContain(SECRET);
      }
    }
  }

  @Test
  void noServerIsOneLineAndExitCodeOne() throws Exception {
    int port;
    try (LineKvServer gone = LineKvServer.start(null)) {
      port = gone.port();
    }
    ClientHarness.Outcome load = ClientHarness.run(args(port, "-load"));
    assertThat(load.exitCode()).isEqualTo(1);
    assertThat(load.errorLines()).hasSize(1);
    assertThat(load.errorLines().get(0)).contains("cannot connect to the template server at 127.0.0.1:" + port)
        .doesNotContain(SECRET);
  }
}
