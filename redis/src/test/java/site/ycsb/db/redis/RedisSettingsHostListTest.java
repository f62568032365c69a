package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static site.ycsb.db.redis.RedisTestSupport.props;

import org.junit.jupiter.api.Test;
import site.ycsb.IllegalPropertyException;
import site.ycsb.db.redis.RedisSettings.Node;

/** The host lists of every mode read with core's HostList: the same entries mean the same as in memcached. */
class RedisSettingsHostListTest {
  @Test
  void aBareIpv6AddressIsOneHostOnTheDefaultPort() {
    assertThat(RedisSettings.from(props("redis.host", "::1")).nodes()).containsExactly(new Node("::1", 6379));
    assertThat(RedisSettings.from(props("redis.host", "fe80::1", "redis.port", "7000")).nodes())
        .containsExactly(new Node("fe80::1", 7000));
  }

  @Test
  void bracketsGiveAnIpv6AddressItsPort() {
    assertThat(RedisSettings.from(props("redis.host", "[::1]:6380")).nodes()).containsExactly(new Node("::1", 6380));
    assertThat(RedisSettings.from(props("redis.host", "[::1]")).nodes()).containsExactly(new Node("::1", 6379));
  }

  @Test
  void clusterSeedsAndSentinelsAreHostLists() {
    assertThat(RedisSettings.from(props("redis.mode", "cluster", "redis.host", " n1:7001, [::1]:7002 ,::1")).nodes())
        .containsExactly(new Node("n1", 7001), new Node("::1", 7002), new Node("::1", 6379));
    assertThat(RedisSettings.from(props("redis.mode", "sentinel", "redis.sentinels", "s1,s2:5000")).nodes())
        .containsExactly(new Node("s1", 26379), new Node("s2", 5000));
  }

  @Test
  void anUnsetOrBlankHostIsLocalhost() {
    assertThat(RedisSettings.from(props()).nodes()).containsExactly(new Node("localhost", 6379));
    assertThat(RedisSettings.from(props("redis.host", " ")).nodes()).containsExactly(new Node("localhost", 6379));
  }

  @Test
  void badEntriesAreRefusedNamingThePropertyAndWhatIsAccepted() {
    String[][] cases = {
        {"redis.host", "[::1"}, {"redis.host", "h:0"}, {"redis.host", "h:65536"}, {"redis.host", "[::1]x"},
        {"redis.sentinels", "s1,,s2"}, {"redis.sentinels", "s1,"}};
    for (String[] c : cases) {
      String mode = c[0].equals("redis.sentinels") ? "sentinel" : "cluster";
      assertThatThrownBy(() -> RedisSettings.from(props("redis.mode", mode, c[0], c[1])))
          .as(c[0] + "=" + c[1]).isInstanceOf(IllegalPropertyException.class)
          .hasMessageStartingWith("property '" + c[0] + "' is '" + c[1] + "': ")
          .hasMessageContaining("accepted: host, host:port, [IPv6] or [IPv6]:port");
    }
  }
}
