package site.ycsb.sweep;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A latency service-level objective: a response-time percentile that must stay at or under a limit,
 * e.g. {@code p99<=10ms}.
 *
 * @param text the objective as given, normalised (e.g. "p99<=10ms")
 * @param percentile 50, 95, 99 or 99.9
 * @param limitUs the limit in microseconds
 */
public record Slo(String text, double percentile, double limitUs) {

  public static final String ACCEPTED = "p50|p95|p99|p99.9 <= N us|ms|s, e.g. 'p99<=10ms'";
  private static final Pattern FORM = Pattern.compile(
      "\\s*p(50|95|99|99\\.9)\\s*<=\\s*([0-9]+(?:\\.[0-9]+)?)\\s*(us|ms|s)\\s*");

  /** Parses the objective strictly; anything else is a one-line error naming {@code option}. */
  public static Slo parse(String option, String text) throws SweepUsageException {
    Matcher m = FORM.matcher(text == null ? "" : text);
    if (!m.matches()) {
      throw new SweepUsageException(option + " is '" + text + "'; accepted: " + ACCEPTED);
    }
    double n = Double.parseDouble(m.group(2));
    double unitUs = switch (m.group(3)) {
      case "us" -> 1;
      case "ms" -> 1_000;
      default -> 1_000_000;
    };
    if (!(n > 0) || n * unitUs > 3.6e9) {
      throw new SweepUsageException(option + " is '" + text + "'; accepted: " + ACCEPTED
          + " with N > 0 and at most an hour");
    }
    return new Slo("p" + m.group(1) + "<=" + m.group(2) + m.group(3), Double.parseDouble(m.group(1)),
        n * unitUs);
  }

  /** The percentile's name, e.g. "p99.9". */
  public String percentileName() {
    return "p" + (percentile == Math.rint(percentile) ? Long.toString((long) percentile)
        : String.format(Locale.ROOT, "%s", percentile));
  }

  /** True when the measured value meets the objective. */
  public boolean meets(double valueUs) {
    return valueUs <= limitUs;
  }
}
