package site.ycsb.generator.sizes;

import java.util.Locale;

/**
 * The Generalized Pareto distribution GPD(θ, σ, k): location θ, scale σ &gt; 0, shape k. Its quantile is
 * {@code θ + σ((1-p)^-k - 1)/k} ({@code θ - σ ln(1-p)} when k = 0), the form mutilate and db_bench draw
 * with (they feed it a uniform u standing for 1-p).
 */
public record GeneralizedPareto(double theta, double sigma, double k) implements ContinuousDistribution {
  public GeneralizedPareto {
    if (!(sigma > 0) || !Double.isFinite(sigma) || !Double.isFinite(theta) || !Double.isFinite(k)) {
      throw new IllegalArgumentException("a generalized Pareto distribution needs finite theta and k and sigma > 0");
    }
  }

  @Override
  public double quantile(double p) {
    double survival = 1 - p;
    if (k == 0) {
      return theta - sigma * Math.log(survival);
    }
    return theta + sigma * (Math.pow(survival, -k) - 1) / k;
  }

  @Override
  public double cdf(double x) {
    if (x <= theta) {
      return 0;
    }
    double z = (x - theta) / sigma;
    if (k == 0) {
      return 1 - Math.exp(-z);
    }
    double base = 1 + k * z;
    if (base <= 0) {
      return 1; // beyond the upper end of a bounded (k < 0) distribution
    }
    return 1 - Math.pow(base, -1 / k);
  }

  @Override
  public String describe() {
    return String.format(Locale.ROOT, "generalized Pareto (theta %s, sigma %s, k %s)", theta, sigma, k);
  }
}
