package site.ycsb.db.memcached;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * YCSB's record operations over the memcached protocol: one memcached value per record, packed by a
 * {@link RecordFormat}, sent by a {@link KeyValueStore} (spymemcached or this thread's own connection). Failures
 * (timeouts, lost connections, foreign values) are statuses, never exceptions, so a server that dies mid-run
 * shows up as counted errors.
 */
public final class MemcachedRecords {
  /** An update gave up after {@link MemcachedSettings#casRetries()} conflicting concurrent writes. */
  public static final Status UPDATE_CONFLICT =
      new Status("UPDATE_CONFLICT", "The record kept changing between read and compare-and-set.");

  private static final Logger LOG = LoggerFactory.getLogger(MemcachedRecords.class);

  private final KeyValueStore store;
  private final MemcachedSettings settings;
  private final RecordFormat format;
  private final int fieldsPerRecord;
  private final RunWarnings warnings;

  /**
   * @param fieldsPerRecord the workload's {@code fieldcount}: an update naming that many fields rewrites the
   *     whole record, so it needs no read-modify-write
   * @param warnings where a value in another format is said, once
   */
  public MemcachedRecords(KeyValueStore store, MemcachedSettings settings, RecordFormat format,
      int fieldsPerRecord, RunWarnings warnings) {
    this.store = store;
    this.settings = settings;
    this.format = format;
    this.fieldsPerRecord = fieldsPerRecord;
    this.warnings = warnings;
  }

  /** Foreign values are said once per instance. */
  public MemcachedRecords(KeyValueStore store, MemcachedSettings settings, RecordFormat format,
      int fieldsPerRecord) {
    this(store, settings, format, fieldsPerRecord, new RunWarnings());
  }

  public Status read(String key, java.util.Set<String> fields, Map<String, ByteIterator> result) {
    return read("", key, fields, result);
  }

  /**
   * The record under {@code prefix + key}. The key's two parts (e.g. upstream's {@code <table>-} and the workload's
   * key) go to the store as they are, so a store that sends them unjoined makes no string per operation.
   */
  public Status read(String prefix, String key, java.util.Set<String> fields, Map<String, ByteIterator> result) {
    byte[] data;
    try {
      data = store.get(prefix, key);
    } catch (RuntimeException e) {
      return failed("read", prefix + key, e);
    }
    if (data == null) {
      return Status.NOT_FOUND;
    }
    try {
      format.decode(data, fields, result);
      return Status.OK;
    } catch (IllegalArgumentException e) {
      return foreign(prefix + key, e);
    }
  }

  public Status insert(String key, Map<String, ByteIterator> values) {
    return insert("", key, values);
  }

  /** The record under {@code prefix + key}, as {@link #read(String, String, java.util.Set, Map)} names it. */
  public Status insert(String prefix, String key, Map<String, ByteIterator> values) {
    return insertExpiring(prefix, key, values, settings.objectExpirationTime());
  }

  /**
   * The record under {@code prefix + key} with the memcached {@code exptime} given ({@link Exptime}: the workload's
   * ttl), instead of {@code memcached.objectExpirationTime}.
   */
  public Status insertExpiring(String prefix, String key, Map<String, ByteIterator> values, int exptime) {
    try {
      return store.set(prefix, key, exptime, format.encode(values)) ? Status.OK : Status.ERROR;
    } catch (RuntimeException e) {
      return failed("insert", prefix + key, e);
    }
  }

  public Status update(String key, Map<String, ByteIterator> values) {
    return update("", key, values);
  }

  /** The record under {@code prefix + key}, as {@link #read(String, String, java.util.Set, Map)} names it. */
  public Status update(String prefix, String key, Map<String, ByteIterator> values) {
    return updateExpiring(prefix, key, values, settings.objectExpirationTime());
  }

  /**
   * The update of {@link #update(String, String, Map)}, the record written back with the memcached {@code exptime}
   * given ({@link Exptime}), so its expiry starts again from now.
   */
  public Status updateExpiring(String prefix, String key, Map<String, ByteIterator> values, int exptime) {
    try {
      if (settings.updateMode() == MemcachedSettings.UpdateMode.REPLACE || values.size() >= fieldsPerRecord) {
        return store.replace(prefix, key, exptime, format.encode(values)) ? Status.OK : Status.NOT_FOUND;
      }
      return merge(prefix + key, values, exptime);
    } catch (RuntimeException e) {
      return failed("update", prefix + key, e);
    }
  }

  public Status delete(String key) {
    return delete("", key);
  }

  /** The record under {@code prefix + key}, as {@link #read(String, String, java.util.Set, Map)} names it. */
  public Status delete(String prefix, String key) {
    try {
      return store.delete(prefix, key) ? Status.OK : Status.NOT_FOUND;
    } catch (RuntimeException e) {
      return failed("delete", prefix + key, e);
    }
  }

  /** Read with the CAS id, overlay, compare-and-set; another writer in between makes it start over. */
  private Status merge(String key, Map<String, ByteIterator> values, int exptime) {
    Map<String, byte[]> update = new HashMap<>(values.size() * 2);
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      update.put(e.getKey(), e.getValue().toArray());
    }
    for (int attempt = 0; attempt <= settings.casRetries(); attempt++) {
      KeyValueStore.Versioned current = store.gets(key);
      if (current == null) {
        return Status.NOT_FOUND;
      }
      Map<String, ByteIterator> record = new LinkedHashMap<>();
      try {
        format.decode(current.value(), null, record);
      } catch (IllegalArgumentException e) {
        return foreign(key, e);
      }
      for (Map.Entry<String, byte[]> e : update.entrySet()) {
        record.put(e.getKey(), new ByteArrayByteIterator(e.getValue()));
      }
      switch (store.cas(key, current.cas(), exptime, format.encode(record))) {
        case STORED:
          return Status.OK;
        case NOT_FOUND:
          return Status.NOT_FOUND;
        default:
          continue;
      }
    }
    return UPDATE_CONFLICT;
  }

  /**
   * A value this binding cannot read: an error, and said once per run, since it usually means a whole data set.
   * Data loaded in the other record format is one line naming the setting that reads it; it is not read anyway,
   * since the run would then measure another format than the one it reports, and its updates would turn the
   * data set into a mix of both.
   */
  private Status foreign(String key, IllegalArgumentException e) {
    if (e instanceof RecordFormatMismatch mismatch) {
      String found = mismatch.found().propertyValue();
      warnings.once("format", "memcached record '" + key + "' is in the " + found + " format, and "
          + MemcachedSettings.FORMAT + " is " + settings.format().propertyValue() + "; set " + MemcachedSettings.FORMAT
          + "=" + found + " to read data loaded that way (reads and updates of such records count as errors)");
    } else {
      warnings.once("foreign", "memcached value of '" + key + "' is " + e.getMessage()
          + "; reload the data with this binding (such values count as errors)");
    }
    return Status.ERROR;
  }

  private static Status failed(String operation, String key, Exception e) {
    LOG.debug("{} of {} failed", operation, key, e);
    return Status.ERROR;
  }
}
