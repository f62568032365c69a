package site.ycsb.db.couchbase;

import com.couchbase.client.java.json.JsonArray;
import com.couchbase.client.java.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stand-in for the N1QL query service: answers the request bodies SDK 3 posts to
 * {@code /query/service} for exactly the statements the binding sends (the range scan in both modes,
 * the {@code couchbase.kv=false} read / insert / upsert / update, index DDL, the index state query, and
 * PREPARE / EXECUTE of those), evaluated over (and writing to) the documents the KV mock holds.
 * Anything else is answered with a N1QL syntax error, so a statement with a quoted start key, without
 * ORDER BY or without LIMIT fails the test that sends it.
 */
final class QueryServiceDouble {
  /** An HTTP status and a JSON body. */
  record Reply(int status, String body) {
  }

  private static final Pattern RANGE = Pattern.compile(
      "SELECT (RAW meta\\(d\\)\\.id|RAW d|d\\.`[^`]+`(?:, d\\.`[^`]+`)*) FROM `([^`]+)` AS d "
          + "WHERE meta\\(d\\)\\.id >= \\$(\\w+) ORDER BY meta\\(d\\)\\.id LIMIT \\$(\\w+)");
  private static final Pattern CREATE_INDEX =
      Pattern.compile("CREATE INDEX `([^`]+)` ON `([^`]+)`\\(meta\\(\\)\\.id\\) USING GSI");
  private static final Pattern CREATE_PRIMARY = Pattern.compile("CREATE PRIMARY INDEX ON `([^`]+)` USING GSI");
  private static final Pattern PREPARE = Pattern.compile("PREPARE (?:`?[\\w-]+`? FROM )?(.*)", Pattern.DOTALL);

  private static final Pattern READ = Pattern.compile(
      "SELECT (RAW d|d\\.`[^`]+`(?:, d\\.`[^`]+`)*) FROM `([^`]+)` AS d USE KEYS \\$id");
  private static final Pattern WRITE = Pattern.compile(
      "(INSERT|UPSERT) INTO `([^`]+)` \\(KEY, VALUE\\) VALUES \\(\\$id, \\$doc\\)");
  private static final Pattern UPDATE = Pattern.compile(
      "UPDATE `([^`]+)` AS d USE KEYS \\$id SET (d\\.`[^`]+` = \\$v\\d+(?:, d\\.`[^`]+` = \\$v\\d+)*) "
          + "RETURNING RAW meta\\(d\\)\\.id");

  private final Supplier<NavigableMap<String, byte[]>> documents;
  private final BiConsumer<String, byte[]> store;
  private final Map<String, String> prepared = new ConcurrentHashMap<>();
  private final Set<String> indexes = ConcurrentHashMap.newKeySet();
  private final AtomicInteger ids = new AtomicInteger();
  /** Every request body received, for assertions. */
  final List<JsonObject> requests = new CopyOnWriteArrayList<>();
  /** When set, every statement fails with this server message (code 12003, not one the SDK retries). */
  volatile String failWith;

  QueryServiceDouble(Supplier<NavigableMap<String, byte[]>> documents, BiConsumer<String, byte[]> store) {
    this.documents = documents;
    this.store = store;
  }

  Set<String> indexes() {
    return indexes;
  }

  Reply handle(String body) {
    JsonObject req = JsonObject.fromJson(body);
    requests.add(req);
    if (failWith != null) {
      return error(500, 12003, failWith);
    }
    String statement = req.getString("statement");
    if (statement == null && req.getString("prepared") != null) {
      statement = prepared.get(req.getString("prepared"));
      if (statement == null) {
        return error(404, 4040, "No such prepared statement: " + req.getString("prepared"));
      }
    }
    if (statement == null) {
      return error(400, 1050, "No statement or prepared value");
    }
    Matcher p = PREPARE.matcher(statement);
    if (p.matches()) {
      String name = "p" + ids.incrementAndGet();
      prepared.put(name, p.group(1));
      if (Boolean.TRUE.equals(req.get("auto_execute"))) {
        Reply r = execute(p.group(1), req);
        return r.status() != 200 ? r : new Reply(200, r.body().replaceFirst("\\{", "{\"prepared\":\"" + name + "\","));
      }
      JsonObject plan = JsonObject.create().put("name", name).put("encoded_plan", "ZHVtbXk=")
          .put("text", p.group(1)).put("operator", JsonObject.create());
      return success(List.of(plan.toString()));
    }
    return execute(statement, req);
  }

  private Reply execute(String statement, JsonObject req) {
    Matcher m = RANGE.matcher(statement);
    if (m.matches()) {
      return range(m, req);
    }
    Matcher ci = CREATE_INDEX.matcher(statement);
    if (ci.matches()) {
      return createIndex(ci.group(1));
    }
    Matcher cp = CREATE_PRIMARY.matcher(statement);
    if (cp.matches()) {
      return createIndex("#primary");
    }
    Matcher r = READ.matcher(statement);
    if (r.matches()) {
      byte[] doc = documents.get().get(req.getString("$id"));
      return success(doc == null ? List.of() : List.of(project(r.group(1), JsonObject.fromJson(doc))));
    }
    Matcher w = WRITE.matcher(statement);
    if (w.matches()) {
      String id = req.getString("$id");
      if (w.group(1).equals("INSERT") && documents.get().containsKey(id)) {
        return error(500, 12009, "DML Error, possible causes include concurrent modification. Failed to perform "
            + "INSERT - cause: Duplicate Key " + id);
      }
      store.accept(id, req.getObject("$doc").toBytes());
      return success(List.of());
    }
    Matcher u = UPDATE.matcher(statement);
    if (u.matches()) {
      String id = req.getString("$id");
      byte[] doc = documents.get().get(id);
      if (doc == null) {
        return success(List.of());
      }
      JsonObject updated = JsonObject.fromJson(doc);
      Matcher set = Pattern.compile("d\\.`([^`]+)` = \\$(v\\d+)").matcher(u.group(2));
      while (set.find()) {
        updated.put(set.group(1), req.get("$" + set.group(2)));
      }
      store.accept(id, updated.toBytes());
      return success(List.of(JsonArray.from(id).toString().replaceAll("^\\[|\\]$", "")));
    }
    if (statement.equals(N1qlStatements.indexState())) {
      String name = req.getString("$name");
      return success(indexes.contains(name) ? List.of("\"online\"") : List.of());
    }
    return error(400, 3000, "syntax error - the query double does not know: " + statement);
  }

  private Reply createIndex(String name) {
    if (!indexes.add(name)) {
      return error(500, 4300, "The index " + name + " already exists.");
    }
    return success(List.of());
  }

  private Reply range(Matcher m, JsonObject req) {
    Object start = req.get("$" + m.group(3));
    Object limit = req.get("$" + m.group(4));
    if (!(start instanceof String) || !(limit instanceof Number)) {
      return error(400, 5010, "Error evaluating filter: parameters $" + m.group(3) + " (string) and $"
          + m.group(4) + " (number) are required, got " + start + " and " + limit);
    }
    String projection = m.group(1);
    List<String> rows = new ArrayList<>();
    for (Map.Entry<String, byte[]> e : documents.get().tailMap((String) start, true).entrySet()) {
      if (rows.size() >= ((Number) limit).intValue()) {
        break;
      }
      if (projection.equals("RAW meta(d).id")) {
        rows.add(JsonArray.from(e.getKey()).toString().replaceAll("^\\[|\\]$", ""));
      } else {
        rows.add(project(projection, JsonObject.fromJson(e.getValue())));
      }
    }
    return success(rows);
  }

  /** A row for {@code RAW d} or {@code d.`a`, d.`b`}: the document, or an object of the named fields. */
  private static String project(String projection, JsonObject doc) {
    if (projection.equals("RAW d")) {
      return doc.toString();
    }
    JsonObject row = JsonObject.create();
    Matcher f = Pattern.compile("d\\.`([^`]+)`").matcher(projection);
    while (f.find()) {
      if (doc.containsKey(f.group(1))) {
        row.put(f.group(1), doc.get(f.group(1)));
      }
    }
    return row.toString();
  }

  private Reply success(List<String> rows) {
    String body = "{\"requestID\":\"r" + ids.incrementAndGet() + "\",\"signature\":{\"*\":\"*\"},\"results\":["
        + String.join(",", rows) + "],\"status\":\"success\",\"metrics\":{\"elapsedTime\":\"1ms\","
        + "\"executionTime\":\"1ms\",\"resultCount\":" + rows.size() + ",\"resultSize\":"
        + String.join(",", rows).getBytes(StandardCharsets.UTF_8).length + "}}";
    return new Reply(200, body);
  }

  private Reply error(int status, int code, String message) {
    JsonObject e = JsonObject.create().put("code", code).put("msg", message);
    String body = "{\"requestID\":\"r" + ids.incrementAndGet() + "\",\"errors\":[" + e + "],\"status\":\"fatal\","
        + "\"metrics\":{\"elapsedTime\":\"1ms\",\"executionTime\":\"1ms\",\"resultCount\":0,\"resultSize\":0,"
        + "\"errorCount\":1}}";
    return new Reply(status, body);
  }
}
