package site.ycsb.generator.sizes;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Sizes from a measured distribution function: points {@code (size, P(X <= size))} with sizes rising and
 * probabilities rising to 1. The first point's probability is all at its size; between two points the sizes
 * above the first, up to the second, are equally likely. So P(X &lt;= size) is exactly the file's at each point.
 */
public final class EmpiricalSizes implements SizeDistribution {
  private final long[] sizes;
  private final double[] cumulative;
  private final String source;

  public EmpiricalSizes(long[] sizes, double[] cumulative, String source) {
    if (sizes.length == 0 || sizes.length != cumulative.length) {
      throw new IllegalArgumentException("an empirical distribution needs at least one (size, probability) point");
    }
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] < 0 || !(cumulative[i] > 0) || cumulative[i] > 1) {
        throw new IllegalArgumentException("point " + (i + 1) + ": the size must be 0 or more and the probability "
            + "in (0, 1]");
      }
      if (i > 0 && (sizes[i] <= sizes[i - 1] || cumulative[i] < cumulative[i - 1])) {
        throw new IllegalArgumentException("point " + (i + 1) + ": sizes must rise and probabilities must not fall");
      }
    }
    if (Math.abs(cumulative[cumulative.length - 1] - 1) > 1e-9) {
      throw new IllegalArgumentException("the last point's probability must be 1, it is "
          + cumulative[cumulative.length - 1]);
    }
    this.sizes = sizes.clone();
    this.cumulative = cumulative.clone();
    this.cumulative[cumulative.length - 1] = 1;
    this.source = source;
  }

  /**
   * Reads lines {@code size,probability} (a comma, a tab or spaces between), {@code #} comments and blank lines
   * skipped; sizes may carry {@link ByteSizes} units.
   */
  public static EmpiricalSizes read(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    List<long[]> points = new ArrayList<>();
    List<Double> probabilities = new ArrayList<>();
    for (int n = 0; n < lines.size(); n++) {
      String line = lines.get(n).trim();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] parts = line.split("[,\\t ]+");
      if (parts.length != 2) {
        throw new IllegalArgumentException(file + " line " + (n + 1) + ": expected 'size,probability'");
      }
      try {
        points.add(new long[] {ByteSizes.parse(parts[0])});
        probabilities.add(Double.parseDouble(parts[1]));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(file + " line " + (n + 1) + ": expected 'size,probability' ("
            + e.getMessage() + ")");
      }
    }
    long[] s = new long[points.size()];
    double[] c = new double[points.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = points.get(i)[0];
      c[i] = probabilities.get(i);
    }
    try {
      return new EmpiricalSizes(s, c, file.toString());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage());
    }
  }

  @Override
  public long size(double p) {
    int i = 0;
    while (i < cumulative.length - 1 && p >= cumulative[i]) {
      i++;
    }
    if (i == 0) {
      return sizes[0];
    }
    double share = (p - cumulative[i - 1]) / (cumulative[i] - cumulative[i - 1]);
    long span = sizes[i] - sizes[i - 1];
    return sizes[i - 1] + 1 + Math.min(span - 1, (long) Math.floor(share * span));
  }

  @Override
  public double sizeCdf(long n) {
    if (n < sizes[0]) {
      return 0;
    }
    for (int i = 1; i < sizes.length; i++) {
      if (n < sizes[i]) {
        return cumulative[i - 1] + (cumulative[i] - cumulative[i - 1]) * (n - sizes[i - 1]) / (sizes[i] - sizes[i - 1]);
      }
    }
    return 1;
  }

  @Override
  public String describe() {
    return "empirical (" + sizes.length + " points from " + source + ")";
  }
}
