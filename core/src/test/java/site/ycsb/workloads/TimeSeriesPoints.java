package site.ycsb.workloads;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.NumericByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TestDBs;
import site.ycsb.measurements.Measurements;

/** What the time-series workload sends a database, captured for the tests. */
final class TimeSeriesPoints {
  private TimeSeriesPoints() {
  }

  /** One written data point. */
  record Point(String key, TreeMap<String, String> tags, long timestamp, NumericByteIterator value) {
    static Point of(String key, Map<String, ByteIterator> values) {
      TreeMap<String, String> tags = new TreeMap<>();
      long ts = Long.MIN_VALUE;
      NumericByteIterator value = null;
      for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
        if (e.getKey().equals("YCSBTS")) {
          ts = ((NumericByteIterator) e.getValue()).getLong();
        } else if (e.getKey().equals("YCSBV")) {
          value = (NumericByteIterator) e.getValue();
        } else {
          tags.put(e.getKey(), e.getValue().toString());
        }
      }
      return new Point(key, tags, ts, value);
    }

    /** The series: key and tags. */
    String series() {
      return key + tags;
    }

    long longValue() {
      return value.getLong();
    }

    @Override
    public String toString() {
      return series() + "@" + timestamp + "=" + (value.isFloatingPoint() ? value.getDouble() : value.getLong());
    }
  }

  /** Records every operation; answers OK. */
  static class Capture extends TestDBs.OkDB {
    final List<Point> inserts = new ArrayList<>();
    final List<Point> updates = new ArrayList<>();
    final List<String> readKeys = new ArrayList<>();
    final List<Set<String>> reads = new ArrayList<>();
    final List<Set<String>> scans = new ArrayList<>();
    final List<String> deletes = new ArrayList<>();

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      inserts.add(Point.of(key, values));
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      updates.add(Point.of(key, values));
      return Status.OK;
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      readKeys.add(key);
      reads.add(fields);
      return Status.OK;
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      scans.add(fields);
      return Status.OK;
    }

    @Override
    public Status delete(String table, String key) {
      deletes.add(key);
      return Status.OK;
    }
  }

  /** For runs through the client: records inserts with the writing thread, in one list for all instances. */
  public static class SharedCapture extends TestDBs.OkDB {
    static final List<String> THREADS = Collections.synchronizedList(new ArrayList<>());
    static final List<Point> INSERTS = Collections.synchronizedList(new ArrayList<>());

    static void clear() {
      THREADS.clear();
      INSERTS.clear();
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      synchronized (INSERTS) {
        INSERTS.add(Point.of(key, values));
        THREADS.add(Thread.currentThread().getName());
      }
      return Status.OK;
    }
  }

  /**
   * A store of data points for data integrity runs: a read is answered with the stored point of the
   * key, tags and timestamp named in its fields (tag=value, YCSBTS=ts), or NOT_FOUND.
   */
  public static class Store extends TestDBs.OkDB {
    static final Map<String, Point> POINTS = Collections.synchronizedMap(new HashMap<>());

    private static String id(String key, Map<String, String> tags, String timestamp) {
      return key + new TreeMap<>(tags) + "@" + timestamp;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      Point p = Point.of(key, values);
      POINTS.put(id(key, p.tags(), Long.toString(p.timestamp())), p);
      return Status.OK;
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      Map<String, String> tags = new HashMap<>();
      String ts = null;
      for (String f : fields) {
        String[] kv = f.split("=", 2);
        if (kv[0].equals("YCSBTS")) {
          ts = kv[1];
        } else {
          tags.put(kv[0], kv[1]);
        }
      }
      Point p = POINTS.get(id(key, tags, ts));
      if (p == null) {
        return Status.NOT_FOUND;
      }
      p.tags().forEach((k, v) -> result.put(k, new StringByteIterator(v)));
      result.put("YCSBTS", new NumericByteIterator(p.timestamp()));
      result.put("YCSBV", new NumericByteIterator(p.longValue()));
      return Status.OK;
    }
  }

  static Properties props(String... keysAndValues) {
    Properties p = new Properties();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      p.setProperty(keysAndValues[i], keysAndValues[i + 1]);
    }
    return p;
  }

  static void freshMeasurements() {
    Measurements.setMeasurements(new Measurements(new Properties()));
  }
}
