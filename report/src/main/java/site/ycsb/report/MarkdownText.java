package site.ycsb.report;

/**
 * Plain text into Markdown (CommonMark, with GitHub's tables and strikethrough) so that it renders as exactly
 * that text: never as HTML, a link, an image, emphasis, a heading, a list or a table cell break. Every string
 * report.md and {@code bin/ycsb compare}'s Markdown show goes through here (public for compare's own package;
 * the HTML report escapes the same strings with {@link Fmt#html}); labels,
 * database names, workload files, properties, hook commands and warnings come from the user and from JSON
 * files anyone can edit.
 *
 * <p>CommonMark lets a backslash escape any ASCII punctuation, and the renderer escapes HTML in text: so a
 * {@code <} that cannot start a tag or an autolink, and a {@code [} that cannot start a link, leave nothing
 * but text. Only the characters that can start markup where they stand are escaped, so report.md stays
 * readable as plain text.
 */
public final class MarkdownText {
  private MarkdownText() {
  }

  /**
   * Text inside a line (a table cell, a heading's text, a link's text, a fragment of a sentence), on one line:
   * line breaks become spaces, surrounding whitespace goes (a cell drops it anyway).
   */
  public static String text(String s) {
    return escape(s, false);
  }

  /**
   * Text that starts a line (a paragraph): as {@link #text}, and a block marker it starts with is escaped too,
   * so that it cannot turn into a heading, a list or a setext underline.
   */
  public static String paragraph(String s) {
    return escape(s, true);
  }

  private static String escape(String s, boolean lineStart) {
    if (s == null) {
      return "";
    }
    // Stripped also because four leading spaces would start a code block.
    String text = s.replace("\r\n", " ").replace('\r', ' ').replace('\n', ' ').strip();
    StringBuilder sb = new StringBuilder(text.length() + 16);
    int blockMarkerEnd = lineStart ? blockMarkerEnd(text) : 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (always(c) || i == blockMarkerEnd - 1 || c == '_' && !intraword(text, i) || c == '&' && entity(text, i)) {
        sb.append('\\');
      }
      sb.append(c);
    }
    return sb.toString();
  }

  /** An underscore between two letters or digits cannot open or close emphasis. */
  private static boolean intraword(String text, int i) {
    return i > 0 && i + 1 < text.length() && Character.isLetterOrDigit(text.charAt(i - 1))
        && Character.isLetterOrDigit(text.charAt(i + 1));
  }

  /** An ampersand that may start an entity ({@code &lt;}, {@code &#60;}), which renders as its character. */
  private static boolean entity(String text, int i) {
    return i + 1 < text.length() && (Character.isLetter(text.charAt(i + 1)) || text.charAt(i + 1) == '#');
  }

  /**
   * Characters that start markup anywhere in a line: the escape itself, code spans, emphasis and strikethrough,
   * links and images, raw HTML and autolinks (a {@code >} alone starts nothing but a quote, at a line's start),
   * table cell breaks.
   */
  private static boolean always(char c) {
    return c == '\\' || c == '`' || c == '*' || c == '~' || c == '[' || c == ']' || c == '<' || c == '|';
  }

  /**
   * The end of a block marker the text starts with, whose last character is escaped: a heading's {@code #}, a
   * quote's {@code >}, a list's {@code -}, {@code +} or {@code 1.}/{@code 1)}, a setext underline's {@code =}
   * (a {@code *} and {@code `} are always escaped); 0 when there is none.
   */
  private static int blockMarkerEnd(String text) {
    if (text.isEmpty()) {
      return 0;
    }
    char first = text.charAt(0);
    if (first == '#' || first == '>' || first == '-' || first == '+' || first == '=') {
      return 1;
    }
    int digits = 0;
    while (digits < text.length() && digits < 10 && text.charAt(digits) >= '0' && text.charAt(digits) <= '9') {
      digits++;
    }
    if (digits > 0 && digits < text.length() && (text.charAt(digits) == '.' || text.charAt(digits) == ')')) {
      return digits + 1;
    }
    return 0;
  }

  /**
   * A fenced code block holding text verbatim: its fence is a backtick run longer than any inside the text (at
   * least three), so no line of the text can close it.
   */
  public static String fenced(String text, String info) {
    String body = text == null ? "" : text.replace("\r\n", "\n").replace('\r', '\n');
    String fence = "`".repeat(Math.max(3, longestBacktickRun(body) + 1));
    return fence + info + "\n" + body + (body.endsWith("\n") ? "" : "\n") + fence + "\n";
  }

  static int longestBacktickRun(String s) {
    int longest = 0;
    int run = 0;
    for (int i = 0; i < s.length(); i++) {
      run = s.charAt(i) == '`' ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return longest;
  }
}
