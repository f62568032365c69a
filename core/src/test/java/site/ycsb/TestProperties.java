package site.ycsb;

import java.util.Properties;

/** Properties for tests, written inline. */
public final class TestProperties {
  private TestProperties() {
  }

  /** {@code of("a", "1", "b", "2")}: key, value, key, value... */
  public static Properties of(String... keysAndValues) {
    if (keysAndValues.length % 2 != 0) {
      throw new IllegalArgumentException("keys and values must come in pairs");
    }
    Properties p = new Properties();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      p.setProperty(keysAndValues[i], keysAndValues[i + 1]);
    }
    return p;
  }
}
