package site.ycsb.db.mongodb;

import com.mongodb.MongoClientSettings;
import com.mongodb.MongoException;
import com.mongodb.MongoInternalException;
import com.mongodb.MongoSecurityException;
import com.mongodb.MongoTimeoutException;
import com.mongodb.ServerAddress;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.connection.ClusterDescription;
import com.mongodb.connection.ServerDescription;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bson.BSONException;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import site.ycsb.DBException;

/**
 * One {@link MongoClient} per connection string per process, shared by the binding's instances and
 * closed by the last one: the driver's client owns the connection pool and the server monitors,
 * and is meant to exist once. The first instance starts the connect (on a thread of its own: it checks the
 * server and prints the notices), and every instance asking meanwhile waits for that same connect; a failed
 * connect is remembered for one server-selection timeout so that the other client threads report it at once
 * instead of each waiting the whole timeout again.
 */
public final class SharedMongoClients {
  private static final Pattern SERVER_FAILURE =
      Pattern.compile("exception=\\{([^{}]*)\\}(?:, caused by \\{([^{}]*)\\})?");
  private static final String SRV_FAILURE = "srvResolutionException=";
  private static final Map<String, Handle> OPEN = new HashMap<>();
  // A lock, not synchronized: a virtual thread blocked in synchronized pins its carrier on Java 21-23.
  private static final ReentrantLock OPEN_LOCK = new ReentrantLock();
  private static final Map<String, Failure> RECENT_FAILURES = new HashMap<>();
  /** Connects in progress, by key: every instance asking meanwhile waits for the same one. */
  private static final Map<String, CompletableFuture<Handle>> CONNECTING = new HashMap<>();
  /** How long the driver may wait for a server's answer to its hello before the listener is asked for HTTP. */
  private static final long HTTP_PROBE_AFTER_NS = TimeUnit.MILLISECONDS.toNanos(1000);
  private static final int HTTP_PROBE_TIMEOUT_MS = 1000;

  /** A shared client and what the server said when it connected. */
  public static final class Handle {
    private final String key;
    private final MongoClient client;
    private final MongoDatabase database;
    private final ServerProfile profile;
    private final AtomicBoolean cacheFullReported = new AtomicBoolean();
    private int users;

    private Handle(String key, MongoClient client, MongoDatabase database, ServerProfile profile) {
      this.key = key;
      this.client = client;
      this.database = database;
      this.profile = profile;
    }

    MongoClient client() {
      return client;
    }

    public MongoDatabase database() {
      return database;
    }

    ServerProfile profile() {
      return profile;
    }

    /** Prints the cache-full explanation once per client, not once per failed write. */
    public void reportCacheFull() {
      if (cacheFullReported.compareAndSet(false, true)) {
        System.err.println("ycsb: warning: the server's storage engine cache is full (WT_CACHE_FULL); such writes count"
            + " as Return=CACHE_FULL: the data set is larger than --inMemorySizeGB (or the cache) allows");
      }
    }
  }

  private record Failure(String message, long untilNanos) {
  }

  private SharedMongoClients() {
  }

  public static Handle acquire(MongoSettings settings) throws DBException {
    // The engine check runs at connect, so instances asking for another engine need their own client.
    String key = settings.url() + '\u0000' + settings.storageEngine();
    while (true) {
      CompletableFuture<Handle> connecting;
      OPEN_LOCK.lock();
      try {
        Handle handle = OPEN.get(key);
        if (handle != null) {
          handle.users++;
          return handle;
        }
        Failure failure = RECENT_FAILURES.get(key);
        if (failure != null && System.nanoTime() - failure.untilNanos() < 0) {
          throw new DBException(failure.message());
        }
        RECENT_FAILURES.remove(key);
        connecting = CONNECTING.computeIfAbsent(key, k -> startConnecting(k, settings));
      } finally {
        OPEN_LOCK.unlock();
      }
      awaitConnected(connecting, settings);
      // Connected: the handle is open now; take it (or, if its users have closed it meanwhile, connect again).
    }
  }

  /**
   * Connects on a thread of its own, once per key, whoever waits: a caller that stops waiting (the statistics
   * connection gives up after stats.timeout, and its thread is interrupted) neither aborts the connect nor makes
   * the client threads start another one and wait a second whole server-selection time-out.
   */
  private static CompletableFuture<Handle> startConnecting(String key, MongoSettings settings) {
    CompletableFuture<Handle> result = new CompletableFuture<>();
    Thread connector = new Thread(() -> {
      try {
        Handle handle = connect(key, settings);
        finished(key, handle, null, 0);
        result.complete(handle);
      } catch (DBException | RuntimeException | Error e) {
        String message = e instanceof DBException ? e.getMessage() : "cannot connect to MongoDB at "
            + settings.hosts() + ": " + MongoSettings.scrub(oneLine(e), settings.url());
        finished(key, null, message, serverSelectionTimeoutMs(settings));
        result.completeExceptionally(new DBException(message));
      }
    }, "ycsb-mongodb-connect");
    connector.setDaemon(true);
    connector.start();
    return result;
  }

  private static void finished(String key, Handle handle, String failure, long rememberMs) {
    OPEN_LOCK.lock();
    try {
      CONNECTING.remove(key);
      if (handle != null) {
        OPEN.put(key, handle);
      } else {
        RECENT_FAILURES.put(key, new Failure(failure, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(rememberMs)));
      }
    } finally {
      OPEN_LOCK.unlock();
    }
  }

  private static void awaitConnected(CompletableFuture<Handle> connecting, MongoSettings settings)
      throws DBException {
    try {
      connecting.get();
    } catch (ExecutionException e) {
      throw e.getCause() instanceof DBException d ? new DBException(d.getMessage()) : new DBException(
          "cannot connect to MongoDB at " + settings.hosts() + ": " + MongoSettings.scrub(oneLine(e.getCause()),
              settings.url()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new DBException("interrupted while connecting to MongoDB at " + settings.hosts());
    }
  }

  private static long serverSelectionTimeoutMs(MongoSettings settings) {
    return MongoClientSettings.builder().applyConnectionString(settings.connectionString()).build()
        .getClusterSettings().getServerSelectionTimeout(TimeUnit.MILLISECONDS);
  }

  public static void release(Handle handle) {
    OPEN_LOCK.lock();
    try {
      handle.users--;
      if (handle.users == 0) {
        OPEN.remove(handle.key);
        handle.client.close();
      }
    } finally {
      OPEN_LOCK.unlock();
    }
  }

  private static Handle connect(String key, MongoSettings settings) throws DBException {
    MongoClientSettings clientSettings = MongoClientSettings.builder()
        .applyConnectionString(settings.connectionString())
        .build();
    long timeoutMs = clientSettings.getClusterSettings().getServerSelectionTimeout(TimeUnit.MILLISECONDS);
    MongoClient client;
    try {
      client = MongoClients.create(clientSettings);
    } catch (RuntimeException e) {
      // e.g. a mongodb+srv:// host without SRV records.
      throw new DBException("cannot connect to MongoDB at " + settings.hosts() + ": "
          + MongoSettings.scrub(oneLine(e), settings.url()));
    }
    try {
      for (String notice : settings.notices()) {
        System.err.println("ycsb: warning: " + notice);
      }
      MongoDatabase admin = client.getDatabase("admin");
      refuseWhatIsNotMongo(client, settings, timeoutMs);
      ping(admin, settings, timeoutMs);
      ServerProfile profile = readProfile(admin, settings);
      for (String warning : ServerChecks.verify(settings, profile)) {
        System.err.println("ycsb: warning: " + warning);
      }
      return new Handle(key, client, client.getDatabase(settings.database()), profile);
    } catch (DBException | RuntimeException e) {
      client.close();
      throw e;
    }
  }

  /**
   * Waits until the driver has heard from a server. Something else on the port (an HTTP server, say) answers
   * with bytes the driver cannot read as a reply: that is said at once, instead of after the whole server
   * selection time-out as "cannot reach". A listener that has not answered the hello after a second is asked
   * for HTTP ({@link HttpProbe}): an HTTP server that waits for a request line is named as quickly. Network
   * failures and time-outs are left to the ping.
   */
  private static void refuseWhatIsNotMongo(MongoClient client, MongoSettings settings, long timeoutMs)
      throws DBException {
    long start = System.nanoTime();
    long deadline = start + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
    Set<ServerAddress> probed = new HashSet<>();
    while (System.nanoTime() - deadline < 0) {
      ClusterDescription cluster = client.getClusterDescription();
      if (cluster.getSrvResolutionException() != null) {
        return;
      }
      boolean waiting = cluster.getServerDescriptions().isEmpty();  // a mongodb+srv:// name not resolved yet
      for (ServerDescription server : cluster.getServerDescriptions()) {
        if (server.isOk()) {
          return;
        }
        Throwable e = server.getException();
        if (e instanceof MongoInternalException || e instanceof BSONException) {
          throw new DBException("the server at " + server.getAddress() + " does not answer as MongoDB does ("
              + e.getClass().getSimpleName() + ": " + MongoSettings.scrub(oneLine(e), settings.url())
              + "): is it a MongoDB server? (" + MongoSettings.URL + ")");
        }
        if (e == null && System.nanoTime() - start > HTTP_PROBE_AFTER_NS && probed.add(server.getAddress())) {
          // No answer to the hello yet: a MongoDB answers it in milliseconds; an HTTP server that waits for a
          // request line (python's http.server) never does. An HTTP request tells them apart at once.
          String http = HttpProbe.httpAnswer(server.getAddress(), HTTP_PROBE_TIMEOUT_MS);
          if (http != null) {
            throw new DBException("the server at " + server.getAddress() + " does not answer as MongoDB does (no"
                + " answer to the MongoDB hello; to an HTTP request it answers '" + http + "'): is it a MongoDB"
                + " server? (" + MongoSettings.URL + ")");
          }
        }
        waiting |= e == null;
      }
      if (!waiting) {
        return;  // every server failed on the network: the ping waits for one and says why it could not
      }
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new DBException("interrupted while connecting to MongoDB at " + settings.hosts());
      }
    }
  }

  private static void ping(MongoDatabase admin, MongoSettings settings, long timeoutMs) throws DBException {
    try {
      admin.runCommand(new BsonDocument("ping", new BsonInt32(1)));
    } catch (MongoSecurityException e) {
      throw new DBException("authentication to MongoDB at " + settings.hosts() + " failed for the user of "
          + MongoSettings.URL + ": " + MongoSettings.scrub(oneLine(e), settings.url()));
    } catch (MongoTimeoutException e) {
      throw new DBException("cannot reach MongoDB at " + settings.hosts() + " within " + timeoutMs
          + " ms (serverSelectionTimeoutMS in " + MongoSettings.URL + "): "
          + MongoSettings.scrub(timeoutReason(e), settings.url()));
    }
  }

  private static ServerProfile readProfile(MongoDatabase admin, MongoSettings settings) {
    try {
      return ServerProfile.of(admin.runCommand(new BsonDocument("serverStatus", new BsonInt32(1)), BsonDocument.class));
    } catch (MongoException e) {
      return ServerProfile.unavailable(MongoSettings.scrub(oneLine(e), settings.url()));
    }
  }

  /** The last per-server failure of the driver's cluster description, e.g. "ConnectException: Connection refused". */
  private static String timeoutReason(MongoTimeoutException e) {
    String message = oneLine(e);
    int srv = message.indexOf(SRV_FAILURE);
    if (srv >= 0) {
      int end = message.indexOf(", servers=", srv);
      return message.substring(srv + SRV_FAILURE.length(), end < 0 ? message.length() : end);
    }
    Matcher m = SERVER_FAILURE.matcher(message);
    String reason = null;
    while (m.find()) {
      reason = m.group(2) != null ? m.group(2) : m.group(1);
    }
    return reason == null ? message : reason.replaceFirst("^[a-z0-9.]+\\.(?=[A-Z])", "");
  }

  static String oneLine(Throwable e) {
    String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return m.replace('\n', ' ');
  }
}
