package site.ycsb.db.redis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.ServerStatsSnapshot;

/** Turns the INFO and CONFIG of the master nodes into one {@link ServerStatsSnapshot}. */
public final class ServerInfo {
  /** The INFO sections kept in the details (what a disclosure needs; replication tells master/replica). */
  static final List<String> SECTIONS = List.of("server", "memory", "persistence", "stats", "cpu", "replication",
      "keyspace");

  private ServerInfo() {
  }

  /** Parses INFO text into section to field to value, numbers as Long or Double. */
  static Map<String, Map<String, Object>> parse(String info) {
    Map<String, Map<String, Object>> ret = new LinkedHashMap<>();
    Map<String, Object> section = null;
    for (String line : info.split("\r?\n")) {
      if (line.startsWith("# ")) {
        String name = line.substring(2).trim().toLowerCase(java.util.Locale.ROOT);
        section = SECTIONS.contains(name) ? ret.computeIfAbsent(name, k -> new LinkedHashMap<>()) : null;
      } else if (section != null && line.indexOf(':') > 0) {
        int colon = line.indexOf(':');
        section.put(line.substring(0, colon), value(line.substring(colon + 1).trim()));
      }
    }
    return ret;
  }

  private static Object value(String v) {
    if (v.matches("-?(0|[1-9]\\d{0,17})")) {  // "00000000" (a git sha) stays text
      return Long.parseLong(v);
    }
    if (v.matches("-?\\d+\\.\\d+")) {
      return Double.parseDouble(v);
    }
    return v;
  }

  /**
   * The snapshot: memory and CPU and network summed over master nodes, records = keys of the
   * database minus the scan index keys; {@code scanned} is the sorted set scans read (null: none).
   */
  public static ServerStatsSnapshot snapshot(List<RedisBackend.NodeReport> nodes, RedisSettings settings,
      int indexKeys, IndexSet scanned) {
    long memory = 0;
    long keys = 0;
    double cpu = 0;
    long in = 0;
    long out = 0;
    String version = null;
    Map<String, Object> perNode = new LinkedHashMap<>();
    Map<String, Object> settingsOut = new LinkedHashMap<>();
    settingsOut.put("mode", settings.mode().name().toLowerCase(java.util.Locale.ROOT));
    settingsOut.put("tls", settings.tls() != null);
    settingsOut.put("scanindex", settings.scanIndex().propertyValue());
    // With scanindex=both it depends on the data: a report must show when scans followed upstream's hash order.
    settingsOut.put("scanReads", scanned == null ? "none" : scanned.key());
    settingsOut.put("db", settings.database());
    List<String> nodeNames = new ArrayList<>();
    boolean first = true;
    for (RedisBackend.NodeReport n : nodes) {
      Map<String, Map<String, Object>> info = parse(n.info());
      Map<String, Object> server = info.getOrDefault("server", Map.of());
      Map<String, Object> mem = info.getOrDefault("memory", Map.of());
      Map<String, Object> cpus = info.getOrDefault("cpu", Map.of());
      Map<String, Object> stats = info.getOrDefault("stats", Map.of());
      if (version == null && server.get("redis_version") != null) {
        version = server.get("redis_version").toString();
      }
      memory += asLong(mem.get("used_memory"));
      keys += keysOf(info.getOrDefault("keyspace", Map.of()).get("db" + settings.database()));
      cpu += asDouble(cpus.get("used_cpu_sys")) + asDouble(cpus.get("used_cpu_user"));
      in += asLong(stats.get("total_net_input_bytes"));
      out += asLong(stats.get("total_net_output_bytes"));
      nodeNames.add(n.node());
      if (first) {  // durability as the first master has it: cluster nodes are normally configured alike
        first = false;
        n.config().forEach((k, v) -> settingsOut.put(k, v));
        if (n.configError() != null) {
          settingsOut.put("config", "CONFIG GET refused: " + n.configError());
        }
        Map<String, Object> persistence = info.getOrDefault("persistence", Map.of());
        settingsOut.put("aof_enabled", persistence.get("aof_enabled"));
        settingsOut.put("redis_mode", server.get("redis_mode"));
      }
      Map<String, Object> d = new LinkedHashMap<>(info);
      d.put("config", new LinkedHashMap<>(n.config()));
      perNode.put(n.node(), d);
    }
    settingsOut.put("nodes", nodeNames);
    Map<String, Object> details = nodes.size() == 1 ? asObjectMap(perNode.values().iterator().next())
        : Map.of("nodes", perNode);
    long records = Math.max(0, keys - indexKeys);
    return new ServerStatsSnapshot("redis", version == null ? "unknown" : version, memory, records, cpu, in, out,
        settingsOut, details);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> asObjectMap(Object o) {
    return (Map<String, Object>) o;
  }

  /** "keys=10,expires=0,avg_ttl=0" to 10. */
  private static long keysOf(Object db) {
    if (db == null) {
      return 0;
    }
    for (String part : db.toString().split(",")) {
      if (part.startsWith("keys=")) {
        return Long.parseLong(part.substring(5));
      }
    }
    return 0;
  }

  private static long asLong(Object o) {
    return o instanceof Number n ? n.longValue() : 0;
  }

  private static double asDouble(Object o) {
    return o instanceof Number n ? n.doubleValue() : 0;
  }
}
