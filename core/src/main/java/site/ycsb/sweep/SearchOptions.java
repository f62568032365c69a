package site.ycsb.sweep;

/**
 * A capacity search's settings ({@code --slo}, {@code --slo-operation}, {@code --slo-precision}).
 *
 * @param operation the operation whose response time must meet the SLO (READ, UPDATE, ...), or null for every
 *     operation of the workload
 * @param precision the relative width of the final bracket (0.05: the capacity is within 5% of the true one)
 */
public record SearchOptions(Slo slo, String operation, double precision) {
  public static final double DEFAULT_PRECISION = 0.05;
}
