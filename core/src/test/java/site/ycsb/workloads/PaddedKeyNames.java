package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeMap;
import java.util.function.LongUnaryOperator;
import site.ycsb.Utils;
import site.ycsb.generator.sizes.KeyedUniform;

/**
 * For the bindings' end-to-end tests of padded keys: the names a CoreWorkload with {@code keylengthdistribution}
 * gives key numbers 0 to n - 1, each checked against the rule stated apart from the workload's code (upstream's
 * {@code user<hash>} padded to the length the key number draws, at most {@code keylength.max}), so that a test that
 * then finds these names on a server shows the workload and the binding agree with the rule, not only with each
 * other. The streams are CoreWorkload's: value sizes draw on {@link #VALUE_STREAM}, key lengths on
 * {@link #KEY_STREAM}.
 */
public final class PaddedKeyNames {
  public static final long VALUE_STREAM = 1;
  public static final long KEY_STREAM = 2;
  /** keylength.max's default. */
  public static final int KEY_MAX_DEFAULT = 240;

  private final TreeMap<String, Long> byName;
  private final List<String> byNumber;

  private PaddedKeyNames(TreeMap<String, Long> byName, List<String> byNumber) {
    this.byName = byName;
    this.byNumber = List.copyOf(byNumber);
  }

  /** CoreWorkload's key names, as a run builds them. */
  private static final class Names extends CoreWorkload {
    String key(long keynum) {
      return buildKeyName(keynum);
    }
  }

  /**
   * The names of key numbers 0 to {@code records} - 1.
   *
   * @param properties the run's (recordcount and the key length settings, with hashed inserts and keylength.max
   *     left at their defaults)
   * @param drawnLength the length key number n draws, from {@code KeyedUniform.of(n, KEY_STREAM)}, before the cap
   */
  public static PaddedKeyNames of(Properties properties, long records, LongUnaryOperator drawnLength)
      throws Exception {
    Names names = new Names();
    names.init(properties);
    TreeMap<String, Long> ret = new TreeMap<>();
    List<String> byNumber = new ArrayList<>();
    int padded = 0;
    for (long n = 0; n < records; n++) {
      String key = names.key(n);
      String upstream = "user" + Utils.hash(n);
      long drawn = Math.min(KEY_MAX_DEFAULT, drawnLength.applyAsLong(n));
      assertThat(key).as("key %d", n).startsWith(upstream).hasSize((int) Math.max(upstream.length(), drawn));
      padded += key.length() > upstream.length() ? 1 : 0;
      ret.put(key, n);
      byNumber.add(key);
    }
    assertThat(padded).as("padded keys among %d", records).isPositive();
    return new PaddedKeyNames(ret, byNumber);
  }

  /** The names in name order (a scan's order), each mapped to its key number. */
  public TreeMap<String, Long> byName() {
    return new TreeMap<>(byName);
  }

  /** Key number {@code n}'s name. */
  public String name(long n) {
    return byNumber.get((int) n);
  }

  /** The uniform number {@code n}'s key length is drawn from. */
  public static double keyUniform(long n) {
    return KeyedUniform.of(n, KEY_STREAM);
  }
}
