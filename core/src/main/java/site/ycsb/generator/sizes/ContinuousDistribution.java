package site.ycsb.generator.sizes;

/**
 * A continuous distribution given by its quantile function, so that a value can be drawn from any uniform
 * number (in particular one derived from a record's key), and by its distribution function, which the drawn
 * values are checked against.
 */
public interface ContinuousDistribution {
  /** The value below which a fraction {@code p} of the values lie, {@code 0 < p < 1}. */
  double quantile(double p);

  /** P(X &lt;= x). */
  double cdf(double x);

  /** The distribution and its parameters, in one line. */
  String describe();
}
