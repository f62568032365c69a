package site.ycsb.engine;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/**
 * Reads {@code targetshape} and its parameters: {@code constant} (the default: {@code -target} all along, no shape),
 * {@code sine} ({@code targetshape.period}, {@code targetshape.amplitude}, optional {@code targetshape.phase}, around
 * {@code -target}) or {@code steps} ({@code targetshape.steps}). A shape needs {@code arrivals=open}: a closed loop's
 * threads keep their own fixed slots. Every bad value is refused in one line naming the property.
 */
final class TargetShape {
  static final String PROPERTY = "targetshape";
  static final String PERIOD = "targetshape.period";
  static final String AMPLITUDE = "targetshape.amplitude";
  static final String PHASE = "targetshape.phase";
  static final String STEPS = "targetshape.steps";
  private static final String STEPS_ACCEPTED = "comma-separated rate:duration pairs such as 1000:30s,5000:2m: a rate "
      + "of 0 or more ops/s, a duration above 0 ending in ms, s, m or h; the last rate above 0 (it holds after the "
      + "steps)";
  private static final Pattern STEP = Pattern.compile("([0-9]+(?:\\.[0-9]+)?):([0-9]+(?:\\.[0-9]+)?)(ms|s|m|h)");
  /** Beyond this an open loop's period or step is no longer a shape of one run (a year). */
  private static final double MAX_SECONDS = 365.0 * 24 * 3600;

  private TargetShape() {
  }

  /** The shape of the target; null for {@code constant}, so that such a run is what it was before shapes. */
  static RateShape read(PropertyReader p, boolean open, long target) {
    String kind = p.choice(PROPERTY, "constant", "constant", "sine", "steps");
    refuseOthers(p, kind);
    if (kind.equals("constant")) {
      return null;
    }
    if (!open) {
      throw new IllegalPropertyException("property '" + PROPERTY + "' is '" + kind + "': a rate shape needs an open "
          + "loop; accepted: " + PROPERTY + "=constant, or " + Arrivals.MODE_PROPERTY + "=open with -target");
    }
    if (p.longValue("client.count", 1, 1) > 1 && kind.equals("steps")) {
      throw new IllegalPropertyException("property '" + PROPERTY + "' is 'steps' with client.count above 1: the "
          + "steps' rates are not shared out between clients; accepted: " + PROPERTY + "=sine (around each "
          + "client's share of -target) or constant, or one client");
    }
    if (kind.equals("sine")) {
      require(p, PERIOD, "a number of seconds above 0");
      require(p, AMPLITUDE, "a number from 0 to 1 (a share of -target)");
      double period = p.doubleValue(PERIOD, 0, Double.MIN_VALUE, MAX_SECONDS);
      double amplitude = p.doubleValue(AMPLITUDE, 0, 0, 1);
      double phase = p.doubleValue(PHASE, 0, -Double.MAX_VALUE, Double.MAX_VALUE);
      return new SineRate(target, amplitude, period, phase);
    }
    require(p, STEPS, STEPS_ACCEPTED);
    return steps(p.string(STEPS, ""));
  }

  private static StepRates steps(String raw) {
    List<StepRates.Step> steps = new ArrayList<>();
    for (String part : raw.split(",", -1)) {
      Matcher m = STEP.matcher(part.trim());
      if (!m.matches()) {
        throw new IllegalPropertyException(STEPS, raw, STEPS_ACCEPTED);
      }
      double rate = Double.parseDouble(m.group(1));
      double seconds = Double.parseDouble(m.group(2)) * switch (m.group(3)) {
        case "ms" -> 0.001;
        case "m" -> 60;
        case "h" -> 3600;
        default -> 1;
      };
      if (!(seconds > 0) || seconds > MAX_SECONDS || Double.isInfinite(rate)) {
        throw new IllegalPropertyException(STEPS, raw, STEPS_ACCEPTED);
      }
      steps.add(new StepRates.Step(rate, seconds));
    }
    if (steps.get(steps.size() - 1).rate() <= 0) {
      throw new IllegalPropertyException(STEPS, raw, STEPS_ACCEPTED);
    }
    return new StepRates(steps);
  }

  private static void require(PropertyReader p, String name, String accepted) {
    if (p.string(name, "").trim().isEmpty()) {
      throw new IllegalPropertyException("property '" + name + "' is not set; " + PROPERTY + "="
          + p.choice(PROPERTY, "constant", "constant", "sine", "steps") + " needs it; accepted: " + accepted);
    }
  }

  /** A parameter of another shape is a mistake the run would otherwise ignore silently. */
  private static void refuseOthers(PropertyReader p, String kind) {
    for (String name : List.of(PERIOD, AMPLITUDE, PHASE, STEPS)) {
      boolean belongs = name.equals(STEPS) ? kind.equals("steps") : kind.equals("sine");
      if (!belongs && !p.string(name, "").trim().isEmpty()) {
        throw new IllegalPropertyException("property '" + name + "' is set but " + PROPERTY + " is '" + kind
            + "'; accepted: " + PROPERTY + "=" + (name.equals(STEPS) ? "steps" : "sine") + " with it, or "
            + name + " unset");
      }
    }
  }

  /**
   * The target a run of {@code runNs} is held to: {@code -target}, or with a shape its mean over the run's length
   * from the schedule's start (a steps shape's -target sets no rate; a sine's mean is -target over whole periods).
   */
  static long meanTarget(RateShape shape, long target, long runNs) {
    if (shape == null || runNs <= 0) {
      return target;
    }
    double seconds = runNs / 1e9;
    return Math.round(shape.arrivalsBy(seconds) / seconds);
  }

  /** A number as a person writes it: 4500, 0.25, never 4500.0 or 2.5E-1. */
  static String number(double value) {
    return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }
}
