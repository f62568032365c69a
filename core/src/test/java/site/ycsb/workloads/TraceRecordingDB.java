package site.ycsb.workloads;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;

/**
 * An in-process binding for the trace replay's tests: it keeps each operation's start time, key, kind and value
 * size, and checks as it goes that no two operations of one trace client (the key's part before '-') overlap or
 * run out of order (the part after it is the line number). Each operation takes a random 0-300 µs, so that client
 * threads do overtake one another. It expires records: it takes TTLs and keeps the last one per key.
 */
public class TraceRecordingDB extends DB {
  /** One operation as the binding saw it. */
  public record Event(long startNs, long intendedNs, String kind, String key, int valueSize, int ttl) {
  }

  private static final List<Event> EVENTS = new ArrayList<>();
  private static final Map<String, Long> LAST_LINE = new HashMap<>();
  private static final Map<String, Integer> IN_FLIGHT = new HashMap<>();
  private static final List<String> VIOLATIONS = new ArrayList<>();

  public static synchronized void reset() {
    EVENTS.clear();
    LAST_LINE.clear();
    IN_FLIGHT.clear();
    VIOLATIONS.clear();
  }

  public static synchronized List<Event> events() {
    return new ArrayList<>(EVENTS);
  }

  public static synchronized List<String> violations() {
    return new ArrayList<>(VIOLATIONS);
  }

  private static Status record(String kind, String key, int valueSize, int ttl) {
    long start = System.nanoTime();
    long intended = Measurements.getMeasurements().getIntendedtartTimeNs();
    int dash = key.indexOf('-');
    String client = dash < 0 ? key : key.substring(0, dash);
    long line = dash < 0 ? 0 : Long.parseLong(key.substring(dash + 1).replaceAll("_+$", ""));
    synchronized (TraceRecordingDB.class) {
      EVENTS.add(new Event(start, intended, kind, key, valueSize, ttl));
      if (IN_FLIGHT.merge(client, 1, Integer::sum) > 1) {
        VIOLATIONS.add("client " + client + ": line " + line + " started while another of its lines ran");
      }
      Long last = LAST_LINE.put(client, line);
      if (last != null && last > line && !kind.equals("UPDATE")) {
        VIOLATIONS.add("client " + client + ": line " + line + " ran after line " + last);
      }
    }
    LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(ThreadLocalRandom.current().nextInt(300)));
    synchronized (TraceRecordingDB.class) {
      IN_FLIGHT.merge(client, -1, Integer::sum);
    }
    return Status.OK;
  }

  private static int size(Map<String, ByteIterator> values) {
    int n = 0;
    for (ByteIterator v : values.values()) {
      n += (int) v.bytesLeft();
    }
    return n;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return record("READ", key, 0, 0);
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      java.util.Vector<HashMap<String, ByteIterator>> result) {
    return Status.NOT_IMPLEMENTED;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return record("UPDATE", key, size(values), 0);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return record("INSERT", key, size(values), 0);
  }

  @Override
  public Status delete(String table, String key) {
    return record("DELETE", key, 0, 0);
  }

  @Override
  public String ttlRefusal() {
    return null;
  }

  /** The same binding without expiry, as a binding that cannot expire records declares it. */
  public static class WithoutExpiry extends TraceRecordingDB {
    @Override
    public String ttlRefusal() {
      return "it cannot expire records";
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    return record("INSERT", key, size(values), ttlSeconds);
  }
}
