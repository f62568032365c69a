package site.ycsb.db.couchbase;

import com.couchbase.client.core.cnc.EventSubscription;
import com.couchbase.client.core.error.AuthenticationFailureException;
import com.couchbase.client.core.error.CouchbaseException;
import com.couchbase.client.core.error.ErrorCodeAndMessage;
import com.couchbase.client.core.error.context.QueryErrorContext;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.ClusterOptions;
import com.couchbase.client.java.Collection;
import com.couchbase.client.java.env.ClusterEnvironment;
import com.couchbase.client.java.query.QueryResult;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.DBException;

/**
 * One SDK cluster per process and connection settings, shared by every client thread's DB instance
 * and closed when the last one cleans up. The SDK is built for this: a Cluster owns event loops,
 * connections to every node and config polling, so one per thread would multiply all of them.
 */
final class SharedCluster {
  private static final Logger LOG = LoggerFactory.getLogger(SharedCluster.class);
  private static final Map<String, SharedCluster> OPEN = new HashMap<>();
  // A lock, not synchronized: it is held while connecting, and a virtual thread blocked in synchronized pins its
  // carrier on Java 21-23.
  private static final ReentrantLock OPEN_LOCK = new ReentrantLock();

  private final String key;
  private final ClusterEnvironment environment;
  private final Cluster cluster;
  private final Bucket bucket;
  private final Collection collection;
  private final Set<String> loggedErrors = ConcurrentHashMap.newKeySet();
  private int references;

  private SharedCluster(String key, ClusterEnvironment environment, Cluster cluster, Bucket bucket,
      Collection collection) {
    this.key = key;
    this.environment = environment;
    this.cluster = cluster;
    this.bucket = bucket;
    this.collection = collection;
  }

  /** The shared cluster for these settings, connecting (and creating the index, if asked) on first use. */
  static SharedCluster acquire(CouchbaseSettings settings) throws DBException {
    OPEN_LOCK.lock();
    try {
      String key = settings.connectionKey() + "\u0000" + settings.bucket() + "\u0000" + settings.scope()
          + "\u0000" + settings.collection();
      SharedCluster shared = OPEN.get(key);
      if (shared == null) {
        shared = connect(key, settings);
        try {
          if (settings.createIndex()) {
            new IndexSetup(shared, settings).run();
          }
        } catch (DBException | RuntimeException e) {
          shared.close();
          throw e;
        }
        OPEN.put(key, shared);
      }
      shared.references++;
      return shared;
    } finally {
      OPEN_LOCK.unlock();
    }
  }

  /** Drops one reference; the last one disconnects. */
  void release() {
    OPEN_LOCK.lock();
    try {
      if (--references == 0) {
        OPEN.remove(key);
        close();
      }
    } finally {
      OPEN_LOCK.unlock();
    }
  }

  private static SharedCluster connect(String key, CouchbaseSettings s) throws DBException {
    ClusterEnvironment env = environment(s);
    ConnectDiagnosis diagnosis = new ConnectDiagnosis();
    EventSubscription subscription = env.eventBus().subscribe(diagnosis);
    Cluster cluster = null;
    try {
      cluster = Cluster.connect(s.connectionString(),
          ClusterOptions.clusterOptions(s.username(), s.password()).environment(env));
      Bucket bucket = cluster.bucket(s.bucket());
      // Fails within the connect timeout on a wrong host, bucket or credentials instead of letting
      // every operation time out one by one.
      bucket.waitUntilReady(s.connectTimeout());
      env.eventBus().unsubscribe(subscription);
      Collection collection = bucket.scope(s.scope()).collection(s.collection());
      return new SharedCluster(key, env, cluster, bucket, collection);
    } catch (CouchbaseException | IllegalArgumentException e) {
      env.eventBus().unsubscribe(subscription);
      if (cluster != null) {
        disconnectQuietly(cluster, s.connectTimeout());
      }
      env.shutdown();
      throw new DBException("cannot connect to Couchbase at " + s.connectionString() + " (bucket '" + s.bucket()
          + "', user '" + s.username() + "') within " + s.connectTimeout().toMillis() + " ms: " + diagnosis.hint()
          + " (" + reason(e) + ")");
    }
  }

  private static ClusterEnvironment environment(CouchbaseSettings s) {
    ClusterEnvironment.Builder b = ClusterEnvironment.builder()
        .timeoutConfig(t -> t.kvTimeout(s.kvTimeout()).kvDurableTimeout(s.kvTimeout().multipliedBy(4))
            .queryTimeout(s.queryTimeout()).connectTimeout(s.connectTimeout())
            .managementTimeout(s.queryTimeout()))
        .ioConfig(io -> io.numKvConnections(s.kvEndpoints()).maxHttpConnections(s.queryEndpoints()))
        .compressionConfig(c -> c.enable(s.compression()))
        // A benchmark client should not talk to anything it was not asked to, nor run transaction
        // cleanup threads beside the measured ones.
        .disableAppTelemetry(true)
        .transactionsConfig(t -> t.cleanupConfig(c -> c.cleanupLostAttempts(false).cleanupClientAttempts(false)));
    if (s.tls()) {
      b.securityConfig(sec -> {
        sec.enableTls(true);
        if (s.caCertificate() != null) {
          sec.trustCertificate(s.caCertificate());
        }
      });
    }
    return b.build();
  }

  /** A one-line cause: the exception's message without the SDK's JSON context, which can be long. */
  static String reason(Throwable e) {
    if (e instanceof AuthenticationFailureException) {
      return "authentication failed (check couchbase.username, couchbase.password and the user's roles "
          + "on the bucket)";
    }
    String m = e.getMessage();
    if (m == null || m.isBlank()) {
      return e.getClass().getSimpleName();
    }
    int context = m.indexOf(" {\"");
    String head = (context > 0 ? m.substring(0, context) : m).strip();
    int newline = head.indexOf('\n');
    if (newline > 0) {
      head = head.substring(0, newline);
    }
    if (e instanceof CouchbaseException ce && ce.context() instanceof QueryErrorContext qc && !qc.errors().isEmpty()) {
      ErrorCodeAndMessage first = qc.errors().get(0);
      return head + " (query service: " + first.code() + " " + first.message() + ")";
    }
    return head;
  }

  Cluster cluster() {
    return cluster;
  }

  Bucket bucket() {
    return bucket;
  }

  Collection collection() {
    return collection;
  }

  /** Logs a server error the first time its message is seen, so a failing query is explained once. */
  void logOnce(String operation, Throwable e) {
    String reason = reason(e);
    if (loggedErrors.size() < 100 && loggedErrors.add(operation + ": " + reason)) {
      LOG.warn("couchbase {} failed: {}", operation, reason);
    }
  }

  QueryResult query(String statement, com.couchbase.client.java.query.QueryOptions options) {
    return cluster.query(statement, options);
  }

  private void close() {
    disconnectQuietly(cluster, Duration.ofSeconds(10));
    environment.shutdown();
  }

  private static void disconnectQuietly(Cluster cluster, Duration timeout) {
    try {
      cluster.disconnect(timeout);
    } catch (RuntimeException e) {
      LOG.debug("disconnect failed", e);
    }
  }
}
