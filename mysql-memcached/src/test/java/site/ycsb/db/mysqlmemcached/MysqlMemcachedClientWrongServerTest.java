package site.ycsb.db.mysqlmemcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import site.ycsb.DBException;
import site.ycsb.WrongServer;
import site.ycsb.db.MysqlMemcachedClient;
import site.ycsb.testing.FreePorts;

/**
 * Something else on the port of either path fails init in one line within the connect time-out: HTTP servers (the
 * stand-in and two real ones, which wait for a newline before they answer) and a listener that never answers.
 */
class MysqlMemcachedClientWrongServerTest {
  private static final int CONNECT_TIMEOUT_MS = 1000;

  private static void open(Properties p) throws DBException {
    p.setProperty("fieldcount", "1");
    MysqlMemcachedClient db = new MysqlMemcachedClient();
    db.setProperties(p);
    try {
      db.init();
    } finally {
      db.cleanup();
    }
  }

  @ParameterizedTest
  @EnumSource(WrongServer.Mode.class)
  void theSqlPathFailsInitInOneLineWithinTheConnectTimeout(WrongServer.Mode mode) throws Exception {
    try (WrongServer wrong = WrongServer.start(mode)) {
      Properties p = new Properties();
      p.setProperty("mysql-memcached.access", "sql");
      p.setProperty("mysql-memcached.url", "jdbc:mysql://" + wrong.hostAndPort() + "/ycsb");
      p.setProperty("mysql-memcached.connectTimeoutMillis", "" + CONNECT_TIMEOUT_MS);
      long start = System.nanoTime();
      assertThatThrownBy(() -> open(p)).isInstanceOf(DBException.class)
          .satisfies(e -> System.out.printf("[faults] mysql-memcached sql on %s: %s (%d ms)%n", mode, e.getMessage(),
              TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)))
          // MySQL speaks first: an HTTP server waits for a request line, so neither side says anything
          .hasMessage("cannot connect to MySQL at jdbc:mysql://" + wrong.hostAndPort() + "/ycsb as root: no greeting "
              + "within " + CONNECT_TIMEOUT_MS + " ms (mysql-memcached.connectTimeoutMillis): is it a MySQL server? "
              + "(mysql-memcached.url, mysql-memcached.user, mysql-memcached.password)");
      // within the connect time-out, not socketTimeoutMillis (60 s by default)
      assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(CONNECT_TIMEOUT_MS + 3000);
    }
  }

  @Test
  void aRefusedConnectionIsNotCalledAMissingGreeting() throws Exception {
    Properties p = new Properties();
    p.setProperty("mysql-memcached.access", "sql");
    p.setProperty("mysql-memcached.url", "jdbc:mysql://127.0.0.1:" + FreePorts.loopback() + "/ycsb");
    p.setProperty("mysql-memcached.connectTimeoutMillis", "" + CONNECT_TIMEOUT_MS);
    assertThatThrownBy(() -> open(p)).isInstanceOf(DBException.class)
        .hasMessageContaining("Communications link failure").message().doesNotContain("greeting");
  }

  @ParameterizedTest
  @EnumSource(value = WrongServer.Mode.class, names = {"HTTP", "HTTP_JDK", "HTTP_PYTHON"})
  void theMemcachedPathNamesAnHttpServerAtInit(WrongServer.Mode mode) throws Exception {
    try (WrongServer http = WrongServer.start(mode)) {
      Properties p = new Properties();
      p.setProperty("memcached.hosts", http.hostAndPort());
      p.setProperty("memcached.connectTimeoutMillis", "" + CONNECT_TIMEOUT_MS);
      // python's http.server answers a request line that is not HTTP with an HTML page and no status line
      String answer = mode == WrongServer.Mode.HTTP_PYTHON ? "<!DOCTYPE HTML>" : "HTTP/1.1 400 Bad Request";
      long start = System.nanoTime();
      assertThatThrownBy(() -> open(p)).isInstanceOf(DBException.class)
          .satisfies(e -> System.out.printf("[faults] mysql-memcached memcached on %s: %s (%d ms)%n", mode,
              e.getMessage(), TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)))
          .hasMessageStartingWith("memcached at " + http.hostAndPort() + " answered '" + answer + "' to 'version': "
              + "is it a memcached server? (memcached.hosts)");
      assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(CONNECT_TIMEOUT_MS);
    }
  }
}
