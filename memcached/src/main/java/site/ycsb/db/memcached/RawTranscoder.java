package site.ycsb.db.memcached;

import net.spy.memcached.CachedData;
import net.spy.memcached.transcoders.Transcoder;

/**
 * Hands byte arrays to the server as they are, with flags 0: no serialization header, no compression
 * (spymemcached's default transcoder would compress large values and tag byte arrays with its own flag).
 */
public final class RawTranscoder implements Transcoder<byte[]> {
  public static final RawTranscoder INSTANCE = new RawTranscoder();

  private RawTranscoder() {
  }

  @Override
  public boolean asyncDecode(CachedData data) {
    return false;
  }

  @Override
  public CachedData encode(byte[] value) {
    return new CachedData(0, value, CachedData.MAX_SIZE);
  }

  @Override
  public byte[] decode(CachedData data) {
    return data.getData();
  }

  @Override
  public int getMaxSize() {
    return CachedData.MAX_SIZE;
  }
}
