package site.ycsb.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import site.ycsb.PropertyReader;
import site.ycsb.stats.Percent;

/**
 * Looks at a finished phase for signs that its figures mean nothing: reads of data that is not there,
 * a database that failed most operations or returned data other than what was loaded, an empty database
 * before a run that reads. Each finding is one line,
 * printed as a warning and kept in result.json, so a broken run can never pass for a valid one.
 */
public final class ValidityGuard {
  public static final String MAX_MISS_RATE_PROPERTY = "validity.maxmissrate";
  public static final String MAX_ERROR_RATE_PROPERTY = "validity.maxerrorrate";
  public static final double DEFAULT_MAX_MISS_RATE = 0.01;
  public static final double DEFAULT_MAX_ERROR_RATE = 0.01;
  public static final String MIN_TARGET_RATIO_PROPERTY = "validity.mintargetratio";
  public static final double DEFAULT_MIN_TARGET_RATIO = 0.95;
  /** The start of the target-not-reached warning, which sweeps and the report recognise. */
  public static final String TARGET_NOT_REACHED = "target not reached";

  /** The operations of CoreWorkload that read or change records the load wrote. */
  static final List<String> KEYED_OPERATIONS = List.of("READ", "UPDATE", "SCAN", "READ-MODIFY-WRITE");
  /** Operations that find nothing in an empty database (inserts do not care). */
  private static final Set<String> READS_RECORDS = Set.of("READ", "UPDATE", "SCAN", "READ-MODIFY-WRITE", "DELETE");
  /** The series in which the workloads record, under dataintegrity=true, whether a read returned what was loaded. */
  private static final String VERIFY = "VERIFY";
  /** The series whose return codes are database calls (RMW is counted through its READ and UPDATE). */
  private static final Set<String> DB_OPERATIONS = Set.of("READ", "UPDATE", "INSERT", "SCAN", "DELETE");
  private static final String NOT_FOUND = "NOT_FOUND";
  /** A miss of a record written with a TTL (Status.EXPIRED): expected, neither a failure nor a missing load. */
  private static final String EXPIRED = "EXPIRED";
  private static final String NOT_IMPLEMENTED = "NOT_IMPLEMENTED";
  /** The start of the warning for operations the binding answered NOT_IMPLEMENTED, e.g. "not implemented: SCAN ...". */
  public static final String NOT_IMPLEMENTED_WARNING = "not implemented: ";
  private static final Set<String> SUCCESS = Set.of("OK", "BATCHED_OK");

  private final double maxMissRate;
  private final double maxErrorRate;
  private final double minTargetRatio;

  public ValidityGuard(double maxMissRate, double maxErrorRate) {
    this(maxMissRate, maxErrorRate, DEFAULT_MIN_TARGET_RATIO);
  }

  public ValidityGuard(double maxMissRate, double maxErrorRate, double minTargetRatio) {
    this.maxMissRate = maxMissRate;
    this.maxErrorRate = maxErrorRate;
    this.minTargetRatio = minTargetRatio;
  }

  /** Reads the limits (shares from 0 to 1); a bad value is a one-line property error. */
  public static ValidityGuard from(PropertyReader p) {
    return new ValidityGuard(p.doubleValue(MAX_MISS_RATE_PROPERTY, DEFAULT_MAX_MISS_RATE, 0, 1),
        p.doubleValue(MAX_ERROR_RATE_PROPERTY, DEFAULT_MAX_ERROR_RATE, 0, 1),
        p.doubleValue(MIN_TARGET_RATIO_PROPERTY, DEFAULT_MIN_TARGET_RATIO, 0, 1));
  }

  /**
   * The target-not-reached warning of a {@code -target} run, or null: a run that did not reach
   * {@code validity.mintargetratio} of its target measured a lighter load than was asked for, so its latency
   * says nothing about the target rate (the client, not the schedule, set the pace). A shortfall of no more than
   * two operations per thread is not flagged: a paced thread may start up to one interval late (slow threads
   * spread their first operations over one interval) and sleep through one more when the run is stopped.
   * With Poisson arrivals the number that arrived in the measured time is itself random (its standard deviation
   * is the square root of the expected number, 10% of it at 100 arrivals), so a shortfall of up to 3 of those
   * more is not flagged either: a short step at a low rate would otherwise be invalid by chance.
   *
   * @param target the target rate of this client in ops/s (0: none)
   * @param operations the operations measured
   * @param runNs the measured time
   * @param threads the client threads
   * @param poisson whether the arrivals were Poisson ({@code arrivalprocess=poisson})
   */
  public String targetNotReached(long target, long operations, long runNs, int threads, boolean poisson) {
    double expected = target * (runNs / 1e9);
    double chance = poisson ? 3 * Math.sqrt(expected) : 0;
    if (target <= 0 || runNs <= 0 || operations >= minTargetRatio * expected - chance
        || expected - operations <= 2.0 * threads) {
      return null;
    }
    double throughput = operations / (runNs / 1e9);
    // The share with the digits it takes to read as below the ratio: 94.97%, never 95.0% beside 0.95.
    return String.format(Locale.ROOT, "%s: %.1f ops/s is %s%% of -target %d (below %s %.2f): the client or the "
        + "database could not keep up, so the run measured a lighter load than the target", TARGET_NOT_REACHED,
        throughput, Percent.of(throughput / target, minTargetRatio), target, MIN_TARGET_RATIO_PROPERTY,
        minTargetRatio);
  }

  /**
   * The warnings for one phase.
   *
   * @param phase what ran and on what
   * @param returns return-code counts by operation series name (e.g. READ -> {OK=10, NOT_FOUND=3})
   * @param recordsBefore records the server said it held before the phase, or null where unknown
   * @param backoffShare the share of the client threads' time spent pausing after failures in a row
   */
  public List<String> warnings(Phase phase, Map<String, Map<String, Long>> returns, Long recordsBefore,
      double backoffShare) {
    List<String> w = new ArrayList<>();
    if (phase.run() && phase.keysFromLoad()) {
      for (String op : KEYED_OPERATIONS) {
        Map<String, Long> codes = returns.get(op);
        long total = codes == null ? 0 : sum(codes);
        long misses = codes == null ? 0 : codes.getOrDefault(NOT_FOUND, 0L);
        if (total > 0 && misses > maxMissRate * total) {
          w.add(String.format(Locale.ROOT, "%s%% of %s returned NOT_FOUND (%d of %d): was the data loaded with "
              + "the same recordcount, insertstart%s?", Percent.of((double) misses / total, maxMissRate), op,
              misses, total,
              phase.memoryBinding() ? " (and memory.file)" : ""));
        }
      }
    }
    if (phase.run() && recordsBefore != null && recordsBefore == 0 && ranAny(returns, READS_RECORDS)) {
      w.add("the server statistics counted 0 records before the run: the database was empty (was the data "
          + "loaded, into this database?)");
    }
    long calls = 0;
    long failed = 0;
    Map<String, Long> unimplemented = new java.util.TreeMap<>();
    for (Map.Entry<String, Map<String, Long>> e : returns.entrySet()) {
      if (DB_OPERATIONS.contains(e.getKey())) {
        for (Map.Entry<String, Long> code : e.getValue().entrySet()) {
          calls += code.getValue();
          if (NOT_IMPLEMENTED.equals(code.getKey())) {
            unimplemented.merge(e.getKey(), code.getValue(), Long::sum);
          } else if (!SUCCESS.contains(code.getKey()) && !NOT_FOUND.equals(code.getKey())
              && !EXPIRED.equals(code.getKey())) {
            failed += code.getValue();
          }
        }
      }
    }
    String phaseName = phase.run() ? "run" : "load";
    if (calls > 0 && failed > maxErrorRate * calls) {
      w.add(String.format(Locale.ROOT, "%s%% of the %s's operations failed (%d of %d): see the Return= lines",
          Percent.of((double) failed / calls, maxErrorRate), phaseName, failed, calls));
    }
    for (Map.Entry<String, Long> e : unimplemented.entrySet()) {
      // The binding's answer, not the server's: named apart, so no one blames the database for it.
      w.add(String.format(Locale.ROOT, "%s%s returned NOT_IMPLEMENTED %d times (%.1f%% of the %s's operations): the "
          + "binding does not implement %s; the database was not asked, so these calls measure nothing of it",
          NOT_IMPLEMENTED_WARNING, e.getKey(), e.getValue(), 100.0 * e.getValue() / calls, phaseName, e.getKey()));
    }
    String verification = failedVerification(returns);
    if (verification != null) {
      w.add(verification);
    }
    if (backoffShare > maxErrorRate) {
      w.add(String.format(Locale.ROOT, "the client threads spent %s%% of the %s pausing after failures in a row "
          + "(errorbackoff.ms): the database failed or was unreachable for that long",
          Percent.of(backoffShare, maxErrorRate), phaseName));
    }
    return w;
  }

  /**
   * More than {@code validity.maxerrorrate} of the reads checked under {@code dataintegrity=true} did not return
   * what the load wrote (a wrong value, or no record: {@code VERIFY} other than OK), or null. The database
   * answered, but with the wrong data: the run fails, as a cleanup that loses writes does.
   */
  public String failedVerification(Map<String, Map<String, Long>> returns) {
    Map<String, Long> codes = returns.get(VERIFY);
    long checked = codes == null ? 0 : sum(codes);
    long failed = checked - (codes == null ? 0 : codes.getOrDefault("OK", 0L));
    if (checked == 0 || failed <= maxErrorRate * checked) {
      return null;
    }
    return String.format(Locale.ROOT, "%s%% of the reads checked by dataintegrity failed verification (%d of %d): "
        + "the database did not return the values the load wrote (see the [VERIFY] Return= lines)",
        Percent.of((double) failed / checked, maxErrorRate), failed, checked);
  }

  private static boolean ranAny(Map<String, Map<String, Long>> returns, Set<String> operations) {
    for (String op : operations) {
      Map<String, Long> codes = returns.get(op);
      if (codes != null && sum(codes) > 0) {
        return true;
      }
    }
    return false;
  }

  private static long sum(Map<String, Long> codes) {
    long n = 0;
    for (long c : codes.values()) {
      n += c;
    }
    return n;
  }

  /**
   * What the checks need to know about the phase.
   *
   * @param run the transaction phase (-t), not the load
   * @param keysFromLoad the workload reads the keys a load wrote (CoreWorkload and its subclasses)
   * @param memoryBinding the embedded memory binding, whose data outlives a process only through memory.file
   */
  public record Phase(boolean run, boolean keysFromLoad, boolean memoryBinding) {
  }
}
