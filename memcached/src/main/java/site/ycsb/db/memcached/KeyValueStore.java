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
