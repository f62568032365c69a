package site.ycsb.generator;

import site.ycsb.Utils;

/**
 * A zipfian whose popular items are spread over the key space instead of clustered at min: draws
 * come from a zipfian over a huge fixed item count, then are hashed into [min, max].
 *
 * <p>Because the inner item count is fixed, its zeta is a constant ({@link #ZETAN}) and
 * construction is O(1) for the default zipfian constant. The price is that the hashing folds many
 * inner items onto each key, so the result is only approximately zipfian.
 */
public class ScrambledZipfianGenerator extends NumberGenerator {
  /** zeta(ITEM_COUNT, USED_ZIPFIAN_CONSTANT), precomputed. */
  public static final double ZETAN = 26.46902820178302;
  public static final double USED_ZIPFIAN_CONSTANT = 0.99;
  public static final long ITEM_COUNT = 10000000000L;

  private final ZipfianGenerator gen;
  private final long min;
  private final long max;
  private final long itemcount;

  /** Keys 0 .. n-1. */
  public ScrambledZipfianGenerator(long n) {
    this(0, n - 1);
  }

  public ScrambledZipfianGenerator(long min, long max) {
    this(min, max, ZipfianGenerator.ZIPFIAN_CONSTANT);
  }

  /** Any constant other than {@link #USED_ZIPFIAN_CONSTANT} costs an O(ITEM_COUNT) zeta sum here. */
  public ScrambledZipfianGenerator(long min, long max, double zipfianconstant) {
    if (min > max) {
      throw new IllegalArgumentException(
          "ScrambledZipfianGenerator needs min <= max, got " + min + " > " + max);
    }
    this.min = min;
    this.max = max;
    this.itemcount = max - min + 1;
    double zetan = zipfianconstant == USED_ZIPFIAN_CONSTANT
        ? ZETAN
        : ZipfianGenerator.zetastatic(ITEM_COUNT + 1, zipfianconstant);
    gen = new ZipfianGenerator(0, ITEM_COUNT, zipfianconstant, zetan);
    setLastValue(scramble(gen.nextLong()));
  }

  /** Maps a draw of the inner zipfian to a key. */
  long scramble(long innerValue) {
    return min + Utils.fnvhash64(innerValue) % itemcount;
  }

  /** Does not update {@link #lastValue()}; {@link #nextValue()} does. */
  @Override
  public long nextLong() {
    return scramble(gen.nextLong());
  }

  @Override
  public Long nextValue() {
    long ret = nextLong();
    setLastValue(ret);
    return ret;
  }

  /** Hashing spreads the mass evenly enough that the mean is the middle of the range. */
  @Override
  public double mean() {
    return (min + (double) max) / 2.0;
  }

  /** Tiny demo: prints a few draws over 1000 keys. */
  public static void main(String[] args) {
    ScrambledZipfianGenerator gen = new ScrambledZipfianGenerator(1000);
    for (int i = 0; i < 10; i++) {
      System.out.println(gen.nextLong());
    }
  }
}
