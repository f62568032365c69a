package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Zipfian distribution over [min, max]: item min is the most popular, min + 1 the next, and so on,
 * with P(rank k) proportional to 1 / (k + 1)^theta.
 *
 * <p>Uses the rejection-free approximation of Gray et al., "Quickly Generating Billion-Record
 * Synthetic Databases" (SIGMOD 1994), as YCSB does, so equal settings give equal distributions.
 * Its normalising constant zeta(n, theta) costs O(n) to compute; callers that know it (e.g.
 * {@link ScrambledZipfianGenerator}) pass it in.
 *
 * <p>{@link #nextLong(long)} lets the item count grow (the "latest" distribution): zeta is then
 * extended incrementally from the count it was last computed for.
 */
public class ZipfianGenerator extends NumberGenerator {
  public static final double ZIPFIAN_CONSTANT = 0.99;

  private final long items;
  private final long base;
  private final double theta;
  private final double zeta2theta;
  private final double alpha;
  /** alpha rounded, when it is that integer to within rounding error (theta 0.99 gives 100); else 0. */
  private final int integerAlpha;
  /** 1 + 0.5^theta: below it (times zeta) the draw is rank 0 or 1. */
  private final double rank1Threshold;
  /** Replaced as a whole when the item count grows, so readers always see a consistent triple. */
  private volatile State state;

  /** Items 0 .. items-1. */
  public ZipfianGenerator(long items) {
    this(0, items - 1);
  }

  public ZipfianGenerator(long min, long max) {
    this(min, max, ZIPFIAN_CONSTANT);
  }

  /** Items 0 .. items-1. */
  public ZipfianGenerator(long items, double zipfianconstant) {
    this(0, items - 1, zipfianconstant);
  }

  public ZipfianGenerator(long min, long max, double zipfianconstant) {
    this(min, max, zipfianconstant, zetastatic(max - min + 1, zipfianconstant));
  }

  /** @param zetan the precomputed zeta(max - min + 1, zipfianconstant) */
  public ZipfianGenerator(long min, long max, double zipfianconstant, double zetan) {
    this.items = max - min + 1;
    this.base = min;
    this.theta = zipfianconstant;
    this.zeta2theta = zeta(2, theta);
    this.alpha = 1.0 / (1.0 - theta);
    this.integerAlpha = nearInteger(alpha);
    this.rank1Threshold = 1.0 + Math.pow(0.5, theta);
    this.state = new State(items, zetan, eta(items, zetan));
    // YCSB produces a first value at construction, so lastValue() is never null.
    setLastValue(nextLong(items));
  }

  /** zeta(n, theta) = sum over i in [1, n] of 1 / i^theta. */
  double zeta(long n, double thetaVal) {
    return zetastatic(n, thetaVal);
  }

  static double zetastatic(long n, double theta) {
    return zetastatic(0, n, theta, 0);
  }

  /** Continues a partial sum: initialsum holds zeta(st, theta); the result is zeta(n, theta). */
  double zeta(long st, long n, double thetaVal, double initialsum) {
    return zetastatic(st, n, thetaVal, initialsum);
  }

  static double zetastatic(long st, long n, double theta, double initialsum) {
    double sum = initialsum;
    for (long i = st; i < n; i++) {
      sum += 1 / Math.pow(i + 1, theta);
    }
    return sum;
  }

  /**
   * A draw from the zipfian over base .. base + itemcount - 1. A larger itemcount than seen so far
   * extends zeta first (once, under a lock); a smaller one reuses the larger count's constants,
   * as YCSB does.
   *
   * <p>Does not update {@link #lastValue()}; {@link #nextValue()} does.
   */
  long nextLong(long itemcount) {
    State s = state;
    if (itemcount > s.count) {
      s = grow(itemcount);
    }
    double u = ThreadLocalRandom.current().nextDouble();
    double uz = u * s.zetan;
    if (uz < 1.0) {
      return base;
    }
    if (uz < rank1Threshold) {
      return base + 1;
    }
    double x = s.eta * u - s.eta + 1;
    return base + (long) (itemcount * (integerAlpha > 0 ? power(x, integerAlpha) : Math.pow(x, alpha)));
  }

  /**
   * The integer nearest {@code a} if {@code a} is within 1e-9 of it and in [2, 1024], else 0.
   * For theta = 0.99, alpha = 1 / (1 - theta) is 100 up to 1e-13: x^100 by squaring then agrees
   * with Math.pow to about 1e-14 relative (a rank off by one in ~10^4 draws, when the fraction
   * falls that close to an integer), far inside the approximation of the method itself, at a
   * third of the cost of Math.pow, the largest single item in a zipfian draw.
   */
  static int nearInteger(double a) {
    long n = Math.round(a);
    return n >= 2 && n <= 1024 && Math.abs(a - n) < 1e-9 ? (int) n : 0;
  }

  /** x^n by repeated squaring, n >= 1. */
  static double power(double x, int n) {
    double result = 1.0;
    double square = x;
    for (int e = n; e != 0; e >>>= 1) {
      if ((e & 1) != 0) {
        result *= square;
      }
      square *= square;
    }
    return result;
  }

  private synchronized State grow(long itemcount) {
    State s = state;
    if (itemcount > s.count) {
      // A generator built for no items (e.g. over an empty counter) restarts the sum at 0.
      double zetan = s.count > 0 ? zetastatic(s.count, itemcount, theta, s.zetan)
          : zetastatic(itemcount, theta);
      s = new State(itemcount, zetan, eta(itemcount, zetan));
      state = s;
    }
    return s;
  }

  /**
   * Uses the new item count. (YCSB 0.17 kept the constructor's count here, which skews the
   * distribution once the count has grown.)
   */
  private double eta(long n, double zetan) {
    return (1 - Math.pow(2.0 / n, 1 - theta)) / (1 - zeta2theta / zetan);
  }

  /** Does not update {@link #lastValue()}; {@link #nextValue()} does. */
  @Override
  public long nextLong() {
    return nextLong(items);
  }

  @Override
  public Long nextValue() {
    long ret = nextLong(items);
    setLastValue(ret);
    return ret;
  }

  /** Not implemented, as in YCSB. */
  @Override
  public double mean() {
    throw new UnsupportedOperationException("ZipfianGenerator does not compute its mean.");
  }

  /** Tiny demo: prints a few draws over 1000 items. */
  public static void main(String[] args) {
    ZipfianGenerator gen = new ZipfianGenerator(1000);
    for (int i = 0; i < 10; i++) {
      System.out.println(gen.nextLong());
    }
  }

  /** The constants that depend on the item count. */
  private static final class State {
    final long count;
    final double zetan;
    final double eta;

    State(long count, double zetan, double eta) {
      this.count = count;
      this.zetan = zetan;
      this.eta = eta;
    }
  }
}
