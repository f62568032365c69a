package site.ycsb;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Binding API (not in 0.17.0): one property a binding or workload reads, declared once with its name, type,
 * default, accepted values and a line of help.
 *
 * <p>The declaration is what {@code bin/ycsb help BINDING} lists, what the typo warning compares against and
 * what the property tables of the docs are checked against; a binding reads the property through it
 * ({@link PropertyReader#intValue(PropertyDeclaration, int)} and the like), so that the default is written in
 * one place only.
 *
 * @param name the property's name, e.g. {@code redis.port}
 * @param type what kind of value it takes
 * @param defaultValue the default as the user would write it, or a short phrase for a computed one
 *     ({@code "max(8, threadcount+1)"}); null when unset means "none"
 * @param accepted the closed set of accepted values (for {@link Type#CHOICE}), else empty
 * @param help one line: what the property does
 */
public record PropertyDeclaration(String name, Type type, String defaultValue, List<String> accepted, String help) {

  /** The kind of value a property takes, as the help names it. */
  public enum Type {
    TEXT, INTEGER, NUMBER, BOOLEAN, CHOICE, LIST, SECRET;

    /** The word the help table shows. */
    public String word() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public PropertyDeclaration {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(help, "help");
    accepted = List.copyOf(accepted);
    if (name.isBlank() || !name.equals(name.strip())) {
      throw new IllegalArgumentException("a property name must be non-blank without surrounding spaces: '"
          + name + "'");
    }
    if ((type == Type.CHOICE) == accepted.isEmpty()) {
      throw new IllegalArgumentException(name + ": accepted values go with type CHOICE, and only with it");
    }
  }

  /** Free text, e.g. a host or a file. */
  public static PropertyDeclaration text(String name, String defaultValue, String help) {
    return new PropertyDeclaration(name, Type.TEXT, defaultValue, List.of(), help);
  }

  /** A password or other secret: never shown with its value. */
  public static PropertyDeclaration secret(String name, String help) {
    return new PropertyDeclaration(name, Type.SECRET, null, List.of(), help);
  }

  /** A whole number. */
  public static PropertyDeclaration integer(String name, long defaultValue, String help) {
    return new PropertyDeclaration(name, Type.INTEGER, Long.toString(defaultValue), List.of(), help);
  }

  /** A whole number whose default is computed or absent, described by {@code defaultText} (may be null). */
  public static PropertyDeclaration integer(String name, String defaultText, String help) {
    return new PropertyDeclaration(name, Type.INTEGER, defaultText, List.of(), help);
  }

  /** A number, possibly with a fraction; {@code defaultText} as the user would write it (may be null). */
  public static PropertyDeclaration number(String name, String defaultText, String help) {
    return new PropertyDeclaration(name, Type.NUMBER, defaultText, List.of(), help);
  }

  /** true or false. */
  public static PropertyDeclaration bool(String name, boolean defaultValue, String help) {
    return new PropertyDeclaration(name, Type.BOOLEAN, Boolean.toString(defaultValue), List.of(), help);
  }

  /** One of {@code accepted} (compared case-insensitively when read). */
  public static PropertyDeclaration choice(String name, String defaultValue, String help, String... accepted) {
    return new PropertyDeclaration(name, Type.CHOICE, defaultValue, List.of(accepted), help);
  }

  /** A comma-separated list; {@code defaultText} as the user would write it (may be null). */
  public static PropertyDeclaration list(String name, String defaultText, String help) {
    return new PropertyDeclaration(name, Type.LIST, defaultText, List.of(), help);
  }

  /** The default as a long; only for declarations made with a number. */
  public long longDefault() {
    return Long.parseLong(requireDefault());
  }

  /** The default as an int; only for declarations made with a number in int's range. */
  public int intDefault() {
    return Math.toIntExact(longDefault());
  }

  /** The default as a boolean; only for {@link Type#BOOLEAN}. */
  public boolean booleanDefault() {
    return Boolean.parseBoolean(requireDefault());
  }

  private String requireDefault() {
    if (defaultValue == null) {
      throw new IllegalStateException(name + " declares no default");
    }
    return defaultValue;
  }
}
