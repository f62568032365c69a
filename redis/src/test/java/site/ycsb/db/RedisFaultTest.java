package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.RedisTestSupport.clientArgs;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ClientHarness;
import site.ycsb.TestServers;

/** A redis-server of its own, killed while a run is going. */
class RedisFaultTest {

  @Test
  void serverKilledMidRunCountsErrorsAndStillWritesResults(@TempDir Path dir) throws Exception {
    TestServers.require("REDIS");  // the same prerequisite: redis-server is installed here
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    Process server = new ProcessBuilder("redis-server", "--port", "" + port, "--bind", "127.0.0.1", "--save", "",
        "--appendonly", "no", "--dir", dir.toString()).redirectErrorStream(true)
        .redirectOutput(dir.resolve("redis.log").toFile()).start();
    try {
      waitForPort(port);
      String[] common = {"redis.host", "127.0.0.1", "redis.port", "" + port, "redis.timeout", "1000",
          "recordcount", "200", "threadcount", "4"};
      assertThat(ClientHarness.run(clientArgs("-load", common)).exitCode()).isZero();
      List<String> run = clientArgs("-t", common);
      run.addAll(List.of("-p", "operationcount=100000000", "-p", "maxexecutiontime=6", "-p", "readproportion=0.5",
          "-p", "updateproportion=0.5", "-p", "target=2000", "-p", "results.dir=" + dir.resolve("results")));
      long start = System.nanoTime();
      CompletableFuture<ClientHarness.Outcome> outcome = CompletableFuture.supplyAsync(() -> ClientHarness.run(run));
      Thread.sleep(1500);
      server.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      ClientHarness.Outcome o = outcome.get(60, TimeUnit.SECONDS);
      long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
      assertThat(seconds).isLessThan(30);
      assertThat(o.count("READ", "Return=OK")).isPositive();
      assertThat(o.count("READ", "Return=ERROR") + o.count("UPDATE", "Return=ERROR")).isPositive();
      assertThat(dir.resolve("results/result.json")).exists();
      assertThat(Files.readString(dir.resolve("results/result.json"))).contains("ERROR");
      assertThat(o.err()).doesNotContain("\tat ");
    } finally {
      server.destroyForcibly();
    }
  }

  private static void waitForPort(int port) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < deadline) {
      try (Socket s = new Socket("127.0.0.1", port)) {
        return;
      } catch (IOException e) {
        Thread.sleep(100);
      }
    }
    throw new AssertionError("redis-server did not start on port " + port);
  }
}
