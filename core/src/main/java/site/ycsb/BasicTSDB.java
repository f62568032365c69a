package site.ycsb;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import site.ycsb.workloads.TimeSeriesWorkload;

/**
 * {@link BasicDB} for the time-series workload: talks to no database. With {@code basicdb.verbose}
 * (default true) it prints each operation, data points as
 * {@code INSERT table key [ tag=value ... YCSBTS=timestamp YCSBV=value ]} in key order with the
 * timestamp and value as numbers; with {@code basicdb.verbose=false} it prints nothing, to measure the
 * client. With {@code basicdb.count=true} it also counts distinct timestamps and the series written
 * with integer and with floating point values, printed at the end after BasicDB's counts:
 * {@code [TIMESTAMPS], Unique, n}, {@code [FLOATS], Unique series, n},
 * {@code [INTEGERS], Unique series, n}, {@code [TIMESTAMPS], Min, t} and {@code [TIMESTAMPS], Max, t}.
 */
public class BasicTSDB extends BasicDB {
  protected static Map<Long, Integer> timestamps;
  protected static Map<Integer, Integer> floats;
  protected static Map<Integer, Integer> integers;

  private String timestampKey;
  private String valueKey;
  private String tagPairDelimiter;
  private String queryTimeSpanDelimiter;
  /** The timestamp of this instance's latest operation, counted by the next write (as in 0.17.0). */
  private long lastTimestamp;

  @Override
  public void init() {
    synchronized (MUTEX) {
      if (counter == 0) {
        // A fresh count for each run; 0.17.0 kept counting across runs in one JVM.
        timestamps = new HashMap<>();
        floats = new HashMap<>();
        integers = new HashMap<>();
      }
      super.init();
    }
    timestampKey = getProperties().getProperty(TimeSeriesWorkload.TIMESTAMP_KEY_PROPERTY,
        TimeSeriesWorkload.TIMESTAMP_KEY_PROPERTY_DEFAULT);
    valueKey = getProperties().getProperty(TimeSeriesWorkload.VALUE_KEY_PROPERTY,
        TimeSeriesWorkload.VALUE_KEY_PROPERTY_DEFAULT);
    tagPairDelimiter = getProperties().getProperty(TimeSeriesWorkload.PAIR_DELIMITER_PROPERTY,
        TimeSeriesWorkload.PAIR_DELIMITER_PROPERTY_DEFAULT);
    queryTimeSpanDelimiter = getProperties().getProperty(TimeSeriesWorkload.QUERY_TIMESPAN_DELIMITER_PROPERTY,
        TimeSeriesWorkload.QUERY_TIMESPAN_DELIMITER_PROPERTY_DEFAULT);
  }

  /** Counts the (start) timestamp the read asks for, and the read by its fields without it. */
  @Override
  protected void countRead(String table, String key, Set<String> fields) {
    Set<String> others = null;
    if (fields != null) {
      others = new HashSet<>();
      for (String field : fields) {
        Long ts = queriedTimestamp(field);
        if (ts == null) {
          others.add(field);
        } else {
          lastTimestamp = ts;
          countTimestamp(ts);
        }
      }
    }
    super.countRead(table, key, others);
  }

  /** The (start) timestamp of a {@code timestampkey=ts} or {@code timestampkey=start,end} field, or null. */
  private Long queriedTimestamp(String field) {
    String prefix = timestampKey + tagPairDelimiter;
    if (!field.startsWith(prefix)) {
      return null;
    }
    String value = field.substring(prefix.length());
    int span = value.indexOf(queryTimeSpanDelimiter);
    try {
      return Long.parseLong(span < 0 ? value : value.substring(0, span));
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** The series, its timestamp and whether its value is an integer or a floating point number. */
  @Override
  protected void countWrite(Map<Integer, Integer> counts, String table, String key,
      Map<String, ByteIterator> values) {
    int hash = hash(table, key, values);  // also takes the point's timestamp as lastTimestamp
    incCounter(counts, hash);
    countTimestamp(lastTimestamp);
    ByteIterator value = values.get(valueKey);
    boolean isFloat = value instanceof NumericByteIterator n && n.isFloatingPoint();
    incCounter(isFloat ? floats : integers, hash);
  }

  /** {@code OP table key [ k=v ... ]} in key order; the timestamp and value as numbers. */
  @Override
  protected StringBuilder describeWrite(String operation, String table, String key,
      Map<String, ByteIterator> values) {
    StringBuilder sb = getStringBuilder();
    sb.append(operation).append(' ').append(table).append(' ').append(key).append(" [ ");
    for (Map.Entry<String, ByteIterator> entry : new TreeMap<>(values).entrySet()) {
      sb.append(entry.getKey()).append('=');
      ByteIterator v = entry.getValue();
      if (v instanceof NumericByteIterator n) {
        if (n.isFloatingPoint()) {
          sb.append(n.getDouble());
        } else {
          sb.append(n.getLong());
        }
      } else {
        sb.append(v);
        resetIfPossible(v);
      }
      sb.append(' ');
    }
    return sb.append(']');
  }

  private static void countTimestamp(long ts) {
    synchronized (timestamps) {
      timestamps.merge(ts, 1, Integer::sum);
    }
  }

  @Override
  public void cleanup() {
    boolean last;
    synchronized (MUTEX) {
      super.cleanup();
      last = counter == 0;
    }
    if (count && last) {
      System.out.println("[TIMESTAMPS], Unique, " + timestamps.size());
      System.out.println("[FLOATS], Unique series, " + floats.size());
      System.out.println("[INTEGERS], Unique series, " + integers.size());
      long min = timestamps.keySet().stream().mapToLong(Long::longValue).min().orElse(Long.MAX_VALUE);
      long max = timestamps.keySet().stream().mapToLong(Long::longValue).max().orElse(Long.MIN_VALUE);
      System.out.println("[TIMESTAMPS], Min, " + min);
      System.out.println("[TIMESTAMPS], Max, " + max);
    }
  }

  /**
   * The series: table, key and tags (in key order), without the value and the timestamp, which it
   * keeps as this instance's latest timestamp.
   */
  @Override
  protected int hash(String table, String key, Map<String, ByteIterator> values) {
    StringBuilder sb = new StringBuilder().append(table).append(key);
    for (Map.Entry<String, ByteIterator> entry : new TreeMap<>(values).entrySet()) {
      ByteIterator v = entry.getValue();
      if (entry.getKey().equals(valueKey)) {
        continue;
      }
      if (entry.getKey().equals(timestampKey)) {
        if (v instanceof NumericByteIterator n && !n.isFloatingPoint()) {
          lastTimestamp = n.getLong();
        }
        continue;
      }
      resetIfPossible(v);
      sb.append(entry.getKey()).append(v);
      resetIfPossible(v);
    }
    return sb.toString().hashCode();
  }

  private static void resetIfPossible(ByteIterator v) {
    try {
      v.reset();
    } catch (UnsupportedOperationException e) {
      // read once; nothing to rewind
    }
  }
}
