package site.ycsb.engine;

import site.ycsb.results.RateShapeResult;

/**
 * An open loop's target rate as a function of the time since its schedule began ({@code targetshape}): the rate,
 * its integral (the arrivals due by a time) and that integral's inverse (when the n-th arrival is due). The rate is
 * never negative, so the integral never falls; where the rate is 0 the integral stays flat and the next arrival
 * waits for the rate to rise again. Immutable.
 */
public interface RateShape {
  /** The target rate, operations a second, {@code seconds} after the schedule began. */
  double rate(double seconds);

  /** The arrivals the shape brings in its first {@code seconds}: the integral of the rate from 0. */
  double arrivalsBy(double seconds);

  /**
   * The least time, in seconds, by which {@link #arrivalsBy} reaches {@code arrivals}, searched from {@code from}
   * on (a time by which it has not yet reached them: the previous arrival's, since arrivals are asked in order).
   */
  double timeOf(double arrivals, double from);

  /** The shape as result.json records it. */
  RateShapeResult result();

  /** The shape in a few words, for the open loop's line on stderr. */
  String describe();
}
