package site.ycsb.db.mongodb;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import site.ycsb.IllegalPropertyException;

/**
 * Folds upstream's deprecated connection properties ({@code mongodb.writeConcern},
 * {@code mongodb.readPreference}, {@code mongodb.maxconnections}) into the connection string, as
 * upstream did: an option already in the URL wins. Unlike upstream, an unknown value is an error,
 * not a warning followed by a silent default.
 */
final class LegacyUrlOptions {
  static final String WRITE_CONCERN = "mongodb.writeConcern";
  static final String READ_PREFERENCE = "mongodb.readPreference";
  static final String MAX_CONNECTIONS = "mongodb.maxconnections";
  /** Upstream mapped it to waitQueueMultiple, which driver 4 removed; it is now ignored with a notice. */
  static final String BLOCK_MULTIPLIER = "mongodb.threadsAllowedToBlockForConnectionMultiplier";

  private static final Map<String, String[]> WRITE_CONCERNS = Map.of(
      "errors_ignored", new String[] {"w", "0"},
      "unacknowledged", new String[] {"w", "0"},
      "acknowledged", new String[] {"w", "1"},
      "journaled", new String[] {"journal", "true"},
      "replica_acknowledged", new String[] {"w", "2"},
      "majority", new String[] {"w", "majority"});
  private static final Map<String, String> READ_PREFERENCES = Map.of(
      "primary", "primary",
      "primary_preferred", "primaryPreferred",
      "secondary", "secondary",
      "secondary_preferred", "secondaryPreferred",
      "nearest", "nearest");

  /** The URL with the legacy options folded in, and one deprecation notice per property used. */
  record Folded(String url, List<String> notices) {
  }

  private LegacyUrlOptions() {
  }

  static Folded fold(String url, Properties props) {
    String result = url;
    List<String> notices = new ArrayList<>();
    String maxConnections = value(props, MAX_CONNECTIONS);
    if (maxConnections != null) {
      try {
        if (Integer.parseInt(maxConnections) < 1) {
          throw new NumberFormatException();
        }
      } catch (NumberFormatException e) {
        throw new IllegalPropertyException(MAX_CONNECTIONS, maxConnections, "a whole number >= 1");
      }
      result = addOption(result, "maxPoolSize", maxConnections);
      notices.add(notice(MAX_CONNECTIONS, "maxPoolSize=" + maxConnections));
    }
    String writeConcern = value(props, WRITE_CONCERN);
    if (writeConcern != null) {
      String[] option = WRITE_CONCERNS.get(writeConcern.toLowerCase(Locale.ROOT));
      if (option == null) {
        throw new IllegalPropertyException(WRITE_CONCERN, writeConcern,
            "errors_ignored, unacknowledged, acknowledged, journaled, replica_acknowledged, majority");
      }
      result = addOption(result, option[0], option[1]);
      notices.add(notice(WRITE_CONCERN, option[0] + "=" + option[1]));
    }
    String readPreference = value(props, READ_PREFERENCE);
    if (readPreference != null) {
      String mode = READ_PREFERENCES.get(readPreference.toLowerCase(Locale.ROOT));
      if (mode == null) {
        throw new IllegalPropertyException(READ_PREFERENCE, readPreference,
            "primary, primary_preferred, secondary, secondary_preferred, nearest");
      }
      result = addOption(result, "readPreference", mode);
      notices.add(notice(READ_PREFERENCE, "readPreference=" + mode));
    }
    if (value(props, BLOCK_MULTIPLIER) != null) {
      notices.add(BLOCK_MULTIPLIER + " is ignored: the MongoDB driver no longer has a wait queue multiple; "
          + "use waitQueueTimeoutMS in mongodb.url");
    }
    return new Folded(result, notices);
  }

  private static String notice(String property, String option) {
    return property + " is deprecated: folded into mongodb.url as " + option
        + " (an option already in the URL wins); set it in the URL instead";
  }

  private static String value(Properties props, String name) {
    String v = props.getProperty(name);
    return v == null || v.trim().isEmpty() ? null : v.trim();
  }

  /** Adds {@code name=value} unless the URL already names that option (case-insensitively, as the driver reads it). */
  static String addOption(String url, String name, String value) {
    int query = url.indexOf('?');
    if (query >= 0) {
      for (String part : url.substring(query + 1).split("[&;]")) {
        int eq = part.indexOf('=');
        String key = eq < 0 ? part : part.substring(0, eq);
        if (key.equalsIgnoreCase(name) || ("journal".equalsIgnoreCase(name) && key.equalsIgnoreCase("j"))) {
          return url;
        }
      }
      return url + (url.endsWith("?") || url.endsWith("&") ? "" : "&") + name + "=" + value;
    }
    // A connection string needs the '/' before the options: mongodb://host/?w=1.
    String base = url;
    int afterScheme = url.indexOf("://");
    if (afterScheme >= 0 && url.indexOf('/', afterScheme + 3) < 0) {
      base = url + "/";
    }
    return base + "?" + name + "=" + value;
  }
}
