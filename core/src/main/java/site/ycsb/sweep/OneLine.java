package site.ycsb.sweep;

/** A message as one line of the console or of sweep.json: line breaks folded to spaces, at most 400 characters. */
final class OneLine {
  /** Beyond this a message is cut: a client's stack of causes would otherwise fill the step's line. */
  static final int MAX_LENGTH = 400;

  private OneLine() {
  }

  static String of(String s) {
    String line = s.replaceAll("\\s*\\R\\s*", " ").strip();
    return line.length() > MAX_LENGTH ? line.substring(0, MAX_LENGTH) + "..." : line;
  }
}
