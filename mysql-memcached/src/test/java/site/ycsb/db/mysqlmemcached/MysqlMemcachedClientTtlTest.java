package site.ycsb.db.mysqlmemcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TestServers;
import site.ycsb.db.MysqlMemcachedClient;

/**
 * Records written with a TTL (the workload's ttl property): through the memcached protocol each write carries
 * its exptime (here against the real memcached standing in for the plugin's port, as the other memcached-path
 * tests do); the SQL path refuses the property in one line before it connects.
 */
class MysqlMemcachedClientTtlTest {
  private final String container = "c" + UUID.randomUUID().toString().replace("-", "").substring(0, 10);
  private MysqlMemcachedClient db;

  @AfterEach
  void close() throws DBException {
    if (db != null) {
      db.cleanup();
    }
  }

  /** The seconds left of an item (mg KEY t), or null when it is absent. */
  private static Long secondsLeft(String key) throws IOException {
    TestServers.Address a = TestServers.require("MEMCACHED");
    try (Socket s = new Socket(a.host(), a.port())) {
      s.setSoTimeout(5_000);
      OutputStream out = s.getOutputStream();
      out.write(("mg " + key + " t\r\n").getBytes(StandardCharsets.US_ASCII));
      out.flush();
      String line = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII))
          .readLine();
      return line.startsWith("EN") ? null : Long.parseLong(line.substring(4).trim());
    }
  }

  @Test
  void theMemcachedPathSendsTheTtlAsExptime() throws Exception {
    Properties p = new Properties();
    p.setProperty("memcached.hosts", TestServers.require("MEMCACHED").hostAndPort());
    p.setProperty("mysql-memcached.container", container);
    p.setProperty("fieldcount", "3");
    db = new MysqlMemcachedClient();
    db.setProperties(p);
    db.init();
    assertThat(db.ttlRefusal()).isNull();
    Map<String, ByteIterator> record = StringByteIterator.getByteIteratorMap(
        Map.of("field0", "a", "field1", "b", "field2", "c"));
    assertThat(db.insert("usertable", "user1", record, 300)).isEqualTo(Status.OK);
    assertThat(secondsLeft("@@" + container + ".user1")).isBetween(298L, 300L);
    assertThat(db.update("usertable", "user1", StringByteIterator.getByteIteratorMap(Map.of("field1", "B")), 900))
        .isEqualTo(Status.OK);
    assertThat(secondsLeft("@@" + container + ".user1")).isBetween(898L, 900L);
    assertThat(db.insert("usertable", "user2", record, 1)).isEqualTo(Status.OK);
    Thread.sleep(2200);
    assertThat(db.read("usertable", "user2", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void theSqlPathRefusesTheTtlInOneLineBeforeItConnects() {
    ClientHarness.Outcome o = ClientHarness.run("-db", MysqlMemcachedClient.class.getName(), "-load",
        "-p", "recordcount=10", "-p", "ttl=300", "-p", "mysql-memcached.access=sql",
        "-p", "mysql-memcached.url=jdbc:mysql://127.0.0.1:1/nothing");
    assertThat(o.exitCode()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLines()).containsExactly("ycsb: error: property 'ttl' is '300', but the mysql-memcached "
        + "binding refuses it: with mysql-memcached.access=sql records cannot expire (only the plugin's memcached "
        + "protocol honours the expiry column); use mysql-memcached.access=memcached; unset ttl, or use a binding "
        + "that does (memory, redis, memcached, mysql-memcached, couchbase, mongodb)");
  }
}
