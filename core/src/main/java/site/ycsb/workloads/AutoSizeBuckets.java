package site.ycsb.workloads;

import java.util.TreeSet;
import site.ycsb.PropertyReader;
import site.ycsb.generator.sizes.QuantileBounds;
import site.ycsb.generator.sizes.SizeDistribution;
import site.ycsb.generator.sizes.SizePresets;
import site.ycsb.generator.sizes.WeightedBuckets;
import site.ycsb.measurements.SizeBuckets;

/**
 * What {@code measurement.sizebuckets=auto} stands for: buckets that fit the value sizes {@code
 * fieldlengthdistribution} draws, read from the same properties and by the same code as the workload reads them.
 * A preset brings its own bounds ({@link SizePresets#valueBucketBounds}); {@code buckets} the bounds of its
 * weighted ranges; {@code gpd}, {@code lognormal} and {@code empirical} the rounded median, p90 and p99 of the
 * record sizes they draw ({@link QuantileBounds}). Upstream's kinds ({@code constant}, {@code uniform}, {@code
 * zipfian}, {@code histogram}) draw each field's length apart, so a record's size is a sum whose spread the kind
 * does not give: they keep the fixed bounds {@link SizeBuckets#fixed()}, as does a distribution whose quantiles
 * are all 0. Immutable.
 */
public final class AutoSizeBuckets {
  private final SizeBuckets buckets;
  private final String basis;

  private AutoSizeBuckets(SizeBuckets buckets, String basis) {
    this.buckets = buckets;
    this.basis = basis;
  }

  /**
   * The buckets {@code auto} stands for under these properties; an {@link site.ycsb.IllegalPropertyException}
   * when the size distribution's properties are not usable (the same the workload throws).
   */
  public static AutoSizeBuckets of(PropertyReader props) {
    String kind = CoreWorkload.fieldLengthDistribution(props);
    String what = CoreWorkload.FIELD_LENGTH_DISTRIBUTION_PROPERTY + "=" + kind;
    if (!RecordValueSizes.KINDS.contains(kind)) {
      return new AutoSizeBuckets(SizeBuckets.fixed(), "the fixed bounds, for upstream's " + what);
    }
    SizeDistribution sizes = RecordValueSizes.distribution(kind, props);
    long[] presetBounds = SizePresets.valueBucketBounds(kind);
    if (presetBounds != null) {
      return new AutoSizeBuckets(SizeBuckets.of(presetBounds), "the " + kind + " preset's own bounds");
    }
    if ("buckets".equals(kind)) {
      return new AutoSizeBuckets(SizeBuckets.of(rangeBounds(props.string(RecordValueSizes.BUCKETS, ""))),
          "the bounds of " + RecordValueSizes.BUCKETS);
    }
    long[] quantiles = QuantileBounds.of(sizes);
    if (quantiles.length == 0) {
      return new AutoSizeBuckets(SizeBuckets.fixed(), "the fixed bounds: every quantile of " + what + " is 0 B");
    }
    return new AutoSizeBuckets(SizeBuckets.of(quantiles), "p50, p90, p99 of " + what + ", rounded");
  }

  /** The bounds of the weighted ranges, without 0; the workload has checked they parse. */
  private static long[] rangeBounds(String weightedRanges) {
    TreeSet<Long> bounds = new TreeSet<>();
    for (WeightedBuckets.Bucket b : WeightedBuckets.parse(weightedRanges).buckets()) {
      bounds.add(b.low());
      bounds.add(b.high());
    }
    bounds.remove(0L);
    return bounds.stream().mapToLong(Long::longValue).toArray();
  }

  public SizeBuckets buckets() {
    return buckets;
  }

  /** Where the bounds come from, in a few words: the preset's, fieldlengthbuckets', quantiles or the fixed ones. */
  public String basis() {
    return basis;
  }

  /** The line the client prints when a run uses {@code auto}. */
  public String note() {
    return "ycsb: note: " + SizeBuckets.PROPERTY + "=auto splits by " + buckets + " (" + basis + ")";
  }
}
