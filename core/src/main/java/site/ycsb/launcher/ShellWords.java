package site.ycsb.launcher;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a -jvm-args value into words as a POSIX shell would, without expanding anything: blanks separate
 * words, single quotes keep everything, double quotes keep everything but {@code \"} and {@code \\}, a
 * backslash outside quotes keeps the next character. {@code $}, {@code ;} and the like are plain characters.
 */
public final class ShellWords {
  private ShellWords() {
  }

  public static List<String> split(String value) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '\'') {
        int end = value.indexOf('\'', i + 1);
        if (end < 0) {
          throw unclosed(value, "single");
        }
        word.append(value, i + 1, end);
        i = end;
        inWord = true;
      } else if (c == '"') {
        i = doubleQuoted(value, i + 1, word);
        inWord = true;
      } else if (c == '\\' && i + 1 < value.length()) {
        word.append(value.charAt(++i));
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (inWord) {
      words.add(word.toString());
    }
    return words;
  }

  /** Appends the double-quoted text starting at {@code from}; returns the index of the closing quote. */
  private static int doubleQuoted(String value, int from, StringBuilder word) {
    for (int i = from; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"') {
        return i;
      }
      if (c == '\\' && i + 1 < value.length() && "\"\\$`".indexOf(value.charAt(i + 1)) >= 0) {
        c = value.charAt(++i);
      }
      word.append(c);
    }
    throw unclosed(value, "double");
  }

  private static LaunchException unclosed(String value, String kind) {
    return LaunchException.usage("cannot split -jvm-args '" + value + "': no closing " + kind + " quote");
  }
}
