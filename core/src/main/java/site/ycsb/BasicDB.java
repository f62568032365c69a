package site.ycsb;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;

/**
 * A binding that talks to no database: it prints each operation when {@code basicdb.verbose=true}
 * and otherwise does nothing, so it measures the client's own overhead.
 */
public class BasicDB extends DB {
  public static final String COUNT = "basicdb.count";
  public static final String COUNT_DEFAULT = "false";
  public static final String VERBOSE = "basicdb.verbose";
  public static final String VERBOSE_DEFAULT = "true";
  public static final String SIMULATE_DELAY = "basicdb.simulatedelay";
  public static final String SIMULATE_DELAY_DEFAULT = "0";
  public static final String RANDOMIZE_DELAY = "basicdb.randomizedelay";
  public static final String RANDOMIZE_DELAY_DEFAULT = "true";

  protected static final Object MUTEX = new Object();
  protected static int counter = 0;
  protected static Map<Integer, Integer> reads;
  protected static Map<Integer, Integer> scans;
  protected static Map<Integer, Integer> updates;
  protected static Map<Integer, Integer> inserts;
  protected static Map<Integer, Integer> deletes;
  protected static final ThreadLocal<StringBuilder> TL_STRING_BUILDER = ThreadLocal.withInitial(StringBuilder::new);

  protected boolean verbose;
  protected boolean randomizedelay;
  protected int todelay;
  protected boolean count;

  protected static StringBuilder getStringBuilder() {
    StringBuilder sb = TL_STRING_BUILDER.get();
    sb.setLength(0);
    return sb;
  }

  /** Sleeps up to {@code basicdb.simulatedelay} ms (a random fraction of it when randomised). */
  protected void delay() {
    if (todelay > 0) {
      long delayNs = randomizedelay
          ? ThreadLocalRandom.current().nextLong(todelay * 1_000_000L)
          : todelay * 1_000_000L;
      LockSupport.parkNanos(delayNs);
    }
  }

  @Override
  public void init() {
    PropertyReader props = new PropertyReader(getProperties());
    verbose = props.booleanValue(BasicDBProperties.VERBOSE);
    todelay = props.intValue(BasicDBProperties.SIMULATE_DELAY, 0);
    randomizedelay = props.booleanValue(BasicDBProperties.RANDOMIZE_DELAY);
    count = props.booleanValue(BasicDBProperties.COUNT);
    if (verbose) {
      synchronized (System.out) {
        System.out.println("***************** properties *****************");
        new TreeMap<>(getProperties()).forEach((k, v) -> System.out.println("\"" + k + "\"=\"" + v + "\""));
        System.out.println("**********************************************");
      }
    }
    synchronized (MUTEX) {
      if (counter == 0 && count) {
        reads = new HashMap<>();
        scans = new HashMap<>();
        updates = new HashMap<>();
        inserts = new HashMap<>();
        deletes = new HashMap<>();
      }
      counter++;
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    delay();
    if (verbose) {
      StringBuilder sb = getStringBuilder();
      sb.append("READ ").append(table).append(' ').append(key).append(" [ ");
      appendFields(sb, fields);
      sb.append(']');
      System.out.println(sb);
    }
    if (count) {
      countRead(table, key, fields);
    }
    return Status.OK;
  }

  /** Counts a read for {@code basicdb.count}; subclasses may count more of it. */
  protected void countRead(String table, String key, Set<String> fields) {
    incCounter(reads, hash(table, key, fields));
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    delay();
    if (verbose) {
      StringBuilder sb = getStringBuilder();
      sb.append("SCAN ").append(table).append(' ').append(startkey).append(' ').append(recordcount).append(" [ ");
      appendFields(sb, fields);
      sb.append(']');
      System.out.println(sb);
    }
    if (count) {
      incCounter(scans, hash(table, startkey, fields));
    }
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return write("UPDATE", updates, table, key, values);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return write("INSERT", inserts, table, key, values);
  }

  private Status write(String operation, Map<Integer, Integer> counts, String table, String key,
      Map<String, ByteIterator> values) {
    delay();
    if (verbose) {
      System.out.println(describeWrite(operation, table, key, values));
    }
    if (count) {
      countWrite(counts, table, key, values);
    }
    return Status.OK;
  }

  /** Counts an update or insert for {@code basicdb.count}; subclasses may count more of it. */
  protected void countWrite(Map<Integer, Integer> counts, String table, String key, Map<String, ByteIterator> values) {
    incCounter(counts, hash(table, key, values));
  }

  @Override
  public Status delete(String table, String key) {
    delay();
    if (verbose) {
      StringBuilder sb = getStringBuilder();
      sb.append("DELETE ").append(table).append(' ').append(key);
      System.out.println(sb);
    }
    if (count) {
      incCounter(deletes, (table + key).hashCode());
    }
    return Status.OK;
  }

  @Override
  public void cleanup() {
    synchronized (MUTEX) {
      counter--;
      if (count && counter == 0) {
        int total = 0;
        for (Map<Integer, Integer> m : new Map[] {reads, scans, updates, inserts, deletes}) {
          total += m.size();
        }
        System.out.println("[READS], Uniques, " + reads.size());
        System.out.println("[SCANS], Uniques, " + scans.size());
        System.out.println("[UPDATES], Uniques, " + updates.size());
        System.out.println("[INSERTS], Uniques, " + inserts.size());
        System.out.println("[DELETES], Uniques, " + deletes.size());
        System.out.println("[TOTAL], Uniques, " + total);
      }
    }
  }

  /** Counts one operation per distinct hash, for {@code basicdb.count}. */
  protected void incCounter(Map<Integer, Integer> map, int hash) {
    synchronized (map) {
      map.merge(hash, 1, Integer::sum);
    }
  }

  protected int hash(String table, String key, Set<String> fields) {
    return (table + key + (fields == null ? "" : String.join("", new java.util.TreeSet<>(fields)))).hashCode();
  }

  protected int hash(String table, String key, Map<String, ByteIterator> values) {
    return (table + key + String.join("", new java.util.TreeSet<>(values.keySet()))).hashCode();
  }

  private static void appendFields(StringBuilder sb, Set<String> fields) {
    if (fields == null) {
      sb.append("<all fields>");
    } else {
      for (String f : fields) {
        sb.append(f).append(' ');
      }
    }
  }

  /** The line printed for an update or insert: {@code OP table key [ field=value ... ]}. */
  protected StringBuilder describeWrite(String op, String table, String key, Map<String, ByteIterator> values) {
    StringBuilder sb = getStringBuilder();
    sb.append(op).append(' ').append(table).append(' ').append(key).append(" [ ");
    for (Map.Entry<String, ByteIterator> entry : values.entrySet()) {
      sb.append(entry.getKey()).append('=').append(entry.getValue()).append(' ');
    }
    return sb.append(']');
  }
}
