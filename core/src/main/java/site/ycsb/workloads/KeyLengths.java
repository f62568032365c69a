package site.ycsb.workloads;

import java.util.List;
import java.util.Locale;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.generator.sizes.GeneralizedExtremeValue;
import site.ycsb.generator.sizes.KeyedUniform;
import site.ycsb.generator.sizes.RoundedSizes;
import site.ycsb.generator.sizes.SizeDistribution;
import site.ycsb.generator.sizes.SizePresets;

/**
 * Key lengths other than upstream's: the key of number n is upstream's name padded with letters that are a function
 * of n, up to a length drawn with {@link KeyedUniform#of(long, long)} from n. So every operation on key n (insert,
 * read, update, scan start, verification) builds the same name, in every binding. A name is never shortened: a draw
 * below the name's own length leaves it as it is. A draw above {@code keylength.max} is cut to it: 240 by default,
 * so that with the memcached binding's {@code usertable-} before it a key stays within memcached's 250 bytes.
 *
 * <p>The padding is letters only, after upstream's digits: two key numbers never give the same name, since where the
 * digits end is plain.
 */
final class KeyLengths {
  static final String DISTRIBUTION = "keylengthdistribution";
  static final String MIN = "keylength.min";
  static final String MAX = "keylength.max";
  static final String MU = "keylength.mu";
  static final String SIGMA = "keylength.sigma";
  static final String XI = "keylength.xi";
  static final int MAX_DEFAULT = 240;

  static final List<String> KINDS = List.of("constant", "uniform", "gev", "facebook-etc");

  /** The stream of {@link KeyedUniform} key lengths are drawn from (value sizes use another). */
  static final long STREAM = 2;

  private final SizeDistribution distribution;
  private final int max;

  KeyLengths(SizeDistribution distribution, int max) {
    this.distribution = distribution;
    this.max = max;
  }

  /** The key lengths the properties ask for, or null for upstream's keys ({@code constant}, the default). */
  static KeyLengths fromProperties(PropertyReader props) {
    String kind = props.choice(DISTRIBUTION, "constant", KINDS.toArray(new String[0]));
    int max = props.intValue(MAX, MAX_DEFAULT, 1);
    String what = DISTRIBUTION + "=" + kind;
    switch (kind) {
      case "constant":
        return null;
      case "uniform":
        int min = props.intValue(MIN, 1, 1);
        if (min > max) {
          throw new IllegalPropertyException("property '" + MIN + "' (" + min + ") must not exceed '" + MAX + "' ("
              + max + ")");
        }
        return new KeyLengths(new UniformLengths(min, max), max);
      case "gev":
        GeneralizedExtremeValue gev = new GeneralizedExtremeValue(required(props, MU, what, -Double.MAX_VALUE),
            required(props, SIGMA, what, Double.MIN_VALUE), props.doubleValue(XI, 0, -Double.MAX_VALUE,
            Double.MAX_VALUE));
        return new KeyLengths(RoundedSizes.down(gev), max);
      default:
        return new KeyLengths(SizePresets.facebookEtcKeys(), max);
    }
  }

  private static double required(PropertyReader props, String name, String what, double min) {
    if (!props.isSet(name)) {
      throw new IllegalPropertyException(what + " needs the property " + name + " ("
          + (min > 0 ? "a number above 0" : "a number") + ")");
    }
    return props.doubleValue(name, 0, min, Double.MAX_VALUE);
  }

  SizeDistribution distribution() {
    return distribution;
  }

  int max() {
    return max;
  }

  /** The length key number {@code keynum} is padded to, before the cap and the name's own length. */
  long drawnLength(long keynum) {
    return distribution.size(KeyedUniform.of(keynum, STREAM));
  }

  /** Upstream's {@code name} of key number {@code keynum}, padded to its drawn length. */
  String pad(String name, long keynum) {
    long length = Math.min(max, drawnLength(keynum));
    int fill = (int) (length - name.length());
    if (fill <= 0) {
      return name;
    }
    StringBuilder key = new StringBuilder(name.length() + fill).append(name);
    long state = keynum;
    while (fill > 0) {
      // SplitMix64 steps from the key number: 13 letters from each 64-bit value (26^13 < 2^64).
      state += 0x9E3779B97F4A7C15L;
      long z = (state ^ (state >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      z = z ^ (z >>> 31);
      for (int i = 0; i < 13 && fill > 0; i++, fill--) {
        key.append((char) ('a' + Long.remainderUnsigned(z, 26)));
        z = Long.divideUnsigned(z, 26);
      }
    }
    return key.toString();
  }

  /** Whole lengths from min to max, all equally likely. */
  record UniformLengths(int min, int max) implements SizeDistribution {
    @Override
    public long size(double p) {
      return Math.min(max, min + (long) Math.floor(p * (max - min + 1)));
    }

    @Override
    public double sizeCdf(long n) {
      return n < min ? 0 : n >= max ? 1 : (double) (n - min + 1) / (max - min + 1);
    }

    @Override
    public String describe() {
      return String.format(Locale.ROOT, "uniform (%d to %d)", min, max);
    }
  }
}
