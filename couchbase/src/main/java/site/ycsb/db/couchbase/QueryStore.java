package site.ycsb.db.couchbase;

import com.couchbase.client.core.error.CouchbaseException;
import com.couchbase.client.java.json.JsonObject;
import com.couchbase.client.java.query.QueryOptions;
import com.couchbase.client.java.query.QueryResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * Single-record operations through N1QL ({@code couchbase.kv=false}), to compare the query service's
 * cost with direct KV access. Statements are parameterised and, unless {@code couchbase.adhoc}, prepared.
 */
final class QueryStore implements RecordStore {
  private final SharedCluster shared;
  private final N1qlStatements statements;
  private final CouchbaseSettings settings;
  private final String insertStatement;
  private final String deleteStatement;

  QueryStore(SharedCluster shared, CouchbaseSettings settings) {
    this.shared = shared;
    this.settings = settings;
    this.statements = new N1qlStatements(settings.keyspace());
    this.insertStatement = statements.insert(settings.upsert(), !settings.documentExpiry().isZero());
    this.deleteStatement = statements.delete();
  }

  /** Options shared by every statement; a fresh object per call because parameters differ. */
  QueryOptions options(JsonObject parameters) {
    return QueryOptions.queryOptions()
        .parameters(parameters)
        .adhoc(settings.adhoc())
        .scanConsistency(settings.scanConsistency())
        .maxParallelism(settings.maxParallelism())
        .serializer(RawJsonSerializer.INSTANCE);
  }

  @Override
  public Status read(String key, Set<String> fields, Map<String, ByteIterator> result) {
    try {
      QueryResult r = shared.query(statements.read(fields), options(JsonObject.create().put(N1qlStatements.ID, key))
          .readonly(true));
      List<byte[]> rows = r.rowsAs(byte[].class);
      if (rows.isEmpty()) {
        return Status.NOT_FOUND;
      }
      FlatJson.decodeInto(rows.get(0), fields, result);
      return Status.OK;
    } catch (CouchbaseException | IllegalArgumentException e) {
      shared.logOnce("query read", e);
      return Status.ERROR;
    }
  }

  @Override
  public Status insert(String key, Map<String, ByteIterator> values) {
    JsonObject doc = JsonObject.create();
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      doc.put(e.getKey(), e.getValue().toString());
    }
    JsonObject params = JsonObject.create().put(N1qlStatements.ID, key).put(N1qlStatements.DOC, doc);
    if (!settings.documentExpiry().isZero()) {
      params.put("expiry", settings.documentExpiry().toSeconds());
    }
    try {
      shared.query(insertStatement, options(params));
      return Status.OK;
    } catch (CouchbaseException e) {
      shared.logOnce("query insert", e);
      return Status.ERROR;
    }
  }

  @Override
  public Status update(String key, Map<String, ByteIterator> values) {
    List<String> fields = new ArrayList<>(values.keySet());
    JsonObject params = JsonObject.create().put(N1qlStatements.ID, key);
    for (int i = 0; i < fields.size(); i++) {
      params.put(N1qlStatements.valueParameter(i), values.get(fields.get(i)).toString());
    }
    try {
      QueryResult r = shared.query(statements.update(fields), options(params));
      return r.rowsAs(byte[].class).isEmpty() ? Status.NOT_FOUND : Status.OK;
    } catch (CouchbaseException e) {
      shared.logOnce("query update", e);
      return Status.ERROR;
    }
  }

  @Override
  public Status delete(String key) {
    try {
      QueryResult r = shared.query(deleteStatement, options(JsonObject.create().put(N1qlStatements.ID, key)));
      return r.rowsAs(byte[].class).isEmpty() ? Status.NOT_FOUND : Status.OK;
    } catch (CouchbaseException e) {
      shared.logOnce("query delete", e);
      return Status.ERROR;
    }
  }
}
