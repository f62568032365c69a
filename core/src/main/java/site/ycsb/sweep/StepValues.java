package site.ycsb.sweep;

import java.util.ArrayList;
import java.util.List;

/**
 * The thread counts or target rates a sweep steps through: whole numbers >= 1 in increasing order, at most
 * {@link #MAX_VALUES} of them. A command line writes them comma-separated, a plan file as a YAML list, so each
 * form has its own example in the accepted text; the rule is this one.
 */
public final class StepValues {
  /** The most values a -threads or -target list may have: each is a step (repeated --repeat times). */
  public static final int MAX_VALUES = 1000;
  /** The accepted text of a list on the command line. */
  public static final String COMMAND_LINE_FORM = "a comma-separated list of whole numbers >= 1 in increasing "
      + "order, e.g. 8,16,32";
  /** The accepted text of a list in a plan file. */
  public static final String PLAN_FORM = "whole numbers >= 1 in increasing order, e.g. [8, 16, 32]";

  private StepValues() {
  }

  /** Whether every value is >= 1 and above the one before it. */
  public static boolean increasing(List<Long> values) {
    for (int i = 0; i < values.size(); i++) {
      if (values.get(i) < 1 || (i > 0 && values.get(i) <= values.get(i - 1))) {
        return false;
      }
    }
    return true;
  }

  /** "{@code subject} has N values; accepted: at most 1000 (each is a step)", or nothing when there are few enough. */
  public static void checkCount(String subject, int count) throws SweepUsageException {
    if (count > MAX_VALUES) {
      throw new SweepUsageException(subject + " has " + count + " values; accepted: at most " + MAX_VALUES
          + " (each is a step)");
    }
  }

  /** Parses a comma-separated list of values up to {@code max}. */
  static List<Long> parse(String option, String text, long max) throws SweepUsageException {
    String[] parts = text.split(",", -1);
    checkCount(option, parts.length);
    List<Long> ret = new ArrayList<>();
    for (String part : parts) {
      long v;
      try {
        v = Long.parseLong(part.strip());
      } catch (NumberFormatException e) {
        throw new SweepUsageException(option + " is '" + text + "'; accepted: " + COMMAND_LINE_FORM);
      }
      if (v > max) {
        throw new SweepUsageException(option + " is '" + text + "'; accepted: " + COMMAND_LINE_FORM);
      }
      ret.add(v);
    }
    if (!increasing(ret)) {
      throw new SweepUsageException(option + " is '" + text + "'; accepted: " + COMMAND_LINE_FORM);
    }
    return List.copyOf(ret);
  }
}
