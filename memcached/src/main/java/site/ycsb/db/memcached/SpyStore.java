package site.ycsb.db.memcached;

import java.util.concurrent.ExecutionException;
import net.spy.memcached.CASResponse;
import net.spy.memcached.CASValue;
import net.spy.memcached.MemcachedClient;
import net.spy.memcached.internal.OperationFuture;

/** {@link KeyValueStore} over a (shared) spymemcached client: text or binary protocol, several servers. */
public final class SpyStore implements KeyValueStore {
  private final MemcachedClient client;
  private final boolean checkStatus;

  public SpyStore(MemcachedClient client, boolean checkStatus) {
    this.client = client;
    this.checkStatus = checkStatus;
  }

  @Override
  public byte[] get(String key) {
    return client.get(key, RawTranscoder.INSTANCE);
  }

  @Override
  public Versioned gets(String key) {
    CASValue<byte[]> v = client.gets(key, RawTranscoder.INSTANCE);
    return v == null ? null : new Versioned(v.getCas(), v.getValue());
  }

  @Override
  public boolean set(String key, int expiration, byte[] value) {
    return done(client.set(key, expiration, value, RawTranscoder.INSTANCE));
  }

  @Override
  public boolean replace(String key, int expiration, byte[] value) {
    return done(client.replace(key, expiration, value, RawTranscoder.INSTANCE));
  }

  @Override
  public CasResult cas(String key, long cas, int expiration, byte[] value) {
    CASResponse r = client.cas(key, cas, expiration, value, RawTranscoder.INSTANCE);
    switch (r) {
      case OK:
        return CasResult.STORED;
      case EXISTS:
        return CasResult.EXISTS;
      case NOT_FOUND:
        return CasResult.NOT_FOUND;
      default:
        throw new StoreException("cas answered " + r);
    }
  }

  @Override
  public boolean delete(String key) {
    return done(client.delete(key));
  }

  /** True when stored / deleted, false on a plain refusal (absent, not stored); anything else throws. */
  private boolean done(OperationFuture<Boolean> future) {
    if (!checkStatus) {
      return true;
    }
    Boolean ok;
    try {
      ok = future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new StoreException("interrupted");
    } catch (ExecutionException e) {
      throw new StoreException("memcached operation failed", e);
    }
    if (Boolean.TRUE.equals(ok)) {
      return true;
    }
    String message = future.getStatus() == null ? "" : String.valueOf(future.getStatus().getMessage());
    if (message.contains("NOT_FOUND") || message.contains("NOT_STORED") || message.contains("Not found")
        || message.contains("Not stored")) {
      return false;
    }
    throw new StoreException("memcached answered " + message);
  }
}
