package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HostListTest {
  private static List<HostAndPort> parse(String value) {
    return HostList.parse("db.hosts", value, 11211);
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "localhost;localhost;11211",
      "cache-1.example.org:1234;cache-1.example.org;1234",
      "10.0.0.7:65535;10.0.0.7;65535",
      "my_host:1;my_host;1",
      "[::1];::1;11211",
      "[::1]:6380;::1;6380",
      "[fe80::1%eth0]:99;fe80::1%eth0;99",
      "::1;::1;11211",
      "fe80::1;fe80::1;11211",
      "::1:6380;::1:6380;11211",
      "2001:db8::7;2001:db8::7;11211",
      "::ffff:10.0.0.1;::ffff:10.0.0.1;11211",
      "'  spaced:42  ';spaced;42"})
  void readsEachFormOfEntry(String entry, String host, int port) {
    assertThat(parse(entry)).containsExactly(new HostAndPort(host, port));
  }

  @Test
  void readsAListInOrderWithBlanksTrimmed() {
    assertThat(parse(" a:1 , [::1]:2,::1 ,b")).containsExactly(new HostAndPort("a", 1), new HostAndPort("::1", 2),
        new HostAndPort("::1", 11211), new HostAndPort("b", 11211));
  }

  @Test
  void aBareIpv6AddressIsAHostWithTheDefaultPortNeverSplitAtItsLastColon() {
    assertThat(HostList.parse("redis.host", "::1", 6379)).containsExactly(new HostAndPort("::1", 6379));
    assertThat(HostList.parse("redis.host", "fe80::1", 6379)).containsExactly(new HostAndPort("fe80::1", 6379));
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
      "\"\";an empty entry",
      "\"   \";an empty entry",
      "a,,b;an empty entry",
      "a,;an empty entry",
      ",a;an empty entry",
      "[::1;entry '[::1' has no closing ']'",
      "[::1:6380;entry '[::1:6380' has no closing ']'",
      "[]:1;'' in brackets is not an IPv6 address",
      "[localhost]:1;'localhost' in brackets is not an IPv6 address",
      "[1.2.3.4];'1.2.3.4' in brackets is not an IPv6 address",
      "[::1]6380;has '6380' after ']'",
      "[::1]:;port '' is not in 1..65535",
      "[::1]:0;port '0' is not in 1..65535",
      "host:0;port '0' is not in 1..65535",
      "host:65536;port '65536' is not in 1..65535",
      "host:99999999999;port '99999999999' is not in 1..65535",
      "host:-1;port '-1' is not in 1..65535",
      "host:+80;port '+80' is not in 1..65535",
      "host:;port '' is not in 1..65535",
      "host:port;port 'port' is not in 1..65535",
      ":80;entry ':80' has no host",
      "host:port:extra;'host:port:extra' is not an IPv6 address",
      "::1::2;'::1::2' is not an IPv6 address",
      "fe80::1%;'fe80::1%' is not an IPv6 address",
      "a b:1;host 'a b' holds a character",
      "a]:1;host 'a]' holds a character",
      "user@host;host 'user@host' holds a character"})
  void refusesBadInputInOneLineNamingThePropertyAndWhatIsAccepted(String value, String why) {
    assertThatThrownBy(() -> parse(value)).isInstanceOf(IllegalPropertyException.class)
        .hasMessageStartingWith("property 'db.hosts' is '" + value + "': ")
        .hasMessageContaining(why)
        .hasMessageEndingWith("; accepted: " + HostList.accepted(11211))
        .hasMessageNotContaining("\n");
  }

  @Test
  void aNullValueIsAnEmptyEntry() {
    assertThatThrownBy(() -> parse(null)).isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("an empty entry");
  }

  @Test
  void acceptedNamesEveryFormAndTheDefaultPort() {
    assertThat(HostList.accepted(6379)).isEqualTo("host, host:port, [IPv6] or [IPv6]:port, or a bare IPv6 address"
        + " such as ::1 (default port 6379), comma-separated, ports 1..65535");
  }

  @Test
  void hostAndPortWritesIpv6InBracketsSoItReadsBack() {
    assertThat(new HostAndPort("::1", 80)).hasToString("[::1]:80");
    assertThat(new HostAndPort("localhost", 80)).hasToString("localhost:80");
    for (HostAndPort h : parse("[fe80::1%eth0]:7,a:1,::1")) {
      assertThat(parse(h.toString())).containsExactly(h);
    }
  }

  @Test
  void hostAndPortRefusesNoHostAndAPortOutOfRange() {
    assertThatThrownBy(() -> new HostAndPort("", 1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new HostAndPort("h", 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new HostAndPort("h", 65536)).isInstanceOf(IllegalArgumentException.class);
  }
}
