package site.ycsb.db.memcached;

import java.net.SocketAddress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import net.spy.memcached.MemcachedClient;
import site.ycsb.DBException;
import site.ycsb.ServerStatsSnapshot;

/** Turns memcached's {@code stats} and {@code stats settings} of every server into one snapshot. */
public final class MemcachedServerStats {
  private MemcachedServerStats() {
  }

  public static ServerStatsSnapshot snapshot(MemcachedClient client, MemcachedSettings settings) throws DBException {
    return snapshot(client.getStats(), client.getStats("settings"), settings);
  }

  /** From every server's {@code stats} and {@code stats settings}, however they were read. */
  public static ServerStatsSnapshot snapshot(Map<SocketAddress, Map<String, String>> stats,
      Map<SocketAddress, Map<String, String>> config, MemcachedSettings settings) throws DBException {
    stats.values().removeIf(Map::isEmpty);
    if (stats.isEmpty()) {
      throw new DBException("memcached at " + settings.describeHosts() + " did not answer 'stats'");
    }
    TreeSet<String> versions = new TreeSet<>();
    Totals totals = new Totals();
    Map<String, Object> details = new LinkedHashMap<>();
    Map<String, Object> settingsOut = new LinkedHashMap<>();
    for (Map.Entry<SocketAddress, Map<String, String>> node : stats.entrySet()) {
      Map<String, String> s = node.getValue();
      versions.add(s.getOrDefault("version", "unknown"));
      totals.add(s);
      details.put(node.getKey().toString(), typed(s));
      Map<String, String> c = config.get(node.getKey());
      settingsOut.put(node.getKey().toString(), c == null ? Map.of() : typed(c));
    }
    settingsOut.put("protocol", settings.protocol().name().toLowerCase(java.util.Locale.ROOT));
    settingsOut.put("objectExpirationTime", settings.objectExpirationTime());
    return new ServerStatsSnapshot("memcached", String.join(",", versions), totals.bytes, totals.items,
        totals.cpuSeconds, totals.bytesRead, totals.bytesWritten, settingsOut, details);
  }

  /** Numbers as numbers, so the report can compute with them; everything else as the server wrote it. */
  private static Map<String, Object> typed(Map<String, String> raw) {
    Map<String, Object> ret = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : new java.util.TreeMap<>(raw).entrySet()) {
      ret.put(e.getKey(), number(e.getValue()));
    }
    return ret;
  }

  private static Object number(String value) {
    if (value == null) {
      return "";
    }
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      try {
        double d = Double.parseDouble(value);
        return Double.isFinite(d) && !value.startsWith("0x") ? (Object) d : value;
      } catch (NumberFormatException e2) {
        return value;
      }
    }
  }

  /** Sums over servers of the counters the snapshot reports. */
  private static final class Totals {
    long bytes;
    long items;
    double cpuSeconds;
    long bytesRead;
    long bytesWritten;

    void add(Map<String, String> s) {
      bytes += parseLong(s.get("bytes"));
      items += parseLong(s.get("curr_items"));
      cpuSeconds += parseDouble(s.get("rusage_user")) + parseDouble(s.get("rusage_system"));
      bytesRead += parseLong(s.get("bytes_read"));
      bytesWritten += parseLong(s.get("bytes_written"));
    }

    private static long parseLong(String v) {
      try {
        return v == null ? 0 : Long.parseLong(v.trim());
      } catch (NumberFormatException e) {
        return 0;
      }
    }

    private static double parseDouble(String v) {
      try {
        return v == null ? 0 : Double.parseDouble(v.trim());
      } catch (NumberFormatException e) {
        return 0;
      }
    }
  }
}
