package site.ycsb;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>One server address of a host list, as {@link HostList} reads it: the host without brackets (a name, an IPv4
 * address or an IPv6 literal) and a port in 1..65535.
 *
 * @param host the host name or address, an IPv6 literal without its brackets
 * @param port the port, 1..65535
 */
public record HostAndPort(String host, int port) {
  public HostAndPort {
    if (host == null || host.isEmpty()) {
      throw new IllegalArgumentException("a host is required");
    }
    if (port < 1 || port > 65535) {
      throw new IllegalArgumentException("port " + port + " is outside 1..65535");
    }
  }

  /** Whether the host is an IPv6 literal (the only form of host that holds a colon). */
  public boolean isIpv6() {
    return host.indexOf(':') >= 0;
  }

  /** {@code host:port}, an IPv6 literal in brackets ({@code [::1]:11211}), so that {@link HostList} reads it back. */
  @Override
  public String toString() {
    return (isIpv6() ? "[" + host + "]" : host) + ":" + port;
  }
}
