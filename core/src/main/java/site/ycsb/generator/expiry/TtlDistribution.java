package site.ycsb.generator.expiry;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import site.ycsb.generator.sizes.KeyedUniform;

/**
 * The time to live of each record a workload writes, in whole seconds, from the {@code ttl} property: one value
 * ({@code 300}, {@code 5m}), a range drawn uniformly with both ends included ({@code 100-200}, as memtier's
 * {@code --expiry-range}), or a weighted list of values or ranges whose weights sum to 1
 * ({@code 12h:0.07,1d:0.65,14d:0.28}). A record's TTL is a function of its key number ({@link KeyedUniform}, a
 * stream of its own), so a reload or an update gives a record the TTL it had, and a sample of keys read back
 * from a server can be checked against the distribution.
 */
public final class TtlDistribution {
  /** The stream of {@link KeyedUniform} for TTLs, apart from those of value and key sizes. */
  static final long STREAM = 0x74746CL;
  /** The longest TTL: a binding's expiry is an int of seconds. */
  static final long MAX_SECONDS = Integer.MAX_VALUE;
  /** The accepted forms, for messages. */
  public static final String ACCEPTED = "seconds (ttl=300), a range (ttl=100-200) or a weighted list "
      + "(ttl=12h:0.07,1d:0.65,14d:0.28), each value at least 1 s, units s, m, h, d";

  /** Seconds from {@code low} to {@code high}, both included, and the share of records given one of them. */
  public record Choice(long low, long high, double weight) {
  }

  private final List<Choice> choices;
  private final double[] cumulative;

  private TtlDistribution(List<Choice> choices) {
    this.choices = List.copyOf(choices);
    this.cumulative = new double[choices.size()];
    double sum = 0;
    for (int i = 0; i < choices.size(); i++) {
      sum += choices.get(i).weight();
      cumulative[i] = sum;
    }
    if (Math.abs(sum - 1) > 1e-6) {
      throw new IllegalArgumentException(String.format(Locale.ROOT, "the weights sum to %s, they must sum to 1",
          sum));
    }
    cumulative[cumulative.length - 1] = 1;
  }

  /** Reads the property's value; an {@link IllegalArgumentException} says what is wrong. */
  public static TtlDistribution parse(String text) {
    String t = text.trim();
    if (t.isEmpty()) {
      throw new IllegalArgumentException("it is empty");
    }
    if (!t.contains(":")) {
      if (t.contains(",")) {
        throw new IllegalArgumentException("'" + t + "': a list needs a weight after each value (12h:0.07,1d:0.93)");
      }
      long[] range = range(t);
      return new TtlDistribution(List.of(new Choice(range[0], range[1], 1)));
    }
    List<Choice> list = new ArrayList<>();
    for (String part : t.split(",", -1)) {
      String p = part.trim();
      int colon = p.lastIndexOf(':');
      if (colon <= 0) {
        throw new IllegalArgumentException("'" + p + "' is not a weighted value: write value:weight, e.g. 1d:0.65");
      }
      double weight;
      try {
        weight = Double.parseDouble(p.substring(colon + 1).trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("'" + p + "': the weight after ':' must be a number");
      }
      if (!(weight > 0) || weight > 1) {
        throw new IllegalArgumentException("'" + p + "': the weight must be above 0 and at most 1");
      }
      long[] range = range(p.substring(0, colon));
      list.add(new Choice(range[0], range[1], weight));
    }
    return new TtlDistribution(list);
  }

  /** A value or a low-high range, in seconds, each at least 1 s. */
  private static long[] range(String text) {
    String t = text.trim();
    if (t.startsWith("-")) {
      throw new IllegalArgumentException("'" + t + "' is negative: a TTL is at least 1 s");
    }
    int dash = t.indexOf('-');
    long low = Durations.seconds(dash < 0 ? t : t.substring(0, dash));
    long high = dash < 0 ? low : Durations.seconds(t.substring(dash + 1));
    if (low < 1) {
      throw new IllegalArgumentException("'" + t + "': a TTL is at least 1 s (0 would mean no expiry on some "
          + "servers and at once on others)");
    }
    if (high < low) {
      throw new IllegalArgumentException("'" + t + "' is reversed: write the range low-high");
    }
    if (high > MAX_SECONDS) {
      throw new IllegalArgumentException("'" + t + "' is longer than " + MAX_SECONDS + " s");
    }
    return new long[] {low, high};
  }

  /** The TTL in seconds of the record with this key number. */
  public int seconds(long keyNumber) {
    double p = KeyedUniform.of(keyNumber, STREAM);
    double before = 0;
    for (int i = 0; i < choices.size(); i++) {
      if (p < cumulative[i] || i == choices.size() - 1) {
        Choice c = choices.get(i);
        double within = Math.min(Math.max((p - before) / (cumulative[i] - before), 0), Math.nextDown(1.0));
        return (int) (c.low() + (long) (within * (c.high() - c.low() + 1)));
      }
      before = cumulative[i];
    }
    throw new AssertionError("unreachable");
  }

  /** The share of records whose TTL is at most {@code seconds}: what a sample of TTLs is checked against. */
  public double cdf(double seconds) {
    double sum = 0;
    for (Choice c : choices) {
      double n = c.high() - c.low() + 1;
      double atMost = Math.min(Math.max(Math.floor(seconds) - c.low() + 1, 0), n);
      sum += c.weight() * atMost / n;
    }
    return Math.min(sum, 1);
  }

  public List<Choice> choices() {
    return choices;
  }

  /** The longest TTL it gives. */
  public long longest() {
    return choices.stream().mapToLong(Choice::high).max().orElseThrow();
  }
}
