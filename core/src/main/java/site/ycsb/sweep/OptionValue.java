package site.ycsb.sweep;

/**
 * How one sweep option's value is read and which values it accepts. The accepted text is the one every message
 * about the option quotes, whether the value came from the command line or from a plan file.
 */
public final class OptionValue {
  /** What a value is. */
  public enum Kind {
    /** No value: the option is on when given. */
    FLAG,
    /** Any text, checked where it is used (a folder, an SLO, a share). */
    TEXT,
    /** Text that must not be blank (a shell command, a name). */
    NON_BLANK,
    /** A whole number within the bounds. */
    WHOLE,
    /** A decimal number within the bounds. */
    DECIMAL,
    /** One of the phases. */
    PHASE,
    /** Step values: whole numbers >= 1 in increasing order, at most {@link StepValues#MAX_VALUES}. */
    STEPS
  }

  private final Kind kind;
  private final double min;
  private final boolean minExclusive;
  private final double max;
  private final String accepted;

  private OptionValue(Kind kind, double min, boolean minExclusive, double max, String accepted) {
    this.kind = kind;
    this.min = min;
    this.minExclusive = minExclusive;
    this.max = max;
    this.accepted = accepted;
  }

  static OptionValue flag() {
    return new OptionValue(Kind.FLAG, 0, false, 0, "no value");
  }

  static OptionValue text(String accepted) {
    return new OptionValue(Kind.TEXT, 0, false, 0, accepted);
  }

  static OptionValue nonBlank(String accepted) {
    return new OptionValue(Kind.NON_BLANK, 0, false, 0, accepted);
  }

  static OptionValue whole(long min, long max) {
    return new OptionValue(Kind.WHOLE, min, false, max, "a whole number from " + min + " to " + max);
  }

  static OptionValue decimal(double min, double max, String accepted) {
    return new OptionValue(Kind.DECIMAL, min, false, max, accepted);
  }

  /** A decimal above {@code min} (not equal to it) and at most {@code max}. */
  static OptionValue decimalAbove(double min, double max, String accepted) {
    return new OptionValue(Kind.DECIMAL, min, true, max, accepted);
  }

  static OptionValue phase() {
    return new OptionValue(Kind.PHASE, 0, false, 0, "run, load");
  }

  static OptionValue steps(long max) {
    return new OptionValue(Kind.STEPS, 1, false, max, StepValues.COMMAND_LINE_FORM);
  }

  public Kind kind() {
    return kind;
  }

  /** The accepted values, as every message about a bad value says them. */
  public String accepted() {
    return accepted;
  }

  /** Whether a number lies within the bounds (NaN never does). */
  public boolean accepts(double value) {
    return (minExclusive ? value > min : value >= min) && value <= max;
  }

  /**
   * Reads a command-line value; a bad one is "{@code option} is 'text'; accepted: ..." on one line.
   *
   * @return Boolean.TRUE for a flag, the text, a Long, a Double, a {@link Phase} or a list of Long
   */
  Object read(String option, String text) throws SweepUsageException {
    switch (kind) {
      case FLAG:
        return Boolean.TRUE;
      case TEXT:
        return text;
      case NON_BLANK:
        if (text.isBlank()) {
          throw new SweepUsageException(option + " is empty; accepted: " + accepted);
        }
        return text;
      case WHOLE:
        try {
          long v = Long.parseLong(text.strip());
          if (accepts(v)) {
            return v;
          }
        } catch (NumberFormatException e) {
          // reported below
        }
        throw rejected(option, text);
      case DECIMAL:
        try {
          double v = Double.parseDouble(text.strip());
          if (accepts(v)) {
            return v;
          }
        } catch (NumberFormatException e) {
          // reported below
        }
        throw rejected(option, text);
      case PHASE:
        for (Phase p : Phase.values()) {
          if (p.label().equals(text.strip())) {
            return p;
          }
        }
        throw rejected(option, text);
      default:
        return StepValues.parse(option, text, (long) max);
    }
  }

  private SweepUsageException rejected(String option, String text) {
    return new SweepUsageException(option + " is '" + text + "'; accepted: " + accepted);
  }
}
