package site.ycsb.engine;

import java.util.List;
import java.util.Locale;
import site.ycsb.results.RateShapeResult;

/**
 * A rate that follows a sine around a mean, as db_bench's sine rate ({@code sine_a·sin(sine_b·t + sine_c) +
 * sine_d}): {@code mean + amplitude·mean·sin(2π·t/period + phase)}. The amplitude is a share of the mean from 0 to 1,
 * so the rate never goes below 0; db_bench's published example (sine_a=1000, sine_d=4500, sine_b=0.000073) is
 * amplitude 0.222, period 86,071 s.
 *
 * @param mean the mean rate, operations a second ({@code -target})
 * @param amplitude the swing either side of the mean as a share of it, 0 to 1
 * @param periodSeconds the sine's period
 * @param phase the sine's phase at the start, radians
 */
record SineRate(double mean, double amplitude, double periodSeconds, double phase) implements RateShape {
  /** The search for an arrival's time stops when its bracket is this narrow: well below a nanosecond. */
  private static final double PRECISION_SECONDS = 1e-11;
  /** ... or when the integral is this close to the arrival's count (a nanosecond's worth at a million ops/s). */
  private static final double PRECISION_ARRIVALS = 1e-6;
  private static final int MAX_STEPS = 200;

  private double omega() {
    return 2 * Math.PI / periodSeconds;
  }

  @Override
  public double rate(double seconds) {
    return mean + amplitude * mean * Math.sin(omega() * seconds + phase);
  }

  @Override
  public double arrivalsBy(double seconds) {
    double w = omega();
    return mean * seconds + amplitude * mean / w * (Math.cos(phase) - Math.cos(w * seconds + phase));
  }

  /**
   * Newton's steps inside a bracket that bisection narrows whenever a step would leave it (or the rate is 0 there):
   * the integral lies within {@code 2·amplitude·mean/ω} of {@code mean·t}, which brackets the answer from the start.
   */
  @Override
  public double timeOf(double arrivals, double from) {
    double swing = 2 * amplitude * mean / omega();
    double lo = Math.max(from, (arrivals - swing) / mean);
    double hi = Math.max(lo, (arrivals + swing) / mean);
    double t = Math.min(Math.max(arrivals / mean, lo), hi);
    for (int i = 0; i < MAX_STEPS && hi - lo > PRECISION_SECONDS; i++) {
      double excess = arrivalsBy(t) - arrivals;
      if (Math.abs(excess) <= PRECISION_ARRIVALS) {
        return t;
      }
      if (excess > 0) {
        hi = t;
      } else {
        lo = t;
      }
      double r = rate(t);
      double next = r > 0 ? t - excess / r : Double.NaN;
      t = next > lo && next < hi ? next : (lo + hi) / 2;
    }
    return hi;
  }

  @Override
  public RateShapeResult result() {
    return new RateShapeResult("sine", mean, amplitude, periodSeconds, phase, List.of(), null);
  }

  @Override
  public String describe() {
    return String.format(Locale.ROOT, "a sine around %s ops/s, amplitude %s of it, period %s s%s",
        TargetShape.number(mean), TargetShape.number(amplitude), TargetShape.number(periodSeconds),
        phase == 0 ? "" : ", phase " + TargetShape.number(phase) + " rad");
  }
}
