package site.ycsb.generator.sizes;

/**
 * A distribution of sizes in whole bytes (of values or keys), drawn from a uniform number so that the same
 * key always gets the same size: a read, a scan or a verification then knows what the load wrote.
 */
public interface SizeDistribution {
  /** The size for a uniform number {@code 0 < p < 1}; non-decreasing in p unless the distribution says otherwise. */
  long size(double p);

  /** P(size &lt;= n), exact for the sizes {@link #size} draws: what a sample of them is checked against. */
  double sizeCdf(long n);

  /** The distribution and its parameters, in one line. */
  String describe();
}
