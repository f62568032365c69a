package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static site.ycsb.db.redis.RedisTestSupport.props;

import org.junit.jupiter.api.Test;
import site.ycsb.IllegalPropertyException;
import site.ycsb.net.IoMode;

/** {@code redis.io} (core's IoModeTest covers auto on virtual threads): the settings the reactor refuses. */
class RedisSettingsIoTest {
  @Test
  void ioIsAutoByDefaultAndBlockingOnPlatformThreads() {
    RedisSettings s = RedisSettings.from(props());
    assertThat(s.io()).isEqualTo(IoMode.AUTO);
    assertThat(s.io().forCurrentThread()).isEqualTo(IoMode.BLOCKING);
    assertThat(RedisSettings.from(props("redis.io", "reactor")).io().forCurrentThread())
        .isEqualTo(IoMode.REACTOR);
    assertThat(RedisSettings.from(props("redis.io", "blocking")).io().forCurrentThread())
        .isEqualTo(IoMode.BLOCKING);
  }

  @Test
  void anUnknownIoNamesTheAcceptedValues() {
    assertThatThrownBy(() -> RedisSettings.from(props("redis.io", "epoll")))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("redis.io")
        .hasMessageContaining("auto, blocking, reactor");
  }

  /** The reactor reads dedicated plain connections only; a pool, a cluster or TLS would ignore it silently. */
  @Test
  void theReactorIsRefusedWhereThereIsNoDedicatedPlainConnection() {
    for (String[] p : new String[][] {{"redis.pool.size", "4"}, {"redis.mode", "cluster"}, {"redis.ssl", "true"}}) {
      assertThatThrownBy(() -> RedisSettings.from(props("redis.io", "reactor", p[0], p[1])))
          .as(p[0]).isInstanceOf(IllegalPropertyException.class)
          .hasMessageContaining("redis.io=reactor").hasMessageContaining("redis.pool.size=0")
          .hasMessageContaining("accepted here: auto or blocking");
      assertThat(RedisSettings.from(props("redis.io", "auto", p[0], p[1])).io()).isEqualTo(IoMode.AUTO);
    }
  }
}
