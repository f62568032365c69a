package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.redis.RedisTestSupport.clientArgs;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.Jedis;
import site.ycsb.ClientHarness;
import site.ycsb.TestServers;
import site.ycsb.WorkloadException;
import site.ycsb.generator.sizes.KeyedUniform;
import site.ycsb.generator.sizes.SizePresets;
import site.ycsb.workloads.CoreWorkload;

/**
 * Facebook ETC value sizes and key lengths through the binding against a real redis-server: every operation of the
 * run finds the loaded record under its padded name, and the server holds the sizes the keys say.
 */
class RedisKeyedSizesTest {
  private static final String DB_INDEX = "7";
  /** The stream value sizes are drawn from (CoreWorkload's, for keyed kinds). */
  private static final long VALUE_STREAM = 1;

  private TestServers.Address server;
  private Jedis direct;

  /** CoreWorkload's key names, as the run builds them. */
  static final class KeyNames extends CoreWorkload {
    String key(long keynum) {
      return buildKeyName(keynum);
    }
  }

  @BeforeEach
  void connect() {
    server = TestServers.require("REDIS");
    direct = new Jedis(server.host(), server.port());
    direct.select(Integer.parseInt(DB_INDEX));
    direct.flushDB();
  }

  @AfterEach
  void close() {
    if (direct != null) {
      direct.flushDB();
      direct.close();
    }
  }

  @Test
  void storedSizesAndKeysAreTheKeysOwn() throws WorkloadException {
    String[] common = {"redis.host", server.host(), "redis.port", Integer.toString(server.port()), "redis.db",
        DB_INDEX, "recordcount", "400", "fieldcount", "1", "fieldlengthdistribution", "facebook-etc",
        "keylengthdistribution", "facebook-etc", "dataintegrity", "true", "threadcount", "2"};
    ClientHarness.Outcome load = ClientHarness.run(clientArgs("-load", common));
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(400);

    List<String> run = clientArgs("-t", common);
    run.addAll(List.of("-p", "operationcount=2000", "-p", "readproportion=0.4", "-p", "updateproportion=0.2",
        "-p", "scanproportion=0.1", "-p", "readmodifywriteproportion=0.2", "-p", "insertproportion=0.1",
        "-p", "maxscanlength=10"));
    ClientHarness.Outcome r = ClientHarness.run(run);
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(r.count("VERIFY", "Return=OK")).isEqualTo(r.count("READ", "Return=OK")).isPositive();
    assertThat(r.metric("READ", "Return=NOT_FOUND")).isNull();
    assertThat(r.count("SCAN", "Return=OK")).isPositive();
    assertThat(r.out()).doesNotContain("Return=ERROR").doesNotContain("UNEXPECTED_STATE");
    long records = 400 + r.count("INSERT", "Return=OK");

    KeyNames names = new KeyNames();
    names.init(RedisTestSupport.props("recordcount", "400", "keylengthdistribution", "facebook-etc"));
    int padded = 0;
    for (long n = 0; n < records; n++) {
      String key = names.key(n);
      long size = SizePresets.facebookEtcValues().size(KeyedUniform.of(n, VALUE_STREAM));
      assertThat(direct.hstrlen(key, "field0")).as(key).isEqualTo(size);
      padded += key.length() > 23 ? 1 : 0;
    }
    assertThat(padded).isPositive();
    assertThat(direct.zcard("_indices")).isEqualTo(records);
  }
}
