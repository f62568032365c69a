package site.ycsb.metrics;

import java.net.InetAddress;
import java.net.UnknownHostException;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/**
 * Where and how long the metrics endpoint listens, read from the run's properties.
 *
 * @param port the TCP port ({@code metrics.port})
 * @param host the address to listen on ({@code metrics.host}, 127.0.0.1 unless 0.0.0.0 or another is asked for)
 * @param lingerSeconds how long the endpoint stays up after the run ({@code metrics.linger}), so that a
 *     scraper sees the last interval and the final counts
 */
public record MetricsSettings(int port, String host, double lingerSeconds) {
  public static final String PORT_PROPERTY = "metrics.port";
  public static final String HOST_PROPERTY = "metrics.host";
  public static final String LINGER_PROPERTY = "metrics.linger";
  public static final String DEFAULT_HOST = "127.0.0.1";
  /** Two scrape intervals of the 1 s interval this project's Prometheus examples and tests use. */
  public static final double DEFAULT_LINGER_SECONDS = 2;

  /** The settings, or null when {@code metrics.port} is not set (the endpoint is off by default). */
  public static MetricsSettings read(PropertyReader p) {
    if (!p.isSet(PORT_PROPERTY)) {
      return null;
    }
    String portText = p.string(PORT_PROPERTY, "").trim();
    int port;
    try {
      port = Integer.parseInt(portText);
    } catch (NumberFormatException e) {
      port = -1;
    }
    if (port < 1 || port > 65535) {
      throw new IllegalPropertyException(PORT_PROPERTY, portText, "a TCP port from 1 to 65535 for the metrics "
          + "endpoint (unset: no endpoint)");
    }
    String host = p.string(HOST_PROPERTY, DEFAULT_HOST).trim();
    try {
      InetAddress.getByName(host);
    } catch (UnknownHostException | SecurityException e) {
      throw new IllegalPropertyException(HOST_PROPERTY, host, "an address of this machine to listen on: "
          + DEFAULT_HOST + " (the default), 0.0.0.0 for every interface, or one interface's address or name");
    }
    if (host.isEmpty()) {
      throw new IllegalPropertyException(HOST_PROPERTY, host, "an address of this machine to listen on: "
          + DEFAULT_HOST + " (the default), 0.0.0.0 for every interface, or one interface's address or name");
    }
    double linger = p.doubleValue(LINGER_PROPERTY, DEFAULT_LINGER_SECONDS, 0, 3600);
    return new MetricsSettings(port, host, linger);
  }

  /** host:port as a URL authority, IPv6 literals bracketed. */
  public String authority() {
    return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
  }
}
