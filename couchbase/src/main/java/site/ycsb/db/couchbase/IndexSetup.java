package site.ycsb.db.couchbase;

import com.couchbase.client.core.error.CouchbaseException;
import com.couchbase.client.core.error.IndexExistsException;
import com.couchbase.client.java.json.JsonObject;
import com.couchbase.client.java.query.QueryOptions;
import java.util.List;
import site.ycsb.DBException;

/**
 * {@code couchbase.index.create=true}: creates the GSI on meta().id that Workload E's scan needs (and
 * a primary index when asked), then waits until the index is online, so the run never measures an
 * index that is still building. Runs once per process, on the first connection.
 */
final class IndexSetup {
  private static final long POLL_MILLIS = 250;

  private final SharedCluster shared;
  private final CouchbaseSettings settings;
  private final N1qlStatements statements;

  IndexSetup(SharedCluster shared, CouchbaseSettings settings) {
    this.shared = shared;
    this.settings = settings;
    this.statements = new N1qlStatements(settings.keyspace());
  }

  void run() throws DBException {
    if (settings.createPrimaryIndex()) {
      create(statements.createPrimaryIndex(), "#primary");
    }
    create(statements.createIdIndex(settings.indexName()), settings.indexName());
    waitOnline(settings.indexName());
    if (settings.createPrimaryIndex()) {
      waitOnline("#primary");
    }
  }

  private void create(String statement, String name) throws DBException {
    try {
      shared.query(statement, QueryOptions.queryOptions().timeout(settings.indexTimeout()));
    } catch (IndexExistsException e) {
      // Created by an earlier run: reuse it, and still wait for it below.
    } catch (CouchbaseException e) {
      throw new DBException("couchbase.index.create: cannot create index " + name + " on " + settings.keyspace()
          + ": " + SharedCluster.reason(e));
    }
  }

  private void waitOnline(String name) throws DBException {
    long deadline = System.nanoTime() + settings.indexTimeout().toNanos();
    JsonObject params = JsonObject.create().put("name", name).put("bucket", settings.bucket())
        .put("scope", settings.scope()).put("collection", settings.collection());
    String state = "missing";
    while (System.nanoTime() < deadline) {
      try {
        List<String> states = shared.query(N1qlStatements.indexState(), QueryOptions.queryOptions()
            .parameters(params).readonly(true)).rowsAs(String.class);
        state = states.isEmpty() ? "missing" : states.get(0);
        if ("online".equals(state)) {
          return;
        }
      } catch (CouchbaseException e) {
        throw new DBException("couchbase.index.create: cannot read the state of index " + name + ": "
            + SharedCluster.reason(e));
      }
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    throw new DBException("couchbase.index.create: index " + name + " on " + settings.keyspace()
        + " is still " + state + " after couchbase.index.timeout=" + settings.indexTimeout().toMillis() + " ms");
  }
}
