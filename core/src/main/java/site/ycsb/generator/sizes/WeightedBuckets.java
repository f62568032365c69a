package site.ycsb.generator.sizes;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Sizes from weighted ranges, uniform inside each: {@code 0-400KB:0.7,400KB-1MB:0.2,1MB-10MB:0.1}. A range is
 * {@code low-high} (low included, high excluded) with {@link ByteSizes} units; the weights sum to 1.
 */
public final class WeightedBuckets implements ContinuousDistribution {
  /** One range and the share of the sizes drawn in it. */
  public record Bucket(long low, long high, double weight) {
  }

  private final List<Bucket> buckets;
  private final double[] cumulative;

  public WeightedBuckets(List<Bucket> buckets) {
    if (buckets.isEmpty()) {
      throw new IllegalArgumentException("no bucket given");
    }
    this.buckets = List.copyOf(buckets);
    this.cumulative = new double[buckets.size()];
    double sum = 0;
    for (int i = 0; i < buckets.size(); i++) {
      Bucket b = buckets.get(i);
      if (b.low() < 0 || b.high() <= b.low()) {
        throw new IllegalArgumentException("bucket " + (i + 1) + ": its range must be low-high with low < high");
      }
      if (!(b.weight() > 0)) {
        throw new IllegalArgumentException("bucket " + (i + 1) + ": its weight must be above 0");
      }
      if (i > 0 && b.low() < buckets.get(i - 1).high()) {
        throw new IllegalArgumentException("bucket " + (i + 1) + " overlaps the one before: list them in order");
      }
      sum += b.weight();
      cumulative[i] = sum;
    }
    if (Math.abs(sum - 1) > 1e-6) {
      throw new IllegalArgumentException(String.format(Locale.ROOT, "the weights sum to %s, they must sum to 1",
          sum));
    }
    cumulative[cumulative.length - 1] = 1;
  }

  /** Reads {@code low-high:weight,...}; an {@link IllegalArgumentException} says what is wrong. */
  public static WeightedBuckets parse(String text) {
    List<Bucket> list = new ArrayList<>();
    for (String part : text.split(",")) {
      String p = part.trim();
      int colon = p.lastIndexOf(':');
      int dash = p.indexOf('-');
      if (colon < 0 || dash <= 0 || dash > colon) {
        throw new IllegalArgumentException("'" + p + "' is not a bucket: write low-high:weight, e.g. 0-400KB:0.7");
      }
      double weight;
      try {
        weight = Double.parseDouble(p.substring(colon + 1).trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("'" + p + "': the weight after ':' must be a number");
      }
      list.add(new Bucket(ByteSizes.parse(p.substring(0, dash)), ByteSizes.parse(p.substring(dash + 1, colon)),
          weight));
    }
    return new WeightedBuckets(list);
  }

  public List<Bucket> buckets() {
    return buckets;
  }

  @Override
  public double quantile(double p) {
    double before = 0;
    for (int i = 0; i < buckets.size(); i++) {
      if (p < cumulative[i] || i == buckets.size() - 1) {
        Bucket b = buckets.get(i);
        double within = (p - before) / (cumulative[i] - before);
        return b.low() + (b.high() - b.low()) * Math.min(Math.max(within, 0), Math.nextDown(1.0));
      }
      before = cumulative[i];
    }
    throw new AssertionError("unreachable");
  }

  @Override
  public double cdf(double x) {
    double before = 0;
    for (int i = 0; i < buckets.size(); i++) {
      Bucket b = buckets.get(i);
      if (x < b.low()) {
        return before;
      }
      if (x < b.high()) {
        return before + (cumulative[i] - before) * (x - b.low()) / (b.high() - b.low());
      }
      before = cumulative[i];
    }
    return 1;
  }

  @Override
  public String describe() {
    StringBuilder s = new StringBuilder("weighted buckets");
    String sep = " ";
    for (Bucket b : buckets) {
      s.append(sep).append(b.low()).append('-').append(b.high()).append(" B:").append(b.weight());
      sep = ", ";
    }
    return s.toString();
  }
}
