package site.ycsb.sweep;

/**
 * A capacity search's settings ({@code --slo}, {@code --slo-operation}, {@code --slo-precision}).
 *
 * @param operation the operation whose response time must meet the SLO (READ, UPDATE, ...), or null for every
 *     operation of the workload
 * @param precision the relative width of the final bracket (0.05: the capacity is within 5% of the true one)
 * @param descend with {@code --slo-descend}: the ratio between neighbouring rates of the brute-force check, less 1
 *     (0.10), which replaces the search; null for the search
 */
public record SearchOptions(Slo slo, String operation, double precision, Double descend) {
  public static final double DEFAULT_PRECISION = 0.05;
  /** The most steps a capacity search takes (its guard): what a plan counts for a search it cannot foresee. */
  public static final int MAX_STEPS = CapacitySearch.MAX_STEPS;

  public SearchOptions(Slo slo, String operation, double precision) {
    this(slo, operation, precision, null);
  }

  /** The search these settings ask for. */
  RateSearch newSearch() {
    return descend == null ? new CapacitySearch(precision, slo, operation)
        : new DescendingSearch(descend, slo, operation);
  }
}
