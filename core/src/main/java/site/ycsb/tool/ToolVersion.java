package site.ycsb.tool;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * This build's version and git commit, as the build wrote them into {@code site/ycsb/version.properties}. Here,
 * below every other package, so that the client's banner, a disclosure and the {@code memory} binding's server
 * version read them alike without depending on one another.
 */
public final class ToolVersion {
  private static final Properties VERSION = load();

  private ToolVersion() {
  }

  private static Properties load() {
    Properties p = new Properties();
    try (InputStream in = ToolVersion.class.getResourceAsStream("/site/ycsb/version.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      // An unknown version is reported as such.
    }
    return p;
  }

  private static String property(String name) {
    String value = VERSION.getProperty(name, "unknown");
    return value.isEmpty() || value.startsWith("${") ? "unknown" : value;
  }

  /** The project version, e.g. {@code 1.0.0-SNAPSHOT}; "unknown" when the build did not fill it in. */
  public static String version() {
    return property("version");
  }

  /** The git commit the build was made from; "unknown" outside a git checkout. */
  public static String commit() {
    return property("git.commit");
  }

  /** Whether the checkout had uncommitted changes when it was built (false when unknown). */
  public static boolean dirty() {
    return Boolean.parseBoolean(property("git.dirty"));
  }
}
