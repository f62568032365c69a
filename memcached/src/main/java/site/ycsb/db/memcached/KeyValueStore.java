package site.ycsb.db.memcached;

/**
 * The memcached commands the record operations use, whichever driver sends them. Failures (timeouts, lost
 * connections, server errors) are {@link StoreException}s; a "no" from the server is a return value.
 */
public interface KeyValueStore {
  /** A value with its CAS id. */
  record Versioned(long cas, byte[] value) {
  }

  /** The server's answer to a compare-and-set. */
  enum CasResult { STORED, EXISTS, NOT_FOUND }

  /** The value, or null when the key is absent. */
  byte[] get(String key);

  /** The value and its CAS id, or null when the key is absent. */
  Versioned gets(String key);

  /** Stores unconditionally; false when the server refused. */
  boolean set(String key, int expiration, byte[] value);

  /** Stores only over an existing key; false when the key is absent. */
  boolean replace(String key, int expiration, byte[] value);

  CasResult cas(String key, long cas, int expiration, byte[] value);

  /** False when the key was absent. */
  boolean delete(String key);

  // The record operations' keys are a prefix (the table's) and the workload's key: a store that can send the two
  // parts as they are saves joining them into a string per operation.

  /** {@link #get(String)} of {@code prefix + key}. */
  default byte[] get(String prefix, String key) {
    return get(prefix + key);
  }

  /** {@link #set(String, int, byte[])} of {@code prefix + key}. */
  default boolean set(String prefix, String key, int expiration, byte[] value) {
    return set(prefix + key, expiration, value);
  }

  /** {@link #replace(String, int, byte[])} of {@code prefix + key}. */
  default boolean replace(String prefix, String key, int expiration, byte[] value) {
    return replace(prefix + key, expiration, value);
  }

  /** {@link #delete(String)} of {@code prefix + key}. */
  default boolean delete(String prefix, String key) {
    return delete(prefix + key);
  }

  /** A command failed: timeout, lost connection or an error answer. */
  class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StoreException(String message) {
      super(message);
    }

    public StoreException(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
