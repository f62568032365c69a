package site.ycsb.engine;

import java.util.Properties;
import site.ycsb.Client;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.results.ClientSlice;
import site.ycsb.workloads.CoreWorkload;

/**
 * Gives one of several client processes ({@code client.index} of {@code client.count}) its share of a
 * run. Load: its contiguous slice of the {@code recordcount} keys, the last slice taking the remainder,
 * so the clients together insert every key exactly once; an explicit {@code insertstart}/{@code insertcount}
 * wins but must stay inside that slice. Run: the whole key space, and the {@code target} split among the
 * clients so that they add up to it.
 */
public final class ClientSlicing {
  public static final String INDEX_PROPERTY = "client.index";
  public static final String COUNT_PROPERTY = "client.count";

  private ClientSlicing() {
  }

  /** The slice the properties name, or null when neither client.index nor client.count is set. */
  public static ClientSlice read(PropertyReader p) {
    boolean hasIndex = p.isSet(INDEX_PROPERTY);
    boolean hasCount = p.isSet(COUNT_PROPERTY);
    if (!hasIndex && !hasCount) {
      return null;
    }
    if (!hasCount) {
      throw new IllegalPropertyException("property '" + INDEX_PROPERTY + "' is set but '" + COUNT_PROPERTY
          + "' is not; accepted: both (client.index=i of client.count=n, 0 <= i < n) or neither");
    }
    int count = p.intValue(COUNT_PROPERTY, 1, 1);
    if (!hasIndex) {
      throw new IllegalPropertyException("property '" + COUNT_PROPERTY + "' is set but '" + INDEX_PROPERTY
          + "' is not; accepted: both (client.index=i of client.count=n, 0 <= i < n) or neither");
    }
    int index = p.intValue(INDEX_PROPERTY, 0, 0, count - 1);
    return new ClientSlice(index, count);
  }

  /**
   * Sets this client's share in {@code props} before the workload reads them: in the load phase
   * insertstart and insertcount, in both phases the target. Returns the key range a load inserts, or null.
   */
  public static KeyRange apply(ClientSlice slice, Properties props, boolean load) {
    PropertyReader p = new PropertyReader(props);
    long target = p.longValue(Client.TARGET_PROPERTY, 0, 0);
    if (target > 0) {
      if (target < slice.count()) {
        throw new IllegalPropertyException("property '" + Client.TARGET_PROPERTY + "' is '" + target
            + "'; accepted: 0 (no limit) or at least client.count (" + slice.count()
            + "), since the target is the total of all clients and split among them");
      }
      props.setProperty(Client.TARGET_PROPERTY, Long.toString(share(target, slice)));
    }
    if (!load) {
      return null;
    }
    checkSlicedWorkload(p);
    KeyRange own = sliceOf(recordCount(p, slice), slice);
    boolean explicit = p.isSet(CoreWorkload.INSERT_START_PROPERTY) || p.isSet(Client.INSERT_COUNT_PROPERTY);
    if (!explicit) {
      props.setProperty(CoreWorkload.INSERT_START_PROPERTY, Long.toString(own.start()));
      props.setProperty(Client.INSERT_COUNT_PROPERTY, Long.toString(own.count()));
      return own;
    }
    long recordcount = recordCount(p, slice);
    long start = p.longValue(CoreWorkload.INSERT_START_PROPERTY, 0, 0);
    long count = p.longValue(Client.INSERT_COUNT_PROPERTY, Math.max(0, recordcount - start), 0);
    KeyRange given = new KeyRange(start, count);
    if (count > 0 && (start < own.start() || given.end() > own.end())) {
      throw new IllegalPropertyException("properties 'insertstart'/'insertcount' give keys " + given
          + ", which reach outside this client's slice " + own + " (client.index=" + slice.index()
          + " of client.count=" + slice.count() + ", recordcount=" + recordcount + ") into another client's; "
          + "accepted: a range inside the slice, or neither property so that the slices divide recordcount");
    }
    return given;
  }

  /** Only CoreWorkload (and its subclasses) reads insertstart/insertcount as the key range to insert. */
  private static void checkSlicedWorkload(PropertyReader p) {
    String name = p.string(Client.WORKLOAD_PROPERTY, CoreWorkload.class.getName());
    try {
      Class<?> c = Class.forName(name, false, Thread.currentThread().getContextClassLoader());
      if (!CoreWorkload.class.isAssignableFrom(c)) {
        throw new IllegalPropertyException("property '" + Client.WORKLOAD_PROPERTY + "' is '" + name + "', whose load "
            + "client.index/client.count cannot slice; accepted: site.ycsb.workloads.CoreWorkload or a subclass "
            + "(or load from one client)");
      }
    } catch (ClassNotFoundException | LinkageError e) {
      // The workload's own loading reports it.
    }
  }

  /** This client's part of {@code total}: total / n, the first total % n clients one more. */
  static long share(long total, ClientSlice slice) {
    return total / slice.count() + (slice.index() < total % slice.count() ? 1 : 0);
  }

  /** The slice of [0, records): equal contiguous parts, the last one taking the remainder. */
  static KeyRange sliceOf(long records, ClientSlice slice) {
    long size = records / slice.count();
    long start = size * slice.index();
    return new KeyRange(start, slice.index() == slice.count() - 1 ? records - start : size);
  }

  private static long recordCount(PropertyReader p, ClientSlice slice) {
    long records = p.longValue(Client.RECORD_COUNT_PROPERTY, 0, 0);
    if (records < slice.count()) {
      throw new IllegalPropertyException("property '" + Client.RECORD_COUNT_PROPERTY + "' is '"
          + p.string(Client.RECORD_COUNT_PROPERTY, "") + "'; accepted: a whole number >= client.count ("
          + slice.count() + ") when loading with client.count, since the clients divide the recordcount keys");
    }
    return records;
  }

  /** Keys {@code start} to {@code start + count - 1} (insert sequence numbers, before hashing). */
  public record KeyRange(long start, long count) {
    long end() {
      return start + count;
    }

    @Override
    public String toString() {
      return count == 0 ? "(none)" : start + ".." + (start + count - 1);
    }
  }
}
