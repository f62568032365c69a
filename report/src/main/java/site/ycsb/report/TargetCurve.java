package site.ycsb.report;

import java.util.List;
import site.ycsb.results.RateShapeResult;

/**
 * The target rate of a shaped open-loop run ({@code arrivals.shape}) as a function of the seconds since its schedule
 * began, as the open loop schedules it: {@code sine} is {@code d + a·d·sin(2π t / period + phase)}, {@code steps}
 * holds each step's rate for its duration and the last rate after it. The report compares each measured interval
 * with the curve's mean over that same interval ({@link #meanRate}), which is what the interval's count can meet.
 */
abstract class TargetCurve {

  /** The curve of {@code shape}, or null for a kind that has none to draw (a run marked as varying, e.g. a trace). */
  static TargetCurve of(RateShapeResult shape) {
    if (shape == null || shape.kind() == null) {
      return null;
    }
    if ("sine".equals(shape.kind()) && shape.meanOpsPerSec() != null && shape.periodSeconds() != null
        && shape.periodSeconds() > 0) {
      return new Sine(shape.meanOpsPerSec(), shape.amplitude() == null ? 0 : shape.amplitude(),
          shape.periodSeconds(), shape.phaseRadians() == null ? 0 : shape.phaseRadians());
    }
    if ("steps".equals(shape.kind()) && !shape.steps().isEmpty()) {
      return new Steps(shape.steps());
    }
    return null;
  }

  /** The operations the curve schedules from its start to {@code t} seconds (its integral). */
  abstract double operationsUntil(double t);

  /** The curve's mean rate over {@code [from, to]} seconds, in ops/s. */
  final double meanRate(double from, double to) {
    return (operationsUntil(to) - operationsUntil(from)) / (to - from);
  }

  private static final class Sine extends TargetCurve {
    private final double mean;
    private final double amplitude;
    private final double omega;
    private final double phase;

    Sine(double mean, double amplitude, double period, double phase) {
      this.mean = mean;
      this.amplitude = amplitude;
      this.omega = 2 * Math.PI / period;
      this.phase = phase;
    }

    @Override
    double operationsUntil(double t) {
      return mean * t + amplitude * mean / omega * (Math.cos(phase) - Math.cos(omega * t + phase));
    }
  }

  private static final class Steps extends TargetCurve {
    private final List<RateShapeResult.Step> steps;

    Steps(List<RateShapeResult.Step> steps) {
      this.steps = List.copyOf(steps);
    }

    @Override
    double operationsUntil(double t) {
      double done = 0;
      double begin = 0;
      for (RateShapeResult.Step s : steps) {
        if (t <= begin + s.seconds()) {
          return done + s.opsPerSec() * Math.max(0, t - begin);
        }
        done += s.opsPerSec() * s.seconds();
        begin += s.seconds();
      }
      // After the last step its rate holds until the phase ends.
      return done + steps.get(steps.size() - 1).opsPerSec() * (t - begin);
    }
  }
}
