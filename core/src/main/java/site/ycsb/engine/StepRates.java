package site.ycsb.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import site.ycsb.results.RateShapeResult;

/**
 * A rate that holds for a while, then another ({@code targetshape.steps=1000:30s,5000:60s}): each step's rate for
 * its duration, in order, and after the last step its rate for as long as the phase runs. A step of rate 0 is a
 * pause: no arrival falls in it. The last step's rate is above 0 (checked where the steps are read), so that every
 * arrival has a time.
 *
 * @param steps the steps in order
 */
record StepRates(List<Step> steps) implements RateShape {
  /**
   * One step.
   *
   * @param rate operations a second, 0 or more
   * @param seconds how long it holds, above 0
   */
  record Step(double rate, double seconds) {
  }

  StepRates {
    steps = List.copyOf(steps);
  }

  @Override
  public double rate(double seconds) {
    double start = 0;
    for (Step s : steps) {
      if (seconds < start + s.seconds()) {
        return s.rate();
      }
      start += s.seconds();
    }
    return last().rate();
  }

  @Override
  public double arrivalsBy(double seconds) {
    double start = 0;
    double arrivals = 0;
    for (Step s : steps) {
      if (seconds < start + s.seconds()) {
        return arrivals + s.rate() * Math.max(0, seconds - start);
      }
      start += s.seconds();
      arrivals += s.rate() * s.seconds();
    }
    return arrivals + last().rate() * (seconds - start);
  }

  /** The step in which the integral reaches {@code arrivals}, then the time within it; steps of rate 0 skipped. */
  @Override
  public double timeOf(double arrivals, double from) {
    double start = 0;
    double before = 0;
    for (Step s : steps) {
      double after = before + s.rate() * s.seconds();
      if (s.rate() > 0 && arrivals <= after) {
        return Math.max(from, start + (arrivals - before) / s.rate());
      }
      start += s.seconds();
      before = after;
    }
    return Math.max(from, start + (arrivals - before) / last().rate());
  }

  private Step last() {
    return steps.get(steps.size() - 1);
  }

  @Override
  public RateShapeResult result() {
    List<RateShapeResult.Step> out = new ArrayList<>();
    for (Step s : steps) {
      out.add(new RateShapeResult.Step(s.rate(), s.seconds()));
    }
    return new RateShapeResult("steps", null, null, null, null, out, null);
  }

  @Override
  public String describe() {
    StringBuilder b = new StringBuilder("steps ");
    for (int i = 0; i < steps.size(); i++) {
      Step s = steps.get(i);
      b.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%s ops/s for %s s",
          TargetShape.number(s.rate()), TargetShape.number(s.seconds())));
    }
    return b.append(", then the last rate until the phase ends").toString();
  }
}
