package site.ycsb.db.template;

import java.util.Properties;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.Redactor;

/**
 * The binding's settings, read once in {@code init} from the {@code template.*} properties. Every bad value
 * is an {@link IllegalPropertyException}: one line naming the property, the value and what is accepted.
 *
 * @param host the server's host name or address
 * @param port the server's TCP port
 * @param timeoutMillis how long connecting and each request may take before the operation is an error
 * @param password sent with AUTH when not null; never printed (see {@link #toString()})
 */
public record TemplateSettings(String host, int port, int timeoutMillis, String password) {
  public static final String HOST = "template.host";
  public static final String PORT = "template.port";
  public static final String TIMEOUT = "template.timeoutMillis";
  public static final String PASSWORD = "template.password";

  /** Reads the settings; {@code template.port} is required. */
  public static TemplateSettings from(Properties props) {
    PropertyReader p = new PropertyReader(props);
    if (!p.isSet(PORT)) {
      throw new IllegalPropertyException("property '" + PORT + "' is required; accepted: a port from 1 to 65535,"
          + " e.g. -p " + PORT + "=7070");
    }
    String password = p.string(PASSWORD, null);
    return new TemplateSettings(p.string(TemplateProperties.HOST), p.intValue(PORT, 0, 1, 65_535),
        p.intValue(TemplateProperties.TIMEOUT, 1), password == null || password.isEmpty() ? null : password);
  }

  /** host:port, for messages. */
  public String where() {
    return host + ":" + port;
  }

  /** A record's generated toString would print the password; this one masks it. */
  @Override
  public String toString() {
    return "TemplateSettings[" + where() + ", timeoutMillis=" + timeoutMillis + ", password="
        + Redactor.redactValue(PASSWORD, password == null ? "" : password) + "]";
  }
}
