package site.ycsb;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>What a server said about itself at one moment.
 *
 * @param server the product, e.g. "redis" or "MongoDB"
 * @param version the server's version string
 * @param memoryUsedBytes memory the server uses for data, or null where unknown
 * @param records records (keys, documents, items) the server holds, or null where unknown
 * @param cpuSeconds CPU time the server process has used since it started (user + system), or null
 * @param networkInBytes bytes the server has received since it started, or null
 * @param networkOutBytes bytes the server has sent since it started, or null
 * @param settings configuration that affects results (durability, persistence, memory limits)
 * @param details everything else the server reported, as JSON-compatible values
 */
public record ServerStatsSnapshot(String server, String version, Long memoryUsedBytes, Long records,
    Double cpuSeconds, Long networkInBytes, Long networkOutBytes, Map<String, Object> settings,
    Map<String, Object> details) {

  /** A snapshot from a server that does not report CPU or network counters. */
  public ServerStatsSnapshot(String server, String version, Long memoryUsedBytes, Long records,
      Map<String, Object> settings, Map<String, Object> details) {
    this(server, version, memoryUsedBytes, records, null, null, null, settings, details);
  }

  public ServerStatsSnapshot {
    settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
  }
}
