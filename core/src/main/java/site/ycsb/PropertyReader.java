package site.ycsb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>Typed, validated access to properties. Every failure is an {@link IllegalPropertyException} that
 * names the property and the accepted values: a bad value is never replaced by a silent default.
 */
public final class PropertyReader {
  private final Properties props;

  public PropertyReader(Properties props) {
    this.props = props;
  }

  public Properties properties() {
    return props;
  }

  public String string(String name, String defaultValue) {
    String value = props.getProperty(name);
    return value == null ? defaultValue : value.trim();
  }

  public boolean isSet(String name) {
    String value = props.getProperty(name);
    return value != null && !value.trim().isEmpty();
  }

  public long longValue(String name, long defaultValue, long min) {
    return longValue(name, defaultValue, min, Long.MAX_VALUE);
  }

  public long longValue(String name, long defaultValue, long min, long max) {
    String raw = props.getProperty(name);
    if (raw == null || raw.trim().isEmpty()) {
      return defaultValue;
    }
    long value;
    try {
      value = Long.parseLong(raw.trim());
    } catch (NumberFormatException e) {
      throw new IllegalPropertyException(name, raw, range("a whole number", min, max));
    }
    if (value < min || value > max) {
      throw new IllegalPropertyException(name, raw, range("a whole number", min, max));
    }
    return value;
  }

  public int intValue(String name, int defaultValue, int min) {
    return (int) longValue(name, defaultValue, min, Integer.MAX_VALUE);
  }

  public int intValue(String name, int defaultValue, int min, int max) {
    return (int) longValue(name, defaultValue, min, max);
  }

  public double doubleValue(String name, double defaultValue, double min, double max) {
    String raw = props.getProperty(name);
    if (raw == null || raw.trim().isEmpty()) {
      return defaultValue;
    }
    double value;
    try {
      value = Double.parseDouble(raw.trim());
    } catch (NumberFormatException e) {
      throw new IllegalPropertyException(name, raw, range("a number", min, max));
    }
    if (Double.isNaN(value) || value < min || value > max) {
      throw new IllegalPropertyException(name, raw, range("a number", min, max));
    }
    return value;
  }

  public boolean booleanValue(String name, boolean defaultValue) {
    String raw = props.getProperty(name);
    if (raw == null || raw.trim().isEmpty()) {
      return defaultValue;
    }
    switch (raw.trim().toLowerCase(Locale.ROOT)) {
      case "true":
        return true;
      case "false":
        return false;
      default:
        throw new IllegalPropertyException(name, raw, "true or false");
    }
  }

  /** One of {@code accepted}, compared case-insensitively; returns the accepted spelling. */
  public String choice(String name, String defaultValue, String... accepted) {
    String raw = props.getProperty(name);
    if (raw == null || raw.trim().isEmpty()) {
      return defaultValue;
    }
    for (String candidate : accepted) {
      if (candidate.equalsIgnoreCase(raw.trim())) {
        return candidate;
      }
    }
    throw new IllegalPropertyException(name, raw, String.join(", ", accepted));
  }

  /** A comma-separated list of numbers in [min, max]; empty entries are ignored. */
  public List<Double> doubleList(String name, String defaultValue, double min, double max) {
    String raw = string(name, defaultValue);
    List<Double> ret = new ArrayList<>();
    for (String part : raw.split(",")) {
      if (part.trim().isEmpty()) {
        continue;
      }
      try {
        double value = Double.parseDouble(part.trim());
        if (Double.isNaN(value) || value < min || value > max) {
          throw new NumberFormatException();
        }
        ret.add(value);
      } catch (NumberFormatException e) {
        throw new IllegalPropertyException(name, raw,
            "a comma-separated list of numbers " + range("", min, max).trim());
      }
    }
    return ret;
  }

  /** A comma-separated list of non-empty strings. */
  public List<String> stringList(String name) {
    String raw = string(name, "");
    List<String> ret = new ArrayList<>();
    Arrays.stream(raw.split(",")).map(String::trim).filter(s -> !s.isEmpty()).forEach(ret::add);
    return ret;
  }

  /** The declared property as text, its declared default when unset. */
  public String string(PropertyDeclaration property) {
    return string(property.name(), property.defaultValue());
  }

  /** The declared whole-number property in [min, int's maximum], its declared default when unset. */
  public int intValue(PropertyDeclaration property, int min) {
    return intValue(property.name(), property.intDefault(), min);
  }

  /** The declared whole-number property in [min, max], its declared default when unset. */
  public int intValue(PropertyDeclaration property, int min, int max) {
    return intValue(property.name(), property.intDefault(), min, max);
  }

  /** The declared whole-number property, at least min, its declared default when unset. */
  public long longValue(PropertyDeclaration property, long min) {
    return longValue(property.name(), property.longDefault(), min);
  }

  /** The declared true/false property, its declared default when unset. */
  public boolean booleanValue(PropertyDeclaration property) {
    return booleanValue(property.name(), property.booleanDefault());
  }

  /** One of the declared property's accepted values, its declared default when unset. */
  public String choice(PropertyDeclaration property) {
    return choice(property.name(), property.defaultValue(), property.accepted().toArray(new String[0]));
  }

  private static String range(String what, double min, double max) {
    // Only the long and double extremes mean "unbounded"; an int maximum is a real limit to name.
    boolean noMin = min == Long.MIN_VALUE || min == -Double.MAX_VALUE;
    boolean noMax = max == Long.MAX_VALUE || max == Double.MAX_VALUE;
    if (noMin && noMax) {
      return what;
    }
    // Double.MIN_VALUE as the minimum is how callers say "above 0": name it so, not as 4.9E-324.
    boolean aboveZero = min == Double.MIN_VALUE;
    if (noMax) {
      return aboveZero ? what + " > 0" : what + " >= " + format(min);
    }
    if (noMin) {
      return what + " <= " + format(max);
    }
    return aboveZero ? what + " above 0, up to " + format(max) : what + " from " + format(min) + " to " + format(max);
  }

  private static String format(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
  }
}
