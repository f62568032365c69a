package site.ycsb.db.mysqlmemcached;

import java.net.SocketTimeoutException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;
import site.ycsb.DBException;

/** Opens JDBC connections with bounded timeouts and error messages that never carry the password. */
public final class Jdbc {
  private Jdbc() {
  }

  public static Connection open(MysqlMemcachedSettings s) throws DBException {
    Properties p = new Properties();
    p.setProperty("user", s.user());
    p.setProperty("password", s.password());
    p.setProperty("connectTimeout", Integer.toString(s.connectTimeoutMillis()));
    // The server speaks first: until its greeting, something on the port that never answers (or an HTTP server,
    // waiting for a request) would hold the connect for the whole read time-out. The greeting gets the
    // connect time-out; the operations get the socket time-out, set once connected.
    p.setProperty("socketTimeout", Integer.toString(s.connectTimeoutMillis()));
    p.setProperty("useSSL", "false");
    p.setProperty("allowPublicKeyRetrieval", "true");
    p.setProperty("rewriteBatchedStatements", "true");
    p.setProperty("cachePrepStmts", "true");
    p.setProperty("useServerPrepStmts", "true");
    try {
      String url = s.url().startsWith("jdbc:mariadb://") ? "jdbc:mysql://" + s.url().substring(15) : s.url();
      Connection c = DriverManager.getConnection(url, p);
      c.setNetworkTimeout(Runnable::run, s.socketTimeoutMillis());
      return c;
    } catch (SQLException e) {
      throw new DBException("cannot connect to MySQL at " + redactedUrl(s) + " as " + s.user() + ": "
          + reason(e, s) + " (" + MysqlMemcachedSettings.URL
          + ", " + MysqlMemcachedSettings.USER + ", " + MysqlMemcachedSettings.PASSWORD + ")");
    }
  }

  /**
   * The driver says "Communications link failure" for a refused connection and for a listener that sent no greeting
   * alike; the second is something else on the port (an HTTP server waits for a request, a stuck server says
   * nothing), so say so.
   */
  private static String reason(SQLException e, MysqlMemcachedSettings s) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SocketTimeoutException && String.valueOf(t.getMessage()).startsWith("Read timed out")) {
        return "no greeting within " + s.connectTimeoutMillis() + " ms (" + MysqlMemcachedSettings.CONNECT_TIMEOUT
            + "): is it a MySQL server?";
      }
    }
    return firstLine(e.getMessage());
  }

  /** The URL without a password someone may have put into its query string. */
  static String redactedUrl(MysqlMemcachedSettings s) {
    return s.url().replaceAll("(?i)(password=)[^&]*", "$1*****").replaceAll("//([^/@:]*):[^/@]*@", "//$1:*****@");
  }

  public static String firstLine(String message) {
    if (message == null) {
      return "";
    }
    int nl = message.indexOf('\n');
    return nl < 0 ? message : message.substring(0, nl);
  }
}
