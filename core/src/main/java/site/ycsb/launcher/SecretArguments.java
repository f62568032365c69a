package site.ycsb.launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import site.ycsb.Redactor;

/**
 * How the arguments that hold a secret reach a child process: in its environment ({@link #VARIABLE}, one word a
 * line, with backslash, line feed and carriage return escaped as \\, \n and \r), never on its command line. A
 * process's command line is shown by {@code ps} to every user of the machine; its environment only to its owner.
 * The plan hands its sweeps their secret {@code -p} options and hooks this way, the sweep its clients, and each
 * receiver appends the words to its own arguments, so a secret given to a plan through {@code ${VAR}} is never on
 * the command line of the launcher, the sweep or a client.
 */
public final class SecretArguments {
  /** The environment variable that carries the words. */
  public static final String VARIABLE = "YCSB_SECRET_ARGS";
  /** Options whose value is the next word: a secret value travels with its option. */
  private static final Set<String> VALUE_OPTIONS = Set.of("-p", "-l", "--before-step", "--before-load", "--name",
      "-P", "-db");

  /**
   * A command's arguments split in two.
   *
   * @param visible what goes on the command line
   * @param secret what goes in {@link #VARIABLE}: each word the redactor would hide something in, with its option
   */
  public record Split(List<String> visible, List<String> secret) {
    public Split {
      visible = List.copyOf(visible);
      secret = List.copyOf(secret);
    }

    /** Sets (or, with no secret, removes) {@link #VARIABLE} in a child's environment. */
    public void applyTo(Map<String, String> environment) {
      if (secret.isEmpty()) {
        environment.remove(VARIABLE);
      } else {
        environment.put(VARIABLE, encode(secret));
      }
    }
  }

  private SecretArguments() {
  }

  /** Splits {@code args}: an option with a value holding a secret (by {@code redactor}) goes with its option. */
  public static Split split(List<String> args, Redactor redactor) {
    List<String> visible = new ArrayList<>();
    List<String> secret = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String word = args.get(i);
      if (VALUE_OPTIONS.contains(word) && i + 1 < args.size() && holdsSecret(args.get(i + 1), redactor)) {
        secret.add(word);
        secret.add(args.get(++i));
      } else if (word.startsWith("-") && holdsSecret(word, redactor)) {
        secret.add(word); // --before-step=CMD, -Dkey=value
      } else {
        visible.add(word);
      }
    }
    return new Split(visible, secret);
  }

  /** True when {@code redactor} would hide a part of {@code word}. */
  public static boolean holdsSecret(String word, Redactor redactor) {
    return word != null && !word.equals(redactor.argument(word));
  }

  /** The words this process was handed in {@link #VARIABLE} (none when it is not set). */
  public static List<String> inherited() {
    String value = System.getenv(VARIABLE);
    return value == null || value.isEmpty() ? List.of() : decode(value);
  }

  /** {@code args} followed by the words this process was handed: the arguments it was started with, whole. */
  public static List<String> withInherited(List<String> args) {
    List<String> inherited = inherited();
    if (inherited.isEmpty()) {
      return args;
    }
    List<String> ret = new ArrayList<>(args);
    ret.addAll(inherited);
    return List.copyOf(ret);
  }

  static String encode(List<String> words) {
    List<String> lines = new ArrayList<>();
    for (String w : words) {
      lines.add(w.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r"));
    }
    return String.join("\n", lines);
  }

  /**
   * The words of a {@link #VARIABLE} value. Plain code, no library: the launcher reads it too, with the core jar
   * alone on its class path.
   */
  static List<String> decode(String value) {
    List<String> words = new ArrayList<>();
    for (String line : value.split("\n", -1)) {
      StringBuilder w = new StringBuilder(line.length());
      for (int i = 0; i < line.length(); i++) {
        char c = line.charAt(i);
        if (c != '\\') {
          w.append(c);
          continue;
        }
        char next = ++i < line.length() ? line.charAt(i) : ' ';
        switch (next) {
          case '\\' -> w.append('\\');
          case 'n' -> w.append('\n');
          case 'r' -> w.append('\r');
          default -> throw new IllegalArgumentException(VARIABLE + " is not a list of arguments (it is set by ycsb "
              + "sweep and ycsb plan for the processes they start)");
        }
      }
      words.add(w.toString());
    }
    return List.copyOf(words);
  }
}
