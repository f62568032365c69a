package site.ycsb.db.couchbase;

import com.couchbase.client.core.Core;
import com.couchbase.client.core.endpoint.http.CoreCommonOptions;
import com.couchbase.client.core.endpoint.http.CoreHttpClient;
import com.couchbase.client.core.endpoint.http.CoreHttpPath;
import com.couchbase.client.core.endpoint.http.CoreHttpRequest;
import com.couchbase.client.core.endpoint.http.CoreHttpResponse;
import com.couchbase.client.core.msg.RequestTarget;
import com.couchbase.client.java.json.JsonArray;
import com.couchbase.client.java.json.JsonObject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import site.ycsb.ServerStatsSnapshot;

/**
 * Cluster and bucket figures from the cluster manager's REST API ({@code /pools/default},
 * {@code /pools/default/buckets/<bucket>}, {@code /settings/indexes}, {@code /indexStatus}, and the
 * Statistics API's index metrics), through
 * the SDK's own manager connection, so TLS and credentials are the ones the run uses. Each source is
 * optional: what a server does not answer is named under details.unavailable.
 */
final class CouchbaseServerStats {
  private final SharedCluster shared;
  private final CouchbaseSettings settings;
  private boolean serverGone;

  CouchbaseServerStats(SharedCluster shared, CouchbaseSettings settings) {
    this.shared = shared;
    this.settings = settings;
  }

  ServerStatsSnapshot snapshot() {
    Map<String, Object> details = new LinkedHashMap<>();
    Map<String, Object> settingsOut = new LinkedHashMap<>();
    List<String> unavailable = new ArrayList<>();
    String version = null;
    Long memoryUsed = null;
    Long records = null;

    JsonObject pool = get("/pools/default", unavailable);
    if (pool != null) {
      JsonArray nodes = pool.getArray("nodes");
      List<Object> nodeInfo = new ArrayList<>();
      for (int i = 0; nodes != null && i < nodes.size(); i++) {
        JsonObject n = nodes.getObject(i);
        Map<String, Object> info = new LinkedHashMap<>();
        copy(n, info, "hostname", "version", "services", "status", "memoryTotal", "memoryFree", "cpuCount");
        nodeInfo.add(info);
        if (version == null && n.get("version") instanceof String v) {
          version = v;
        }
      }
      details.put("nodes", nodeInfo);
      copy(pool, settingsOut, "memoryQuota", "indexMemoryQuota", "clusterName");
    }
    JsonObject bucket = get("/pools/default/buckets/" + encode(settings.bucket()), unavailable);
    if (bucket != null) {
      Map<String, Object> b = new LinkedHashMap<>();
      copy(bucket, b, "bucketType", "replicaNumber", "evictionPolicy", "durabilityMinLevel", "storageBackend",
          "compressionMode", "conflictResolutionType");
      if (bucket.get("quota") instanceof JsonObject quota) {
        b.put("quota", quota.toMap());
      }
      settingsOut.put("bucket", b);
      if (bucket.get("basicStats") instanceof JsonObject basic) {
        details.put("bucketStats", basic.toMap());
        memoryUsed = number(basic.get("memUsed"));
        records = number(basic.get("itemCount"));
      }
    }
    JsonObject indexSettings = get("/settings/indexes", unavailable);
    if (indexSettings != null && indexSettings.get("storageMode") != null) {
      settingsOut.put("indexStorageMode", String.valueOf(indexSettings.get("storageMode")));
    }
    JsonObject indexStatus = get("/indexStatus", unavailable);
    if (indexStatus != null && indexStatus.get("indexes") instanceof JsonArray indexes) {
      List<Object> ours = new ArrayList<>();
      for (int i = 0; i < indexes.size(); i++) {
        if (indexes.get(i) instanceof JsonObject idx && settings.bucket().equals(idx.get("bucket"))) {
          Map<String, Object> info = new LinkedHashMap<>();
          copy(idx, info, "index", "scope", "collection", "status", "storageMode", "progress", "definition");
          ours.add(info);
        }
      }
      details.put("indexes", ours);
    }
    if (!serverGone) {
      Map<String, Object> idxStats = indexStats(unavailable);
      if (!idxStats.isEmpty()) {
        details.put("indexStats", idxStats);
      }
    }
    settingsOut.put("durability", settings.durability().name());
    settingsOut.put("scanMode", settings.scanMode().name().toLowerCase());
    settingsOut.put("scanConsistency", settings.scanConsistency().name().toLowerCase());
    settingsOut.put("kv", settings.kv());
    settingsOut.put("keyspace", settings.keyspace());
    if (!unavailable.isEmpty()) {
      details.put("unavailable", unavailable);
    }
    return new ServerStatsSnapshot("Couchbase Server", version == null ? "unknown" : version, memoryUsed, records,
        settingsOut, details);
  }

  /**
   * The latest value of each index metric of the scan index, from the Statistics API (Server 7.0+):
   * items and bytes in the index, so the index's own footprint is part of the comparison.
   */
  private Map<String, Object> indexStats(List<String> unavailable) {
    Map<String, Object> out = new LinkedHashMap<>();
    String query = "bucket=" + encode(settings.bucket()) + "&index=" + encode(settings.indexName()) + "&start=-10";
    for (String metric : List.of("index_items_count", "index_data_size", "index_disk_size", "index_memory_used")) {
      JsonObject r = get("/pools/default/stats/range/" + metric, query, unavailable);
      if (r == null) {
        break;
      }
      if (r.get("data") instanceof JsonArray data && !data.isEmpty() && data.get(0) instanceof JsonObject series
          && series.get("values") instanceof JsonArray values && !values.isEmpty()
          && values.get(values.size() - 1) instanceof JsonArray last && last.size() == 2) {
        out.put(metric, parseNumber(String.valueOf(last.get(1))));
      }
    }
    return out;
  }

  private static Object parseNumber(String s) {
    try {
      double d = Double.parseDouble(s);
      return d == Math.rint(d) && Math.abs(d) < 1e15 ? (Object) (long) d : (Object) d;
    } catch (NumberFormatException e) {
      return s;
    }
  }

  private JsonObject get(String path, List<String> unavailable) {
    return get(path, null, unavailable);
  }

  /** A manager REST document, or null (and its path listed as unavailable) when the server has none. */
  private JsonObject get(String path, String queryString, List<String> unavailable) {
    if (serverGone) {
      unavailable.add(path + " (skipped: an earlier request timed out)");
      return null;
    }
    Core core = shared.cluster().core();
    try {
      // Bounded by the connect timeout, not the 75 s management default: statistics of a server that
      // died must not hold up writing the results.
      CoreHttpRequest.Builder request = new CoreHttpClient(core, RequestTarget.manager())
          .get(CoreHttpPath.path(path), CoreCommonOptions.of(settings.connectTimeout(), null, null));
      if (queryString != null) {
        request.queryString(queryString);
      }
      CoreHttpResponse r = request.build().exec(core).get(settings.connectTimeout().toMillis(), TimeUnit.MILLISECONDS);
      if (r.httpStatus() != 200) {
        unavailable.add(path + " (HTTP " + r.httpStatus() + ")");
        return null;
      }
      return JsonObject.fromJson(r.content());
    } catch (ExecutionException | TimeoutException | RuntimeException e) {
      serverGone = e instanceof TimeoutException
          || e.getCause() instanceof com.couchbase.client.core.error.TimeoutException;
      unavailable.add(path + " (" + SharedCluster.reason(e instanceof ExecutionException ? e.getCause() : e) + ")");
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      unavailable.add(path + " (interrupted)");
      return null;
    }
  }

  private static void copy(JsonObject from, Map<String, Object> to, String... names) {
    for (String n : names) {
      Object v = from.get(n);
      if (v instanceof JsonObject o) {
        to.put(n, o.toMap());
      } else if (v instanceof JsonArray a) {
        to.put(n, a.toList());
      } else if (v != null) {
        to.put(n, v);
      }
    }
  }

  private static Long number(Object v) {
    return v instanceof Number n ? n.longValue() : null;
  }

  private static String encode(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
  }
}
