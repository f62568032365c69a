package site.ycsb.testing;

import java.util.Arrays;
import java.util.List;

/** What a finished command returned and printed: its exit code, its stdout and its stderr. */
public record ProcessOutcome(int exitCode, String out, String err) {
  /** Lines of a failing assertion's message: no more of each stream than this, from its end. */
  private static final int TAIL_LINES = 40;

  public List<String> outLines() {
    return lines(out);
  }

  public List<String> errLines() {
    return lines(err);
  }

  /** Lines of stderr that start with {@code ycsb: error:}, the form of every error the commands report. */
  public List<String> errorLines() {
    return errLines().stream().filter(l -> l.startsWith("ycsb: error:")).toList();
  }

  /** For assertion messages: the exit code and the last lines of both streams. */
  public String describe() {
    return "exit " + exitCode + "\n--- stderr (tail) ---\n" + tail(err, TAIL_LINES)
        + "\n--- stdout (tail) ---\n" + tail(out, TAIL_LINES);
  }

  /** The lines of {@code text}, none for an empty text; any line ending splits. */
  public static List<String> lines(String text) {
    if (text.isEmpty()) {
      return List.of();
    }
    return Arrays.asList(text.split("\\R"));
  }

  /** The last {@code count} lines of {@code text}. */
  public static String tail(String text, int count) {
    List<String> all = text.lines().toList();
    return String.join("\n", all.subList(Math.max(0, all.size() - count), all.size()));
  }
}
