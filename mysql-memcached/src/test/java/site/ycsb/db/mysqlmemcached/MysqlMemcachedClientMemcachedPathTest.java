package site.ycsb.db.mysqlmemcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TestServers;
import site.ycsb.db.MysqlMemcachedClient;
import site.ycsb.db.memcached.MemcachedSettings;
import site.ycsb.db.memcached.RawTranscoder;
import site.ycsb.db.memcached.SharedClients;

/**
 * The memcached-protocol path against the real memcached of scripts/test-all.sh, standing in for the plugin's
 * port: the commands, the "@@container." key prefix and the separator-packed values are what the plugin gets.
 */
class MysqlMemcachedClientMemcachedPathTest {
  private final String container = "c" + UUID.randomUUID().toString().replace("-", "").substring(0, 10);
  private MysqlMemcachedClient db;

  private Properties props() {
    Properties p = new Properties();
    p.setProperty("memcached.hosts", TestServers.require("MEMCACHED").hostAndPort());
    p.setProperty("mysql-memcached.container", container);
    p.setProperty("fieldcount", "3");
    return p;
  }

  @AfterEach
  void close() throws DBException {
    if (db != null) {
      db.cleanup();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"spymemcached", "direct"})
  void crudWithPackedValues(String driver) throws Exception {
    db = new MysqlMemcachedClient();
    Properties p = props();
    p.setProperty("memcached.driver", driver);
    db.setProperties(p);
    db.init();
    Map<String, String> record = Map.of("field0", "a|b", "field1", "50%", "field2", "c");
    assertThat(db.insert("usertable", "user1", StringByteIterator.getByteIteratorMap(record))).isEqualTo(Status.OK);

    MemcachedSettings ms = MemcachedSettings.from(props(), null);
    net.spy.memcached.MemcachedClient raw = SharedClients.acquire(ms);
    try {
      byte[] stored = raw.get("@@" + container + ".user1", RawTranscoder.INSTANCE);
      assertThat(new String(stored, StandardCharsets.US_ASCII)).isEqualTo("a%7Cb|50%25|c");
    } finally {
      SharedClients.release(ms);
    }

    Map<String, ByteIterator> out = new HashMap<>();
    assertThat(db.read("usertable", "user1", null, out)).isEqualTo(Status.OK);
    assertThat(StringByteIterator.getStringMap(out)).isEqualTo(record);

    assertThat(db.update("usertable", "user1", StringByteIterator.getByteIteratorMap(Map.of("field1", "|")))).isEqualTo(
        Status.OK);
    out.clear();
    db.read("usertable", "user1", Set.of("field0", "field1"), out);
    assertThat(StringByteIterator.getStringMap(out)).as("a partial update keeps the other columns")
        .isEqualTo(Map.of("field0", "a|b", "field1", "|"));

    assertThat(db.delete("usertable", "user1")).isEqualTo(Status.OK);
    assertThat(db.read("usertable", "user1", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.update("usertable", "user1", StringByteIterator.getByteIteratorMap(Map.of("field1", "x"))))
        .isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void loadAndRunVerifyEveryRead() {
    List<String> common = new ArrayList<>(List.of("-db", MysqlMemcachedClient.class.getName(),
        "-P", "../workloads/workloada", "-p", "recordcount=300", "-p", "dataintegrity=true", "-threads", "4"));
    props().forEach((k, v) -> common.addAll(List.of("-p", k + "=" + v)));
    List<String> load = new ArrayList<>(common);
    load.add("-load");
    ClientHarness.Outcome l = ClientHarness.run(load);
    assertThat(l.exitCode()).as(l.err()).isZero();
    List<String> run = new ArrayList<>(common);
    run.addAll(List.of("-t", "-p", "operationcount=2000"));
    ClientHarness.Outcome r = ClientHarness.run(run);
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(r.count("VERIFY", "Return=OK")).isEqualTo(r.count("READ", "Return=OK")).isPositive();
    assertThat(r.out()).doesNotContain("Return=ERROR").doesNotContain("UNEXPECTED_STATE");
  }
}
