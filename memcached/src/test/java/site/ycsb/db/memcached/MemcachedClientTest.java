package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.Vector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TestServers;
import site.ycsb.db.MemcachedClient;

/** The binding against the real memcached of scripts/test-all.sh, on both protocols. */
class MemcachedClientTest {
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

  private Map<String, String> read(String key, Set<String> fields) {
    Map<String, ByteIterator> out = new HashMap<>();
    assertThat(db.read(table, key, fields, out)).isEqualTo(Status.OK);
    return StringByteIterator.getStringMap(out);
  }

  @ParameterizedTest
  @CsvSource({"spymemcached, text, json", "spymemcached, binary, json", "direct, text, json",
      "direct/reactor, text, json", "spymemcached, binary, compact", "direct, text, compact",
      "direct/reactor, text, compact"})
  void crudAndMisses(String driver, String protocol, String format) throws DBException {
    open(driver, "memcached.protocol", protocol, "fieldcount", "3", "memcached.format", format);
    assertThat(db.insert(table, "k1", values("field0", "a", "field1", "b", "field2", "c"))).isEqualTo(Status.OK);
    assertThat(read("k1", null)).isEqualTo(Map.of("field0", "a", "field1", "b", "field2", "c"));
    assertThat(read("k1", Set.of("field1"))).isEqualTo(Map.of("field1", "b"));

    assertThat(db.update(table, "k1", values("field1", "B"))).isEqualTo(Status.OK);
    assertThat(read("k1", null)).as("a partial update keeps the other fields")
        .isEqualTo(Map.of("field0", "a", "field1", "B", "field2", "c"));
    assertThat(db.update(table, "k1", values("field0", "x", "field1", "y", "field2", "z"))).isEqualTo(Status.OK);
    assertThat(read("k1", null)).isEqualTo(Map.of("field0", "x", "field1", "y", "field2", "z"));

    assertThat(db.delete(table, "k1")).isEqualTo(Status.OK);
    assertThat(db.read(table, "k1", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.update(table, "k1", values("field0", "v"))).isEqualTo(Status.NOT_FOUND);
    assertThat(db.update(table, "k1", values("field0", "a", "field1", "b", "field2", "c")))
        .as("a whole-record update of a missing record").isEqualTo(Status.NOT_FOUND);
    assertThat(db.delete(table, "k1")).isEqualTo(Status.NOT_FOUND);
    assertThat(db.scan(table, "k1", 10, null, new Vector<>())).isEqualTo(Status.NOT_IMPLEMENTED);
  }

  @Test
  void replaceModeShrinksTheRecordAsUpstreamDid() throws DBException {
    open(DriverVariants.REACTOR, "memcached.update", "replace");
    db.insert(table, "k2", values("field0", "a", "field1", "b"));
    assertThat(db.update(table, "k2", values("field1", "B"))).isEqualTo(Status.OK);
    assertThat(read("k2", null)).isEqualTo(Map.of("field1", "B"));
  }

  @Test
  void insertOverwritesAndUsesUpstreamKeyLayout() throws Exception {
    open(DriverVariants.DIRECT);
    db.insert(table, "k3", values("field0", "old"));
    assertThat(db.insert(table, "k3", values("field0", "new"))).isEqualTo(Status.OK);
    assertThat(read("k3", null)).isEqualTo(Map.of("field0", "new"));
    net.spy.memcached.MemcachedClient raw = SharedClients.acquire(MemcachedSettings.from(db.getProperties(), null));
    try {
      assertThat(raw.get(table + "-k3", RawTranscoder.INSTANCE)).isNotNull();
    } finally {
      SharedClients.release(MemcachedSettings.from(db.getProperties(), null));
    }
  }

  /** A value that is no record (or a record of the other format) is an error, for reads and merging updates. */
  @ParameterizedTest
  @CsvSource({"spymemcached, json", "direct, json", "direct/reactor, json", "spymemcached, compact",
      "direct, compact", "direct/reactor, compact"})
  void foreignValueIsAnErrorNotACrash(String driver, String format) throws Exception {
    open(driver, "memcached.format", format);
    byte[] otherFormat = "json".equals(format)
        ? new CompactRecordFormat().encode(values("field0", "v"))
        : "{\"field0\":\"v\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    net.spy.memcached.MemcachedClient raw = SharedClients.acquire(MemcachedSettings.from(db.getProperties(), null));
    try {
      raw.set(table + "-other", 0, otherFormat, RawTranscoder.INSTANCE).get();
      raw.set(table + "-text", 0, "plain text".getBytes(java.nio.charset.StandardCharsets.UTF_8),
          RawTranscoder.INSTANCE).get();
    } finally {
      SharedClients.release(MemcachedSettings.from(db.getProperties(), null));
    }
    for (String key : new String[] {"other", "text"}) {
      assertThat(db.read(table, key, null, new HashMap<>())).as(key).isEqualTo(Status.ERROR);
      assertThat(db.update(table, key, values("field0", "x"))).as(key).isEqualTo(Status.ERROR);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"spymemcached", "direct", "direct/reactor"})
  void serverStatsReportMemoryItemsCpuAndSettings(String driver) throws DBException {
    open(driver);
    db.insert(table, "k4", values("field0", "x".repeat(100)));
    ServerStatsSnapshot s = db.serverStats();
    assertThat(s.server()).isEqualTo("memcached");
    assertThat(s.version()).matches("\\d+\\.\\d+.*");
    assertThat(s.memoryUsedBytes()).isPositive();
    assertThat(s.records()).isPositive();
    assertThat(s.cpuSeconds()).isNotNull();
    assertThat(s.networkInBytes()).isPositive();
    assertThat(s.settings().toString()).contains("maxbytes").contains("evictions");
    assertThat(s.details().toString()).contains("curr_items").contains("get_misses");
  }

  @ParameterizedTest
  @ValueSource(strings = {"spymemcached", "direct", "direct/reactor"})
  void unreachableServerIsOneClearErrorWithinTheConnectTimeout(String driver) {
    Properties p = new Properties();
    TestServers.require("MEMCACHED");
    DriverVariants.apply(p, driver);
    p.setProperty("memcached.hosts", "127.0.0.1:1");
    p.setProperty("memcached.connectTimeoutMillis", "1000");
    MemcachedClient c = new MemcachedClient();
    c.setProperties(p);
    long start = System.nanoTime();
    assertThatThrownBy(c::init).isInstanceOf(DBException.class)
        .hasMessageContaining("cannot connect to memcached").hasMessageContaining("memcached.connectTimeoutMillis");
    assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(5_000);
  }

  @Test
  void badPropertyIsAOneLineError() {
    Properties p = new Properties();
    p.setProperty("memcached.hosts", "127.0.0.1");
    p.setProperty("memcached.protocol", "udp");
    MemcachedClient c = new MemcachedClient();
    c.setProperties(p);
    assertThatThrownBy(c::init).isInstanceOf(DBException.class)
        .hasMessage("property 'memcached.protocol' is 'udp'; accepted: text, binary");
  }
}
