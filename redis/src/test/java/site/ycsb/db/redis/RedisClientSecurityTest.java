package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static site.ycsb.db.redis.RedisTestSupport.open;
import static site.ycsb.db.redis.RedisTestSupport.props;
import static site.ycsb.db.redis.RedisTestSupport.record;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.TestServers;
import site.ycsb.db.RedisClient;

/** ACL users and TLS against real servers of scripts/servers/redis.sh. */
class RedisClientSecurityTest {

  private static void roundTrip(RedisClient db, String key) throws DBException {
    try {
      assertThat(db.insert("usertable", key, record("field0", "secure"))).isEqualTo(Status.OK);
      Map<String, ByteIterator> r = new HashMap<>();
      assertThat(db.read("usertable", key, null, r)).isEqualTo(Status.OK);
      assertThat(r.get("field0").toString()).isEqualTo("secure");
      assertThat(db.delete("usertable", key)).isEqualTo(Status.OK);
    } finally {
      db.cleanup();
    }
  }

  @Test
  void aclUserWithPassword() throws DBException {
    TestServers.Address acl = TestServers.require("REDIS_ACL");
    String user = TestServers.value("REDIS_ACL_USER");
    String password = TestServers.value("REDIS_ACL_PASSWORD");
    roundTrip(open(props("redis.host", acl.host(), "redis.port", "" + acl.port(), "redis.user", user,
        "redis.password", password)), "acl-user");
    roundTrip(open(props("redis.uri", "redis://" + user + ":" + password + "@" + acl.hostAndPort() + "/0")),
        "acl-uri");
  }

  @Test
  void wrongPasswordIsAClearErrorThatHidesThePassword() {
    TestServers.Address acl = TestServers.require("REDIS_ACL");
    String wrong = "not-the-password-4711";
    Properties p = props("redis.host", acl.host(), "redis.port", "" + acl.port(), "redis.user",
        TestServers.value("REDIS_ACL_USER"), "redis.password", wrong);
    assertThatThrownBy(() -> open(p)).isInstanceOf(DBException.class)
        .hasMessageContaining(acl.hostAndPort()).hasMessageContaining("WRONGPASS")
        .hasMessageNotContaining(wrong);
    Properties uri = props("redis.uri", "redis://ycsb:" + wrong + "@" + acl.hostAndPort());
    assertThatThrownBy(() -> open(uri)).isInstanceOf(DBException.class).hasMessageNotContaining(wrong);
    Properties badUri = props("redis.uri", "http://ycsb:" + wrong + "@" + acl.hostAndPort());
    assertThatThrownBy(() -> open(badUri)).isInstanceOf(DBException.class).hasMessageContaining("redis.uri")
        .hasMessageNotContaining(wrong);
    // The default user is disabled on this server: no password at all must fail too.
    Properties none = props("redis.host", acl.host(), "redis.port", "" + acl.port());
    assertThatThrownBy(() -> open(none)).isInstanceOf(DBException.class).hasMessageContaining(acl.hostAndPort());
  }

  @Test
  void tlsWithTheTestCa() throws DBException {
    TestServers.Address tls = TestServers.require("REDIS_TLS");
    String ca = TestServers.value("REDIS_TLS_CA");
    roundTrip(open(props("redis.host", tls.host(), "redis.port", "" + tls.port(), "redis.ssl", "true",
        "redis.ssl.cafile", ca)), "tls-ca");
    roundTrip(open(props("redis.uri", "rediss://" + tls.hostAndPort(), "redis.ssl.cafile", ca)), "tls-uri");
  }

  @Test
  void tlsRejectsAServerItCannotVerify() {
    TestServers.Address tls = TestServers.require("REDIS_TLS");
    // The JVM's default trust store does not know the test CA: the handshake must fail, clearly.
    Properties p = props("redis.host", tls.host(), "redis.port", "" + tls.port(), "redis.ssl", "true",
        "redis.timeout", "2000");
    assertThatThrownBy(() -> open(p)).isInstanceOf(DBException.class).hasMessageContaining(tls.hostAndPort());
    Properties plain = props("redis.host", tls.host(), "redis.port", "" + tls.port(), "redis.timeout", "1000");
    assertThatThrownBy(() -> open(plain)).isInstanceOf(DBException.class);
  }
}
