package site.ycsb.db.couchbase;

import com.couchbase.client.core.error.CouchbaseException;
import com.couchbase.client.core.error.DocumentNotFoundException;
import com.couchbase.client.java.AsyncCollection;
import com.couchbase.client.java.codec.RawJsonTranscoder;
import com.couchbase.client.java.json.JsonObject;
import com.couchbase.client.java.kv.GetOptions;
import com.couchbase.client.java.kv.GetResult;
import com.couchbase.client.java.query.QueryOptions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * Workload E's scan: a N1QL range query on the global secondary index on meta().id, with the start
 * key and the limit as parameters and ORDER BY + LIMIT pushed into the index. In ids mode it returns
 * bare keys (RAW) and the documents come from parallel KV gets, each to the node owning the key; in
 * documents mode one query returns the requested fields.
 */
final class RangeScanner {
  private final SharedCluster shared;
  private final CouchbaseSettings settings;
  private final N1qlStatements statements;
  private final String idsStatement;
  private final AsyncCollection collection;
  private final GetOptions getOptions = GetOptions.getOptions().transcoder(RawJsonTranscoder.INSTANCE);

  RangeScanner(SharedCluster shared, CouchbaseSettings settings) {
    this.shared = shared;
    this.settings = settings;
    this.statements = new N1qlStatements(settings.keyspace());
    this.idsStatement = statements.scanIds();
    this.collection = shared.collection().async();
  }

  /** The statement this scanner runs for these fields. */
  String statement(Set<String> fields) {
    return settings.scanMode() == CouchbaseSettings.ScanMode.IDS ? idsStatement : statements.scanDocuments(fields);
  }

  static JsonObject parameters(String startKey, int limit) {
    return JsonObject.create().put(N1qlStatements.START_KEY, startKey).put(N1qlStatements.LIMIT, limit);
  }

  Status scan(String startKey, int limit, Set<String> fields, Vector<HashMap<String, ByteIterator>> result) {
    QueryOptions options = QueryOptions.queryOptions()
        .parameters(parameters(startKey, limit))
        .adhoc(settings.adhoc())
        .scanConsistency(settings.scanConsistency())
        .maxParallelism(settings.maxParallelism())
        .readonly(true)
        .serializer(RawJsonSerializer.INSTANCE);
    try {
      List<byte[]> rows = shared.query(statement(fields), options).rowsAs(byte[].class);
      if (settings.scanMode() == CouchbaseSettings.ScanMode.DOCUMENTS) {
        for (byte[] row : rows) {
          HashMap<String, ByteIterator> record = new HashMap<>();
          FlatJson.decodeInto(row, fields, record);
          result.add(record);
        }
        return Status.OK;
      }
      return fetch(rows, fields, result);
    } catch (CouchbaseException | IllegalArgumentException e) {
      shared.logOnce("scan", e);
      return Status.ERROR;
    }
  }

  /** All gets in flight at once; a key deleted since the query is left out, as the index would have. */
  private Status fetch(List<byte[]> idRows, Set<String> fields, Vector<HashMap<String, ByteIterator>> result) {
    List<CompletableFuture<GetResult>> gets = new ArrayList<>(idRows.size());
    for (byte[] row : idRows) {
      gets.add(collection.get(FlatJson.decodeString(row), getOptions));
    }
    for (CompletableFuture<GetResult> get : gets) {
      try {
        HashMap<String, ByteIterator> record = new HashMap<>();
        FlatJson.decodeInto(get.get().contentAs(byte[].class), fields, record);
        result.add(record);
      } catch (ExecutionException | CompletionException e) {
        if (!(e.getCause() instanceof DocumentNotFoundException)) {
          shared.logOnce("scan get", e.getCause());
          return Status.ERROR;
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return Status.ERROR;
      }
    }
    return Status.OK;
  }
}
