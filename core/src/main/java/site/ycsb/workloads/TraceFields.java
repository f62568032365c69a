package site.ycsb.workloads;

/** The checked conversions of a trace line's fields, each failure naming the line and what is accepted. */
final class TraceFields {
  private final String file;
  private final String format;

  /** {@code format}: the line's expected shape, the "accepted" part of every message. */
  TraceFields(String file, String format) {
    this.file = file;
    this.format = format;
  }

  long timestamp(long line, String text) {
    return whole(line, "timestamp", text, Long.MAX_VALUE);
  }

  int size(long line, String what, String text) {
    return (int) whole(line, what, text, Integer.MAX_VALUE);
  }

  TraceOperation operation(long line, String text) {
    TraceOperation op = TraceOperation.of(text);
    if (op == null) {
      throw new TraceLineException(file, line, "the operation '" + text + "' is unknown",
          "one of " + TraceOperation.ACCEPTED);
    }
    return op;
  }

  String key(long line, String text) {
    if (text.isEmpty()) {
      throw new TraceLineException(file, line, "the key is empty", format);
    }
    return text;
  }

  TraceLineException wrongShape(long line, String problem) {
    return new TraceLineException(file, line, problem, format);
  }

  private long whole(long line, String what, String text, long max) {
    long v = -1;
    try {
      v = Long.parseLong(text.trim());
    } catch (NumberFormatException e) {
      // reported below
    }
    if (v < 0 || v > max) {
      throw new TraceLineException(file, line, "the " + what + " '" + text + "' is not a whole number from 0 to "
          + max, format);
    }
    return v;
  }
}
