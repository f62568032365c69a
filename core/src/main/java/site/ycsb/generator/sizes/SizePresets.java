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

  /** The value-size preset of that name, or null. */
  public static SizeDistribution valuePreset(String name) {
    return Map.of("facebook-etc", facebookEtcValues(), "rocksdb-mixgraph", rocksdbMixgraphValues()).get(name);
  }
}
