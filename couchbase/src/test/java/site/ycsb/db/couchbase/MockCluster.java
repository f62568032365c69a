package site.ycsb.db.couchbase;

import com.couchbase.mock.Bucket;
import com.couchbase.mock.BucketConfiguration;
import com.couchbase.mock.CouchbaseMock;
import com.couchbase.mock.deps.org.apache.http.HttpEntityEnclosingRequest;
import com.couchbase.mock.deps.org.apache.http.entity.ContentType;
import com.couchbase.mock.deps.org.apache.http.entity.StringEntity;
import com.couchbase.mock.deps.org.apache.http.protocol.HttpRequestHandler;
import com.couchbase.mock.deps.org.apache.http.util.EntityUtils;
import com.couchbase.mock.deps.org.iq80.snappy.Snappy;
import com.couchbase.mock.httpio.HttpServer;
import com.couchbase.mock.memcached.Item;
import com.couchbase.mock.memcached.Storage;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableMap;
import java.util.Properties;
import java.util.TreeMap;

/**
 * CouchbaseMock in the test JVM (one node, one Couchbase bucket, ports chosen by the OS on loopback)
 * with the N1QL double mounted where SDK 3 looks for the query service. The mock's cluster config
 * announces its own HTTP port as the node's {@code n1ql} port in {@code nodesExt}, and serves a canned
 * query handler there; this replaces that handler (the mock's HTTP server is a private field, hence
 * reflection) with {@link QueryServiceDouble}, evaluated over the documents the mock holds.
 */
final class MockCluster implements AutoCloseable {
  static final String BUCKET = "ycsb";
  static final String PASSWORD = "mock-bucket-secret";

  private final CouchbaseMock mock;
  private final QueryServiceDouble query;

  private MockCluster(CouchbaseMock mock) {
    this.mock = mock;
    this.query = new QueryServiceDouble(this::documents,
        (key, doc) -> mock.getBuckets().get(BUCKET).storeItem(key, doc));
  }

  static MockCluster start() throws Exception {
    BucketConfiguration bc = new BucketConfiguration();
    bc.name = BUCKET;
    bc.password = PASSWORD;
    bc.numNodes = 1;
    bc.numReplicas = 0;
    bc.numVBuckets = 64;
    bc.type = Bucket.BucketType.COUCHBASE;
    bc.hostname = "127.0.0.1";
    CouchbaseMock mock = new CouchbaseMock(0, List.of(bc));
    mock.start();
    mock.waitForStartup();
    MockCluster cluster = new MockCluster(mock);
    cluster.mountQueryService();
    return cluster;
  }

  private void mountQueryService() throws ReflectiveOperationException {
    Field f = CouchbaseMock.class.getDeclaredField("httpServer");
    f.setAccessible(true);
    HttpServer http = (HttpServer) f.get(mock);
    HttpRequestHandler handler = (request, response, context) -> {
      String body = request instanceof HttpEntityEnclosingRequest r && r.getEntity() != null
          ? EntityUtils.toString(r.getEntity(), "UTF-8") : "{}";
      QueryServiceDouble.Reply reply = query.handle(body);
      response.setStatusCode(reply.status());
      response.setEntity(new StringEntity(reply.body(), ContentType.APPLICATION_JSON));
    };
    http.register("/query*", handler);
  }

  /** Serves a fixed JSON document on the mock's manager port, for REST endpoints the mock lacks. */
  void serveManagerJson(String pattern, String json) throws ReflectiveOperationException {
    Field f = CouchbaseMock.class.getDeclaredField("httpServer");
    f.setAccessible(true);
    ((HttpServer) f.get(mock)).register(pattern, (request, response, context) -> {
      response.setStatusCode(200);
      response.setEntity(new StringEntity(json, ContentType.APPLICATION_JSON));
    });
  }

  /** The bucket's one data (KV) node: shutdown() drops its connections, startup() serves again. */
  com.couchbase.mock.memcached.MemcachedServer dataNode() {
    return mock.getBuckets().get(BUCKET).getServers()[0];
  }

  QueryServiceDouble query() {
    return query;
  }

  /** A connection string with both the KV and the manager port, as the mock has no standard ports. */
  String connectionString() {
    return "couchbase://127.0.0.1:" + mock.getCarrierPort(BUCKET) + "=kv,127.0.0.1:" + mock.getHttpPort() + "=manager";
  }

  /** The binding properties to reach this mock (user = bucket name, bucket password). */
  Properties properties() {
    Properties p = new Properties();
    p.setProperty("couchbase.host", connectionString());
    p.setProperty("couchbase.bucket", BUCKET);
    p.setProperty("couchbase.password", PASSWORD);
    return p;
  }

  /** The harness's -p arguments for {@link #properties()}. */
  List<String> args() {
    List<String> args = new ArrayList<>();
    for (String name : properties().stringPropertyNames()) {
      args.add("-p");
      args.add(name + "=" + properties().getProperty(name));
    }
    return args;
  }

  /** Every live document the mock holds, by key, uncompressed. */
  NavigableMap<String, byte[]> documents() {
    NavigableMap<String, byte[]> docs = new TreeMap<>();
    long now = System.currentTimeMillis();
    for (Item item : mock.getBuckets().get(BUCKET).getMasterItems(Storage.StorageType.CACHE)) {
      if (item.getExpiryTimeInMillis() != 0 && item.getExpiryTimeInMillis() < now) {
        continue;
      }
      byte[] value = item.getValue();
      if ((item.getDatatype() & 0x02) != 0) {
        value = Snappy.uncompress(value, 0, value.length);
      }
      docs.put(item.getKeySpec().key, value);
    }
    return docs;
  }

  /** The expiry time (epoch milliseconds) of a live document, 0 for one that never expires, null when absent. */
  Long expiryMillis(String key) {
    for (Item item : mock.getBuckets().get(BUCKET).getMasterItems(Storage.StorageType.CACHE)) {
      if (item.getKeySpec().key.equals(key)) {
        return item.getExpiryTimeInMillis();
      }
    }
    return null;
  }

  void flush() {
    for (var server : mock.getBuckets().get(BUCKET).getServers()) {
      server.flushAll();
    }
  }

  @Override
  public void close() {
    mock.stop();
  }
}
