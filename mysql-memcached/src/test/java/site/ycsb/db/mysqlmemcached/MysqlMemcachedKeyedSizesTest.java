package site.ycsb.db.mysqlmemcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.UUID;
import java.util.Vector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.Status;
import site.ycsb.TestServers;
import site.ycsb.db.MysqlMemcachedClient;
import site.ycsb.db.memcached.MemcachedSettings;
import site.ycsb.db.memcached.RawTranscoder;
import site.ycsb.db.memcached.SharedClients;
import site.ycsb.generator.sizes.KeyedUniform;
import site.ycsb.generator.sizes.SizePresets;
import site.ycsb.workloads.PaddedKeyNames;

/**
 * GEV key lengths (many of them at the cap of 240) and mixgraph value sizes through both paths of the binding: the
 * memcached path against the real memcached standing in for the plugin's port, and the SQL path against the real
 * MariaDB, with its scans. Every read finds and verifies the loaded record under its padded name, the server holds
 * exactly the padded names at the lengths their key numbers draw, and a scan from a padded key returns the next
 * keys' records in order.
 */
class MysqlMemcachedKeyedSizesTest {
  private static final int RECORDS = 400;
  /** Key lengths around 120 with a long tail, so that a good share is cut to the cap. */
  private static final String[] KEY_LENGTHS = {"keylengthdistribution", "gev", "keylength.mu", "120",
      "keylength.sigma", "60", "keylength.xi", "0.1"};
  /** 7 characters: with "@@" and "." before it and a key of 240, a memcached key of exactly 250 bytes. */
  private final String name = "k" + UUID.randomUUID().toString().replace("-", "").substring(0, 6);
  private String url;
  private String user;
  private String password;

  @AfterEach
  void dropTable() throws Exception {
    if (url == null) {
      return;
    }
    try (Connection c = DriverManager.getConnection(url, user, password); Statement st = c.createStatement()) {
      st.execute("DROP TABLE IF EXISTS `" + name + "`");
      st.execute("DELETE FROM innodb_memcache.containers WHERE name = '" + name + "'");
    }
  }

  private static List<String> args(Map<String, String> binding, String phase, String... extra) {
    List<String> a = new ArrayList<>(List.of("-db", MysqlMemcachedClient.class.getName(), phase,
        "-p", "recordcount=" + RECORDS, "-p", "fieldcount=1", "-p", "fieldlengthdistribution=rocksdb-mixgraph",
        "-p", "dataintegrity=true", "-threads", "2"));
    for (int i = 0; i < KEY_LENGTHS.length; i += 2) {
      a.addAll(List.of("-p", KEY_LENGTHS[i] + "=" + KEY_LENGTHS[i + 1]));
    }
    binding.forEach((k, v) -> a.addAll(List.of("-p", k + "=" + v)));
    a.addAll(List.of(extra));
    return a;
  }

  /** Runs the load and the run; the key names of every record they wrote, with its key number. */
  private static TreeMap<String, Long> loadAndRun(Map<String, String> binding, String... mix) throws Exception {
    ClientHarness.Outcome load = ClientHarness.runOk(args(binding, "-load"));
    assertThat(load.count("INSERT", "Return=OK")).as(load.out()).isEqualTo(RECORDS);
    List<String> run = args(binding, "-t", "-p", "operationcount=1500");
    run.addAll(List.of(mix));
    ClientHarness.Outcome r = ClientHarness.runOk(run);
    assertThat(r.count("VERIFY", "Return=OK")).isEqualTo(r.count("READ", "Return=OK")).isPositive();
    assertThat(r.metric("READ", "Return=NOT_FOUND")).isNull();
    assertThat(r.out()).doesNotContain("Return=ERROR").doesNotContain("UNEXPECTED_STATE");
    if (r.metric("SCAN", "Operations") != null) {
      assertThat(r.count("SCAN", "Return=OK")).isEqualTo(r.count("SCAN", "Operations")).isPositive();
    }
    long records = RECORDS + Math.max(0, r.count("INSERT", "Return=OK"));

    Properties p = new Properties();
    p.setProperty("recordcount", Integer.toString(RECORDS));
    for (int i = 0; i < KEY_LENGTHS.length; i += 2) {
      p.setProperty(KEY_LENGTHS[i], KEY_LENGTHS[i + 1]);
    }
    TreeMap<String, Long> written = PaddedKeyNames.of(p, records,
        n -> (long) Math.floor(gevLength(PaddedKeyNames.keyUniform(n)))).byName();
    assertThat(written.keySet()).as("keys cut to keylength.max")
        .anyMatch(k -> k.length() == PaddedKeyNames.KEY_MAX_DEFAULT);
    return written;
  }

  /** The GEV quantile at p of {@link #KEY_LENGTHS}, written out here so the test does not take it from core. */
  private static double gevLength(double p) {
    double mu = 120;
    double sigma = 60;
    double xi = 0.1;
    return mu + sigma * (Math.pow(-Math.log(p), -xi) - 1) / xi;
  }

  private static long valueSize(long n) {
    return SizePresets.rocksdbMixgraphValues().size(KeyedUniform.of(n, PaddedKeyNames.VALUE_STREAM));
  }

  @Test
  void memcachedPathStoresThePaddedKeysUpToTheProtocolsLimit() throws Exception {
    String hosts = TestServers.require("MEMCACHED").hostAndPort();
    Map<String, String> binding = Map.of("memcached.hosts", hosts, "mysql-memcached.container", name,
        "mysql-memcached.columnlength", "1024");
    TreeMap<String, Long> written = loadAndRun(binding, "-p", "readproportion=0.5", "-p", "updateproportion=0.2",
        "-p", "readmodifywriteproportion=0.2", "-p", "insertproportion=0.1");

    Properties p = new Properties();
    p.setProperty("memcached.hosts", hosts);
    MemcachedSettings ms = MemcachedSettings.from(p, null);
    net.spy.memcached.MemcachedClient raw = SharedClients.acquire(ms);
    try {
      String prefix = "@@" + name + ".";
      int longest = 0;
      for (Map.Entry<String, Long> e : written.entrySet()) {
        byte[] stored = raw.get(prefix + e.getKey(), RawTranscoder.INSTANCE);
        assertThat(stored).as(e.getKey()).isNotNull().hasSize((int) valueSize(e.getValue()));
        longest = Math.max(longest, (prefix + e.getKey()).length());
      }
      assertThat(longest).isEqualTo(250);
    } finally {
      SharedClients.release(ms);
    }
  }

  @Test
  void sqlPathStoresThePaddedKeysAndScansFollowThem() throws Exception {
    TestServers.Address a = TestServers.require("MARIADB");
    url = "jdbc:mysql://" + a.hostAndPort() + "/" + orDefault(TestServers.value("MARIADB_DATABASE"), "ycsb");
    user = orDefault(TestServers.value("MARIADB_USER"), "root");
    password = orDefault(TestServers.value("MARIADB_PASSWORD"), "");
    try (Connection c = DriverManager.getConnection(url, user, password)) {
      InnodbMemcacheSchema.create(c);
    }
    Map<String, String> binding = Map.of("mysql-memcached.url", url, "mysql-memcached.user", user,
        "mysql-memcached.password", password, "mysql-memcached.table", name, "mysql-memcached.container", name,
        "mysql-memcached.access", "sql", "mysql-memcached.columnlength", "1024", "mysql-memcached.setup", "true");
    TreeMap<String, Long> written = loadAndRun(binding, "-p", "readproportion=0.4", "-p", "updateproportion=0.2",
        "-p", "scanproportion=0.1", "-p", "readmodifywriteproportion=0.2", "-p", "insertproportion=0.1",
        "-p", "maxscanlength=10");

    Map<String, Integer> stored = new HashMap<>();
    List<String> ordered = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(url, user, password); Statement st = c.createStatement();
         ResultSet rs = st.executeQuery("SELECT ycsb_key, LENGTH(field0) FROM `" + name + "` ORDER BY ycsb_key")) {
      while (rs.next()) {
        stored.put(rs.getString(1), rs.getInt(2));
        ordered.add(rs.getString(1));
      }
    }
    assertThat(ordered).containsExactlyElementsOf(written.keySet());
    written.forEach((key, n) -> assertThat(stored.get(key)).as(key).isEqualTo((int) valueSize(n)));

    MysqlMemcachedClient db = new MysqlMemcachedClient();
    Properties p = new Properties();
    binding.forEach(p::setProperty);
    p.setProperty("fieldcount", "1");
    db.setProperties(p);
    db.init();
    try (Connection c = DriverManager.getConnection(url, user, password);
         PreparedStatement value = c.prepareStatement("SELECT field0 FROM `" + name + "` WHERE ycsb_key = ?")) {
      for (long n : new long[] {0, 7, 123, RECORDS - 1}) {
        String start = written.entrySet().stream().filter(e -> e.getValue() == n).findFirst().orElseThrow().getKey();
        List<String> next = written.tailMap(start, true).keySet().stream().limit(10).toList();
        List<String> nextValues = new ArrayList<>();
        for (String key : next) {
          value.setString(1, key);
          try (ResultSet rs = value.executeQuery()) {
            assertThat(rs.next()).as(key).isTrue();
            nextValues.add(rs.getString(1));
          }
        }
        Vector<HashMap<String, ByteIterator>> scanned = new Vector<>();
        assertThat(db.scan("usertable", start, 10, null, scanned)).isEqualTo(Status.OK);
        assertThat(scanned.stream().map(r -> r.get("field0").toString()).toList()).as(start)
            .containsExactlyElementsOf(nextValues);
      }
    } finally {
      db.cleanup();
    }
  }

  @Test
  void aLongestKeyAboveWhatThePluginsKeyHoldsIsRefusedInOneLine() {
    String hosts = "127.0.0.1:1";  // refused before any connection: no server needed
    // A container of 8 characters: '@@' + 8 + '.' leaves 239 bytes of the 250 for the key, one less than the default
    // keylength.max.
    ClientHarness.Outcome load = ClientHarness.run(args(Map.of("memcached.hosts", hosts,
        "mysql-memcached.container", name + "x"), "-load"));
    assertThat(load.exitCode()).as(load.err()).isEqualTo(2);
    assertThat(load.errorLines()).singleElement().asString()
        .contains("property 'keylength.max' is '240'; accepted: 1 to 239 with mysql-memcached.container=" + name + "x")
        .doesNotContain("Exception");
    assertThat(load.err()).doesNotContain("\tat ");
    assertThat(load.count("INSERT", "Return=OK")).isNegative();  // no such line: nothing was written

    // The SQL path: the table's ycsb_key holds 250.
    ClientHarness.Outcome sql = ClientHarness.run(args(Map.of("mysql-memcached.access", "sql",
        "mysql-memcached.url", "jdbc:mysql://127.0.0.1:1/ycsb"), "-load", "-p", "keylength.max=251"));
    assertThat(sql.exitCode()).as(sql.err()).isEqualTo(2);
    assertThat(sql.errorLines()).singleElement().asString()
        .contains("property 'keylength.max' is '251'; accepted: 1 to 250 (the table's ycsb_key");
  }

  private static String orDefault(String v, String d) {
    return v == null ? d : v;
  }
}
