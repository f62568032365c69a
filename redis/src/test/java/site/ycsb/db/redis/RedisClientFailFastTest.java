package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.redis.RedisTestSupport.clientArgs;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ClientHarness;
import site.ycsb.ServerProcess;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;

/**
 * A real server that refuses every write (maxmemory reached, noeviction: "OOM command not allowed"): a run of
 * updates ends with one line and exit 1 instead of pausing through every operation (10,000 failing operations at
 * one thread crawled for about 1,100 s in the failure back-off before).
 */
class RedisClientFailFastTest {
  @TempDir
  Path dir;

  @Test
  void updatesOnAFullServerEndFast() throws Exception {
    try (ServerProcess server = ServerProcess.start("redis-server", port -> List.of("--port", "" + port,
        "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir.toString(),
        "--maxmemory", "1", "--maxmemory-policy", "noeviction"))) {
      Path results = dir.resolve("results");
      long start = System.nanoTime();
      ClientHarness.Outcome o = ClientHarness.run(clientArgs("-t", "redis.host", "127.0.0.1",
          "redis.port", "" + server.port(), "recordcount", "10000", "operationcount", "10000",
          "readproportion", "0", "updateproportion", "1", "validity.failfast.seconds", "3",
          "results.dir", results.toString()));
      long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      System.out.printf("[fail-fast] redis refusing every write: the run of 10,000 updates ended after %d ms%n", ms);
      assertThat(o.exitCode()).as(o.err()).isEqualTo(1);
      assertThat(o.errorLines()).as(o.err()).singleElement().asString()
          .matches("ycsb: error: fail-fast: not one operation succeeded in the first 3 s of the run, \\d+ failed "
              + "\\(validity.failfast.seconds=3; 0 turns this off\\); the first: UPDATE returned ERROR");
      assertThat(ms).isLessThan(15_000);
      RunResult r = ResultsDirectory.readResult(results.resolve("result.json"));
      assertThat(r.status()).isEqualTo("failed");
      assertThat(r.successfulOperations()).isZero();
      assertThat(r.errors()).isPositive().isEqualTo(r.dbOperations());
    }
  }
}
