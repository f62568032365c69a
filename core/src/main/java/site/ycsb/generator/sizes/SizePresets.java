package site.ycsb.generator.sizes;

import java.util.List;
import java.util.Map;

/**
 * Size distributions of published workloads, with the parameters their sources give (docs/reference cites
 * them): Facebook's memcached ETC pool (Atikoglu et al., SIGMETRICS 2012, as mutilate draws it) and RocksDB's
 * mixgraph (db_bench's defaults, fitted to Meta's ZippyDB in Cao et al., FAST 2020).
 */
public final class SizePresets {
  /** P(value size = 0 ... 14 B) in the ETC pool; larger values follow the Pareto tail. */
  private static final double[] ETC_SMALL_VALUES = {0.00536, 0.00047, 0.17820, 0.09239, 0.00018, 0.02740,
      0.00065, 0.00606, 0.00023, 0.00837, 0.00837, 0.08989, 0.00092, 0.00326, 0.01980};

  /** The names {@code fieldlengthdistribution} and {@code keylengthdistribution} accept for presets. */
  public static final List<String> VALUE_PRESETS = List.of("facebook-etc", "rocksdb-mixgraph");
  public static final List<String> KEY_PRESETS = List.of("facebook-etc");

  /**
   * The bucket bounds of ETC values for {@code measurement.sizebuckets=auto}: 15 B ends the measured table (sizes
   * 0-14 B, 44% of the values), then 256 B, 1 KB and 4 KB split the Pareto tail into shares of about 34%, 18%,
   * 3.3% and 0.16% of all values, so that the few large values a p99 of all sizes hides get a bucket of their own.
   */
  private static final long[] ETC_VALUE_BOUNDS = {15, 256, 1024, 4096};
  /**
   * The bucket bounds of mixgraph values: below 16 B holds db_bench's 10 B floor (31% of the values are exactly
   * 10 B) and 42% in all; 64 B splits the body about evenly (43% from 16 to 64 B), 256 B leaves 14% below it and
   * the 0.7% largest values, up to the 1 KB cap, above.
   */
  private static final long[] MIXGRAPH_VALUE_BOUNDS = {16, 64, 256};

  private SizePresets() {
  }

  /** ETC value sizes: the table for 0-14 B, then GPD(θ 15, σ 214.476, k 0.348238), rounded down. */
  public static SizeDistribution facebookEtcValues() {
    return new TableThenTail(ETC_SMALL_VALUES,
        RoundedSizes.down(new GeneralizedPareto(15, 214.476, 0.348238)));
  }

  /** ETC key sizes: GEV(μ 30.7984, σ 8.20449, ξ 0.078688), rounded down. */
  public static SizeDistribution facebookEtcKeys() {
    return RoundedSizes.down(new GeneralizedExtremeValue(30.7984, 8.20449, 0.078688));
  }

  /** mixgraph value sizes: ceil(GPD(θ 0, σ 25.45, k 0.2615)), below 10 B made 10, above 1024 B wrapped. */
  public static SizeDistribution rocksdbMixgraphValues() {
    return new DbBenchValueSizes(RoundedSizes.up(new GeneralizedPareto(0, 25.45, 0.2615)), 10, 1024);
  }

  /** The value-size bucket bounds of the preset of that name, in bytes and increasing; null for another name. */
  public static long[] valueBucketBounds(String name) {
    long[] bounds = Map.of("facebook-etc", ETC_VALUE_BOUNDS, "rocksdb-mixgraph", MIXGRAPH_VALUE_BOUNDS).get(name);
    return bounds == null ? null : bounds.clone();
  }

  /** The value-size preset of that name, or null. */
  public static SizeDistribution valuePreset(String name) {
    return Map.of("facebook-etc", facebookEtcValues(), "rocksdb-mixgraph", rocksdbMixgraphValues()).get(name);
  }
}
