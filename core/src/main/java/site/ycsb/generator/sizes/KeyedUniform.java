package site.ycsb.generator.sizes;

/**
 * A uniform number in (0, 1) that is a function of a record's key number and a stream: the same key always
 * gets the same number, so a size drawn from it is the same at load, read and verification. SplitMix64's
 * finaliser spreads consecutive key numbers over the whole range; distinct streams (value size, key size,
 * TTL) get unrelated numbers for one key.
 */
public final class KeyedUniform {
  private KeyedUniform() {
  }

  public static double of(long keyNumber, long stream) {
    long z = keyNumber * 0x9E3779B97F4A7C15L + stream * 0xD1B54A32D192ED03L + 0x632BE59BD9B4E019L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    z = z ^ (z >>> 31);
    // 53 random bits, centred in their cell: never 0 nor 1, which quantile functions cannot take.
    return ((z >>> 11) + 0.5) * 0x1.0p-53;
  }
}
