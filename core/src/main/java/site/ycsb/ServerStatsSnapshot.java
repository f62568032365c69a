package site.ycsb;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a server said about itself at one moment.
 *
 * @param server the product, e.g. "redis" or "MongoDB"
 * @param version the server's version string
 * @param memoryUsedBytes memory the server uses for data, or null where unknown
 * @param records records (keys, documents, items) the server holds, or null where unknown
 * @param settings configuration that affects results (durability, persistence, memory limits)
 * @param details everything else the server reported, as JSON-compatible values
 */
public record ServerStatsSnapshot(String server, String version, Long memoryUsedBytes, Long records,
    Map<String, Object> settings, Map<String, Object> details) {

  public ServerStatsSnapshot {
    settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
  }
}
