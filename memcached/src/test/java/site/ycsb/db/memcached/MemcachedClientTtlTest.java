package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TestServers;
import site.ycsb.Utils;
import site.ycsb.db.MemcachedClient;
import site.ycsb.generator.expiry.TtlDistribution;

/**
 * Records written with a TTL (the workload's ttl property) on the real memcached: the TTL is the item's exptime,
 * read back with the meta protocol's {@code mg KEY t} (the seconds left), on every driver and protocol.
 */
class MemcachedClientTtlTest {
  private final String table = "t" + UUID.randomUUID().toString().substring(0, 8);
  private MemcachedClient db;

  private MemcachedClient open(String variant, String... kv) throws DBException {
    Properties p = new Properties();
    p.setProperty("memcached.hosts", TestServers.require("MEMCACHED").hostAndPort());
    p.setProperty("memcached.opTimeoutMillis", "5000");
    DriverVariants.apply(p, variant);
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    db = new MemcachedClient();
    db.setProperties(p);
    db.init();
    return db;
  }

  @AfterEach
  void close() throws DBException {
    if (db != null) {
      db.cleanup();
    }
  }

  private static Map<String, ByteIterator> values(String... kv) {
    Map<String, String> m = new HashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return StringByteIterator.getByteIteratorMap(m);
  }

  /** The seconds left of an item (mg KEY t), -1 for one that never expires, null for one that is absent. */
  static Long secondsLeft(String key) throws IOException {
    TestServers.Address a = TestServers.require("MEMCACHED");
    try (Socket s = new Socket(a.host(), a.port())) {
      s.setSoTimeout(5_000);
      OutputStream out = s.getOutputStream();
      out.write(("mg " + key + " t\r\n").getBytes(StandardCharsets.US_ASCII));
      out.flush();
      String line = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII))
          .readLine();
      if (line.startsWith("EN")) {
        return null;
      }
      assertThat(line).startsWith("HD t");
      return Long.parseLong(line.substring(4).trim());
    }
  }

  @ParameterizedTest
  @CsvSource({"spymemcached, text", "spymemcached, binary", "direct, text", "direct/reactor, text"})
  void insertAndUpdateWriteTheTtlAsExptime(String variant, String protocol) throws Exception {
    MemcachedClient c = open(variant, "memcached.protocol", protocol, "fieldcount", "3");
    assertThat(c.ttlRefusal()).isNull();
    assertThat(c.insert(table, "k1", values("field0", "a", "field1", "b", "field2", "c"), 300)).isEqualTo(Status.OK);
    assertThat(secondsLeft(table + "-k1")).isBetween(298L, 300L);
    // A field subset is merged (gets, then cas): the exptime is written again with it.
    assertThat(c.update(table, "k1", values("field1", "B"), 1000)).isEqualTo(Status.OK);
    assertThat(secondsLeft(table + "-k1")).isBetween(998L, 1000L);
    Map<String, ByteIterator> out = new HashMap<>();
    assertThat(c.read(table, "k1", null, out)).isEqualTo(Status.OK);
    assertThat(out.get("field0").toString()).isEqualTo("a");
    assertThat(out.get("field1").toString()).isEqualTo("B");
    // Above 30 days memcached reads exptime as a Unix time: sent as one, the item still lives 40 days.
    assertThat(c.insert(table, "k2", values("field0", "x"), 40 * 86_400)).isEqualTo(Status.OK);
    // memcached's own clock may run a second or two behind the wall clock the Unix time was taken from.
    assertThat(secondsLeft(table + "-k2")).isBetween(40 * 86_400L - 3, 40 * 86_400L + 3);
    assertThat(c.insert(table, "k3", values("field0", "y"))).isEqualTo(Status.OK);
    // Without a TTL, upstream's memcached.objectExpirationTime (Integer.MAX_VALUE: a Unix time in 2038).
    assertThat(secondsLeft(table + "-k3")).isGreaterThan(365 * 86_400L);
  }

  @Test
  void exptimeAboveThirtyDaysIsAUnixTime() {
    assertThat(Exptime.of(Exptime.RELATIVE_LIMIT, 1_800_000_000L)).isEqualTo(Exptime.RELATIVE_LIMIT);
    assertThat(Exptime.of(Exptime.RELATIVE_LIMIT + 1, 1_800_000_000L)).isEqualTo(1_802_592_001);
    assertThat(Exptime.of(Integer.MAX_VALUE, 1_800_000_000L)).isEqualTo(Integer.MAX_VALUE);
  }

  @Test
  void aLoadGivesEachKeyTheTtlOfItsNumberAndReadsAfterExpiryCountApart() throws Exception {
    List<String> common = new ArrayList<>(List.of("-db", MemcachedClient.class.getName(), "-p",
        "memcached.hosts=" + TestServers.require("MEMCACHED").hostAndPort(), "-p", "table=" + table, "-p",
        "recordcount=300"));
    List<String> load = new ArrayList<>(common);
    load.addAll(List.of("-load", "-p", "ttl=100-200"));
    ClientHarness.Outcome o = ClientHarness.run(load);
    assertThat(o.exitCode()).as(o.err()).isZero();
    TtlDistribution d = TtlDistribution.parse("100-200");
    for (long i = 0; i < 300; i++) {
      assertThat(secondsLeft(table + "-user" + Utils.hash(i))).as("key %d", i)
          .isBetween(d.seconds(i) - 3L, (long) d.seconds(i));
    }
    List<String> shortLoad = new ArrayList<>(common);
    shortLoad.addAll(List.of("-load", "-p", "ttl=1"));
    assertThat(ClientHarness.run(shortLoad).exitCode()).isZero();
    // memcached's clock ticks once a second: an item of exptime 1 is gone within two.
    Thread.sleep(2200);
    List<String> run = new ArrayList<>(common);
    run.addAll(List.of("-t", "-p", "ttl=1", "-p", "operationcount=300", "-p", "readproportion=1", "-p",
        "updateproportion=0"));
    ClientHarness.Outcome r = ClientHarness.run(run);
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(r.count("READ", "Return=EXPIRED")).isEqualTo(300);
  }
}
