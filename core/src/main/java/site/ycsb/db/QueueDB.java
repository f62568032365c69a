package site.ycsb.db;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.PropertyReader;
import site.ycsb.Status;
import site.ycsb.VirtualThreadReady;

/**
 * The built-in {@code queue} binding: a simulated service whose answers queueing theory predicts. Every operation
 * (read, insert, update, scan, delete) waits its turn in one FIFO queue in front of {@code queue.servers} servers
 * and is then served for an exponentially distributed time of mean {@code queue.servicemean} µs. With Poisson
 * arrivals ({@code arrivals=open}, {@code arrivalprocess=poisson}) that is an M/M/c queue. It stores nothing:
 * reads and scans answer OK with no fields.
 *
 * <p>Every instance of one run shares the queue: the instances the client makes for a phase share the phase's
 * properties object, and the queue is kept per properties object (by identity) while any instance using it is
 * open, so that separate runs in one JVM (tests) never share one.
 */
@VirtualThreadReady
public class QueueDB extends DB {
  public static final String SERVERS_PROPERTY = "queue.servers";
  public static final String SERVICE_MEAN_PROPERTY = "queue.servicemean";
  public static final String SEED_PROPERTY = "queue.seed";
  public static final String SPIN_PROPERTY = "queue.spinus";
  public static final double DEFAULT_SERVICE_MEAN_US = 1000;
  /** Parking wakes 50-100 µs late on Linux; spinning the last 100 µs makes service times exact to a µs or so. */
  public static final long DEFAULT_SPIN_US = 100;

  /** The queues of the runs in this JVM, by their properties object, with the instances using each. */
  private static final Map<Properties, Shared> QUEUES = new IdentityHashMap<>();

  private Shared shared;

  private static final class Shared {
    final QueueServers servers;
    int users;

    Shared(QueueServers servers) {
      this.servers = servers;
    }
  }

  @Override
  public void init() {
    QueueServers fresh = settings(new PropertyReader(getProperties()));
    synchronized (QUEUES) {
      shared = QUEUES.computeIfAbsent(getProperties(), k -> new Shared(fresh));
      shared.users++;
    }
  }

  /** The servers the properties ask for; bad values are refused in one line naming the property. */
  private static QueueServers settings(PropertyReader p) {
    int servers = p.intValue(QueueDBProperties.SERVERS, 1, 100_000);
    double meanUs = p.doubleValue(SERVICE_MEAN_PROPERTY, DEFAULT_SERVICE_MEAN_US, 0.001, 3.6e9);
    long spinUs = p.longValue(SPIN_PROPERTY, DEFAULT_SPIN_US, 0, 1_000_000);
    long seed = p.isSet(SEED_PROPERTY) ? p.longValue(SEED_PROPERTY, 0, Long.MIN_VALUE)
        : ThreadLocalRandom.current().nextLong();
    return new QueueServers(servers, meanUs * 1000, spinUs * 1000, seed);
  }

  @Override
  public void cleanup() {
    synchronized (QUEUES) {
      if (shared != null && --shared.users == 0) {
        QUEUES.remove(getProperties());
      }
      shared = null;
    }
  }

  /** The servers this instance queues at: one per run (per properties object), or null outside init/cleanup. */
  QueueServers servers() {
    synchronized (QUEUES) {
      return shared == null ? null : shared.servers;
    }
  }

  private Status served() {
    shared.servers.serve();
    return Status.OK;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return served();
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return served();
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return served();
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return served();
  }

  @Override
  public Status delete(String table, String key) {
    return served();
  }
}
