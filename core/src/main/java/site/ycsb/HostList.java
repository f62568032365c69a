package site.ycsb;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>The one reading of a host-list property, so that every binding takes the same syntax: comma-separated
 * entries, blanks around them trimmed, each one of
 *
 * <ul>
 *   <li>{@code host} or {@code host:port}: a host name or IPv4 address (letters, digits, '.', '-', '_');</li>
 *   <li>{@code [v6]} or {@code [v6]:port}: an IPv6 literal in brackets, e.g. {@code [::1]:11211};</li>
 *   <li>a bare IPv6 literal, e.g. {@code ::1} or {@code fe80::1%eth0}: an entry with more than one colon is an
 *       address, never an address and a port, so it gets the default port ({@code ::1:6380} is the address
 *       {@code ::1:6380}); an IPv6 address with a port is written in brackets.</li>
 * </ul>
 *
 * <p>A port is 1..65535. An empty entry (a blank value, two commas in a row, a trailing comma), an unclosed
 * bracket, a bracket that does not hold an IPv6 literal, text after the closing bracket other than
 * {@code :port}, a missing host and an invalid port are refused with one line that names the property, the value,
 * what is wrong and what is accepted. Nothing is resolved here (no DNS): a binding that needs addresses
 * resolves them itself.
 */
public final class HostList {
  private static final Pattern HOST_NAME = Pattern.compile("[A-Za-z0-9._-]+");
  private static final Pattern IPV6_TEXT = Pattern.compile("[0-9A-Fa-f:.]+");
  private static final Pattern ZONE = Pattern.compile("[A-Za-z0-9._-]+");

  private HostList() {
  }

  /** What a host list may hold, for messages and documentation, with the default port named. */
  public static String accepted(int defaultPort) {
    return "host, host:port, [IPv6] or [IPv6]:port, or a bare IPv6 address such as ::1 (default port "
        + defaultPort + "), comma-separated, ports 1..65535";
  }

  /**
   * The entries of {@code value}, in the order given.
   *
   * @param property the property's name, for messages
   * @param value the property's value
   * @param defaultPort the port of an entry that names none
   * @throws IllegalPropertyException on any entry that is not of the accepted forms, or a blank value
   */
  public static List<HostAndPort> parse(String property, String value, int defaultPort) {
    String text = value == null ? "" : value;
    List<HostAndPort> ret = new ArrayList<>();
    for (String raw : text.split(",", -1)) {
      ret.add(entry(property, text, raw.trim(), defaultPort));
    }
    return List.copyOf(ret);
  }

  private static HostAndPort entry(String property, String value, String entry, int defaultPort) {
    if (entry.isEmpty()) {
      throw refused(property, value, defaultPort, "an empty entry");
    }
    if (entry.startsWith("[")) {
      return bracketed(property, value, entry, defaultPort);
    }
    int colon = entry.indexOf(':');
    if (colon >= 0 && colon != entry.lastIndexOf(':')) {
      if (!isIpv6Literal(entry)) {
        throw refused(property, value, defaultPort, "'" + entry + "' is not an IPv6 address"
            + " (an IPv6 address with a port goes in brackets: [::1]:" + defaultPort + ")");
      }
      return new HostAndPort(entry, defaultPort);
    }
    String host = colon < 0 ? entry : entry.substring(0, colon);
    if (host.isEmpty()) {
      throw refused(property, value, defaultPort, "entry '" + entry + "' has no host");
    }
    if (!HOST_NAME.matcher(host).matches()) {
      throw refused(property, value, defaultPort, "host '" + host
          + "' holds a character other than letters, digits, '.', '-' and '_'");
    }
    return new HostAndPort(host, colon < 0 ? defaultPort : port(property, value, entry.substring(colon + 1),
        defaultPort));
  }

  private static HostAndPort bracketed(String property, String value, String entry, int defaultPort) {
    int close = entry.indexOf(']');
    if (close < 0) {
      throw refused(property, value, defaultPort, "entry '" + entry + "' has no closing ']'");
    }
    String host = entry.substring(1, close);
    if (!isIpv6Literal(host)) {
      throw refused(property, value, defaultPort, "'" + host + "' in brackets is not an IPv6 address");
    }
    String rest = entry.substring(close + 1);
    if (rest.isEmpty()) {
      return new HostAndPort(host, defaultPort);
    }
    if (!rest.startsWith(":")) {
      throw refused(property, value, defaultPort, "entry '" + entry + "' has '" + rest
          + "' after ']' (only :port may follow)");
    }
    return new HostAndPort(host, port(property, value, rest.substring(1), defaultPort));
  }

  private static int port(String property, String value, String port, int defaultPort) {
    int ret = -1;
    if (!port.isEmpty() && port.length() <= 5 && port.chars().allMatch(c -> c >= '0' && c <= '9')) {
      ret = Integer.parseInt(port);
    }
    if (ret < 1 || ret > 65535) {
      throw refused(property, value, defaultPort, "port '" + port + "' is not in 1..65535");
    }
    return ret;
  }

  /**
   * Whether {@code text} is an IPv6 literal, with an optional {@code %zone}. The JDK parses a text holding a
   * colon as a literal and never looks it up; the zone is checked for its form only, since an interface name
   * that this machine lacks may exist where the run goes.
   */
  static boolean isIpv6Literal(String text) {
    int percent = text.indexOf('%');
    String address = percent < 0 ? text : text.substring(0, percent);
    if (percent >= 0 && !ZONE.matcher(text.substring(percent + 1)).matches()) {
      return false;
    }
    if (address.indexOf(':') < 0 || !IPV6_TEXT.matcher(address).matches()) {
      return false;
    }
    try {
      InetAddress.getByName(address);
      return true;
    } catch (UnknownHostException e) {
      return false;
    }
  }

  private static IllegalPropertyException refused(String property, String value, int defaultPort, String why) {
    return new IllegalPropertyException("property '" + property + "' is '" + value + "': " + why + "; accepted: "
        + accepted(defaultPort));
  }
}
