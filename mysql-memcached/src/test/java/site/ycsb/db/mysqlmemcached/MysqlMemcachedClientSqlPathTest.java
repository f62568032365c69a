package site.ycsb.db.mysqlmemcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.Vector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.PinningCheck;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TestServers;
import site.ycsb.db.MysqlMemcachedClient;

/**
 * The SQL path and the setup SQL against the real MariaDB of scripts/test-all.sh. MariaDB has no memcached
 * plugin, so the test creates the innodb_memcache tables the plugin's own script would.
 */
class MysqlMemcachedClientSqlPathTest {
  private final String table = "t" + UUID.randomUUID().toString().replace("-", "").substring(0, 10);
  private final List<MysqlMemcachedClient> opened = new ArrayList<>();
  private String url;
  private String user;
  private String password;

  @BeforeEach
  void server() throws Exception {
    TestServers.Address a = TestServers.require("MARIADB");
    String db = orDefault(TestServers.value("MARIADB_DATABASE"), "ycsb");
    user = orDefault(TestServers.value("MARIADB_USER"), "root");
    password = orDefault(TestServers.value("MARIADB_PASSWORD"), "");
    url = "jdbc:mysql://" + a.hostAndPort() + "/" + db;
    try (Connection c = DriverManager.getConnection(url, user, password)) {
      InnodbMemcacheSchema.create(c);
    }
  }

  @AfterEach
  void cleanup() throws Exception {
    for (MysqlMemcachedClient c : opened) {
      c.cleanup();
    }
    if (url == null) {
      return; // skipped: no server
    }
    try (Connection c = DriverManager.getConnection(url, user, password); Statement st = c.createStatement()) {
      st.execute("DROP TABLE IF EXISTS `" + table + "`");
      st.execute("DELETE FROM innodb_memcache.containers WHERE name = '" + table + "'");
    }
  }

  private static String orDefault(String v, String d) {
    return v == null ? d : v;
  }

  private Properties props(String... kv) {
    Properties p = new Properties();
    p.setProperty("mysql-memcached.url", url);
    p.setProperty("mysql-memcached.user", user);
    p.setProperty("mysql-memcached.password", password);
    p.setProperty("mysql-memcached.table", table);
    p.setProperty("mysql-memcached.container", table);
    p.setProperty("mysql-memcached.access", "sql");
    p.setProperty("fieldcount", "3");
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    return p;
  }

  private MysqlMemcachedClient open(String... kv) throws DBException {
    MysqlMemcachedClient db = new MysqlMemcachedClient();
    db.setProperties(props(kv));
    db.init();
    opened.add(db);
    return db;
  }

  private static Map<String, ByteIterator> values(String... kv) {
    Map<String, String> m = new HashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return StringByteIterator.getByteIteratorMap(m);
  }

  @Test
  void setupCreatesTableContainerRowAndIsIdempotent() throws Exception {
    MysqlMemcachedClient db = open("mysql-memcached.setup", "true");
    try (Connection c = DriverManager.getConnection(url, user, password); Statement st = c.createStatement()) {
      try (ResultSet rs = st.executeQuery("SELECT db_table, key_columns, value_columns, flags, cas_column,"
          + " expire_time_column, unique_idx_name_on_key FROM innodb_memcache.containers WHERE name = '" + table
          + "'")) {
        assertThat(rs.next()).isTrue();
        assertThat(rs.getString(1)).isEqualTo(table);
        assertThat(rs.getString(2)).isEqualTo("ycsb_key");
        assertThat(rs.getString(3)).isEqualTo("field0|field1|field2");
        assertThat(rs.getString(4) + rs.getString(5) + rs.getString(6)).isEqualTo("flagscasexpiry");
        assertThat(rs.getString(7)).isEqualTo("PRIMARY");
      }
      try (ResultSet rs = st.executeQuery(
          "SELECT value FROM innodb_memcache.config_options WHERE name = 'separator'")) {
        assertThat(rs.next()).isTrue();
        assertThat(rs.getString(1)).isEqualTo("|");
      }
      try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM innodb_memcache.cache_policies")) {
        rs.next();
        assertThat(rs.getInt(1)).isPositive();
      }
    }
    assertThat(db.insert(table, "k", values("field0", "a"))).isEqualTo(Status.OK);
    try (Connection c = DriverManager.getConnection(url, user, password)) {
      SchemaSetup.Outcome again = new SchemaSetup(c, MysqlMemcachedSettings.from(props())).run();
      assertThat(again.tableCreated()).isFalse();
      assertThat(again.containerWritten()).isFalse();
      assertThat(again.pluginInstalled()).isFalse();
    }
  }

  @Test
  void memcachedAccessTellsExactlyWhatIsMissing() {
    MysqlMemcachedClient db = new MysqlMemcachedClient();
    db.setProperties(props("mysql-memcached.setup", "true", "mysql-memcached.access", "memcached"));
    assertThatThrownBy(db::init).isInstanceOf(DBException.class)
        .hasMessageContaining("daemon_memcached plugin is not installed")
        .hasMessageContaining("INSTALL PLUGIN daemon_memcached SONAME 'libmemcached.so'")
        .hasMessageContaining("removed in 8.3").hasMessageContaining("mysql-memcached.access=sql");
  }

  @Test
  void existingTableWithoutTheColumnsIsAClearError() throws Exception {
    try (Connection c = DriverManager.getConnection(url, user, password); Statement st = c.createStatement()) {
      st.execute("CREATE TABLE `" + table + "` (ycsb_key VARCHAR(100) PRIMARY KEY, field0 TEXT)");
    }
    MysqlMemcachedClient db = new MysqlMemcachedClient();
    db.setProperties(props("mysql-memcached.setup", "true"));
    assertThatThrownBy(db::init).isInstanceOf(DBException.class).hasMessageContaining("without the columns")
        .hasMessageContaining("field1").hasMessageContaining("flags");
  }

  @Test
  void crudScanAndSeparatorsThroughSql() throws Exception {
    MysqlMemcachedClient db = open("mysql-memcached.setup", "true");
    assertThat(db.insert(table, "user2", values("field0", "a|b", "field1", "100%", "field2", "c")))
        .isEqualTo(Status.OK);
    assertThat(db.insert(table, "user1", values("field0", "1", "field1", "2", "field2", "3"))).isEqualTo(Status.OK);
    assertThat(db.insert(table, "user3", values("field0", "x", "field1", "y", "field2", "z"))).isEqualTo(Status.OK);

    Map<String, ByteIterator> out = new HashMap<>();
    assertThat(db.read(table, "user2", null, out)).isEqualTo(Status.OK);
    assertThat(StringByteIterator.getStringMap(out))
        .isEqualTo(Map.of("field0", "a|b", "field1", "100%", "field2", "c"));
    try (Connection c = DriverManager.getConnection(url, user, password); Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT field0 FROM `" + table + "` WHERE ycsb_key = 'user2'")) {
      rs.next();
      assertThat(rs.getString(1)).as("stored as the plugin would split it").isEqualTo("a%7Cb");
    }

    assertThat(db.update(table, "user2", values("field1", "B"))).isEqualTo(Status.OK);
    out.clear();
    db.read(table, "user2", Set.of("field0", "field1"), out);
    assertThat(StringByteIterator.getStringMap(out)).isEqualTo(Map.of("field0", "a|b", "field1", "B"));

    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertThat(db.scan(table, "user15", 5, Set.of("field0"), rows)).isEqualTo(Status.OK);
    assertThat(rows).hasSize(2);
    assertThat(rows.get(0).get("field0").toString()).isEqualTo("a|b");
    assertThat(rows.get(1).get("field0").toString()).isEqualTo("x");

    assertThat(db.delete(table, "user2")).isEqualTo(Status.OK);
    assertThat(db.read(table, "user2", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.update(table, "user2", values("field0", "v"))).isEqualTo(Status.NOT_FOUND);
    assertThat(db.delete(table, "user2")).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void serverStatsDiscloseDurabilitySettings() throws Exception {
    MysqlMemcachedClient db = open("mysql-memcached.setup", "true");
    db.insert(table, "k", values("field0", "a", "field1", "b", "field2", "c"));
    ServerStatsSnapshot s = db.serverStats();
    assertThat(s.server()).isEqualTo("MariaDB");
    assertThat(s.version()).contains("MariaDB");
    assertThat(s.records()).isEqualTo(1);
    assertThat(s.settings()).containsKeys("innodb_flush_log_at_trx_commit", "innodb_doublewrite",
        "innodb_flush_method", "innodb_buffer_pool_size");
    assertThat(s.networkInBytes()).isPositive();
    assertThat(s.settings().toString() + s.details()).doesNotContain(password.isEmpty() ? "\u0000" : password);
  }

  @Test
  void wrongPasswordIsAClearErrorThatDoesNotEchoIt() {
    MysqlMemcachedClient db = new MysqlMemcachedClient();
    db.setProperties(props("mysql-memcached.password", "Wr0ng-Secret"));
    assertThatThrownBy(db::init).isInstanceOf(DBException.class).hasMessageContaining("cannot connect to MySQL")
        .hasMessageNotContaining("Wr0ng-Secret");
  }

  @Test
  @EnabledForJreRange(min = JRE.JAVA_21, disabledReason = "virtual threads need Java 21; bench/pinning.sh runs "
      + "this with a JDK 25")
  void theSqlPathUnderVirtualThreadsPinsNoCarrier() throws Exception {
    List<String> common = new ArrayList<>(List.of("-db", MysqlMemcachedClient.class.getName(),
        "-P", "../workloads/workloada", "-p", "recordcount=1000", "-threads", "16"));
    props().forEach((k, v) -> common.addAll(List.of("-p", k + "=" + v)));
    List<String> load = new ArrayList<>(common);
    load.addAll(List.of("-load", "-p", "mysql-memcached.setup=true"));
    PinningCheck.Outcome loaded = PinningCheck.run(load);
    assertThat(loaded.run().exitCode()).as(loaded.run().err()).isZero();
    List<String> run = new ArrayList<>(common);
    run.addAll(List.of("-t", "-p", "operationcount=5000"));
    PinningCheck.Report r = PinningCheck.twice(run);
    System.out.println("[pinning] mysql-memcached sql load | Java " + Runtime.version() + " | first run "
        + loaded.pinned().size() + " | repeat - | " + (loaded.pinned().isEmpty() ? "-" : loaded.counted()));
    System.out.println(r.line("mysql-memcached sql run"));
    assertThat(r.repeat().run().exitCode()).as(r.repeat().run().err()).isZero();
    assertThat(r.repeat().run().count("READ", "Return=OK")).isPositive();
    assertThat(r.repeat().recurring()).isEmpty();
  }

  @Test
  void loadAndRunVerifyEveryReadThroughSql() {
    List<String> common = new ArrayList<>(List.of("-db", MysqlMemcachedClient.class.getName(),
        "-P", "../workloads/workloada", "-p", "recordcount=300", "-p", "dataintegrity=true", "-threads", "4"));
    props().forEach((k, v) -> common.addAll(List.of("-p", k + "=" + v)));
    List<String> load = new ArrayList<>(common);
    load.addAll(List.of("-load", "-p", "mysql-memcached.setup=true"));
    ClientHarness.Outcome l = ClientHarness.run(load);
    assertThat(l.exitCode()).as(l.err()).isZero();
    assertThat(l.count("INSERT", "Return=OK")).isEqualTo(300);
    List<String> run = new ArrayList<>(common);
    run.addAll(List.of("-t", "-p", "operationcount=1000"));
    ClientHarness.Outcome r = ClientHarness.run(run);
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(r.count("VERIFY", "Return=OK")).isEqualTo(r.count("READ", "Return=OK")).isPositive();
    assertThat(r.out()).doesNotContain("Return=ERROR").doesNotContain("UNEXPECTED_STATE");
    assertThat(r.err()).doesNotContain(password.isEmpty() ? "\u0000" : password);
  }
}
