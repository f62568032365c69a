package site.ycsb.db;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import net.spy.memcached.CASResponse;
import net.spy.memcached.CASValue;
import net.spy.memcached.MemcachedClient;
import net.spy.memcached.internal.OperationFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * YCSB's record operations over the memcached protocol: one memcached value per record, packed by a
 * {@link RecordFormat}. Failures (timeouts, lost connections, foreign values) are statuses, never exceptions,
 * so a server that dies mid-run shows up as counted errors.
 */
public final class MemcachedRecords {
  /** An update gave up after {@link MemcachedSettings#casRetries()} conflicting concurrent writes. */
  public static final Status UPDATE_CONFLICT =
      new Status("UPDATE_CONFLICT", "The record kept changing between read and compare-and-set.");

  private static final Logger LOG = LoggerFactory.getLogger(MemcachedRecords.class);

  private final MemcachedClient client;
  private final MemcachedSettings settings;
  private final RecordFormat format;
  private final int fieldsPerRecord;

  /**
   * @param fieldsPerRecord the workload's {@code fieldcount}: an update naming that many fields rewrites the
   *     whole record, so it needs no read-modify-write
   */
  public MemcachedRecords(MemcachedClient client, MemcachedSettings settings, RecordFormat format,
      int fieldsPerRecord) {
    this.client = client;
    this.settings = settings;
    this.format = format;
    this.fieldsPerRecord = fieldsPerRecord;
  }

  public Status read(String key, Set<String> fields, Map<String, ByteIterator> result) {
    byte[] data;
    try {
      data = client.get(key, RawTranscoder.INSTANCE);
    } catch (RuntimeException e) {
      return failed("read", key, e);
    }
    if (data == null) {
      return Status.NOT_FOUND;
    }
    try {
      format.decode(data, fields, result);
      return Status.OK;
    } catch (IllegalArgumentException e) {
      return failed("read", key, e);
    }
  }

  public Status insert(String key, Map<String, ByteIterator> values) {
    try {
      return stored(client.set(key, settings.objectExpirationTime(), format.encode(values), RawTranscoder.INSTANCE),
          Status.ERROR);
    } catch (RuntimeException e) {
      return failed("insert", key, e);
    }
  }

  public Status update(String key, Map<String, ByteIterator> values) {
    try {
      if (settings.updateMode() == MemcachedSettings.UpdateMode.REPLACE || values.size() >= fieldsPerRecord) {
        byte[] record = format.encode(values);
        return stored(client.replace(key, settings.objectExpirationTime(), record, RawTranscoder.INSTANCE),
            Status.NOT_FOUND);
      }
      return merge(key, values);
    } catch (RuntimeException e) {
      return failed("update", key, e);
    }
  }

  public Status delete(String key) {
    try {
      return stored(client.delete(key), Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return failed("delete", key, e);
    }
  }

  /** Read with the CAS id, overlay, compare-and-set; another writer in between makes it start over. */
  private Status merge(String key, Map<String, ByteIterator> values) {
    Map<String, byte[]> update = new HashMap<>(values.size() * 2);
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      update.put(e.getKey(), e.getValue().toArray());
    }
    for (int attempt = 0; attempt <= settings.casRetries(); attempt++) {
      CASValue<byte[]> current = client.gets(key, RawTranscoder.INSTANCE);
      if (current == null) {
        return Status.NOT_FOUND;
      }
      Map<String, ByteIterator> record = new LinkedHashMap<>();
      try {
        format.decode(current.getValue(), null, record);
      } catch (IllegalArgumentException e) {
        return failed("update", key, e);
      }
      for (Map.Entry<String, byte[]> e : update.entrySet()) {
        record.put(e.getKey(), new ByteArrayByteIterator(e.getValue()));
      }
      CASResponse response = client.cas(key, current.getCas(), settings.objectExpirationTime(), format.encode(record),
          RawTranscoder.INSTANCE);
      switch (response) {
      case OK:
        return Status.OK;
      case EXISTS:
        continue;
      case NOT_FOUND:
        return Status.NOT_FOUND;
      default:
        LOG.debug("cas of {} answered {}", key, response);
        return Status.ERROR;
      }
    }
    return UPDATE_CONFLICT;
  }

  /** The status of a store or delete; {@code refused} is what a plain "no" from the server means. */
  private Status stored(OperationFuture<Boolean> future, Status refused) {
    if (!settings.checkOperationStatus()) {
      return Status.OK;
    }
    Boolean done;
    try {
      done = future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Status.ERROR;
    } catch (ExecutionException e) {
      LOG.debug("memcached operation failed", e);
      return Status.ERROR;
    }
    if (Boolean.TRUE.equals(done)) {
      return Status.OK;
    }
    String message = future.getStatus() == null ? "" : String.valueOf(future.getStatus().getMessage());
    // A "no" because the key is absent or exists is the refusal; anything else is a failure.
    if (message.contains("NOT_FOUND") || message.contains("NOT_STORED") || message.contains("Not found")) {
      return refused;
    }
    LOG.debug("memcached answered {}", message);
    return Status.ERROR;
  }

  private static Status failed(String operation, String key, Exception e) {
    LOG.debug("{} of {} failed", operation, key, e);
    return Status.ERROR;
  }
}
