package site.ycsb.workloads;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.generator.sizes.EmpiricalSizes;
import site.ycsb.generator.sizes.GeneralizedPareto;
import site.ycsb.generator.sizes.KeyedUniform;
import site.ycsb.generator.sizes.LogNormal;
import site.ycsb.generator.sizes.RoundedSizes;
import site.ycsb.generator.sizes.SizeDistribution;
import site.ycsb.generator.sizes.SizePresets;
import site.ycsb.generator.sizes.WeightedBuckets;

/**
 * The value sizes of the keyed {@code fieldlengthdistribution} kinds: a record's total value size is drawn from the
 * distribution with a uniform number that is a function of its key number, so a read, a scan or a verification knows
 * what the load wrote. The total is spread over the record's fields (the first {@code total % fieldcount} fields one
 * byte longer), so that with {@code fieldcount=1} a record is one value of the drawn size, as mutilate and db_bench
 * write it.
 */
final class RecordValueSizes {
  static final String THETA = "fieldlength.theta";
  static final String SIGMA = "fieldlength.sigma";
  static final String K = "fieldlength.k";
  static final String MU = "fieldlength.mu";
  static final String FILE = "fieldlength.file";
  static final String BUCKETS = "fieldlengthbuckets";
  static final String ON_UPDATE = "fieldlength.onupdate";

  /** The kinds of {@code fieldlengthdistribution} this class draws; upstream's kinds are not among them. */
  static final List<String> KINDS = List.of("gpd", "lognormal", "buckets", "empirical", "facebook-etc",
      "rocksdb-mixgraph");

  /** The stream of {@link KeyedUniform} value sizes are drawn from (key lengths use another). */
  static final long STREAM = 1;

  private final SizeDistribution distribution;
  private final int fieldcount;
  private final boolean redrawOnUpdate;

  RecordValueSizes(SizeDistribution distribution, int fieldcount, boolean redrawOnUpdate) {
    this.distribution = distribution;
    this.fieldcount = fieldcount;
    this.redrawOnUpdate = redrawOnUpdate;
  }

  /** The sizes {@code kind} (one of {@link #KINDS}) asks for, its parameters read from the properties. */
  static RecordValueSizes of(String kind, PropertyReader props, int fieldcount) {
    boolean redraw = "redraw".equals(props.choice(ON_UPDATE, "keep", "keep", "redraw"));
    return new RecordValueSizes(distribution(kind, props), fieldcount, redraw);
  }

  /** The distribution of record sizes {@code kind} (one of {@link #KINDS}) draws, its parameters read and checked. */
  static SizeDistribution distribution(String kind, PropertyReader props) {
    String what = "fieldlengthdistribution=" + kind;
    switch (kind) {
      case "gpd":
        return RoundedSizes.down(new GeneralizedPareto(props.doubleValue(THETA, 0, -Double.MAX_VALUE, Double.MAX_VALUE),
            required(props, SIGMA, what, Double.MIN_VALUE), required(props, K, what, -Double.MAX_VALUE)));
      case "lognormal":
        return RoundedSizes.down(new LogNormal(required(props, MU, what, -Double.MAX_VALUE),
            required(props, SIGMA, what, Double.MIN_VALUE)));
      case "buckets":
        String buckets = props.string(BUCKETS, "").trim();
        if (buckets.isEmpty()) {
          throw new IllegalPropertyException(what + " needs the property " + BUCKETS
              + " (low-high:weight,..., e.g. 0-400KB:0.7,400KB-1MB:0.2,1MB-10MB:0.1)");
        }
        try {
          return RoundedSizes.down(WeightedBuckets.parse(buckets));
        } catch (IllegalArgumentException e) {
          throw new IllegalPropertyException(BUCKETS, buckets, "low-high:weight,... with sizes in B, KB, MB or GB "
              + "and weights summing to 1 (" + e.getMessage() + ")");
        }
      case "empirical":
        return empirical(props.string(FILE, "").trim(), what);
      case "facebook-etc":
        return SizePresets.facebookEtcValues();
      default:
        return SizePresets.rocksdbMixgraphValues();
    }
  }

  private static double required(PropertyReader props, String name, String what, double min) {
    if (!props.isSet(name)) {
      throw new IllegalPropertyException(what + " needs the property " + name + " ("
          + (min > 0 ? "a number above 0" : "a number") + ")");
    }
    return props.doubleValue(name, 0, min, Double.MAX_VALUE);
  }

  private static SizeDistribution empirical(String file, String what) {
    String accepted = "a file of lines 'size,probability' with sizes rising and the last probability 1";
    if (file.isEmpty()) {
      throw new IllegalPropertyException(what + " needs the property " + FILE + " (" + accepted + ")");
    }
    try {
      return EmpiricalSizes.read(Path.of(file));
    } catch (NoSuchFileException e) {
      throw new IllegalPropertyException(FILE, file, "an existing file: " + accepted);
    } catch (IOException e) {
      throw new IllegalPropertyException(FILE, file, "a readable file (" + e.getMessage() + ")");
    } catch (IllegalArgumentException e) {
      throw new IllegalPropertyException(FILE, file, accepted + " (" + e.getMessage() + ")");
    }
  }

  /** Whether an update draws a fresh size instead of keeping the record's. */
  boolean redrawOnUpdate() {
    return redrawOnUpdate;
  }

  SizeDistribution distribution() {
    return distribution;
  }

  /** The record's total value size: a function of its key number. */
  long recordSize(long keynum) {
    return distribution.size(KeyedUniform.of(keynum, STREAM));
  }

  /** The length of field {@code index} of the record with this key number. */
  long fieldLength(long keynum, int index) {
    return share(recordSize(keynum), index);
  }

  /** The length of field {@code index} of a record whose size is drawn afresh (an update with redraw). */
  long freshFieldLength(int index) {
    double p;
    do {
      p = ThreadLocalRandom.current().nextDouble();
    } while (p == 0);
    return share(distribution.size(p), index);
  }

  private long share(long total, int index) {
    return total / fieldcount + (index < total % fieldcount ? 1 : 0);
  }
}
