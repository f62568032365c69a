package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import redis.clients.jedis.Jedis;
import site.ycsb.TestServers;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.sweep.ChildJvm;
import site.ycsb.sweep.ManifestFile;
import site.ycsb.sweep.StepRecord;
import site.ycsb.sweep.SweepMain;
import site.ycsb.sweep.SweepManifest;

/** A load-phase sweep against a real Redis, emptied before every step by a --before-step hook. */
class RedisLoadSweepEndToEndTest {
  private static final int RECORDS = 500;

  @TempDir
  Path tmp;

  @Test
  void everyStepInsertsExactlyRecordcountIntoAFlushedRedisAndTheHookRunsOncePerStep() throws Exception {
    TestServers.Address redis = TestServers.require("REDIS");
    Path out = tmp.resolve("out");
    Path runs = tmp.resolve("hook-runs.txt");
    String cli = "redis-cli -h " + redis.host() + " -p " + redis.port();
    // dbsize before the flush: what the step before left, so the manifest shows each step's own inserts.
    String hook = "echo x >> '" + runs + "' && " + cli + " dbsize && " + cli + " flushall";
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SweepMain.run(List.of("redis", "-P", Path.of("..", "workloads", "workloada").toString(),
        "--phase", "load", "-threads", "1,4,8", "-p", "recordcount=" + RECORDS,
        "-p", "redis.host=" + redis.host(), "-p", "redis.port=" + redis.port(), "--before-step", hook,
        "--out", out.toString()), ChildJvm.current(), BindingRegistry.read(Path.of("..", "bin",
        "bindings.properties")), System.out, new PrintStream(err, true, StandardCharsets.UTF_8));
    String log = err.toString(StandardCharsets.UTF_8);
    assertThat(code).as(log).isZero();
    assertThat(log).doesNotContain("warning");

    SweepManifest m = ManifestFile.read(out);
    assertThat(m.phase()).isEqualTo("load");
    assertThat(Files.readAllLines(runs)).as("the hook ran once per step").hasSize(3);
    List<StepRecord> steps = m.steps();
    assertThat(steps).extracting(StepRecord::status).containsExactly("completed", "completed", "completed");
    for (int i = 0; i < steps.size(); i++) {
      StepRecord s = steps.get(i);
      RunResult r = ResultsDirectory.readResult(out.resolve(s.dir()).resolve(ResultsDirectory.RESULT_FILE));
      assertThat(r.threads()).isEqualTo(s.threads());
      assertThat(r.series().get("INSERT").returns()).as(s.dir()).containsEntry("OK", (long) RECORDS).hasSize(1);
      assertThat(s.beforeStep().exitCode()).isZero();
      if (i > 0) {
        long leftByPrevious = Long.parseLong(s.beforeStep().output().lines().findFirst().orElseThrow().strip());
        assertThat(leftByPrevious).as("keys the step before left (records, plus the two scan indexes)")
            .isEqualTo(RECORDS + 2L);
      }
    }
    try (Jedis jedis = new Jedis(redis.host(), redis.port())) {
      assertThat(jedis.dbSize()).as("the last step's records and the two scan indexes only")
          .isEqualTo(RECORDS + 2L);
      jedis.flushAll();
    }
  }
}
