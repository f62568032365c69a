package site.ycsb.db.mysqlmemcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Recovery;
import site.ycsb.ServerProcess;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.MysqlMemcachedClient;
import site.ycsb.testing.ProcessOutcome;
import site.ycsb.testing.ProcessRun;

/** The SQL path against a MariaDB of the test's own, killed (-9) and started again on the same port. */
class MysqlMemcachedClientSqlReconnectTest {
  /** How long after a restarted server accepts connections its errors may go on (README, "Faults"). */
  private static final long RECONNECT_BOUND_MS = 3000;

  @TempDir
  Path dir;

  private ServerProcess mariadb() throws Exception {
    Path data = dir.resolve("data");
    ProcessOutcome install = ProcessRun.of("mariadb-install-db", "--no-defaults", "--datadir=" + data,
        "--user=" + System.getProperty("user.name"), "--auth-root-authentication-method=normal", "--skip-test-db")
        .errIntoOut().keepingOutput(dir.resolve("install.log"), dir.resolve("install.err")).run();
    if (install.exitCode() != 0) {
      throw new IllegalStateException("mariadb-install-db failed; see " + dir.resolve("install.log"));
    }
    return ServerProcess.start("mariadbd", port -> {
      // No grant tables: any user connects without a password, which is all a reconnect test needs.
      List<String> args = new ArrayList<>(List.of("--no-defaults", "--datadir=" + data, "--bind-address=127.0.0.1",
          "--port=" + port, "--socket=" + dir.resolve("mariadb.sock"), "--skip-grant-tables", "--skip-log-bin",
          "--skip-name-resolve", "--innodb-buffer-pool-size=32M", "--innodb-log-file-size=16M"));
      if ("root".equals(System.getProperty("user.name"))) {
        args.add("--user=root");
      }
      return args;
    });
  }

  @Test
  void aRestartedServerIsUsedAgainWithinTheBound() throws Exception {
    try (ServerProcess server = mariadb()) {
      String url = "jdbc:mysql://" + server.hostAndPort() + "/ycsb";
      try (Connection c = DriverManager.getConnection("jdbc:mysql://" + server.hostAndPort() + "/", "root", "");
          Statement st = c.createStatement()) {
        st.execute("CREATE DATABASE ycsb");
        st.execute("CREATE TABLE ycsb.usertable (ycsb_key VARCHAR(255) PRIMARY KEY, field0 BLOB, flags INT, "
            + "cas BIGINT UNSIGNED, expiry INT)");
      }
      Properties p = new Properties();
      p.setProperty("mysql-memcached.url", url);
      p.setProperty("mysql-memcached.user", "root");
      p.setProperty("mysql-memcached.password", "");
      p.setProperty("mysql-memcached.access", "sql");
      p.setProperty("fieldcount", "1");
      MysqlMemcachedClient db = new MysqlMemcachedClient();
      db.setProperties(p);
      db.init();
      try {
        assertThat(insert(db, "before")).isEqualTo(Status.OK);
        server.kill();
        assertThat(insert(db, "while-down")).isEqualTo(Status.ERROR);
        server.startAgain();
        long ms = Recovery.millisUntilOk(i -> insert(db, "after-" + i), RECONNECT_BOUND_MS);
        System.out.printf("[faults] mysql-memcached (SQL): first OK %d ms after the restart%n", ms);
        assertThat(db.read("usertable", "before", null, new java.util.HashMap<>())).isEqualTo(Status.OK);
      } finally {
        db.cleanup();
      }
    }
  }

  private static Status insert(MysqlMemcachedClient db, String key) {
    return db.insert("usertable", key, StringByteIterator.getByteIteratorMap(Map.of("field0", "v")));
  }
}
