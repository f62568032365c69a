package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.Status;
import site.ycsb.TestServers;
import site.ycsb.db.MemcachedClient;
import site.ycsb.generator.sizes.KeyedUniform;
import site.ycsb.generator.sizes.SizePresets;
import site.ycsb.workloads.CoreWorkload;

/**
 * Facebook ETC value sizes and key lengths through the binding against a real memcached: every read finds and
 * verifies the loaded record under its padded name, the server holds the sizes the keys say, and keys of the
 * longest default length fit memcached's 250 bytes with the table before them.
 */
class MemcachedKeyedSizesTest {
  /** The stream value sizes are drawn from (CoreWorkload's, for keyed kinds). */
  private static final long VALUE_STREAM = 1;

  /** CoreWorkload's key names, as the run builds them. */
  static final class KeyNames extends CoreWorkload {
    String key(long keynum) {
      return buildKeyName(keynum);
    }
  }

  private static List<String> args(String hosts, String table, String phase, String... extra) {
    List<String> ret = new ArrayList<>(List.of("-db", MemcachedClient.class.getName(), phase,
        "-p", "memcached.hosts=" + hosts, "-p", "table=" + table, "-p", "recordcount=400", "-p", "fieldcount=1",
        "-p", "fieldlengthdistribution=facebook-etc", "-p", "dataintegrity=true", "-threads", "2"));
    ret.addAll(List.of(extra));
    return ret;
  }

  @Test
  void storedSizesAndKeysAreTheKeysOwn() throws Exception {
    String hosts = TestServers.require("MEMCACHED").hostAndPort();
    String table = "k" + UUID.randomUUID().toString().substring(0, 8);
    ClientHarness.Outcome load = ClientHarness.run(args(hosts, table, "-load",
        "-p", "keylengthdistribution=facebook-etc"));
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(400);
    ClientHarness.Outcome run = ClientHarness.run(args(hosts, table, "-t", "-p", "keylengthdistribution=facebook-etc",
        "-p", "operationcount=2000", "-p", "readproportion=0.5", "-p", "updateproportion=0.2",
        "-p", "readmodifywriteproportion=0.2", "-p", "insertproportion=0.1"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.count("VERIFY", "Return=OK")).isEqualTo(run.count("READ", "Return=OK")).isPositive();
    assertThat(run.metric("READ", "Return=NOT_FOUND")).isNull();
    assertThat(run.out()).doesNotContain("Return=ERROR").doesNotContain("UNEXPECTED_STATE");
    long records = 400 + run.count("INSERT", "Return=OK");

    KeyNames names = new KeyNames();
    Properties p = new Properties();
    p.setProperty("recordcount", "400");
    p.setProperty("keylengthdistribution", "facebook-etc");
    names.init(p);
    MemcachedClient db = new MemcachedClient();
    Properties c = new Properties();
    c.setProperty("memcached.hosts", hosts);
    db.setProperties(c);
    db.init();
    try {
      int padded = 0;
      for (long n = 0; n < records; n++) {
        String key = names.key(n);
        Map<String, ByteIterator> cells = new HashMap<>();
        assertThat(db.read(table, key, null, cells)).as(key).isEqualTo(Status.OK);
        long size = SizePresets.facebookEtcValues().size(KeyedUniform.of(n, VALUE_STREAM));
        assertThat(cells.get("field0").toString()).as(key).hasSize((int) size);
        padded += key.length() > 23 ? 1 : 0;
      }
      assertThat(padded).isPositive();
    } finally {
      db.cleanup();
    }
  }

  @Test
  void keysOfTheLongestDefaultLengthFitWithTheDefaultTable() {
    String hosts = TestServers.require("MEMCACHED").hostAndPort();
    // The default table, whose usertable- the binding puts before the key; key numbers no other test loads.
    long start = 1_000_000_000L + (UUID.randomUUID().getMostSignificantBits() >>> 40);
    ClientHarness.Outcome load = ClientHarness.run(args(hosts, "usertable", "-load",
        "-p", "keylengthdistribution=uniform", "-p", "keylength.min=240", "-p", "insertstart=" + start,
        "-p", "insertcount=400", "-p", "recordcount=" + (start + 400)));
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(400);
  }

  @Test
  void aLongestKeyAboveWhatTheTablesPrefixLeavesIsRefusedInOneLine() {
    // A 15-character table: "benchmarktable1-" leaves 234 bytes of memcached's 250 for the key. No server needed.
    ClientHarness.Outcome load = ClientHarness.run(args("127.0.0.1:1", "benchmarktable1", "-load",
        "-p", "keylengthdistribution=uniform", "-p", "recordcount=10"));
    assertThat(load.exitCode()).as(load.err()).isEqualTo(2);
    assertThat(load.errorLines()).singleElement().asString()
        .contains("property 'keylength.max' is '240'; accepted: 1 to 234 with table=benchmarktable1")
        .doesNotContain("Exception");
    assertThat(load.err()).doesNotContain("\tat ");
    // Without padded keys, upstream's names: no check, whatever the table (the run then finds no server).
    ClientHarness.Outcome plain = ClientHarness.run(args("127.0.0.1:1", "benchmarktable1", "-load",
        "-p", "recordcount=10"));
    assertThat(plain.err()).doesNotContain("keylength.max");
  }
}
