package site.ycsb.generator.sizes;

import java.util.Locale;

/**
 * The Generalized Extreme Value distribution GEV(μ, σ, ξ): location μ, scale σ &gt; 0, shape ξ. Its quantile is
 * {@code μ + σ((-ln p)^-ξ - 1)/ξ} ({@code μ - σ ln(-ln p)} when ξ = 0, the Gumbel case), the form mutilate
 * draws Facebook's key sizes with.
 */
public record GeneralizedExtremeValue(double mu, double sigma, double xi) implements ContinuousDistribution {
  public GeneralizedExtremeValue {
    if (!(sigma > 0) || !Double.isFinite(sigma) || !Double.isFinite(mu) || !Double.isFinite(xi)) {
      throw new IllegalArgumentException("a generalized extreme value distribution needs finite mu, xi and sigma > 0");
    }
  }

  @Override
  public double quantile(double p) {
    double e = -Math.log(p);
    if (xi == 0) {
      return mu - sigma * Math.log(e);
    }
    return mu + sigma * (Math.pow(e, -xi) - 1) / xi;
  }

  @Override
  public double cdf(double x) {
    double z = (x - mu) / sigma;
    if (xi == 0) {
      return Math.exp(-Math.exp(-z));
    }
    double base = 1 + xi * z;
    if (base <= 0) {
      return xi > 0 ? 0 : 1; // outside the support: below its lower end (xi > 0) or above its upper end
    }
    return Math.exp(-Math.pow(base, -1 / xi));
  }

  @Override
  public String describe() {
    return String.format(Locale.ROOT, "generalized extreme value (mu %s, sigma %s, xi %s)", mu, sigma, xi);
  }
}
