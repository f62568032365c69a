package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import net.spy.memcached.ConnectionFactoryBuilder;
import net.spy.memcached.FailureMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.IllegalPropertyException;
import site.ycsb.TestProperties;
import site.ycsb.net.IoMode;

class MemcachedSettingsTest {
  private static Properties props(String... kv) {
    return TestProperties.of(kv);
  }

  @Test
  void upstreamDefaults() {
    MemcachedSettings s = MemcachedSettings.from(props("memcached.hosts", "127.0.0.1"), null);
    assertThat(s.hosts()).hasSize(1);
    assertThat(s.hosts().get(0).getPort()).isEqualTo(11211);
    assertThat(s.protocol()).isEqualTo(ConnectionFactoryBuilder.Protocol.TEXT);
    assertThat(s.opTimeoutMillis()).isEqualTo(60_000);
    assertThat(s.shutdownTimeoutMillis()).isEqualTo(30_000);
    assertThat(s.objectExpirationTime()).isEqualTo(Integer.MAX_VALUE);
    assertThat(s.failureMode()).isEqualTo(FailureMode.Redistribute);
    assertThat(s.checkOperationStatus()).isTrue();
    assertThat(s.readBufferSize()).isEqualTo(3_000_000);
    assertThat(s.updateMode()).isEqualTo(MemcachedSettings.UpdateMode.MERGE);
    assertThat(s.driver()).isEqualTo(MemcachedSettings.Driver.DIRECT);
    assertThat(s.format()).as("upstream's JSON records by default").isEqualTo(MemcachedSettings.Format.JSON);
    assertThat(MemcachedSettings.from(props("memcached.hosts", "127.0.0.1", "memcached.format", "Compact"), null)
        .format()).isEqualTo(MemcachedSettings.Format.COMPACT);
  }

  @Test
  void parsesSeveralHostsAndIpv6() {
    MemcachedSettings s = MemcachedSettings.from(props("memcached.hosts", "127.0.0.1:1234, [::1]:99,localhost",
        "memcached.protocol", "BINARY", "memcached.failureMode", "cancel"), null);
    assertThat(s.hosts()).extracting(a -> a.getPort()).containsExactly(1234, 99, 11211);
    assertThat(s.protocol()).isEqualTo(ConnectionFactoryBuilder.Protocol.BINARY);
    assertThat(s.failureMode()).isEqualTo(FailureMode.Cancel);
  }

  @Test
  void aBareIpv6AddressIsOneHostOnTheDefaultPort() {
    MemcachedSettings s = MemcachedSettings.from(props("memcached.hosts", "::1"), null);
    assertThat(s.hosts()).hasSize(1);
    assertThat(s.hosts().get(0).getAddress().getHostAddress()).isEqualTo("0:0:0:0:0:0:0:1");
    assertThat(s.hosts().get(0).getPort()).isEqualTo(11211);
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "[::1;no closing ']'",
      "127.0.0.1,,127.0.0.1:2;an empty entry",
      "127.0.0.1,;an empty entry",
      "[::1]:0;port '0' is not in 1..65535",
      "127.0.0.1:70000;port '70000' is not in 1..65535"})
  void badHostListsAreRefusedAsHostListRefusesThem(String value, String why) {
    assertThatThrownBy(() -> MemcachedSettings.from(props("memcached.hosts", value), null))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessageStartingWith("property 'memcached.hosts' is '" + value + "': ").hasMessageContaining(why)
        .hasMessageEndingWith("accepted: " + site.ycsb.HostList.accepted(11211));
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "memcached.protocol;udp;text, binary",
      "memcached.failureMode;Ignore;Redistribute, Retry, Cancel",
      "memcached.opTimeoutMillis;-5;whole number",
      "memcached.checkOperationStatus;yes;true or false",
      "memcached.update;patch;merge, replace",
      "memcached.hosts;host:notaport;ports 1..65535",
      "memcached.driver;libmemcached;spymemcached, direct",
      "memcached.io;epoll;auto, blocking, reactor",
      "memcached.format;binary;json, compact"})
  void badValuesNameThePropertyAndTheAcceptedValues(String property, String value, String accepted) {
    Properties p = props("memcached.hosts", "127.0.0.1", property, value);
    assertThatThrownBy(() -> MemcachedSettings.from(p, null)).isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining(property).hasMessageContaining(accepted);
  }

  @ParameterizedTest
  @CsvSource({
      "memcached.protocol, binary", "memcached.failureMode, Retry", "memcached.readBufferSize, 16384",
      "memcached.clients, 2", "memcached.checkOperationStatus, false"})
  void aSpymemcachedOnlySettingMakesItTheDefaultDriver(String property, String value) {
    assertThat(MemcachedSettings.from(props("memcached.hosts", "127.0.0.1", property, value), null).driver())
        .isEqualTo(MemcachedSettings.Driver.SPYMEMCACHED);
    assertThat(
        MemcachedSettings.from(props("memcached.hosts", "127.0.0.1", "memcached.protocol", "text"), null).driver())
        .isEqualTo(MemcachedSettings.Driver.DIRECT);
  }

  @Test
  void anExplicitDriverWins() {
    assertThat(MemcachedSettings.from(props("memcached.hosts", "127.0.0.1", "memcached.driver", "spymemcached"), null)
        .driver()).isEqualTo(MemcachedSettings.Driver.SPYMEMCACHED);
    assertThat(MemcachedSettings.from(props("memcached.hosts", "127.0.0.1", "memcached.driver", "direct",
        "memcached.failureMode", "Cancel"), null).driver()).isEqualTo(MemcachedSettings.Driver.DIRECT);
  }

  @Test
  void directDriverRefusesTheBinaryProtocol() {
    assertThatThrownBy(() -> MemcachedSettings.from(props("memcached.hosts", "h", "memcached.driver", "direct",
        "memcached.protocol", "binary"), null)).hasMessageContaining("memcached.driver").hasMessageContaining("text");
  }

  @Test
  void ioIsAutoByDefaultAndBlockingOnPlatformThreads() {
    MemcachedSettings s = MemcachedSettings.from(props("memcached.hosts", "127.0.0.1"), null);
    assertThat(s.io()).isEqualTo(IoMode.AUTO);
    assertThat(s.io().forCurrentThread()).isEqualTo(IoMode.BLOCKING);
    assertThat(MemcachedSettings.from(props("memcached.hosts", "127.0.0.1", "memcached.io", "reactor"), null).io()
        .forCurrentThread()).isEqualTo(IoMode.REACTOR);
    assertThat(MemcachedSettings.from(props("memcached.hosts", "127.0.0.1", "memcached.io", "blocking"), null).io()
        .forCurrentThread()).isEqualTo(IoMode.BLOCKING);
  }

  @Test
  void ioIsRefusedWithSpymemcached() {
    assertThatThrownBy(() -> MemcachedSettings.from(props("memcached.hosts", "h", "memcached.driver", "spymemcached",
        "memcached.io", "reactor"), null)).isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("memcached.io").hasMessageContaining("memcached.driver=direct");
  }

  @Test
  void hostsAreRequired() {
    assertThatThrownBy(() -> MemcachedSettings.from(props(), null)).hasMessageContaining("memcached.hosts");
  }
}
