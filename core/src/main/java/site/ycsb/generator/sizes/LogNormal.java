package site.ycsb.generator.sizes;

import java.util.Locale;
import org.apache.commons.statistics.distribution.LogNormalDistribution;

/** A distribution whose logarithm is normal with mean {@code mu} and deviation {@code sigma} (Commons Statistics). */
public final class LogNormal implements ContinuousDistribution {
  private final double mu;
  private final double sigma;
  private final LogNormalDistribution distribution;

  public LogNormal(double mu, double sigma) {
    if (!(sigma > 0) || !Double.isFinite(sigma) || !Double.isFinite(mu)) {
      throw new IllegalArgumentException("a lognormal distribution needs a finite mu and sigma > 0");
    }
    this.mu = mu;
    this.sigma = sigma;
    this.distribution = LogNormalDistribution.of(mu, sigma);
  }

  @Override
  public double quantile(double p) {
    return distribution.inverseCumulativeProbability(p);
  }

  @Override
  public double cdf(double x) {
    return distribution.cumulativeProbability(x);
  }

  @Override
  public String describe() {
    return String.format(Locale.ROOT, "lognormal (mu %s, sigma %s)", mu, sigma);
  }
}
