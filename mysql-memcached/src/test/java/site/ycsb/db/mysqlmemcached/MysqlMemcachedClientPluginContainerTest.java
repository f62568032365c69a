package site.ycsb.db.mysqlmemcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.mysql.MySQLContainer;
import site.ycsb.ClientHarness;
import site.ycsb.db.MysqlMemcachedClient;

/**
 * The real plugin: MySQL 8.0 with daemon_memcached, in Docker. Skipped where no Docker engine answers.
 * Both access paths run on the same table, and data written through one is verified through the other.
 */
@Testcontainers(disabledWithoutDocker = true)
class MysqlMemcachedClientPluginContainerTest {
  private static final int PLUGIN_PORT = 11211;

  @Container
  private static final MySQLContainer MYSQL = new MySQLContainer("mysql:8.0")
      .withDatabaseName("ycsb").withUsername("root").withPassword("test-pw")
      .withExposedPorts(MySQLContainer.MYSQL_PORT, PLUGIN_PORT);

  private List<String> args(String... extra) {
    List<String> ret = new ArrayList<>(List.of("-db", MysqlMemcachedClient.class.getName(),
        "-P", "../workloads/workloada", "-p", "recordcount=500", "-p", "dataintegrity=true", "-threads", "4",
        "-p", "mysql-memcached.url=" + MYSQL.getJdbcUrl(), "-p", "mysql-memcached.user=root",
        "-p", "mysql-memcached.password=test-pw",
        "-p", "memcached.hosts=" + MYSQL.getHost() + ":" + MYSQL.getMappedPort(PLUGIN_PORT)));
    ret.addAll(List.of(extra));
    return ret;
  }

  @Test
  void pluginPathAndSqlPathShareOneTable() throws Exception {
    try (Connection c = DriverManager.getConnection(MYSQL.getJdbcUrl(), "root", "test-pw");
        Statement st = c.createStatement()) {
      InnodbMemcacheSchema.create(c);
      st.execute("INSERT IGNORE INTO innodb_memcache.cache_policies VALUES ('cache_policy', 'innodb_only',"
          + " 'innodb_only', 'innodb_only', 'innodb_only')");
      st.execute("INSTALL PLUGIN daemon_memcached SONAME 'libmemcached.so'");
    }
    ClientHarness.Outcome load = ClientHarness.run(args("-load", "-p", "mysql-memcached.setup=true"));
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(500);

    ClientHarness.Outcome viaSql = ClientHarness.run(args("-t", "-p", "operationcount=1000",
        "-p", "mysql-memcached.access=sql"));
    assertThat(viaSql.exitCode()).as(viaSql.err()).isZero();
    assertThat(viaSql.count("VERIFY", "Return=OK")).isEqualTo(viaSql.count("READ", "Return=OK")).isPositive();

    ClientHarness.Outcome viaPlugin = ClientHarness.run(args("-t", "-p", "operationcount=1000"));
    assertThat(viaPlugin.exitCode()).as(viaPlugin.err()).isZero();
    assertThat(viaPlugin.count("VERIFY", "Return=OK")).isEqualTo(viaPlugin.count("READ", "Return=OK")).isPositive();
    assertThat(viaPlugin.out()).doesNotContain("Return=ERROR");
  }
}
