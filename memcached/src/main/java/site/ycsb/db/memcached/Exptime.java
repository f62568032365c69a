package site.ycsb.db.memcached;

/**
 * A TTL in seconds as memcached's {@code exptime} takes it: up to 30 days a count of seconds, above that the server
 * reads it as a Unix time, so a longer TTL is sent as now + TTL.
 */
public final class Exptime {
  /** The longest exptime memcached reads as seconds from now (60*60*24*30). */
  public static final int RELATIVE_LIMIT = 2_592_000;

  private Exptime() {
  }

  /** The exptime of a record written at {@code nowEpochSeconds} that should live {@code ttlSeconds}. */
  public static int of(int ttlSeconds, long nowEpochSeconds) {
    if (ttlSeconds <= RELATIVE_LIMIT) {
      return ttlSeconds;
    }
    // Unix times beyond 2038 do not fit memcached's 32-bit exptime; such a TTL is that far off anyway.
    return (int) Math.min(Integer.MAX_VALUE, nowEpochSeconds + ttlSeconds);
  }

  /** {@link #of(int, long)} at the present time. */
  public static int of(int ttlSeconds) {
    return of(ttlSeconds, System.currentTimeMillis() / 1000);
  }
}
