package site.ycsb.sweep;

import java.util.Locale;
import java.util.Properties;
import site.ycsb.Client;
import site.ycsb.PropertyReader;
import site.ycsb.engine.ClientSelfCheck;
import site.ycsb.engine.Warmup;

/**
 * How long a capacity search's step must measure for the client's check of itself ({@link ClientSelfCheck}) not
 * to flag it, and how long its steps will measure. At a target rate r a step needs the operations the SLO's
 * percentile needs ({@link ClientSelfCheck#needed(double)}: 1,000 for p99), i.e. needed / r seconds, and at least
 * {@code validity.minseconds}; a step measures up to maxexecutiontime less its warm-up, or operationcount / r.
 *
 * @param percentileName the SLO's percentile, e.g. "p99"
 * @param operationsNeeded the operations a step needs for it
 * @param minSeconds {@code validity.minseconds}
 * @param measuredSeconds the most a step measures (maxexecutiontime less warmup.time), or null when not bounded so
 * @param operationCount the operations a step runs (operationcount), or null when not bounded so
 */
record StepLength(String percentileName, long operationsNeeded, double minSeconds, Double measuredSeconds,
    Long operationCount) {

  /** From the options every step gets and the SLO. */
  static StepLength of(Properties props, Slo slo) {
    PropertyReader p = new PropertyReader(props);
    double minSeconds = p.doubleValue(ClientSelfCheck.MIN_SECONDS_PROPERTY, ClientSelfCheck.DEFAULT_MIN_SECONDS, 0,
        Double.MAX_VALUE);
    long maxTime = p.longValue(Client.MAX_EXECUTION_TIME, 0, 0);
    double warmup = p.doubleValue(Warmup.WARMUP_TIME_PROPERTY, 0, 0, Double.MAX_VALUE);
    long ops = p.longValue(Client.OPERATION_COUNT_PROPERTY, 0, 0);
    return new StepLength(slo.percentileName(), ClientSelfCheck.needed(slo.percentile()), minSeconds,
        maxTime > 0 ? Math.max(0, maxTime - warmup) : null, ops > 0 ? ops : null);
  }

  /** The seconds a step at this rate must measure: max(validity.minseconds, operations needed / rate). */
  double secondsNeeded(double rate) {
    return Math.max(minSeconds, operationsNeeded / rate);
  }

  /** The seconds a step at this rate measures, or null when neither maxexecutiontime nor operationcount bound it. */
  Double secondsMeasured(double rate) {
    Double byCount = operationCount == null ? null : operationCount / rate;
    if (measuredSeconds == null) {
      return byCount;
    }
    return byCount == null ? measuredSeconds : Math.min(measuredSeconds, byCount);
  }

  /** Whether a step at this rate measures long enough and enough operations for the percentile. */
  boolean enoughAt(double rate) {
    Double s = secondsMeasured(rate);
    return s == null || s >= secondsNeeded(rate) - 1e-9;
  }

  /** The rate from which the operations, not validity.minseconds, set the length: needed / minseconds. */
  private double crossover() {
    return minSeconds > 0 ? operationsNeeded / minSeconds : Double.POSITIVE_INFINITY;
  }

  /** One line: what a step needs, at which rates, and what these steps measure. */
  String describe() {
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "step length: %s needs %,d operations per step "
        + "and %s asks %s s, so a step must measure max(%s s, %,d / rate)", percentileName, operationsNeeded,
        ClientSelfCheck.MIN_SECONDS_PROPERTY, plain(minSeconds), plain(minSeconds), operationsNeeded));
    double x = crossover();
    if (Double.isFinite(x)) {
      sb.append(String.format(Locale.ROOT, ": %s s at %s ops/s, %s s at %s ops/s, %s s from %s ops/s up",
          plain(secondsNeeded(x / 10)), plain(x / 10), plain(secondsNeeded(x / 2)), plain(x / 2),
          plain(minSeconds), plain(x)));
    }
    sb.append("; these steps measure ").append(measured());
    return sb.toString();
  }

  private String measured() {
    String byTime = measuredSeconds == null ? null : "at most " + plain(measuredSeconds) + " s ("
        + Client.MAX_EXECUTION_TIME + " less warmup.time)";
    String byCount = operationCount == null ? null : String.format(Locale.ROOT, "%,d operations (%s), %,d / rate "
        + "s", operationCount, Client.OPERATION_COUNT_PROPERTY, operationCount);
    if (byTime != null && byCount != null) {
      return byTime + " or " + byCount + ", whichever ends first";
    }
    return byTime != null ? byTime : byCount != null ? byCount : "until stopped (no " + Client.MAX_EXECUTION_TIME
        + " or " + Client.OPERATION_COUNT_PROPERTY + ")";
  }

  /** A warning when the steps are too short for their percentile or validity.minseconds at any rate, else null. */
  String warning() {
    if (measuredSeconds != null && measuredSeconds < minSeconds - 1e-9) {
      return String.format(Locale.ROOT, "warning: the steps measure at most %s s, shorter than %s=%s s: the client's "
          + "check of itself will flag every step, and the capacity will rest on flagged steps; lengthen %s (or "
          + "lower %s)", plain(measuredSeconds), ClientSelfCheck.MIN_SECONDS_PROPERTY, plain(minSeconds),
          Client.MAX_EXECUTION_TIME, ClientSelfCheck.MIN_SECONDS_PROPERTY);
    }
    if (operationCount != null && operationCount < operationsNeeded) {
      return String.format(Locale.ROOT, "warning: the steps run %,d operations (%s), fewer than the %,d %s needs: the "
          + "client's check of itself will flag every step, and the capacity will rest on flagged steps",
          operationCount, Client.OPERATION_COUNT_PROPERTY, operationsNeeded, percentileName);
    }
    return null;
  }

  /**
   * Once the probe has given the top rate, which the search tries down from: a warning when steps at it, or at
   * rates below it, will be too short, else null.
   */
  String warningBelow(long top) {
    if (top < 1 || warning() != null) {
      return null;  // no rates to try, or said before the search started
    }
    if (!enoughAt(top)) {
      return String.format(Locale.ROOT, "warning: at the probe's %,d ops/s a step measures %s s, less than the %s s "
          + "%s needs there: the steps will be flagged, and the capacity will rest on flagged steps", top,
          plain(secondsMeasured(top)), plain(secondsNeeded(top)), percentileName);
    }
    if (measuredSeconds != null && !enoughAt(Math.max(1, top / 1024.0))) {
      double slowest = operationsNeeded / measuredSeconds;
      return String.format(Locale.ROOT, "warning: steps of at most %s s measure too few operations for %s below %s "
          + "ops/s: a capacity found below that rests on flagged steps", plain(measuredSeconds), percentileName,
          plain(slowest));
    }
    return null;
  }

  private static String plain(double v) {
    if (v >= 100 || v == Math.rint(v)) {
      return String.format(Locale.ROOT, "%,.0f", v);
    }
    return String.format(Locale.ROOT, "%.1f", v);
  }
}
