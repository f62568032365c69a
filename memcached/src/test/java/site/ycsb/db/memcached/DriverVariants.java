package site.ycsb.db.memcached;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The ways the binding talks to memcached, as the tests name them: {@code spymemcached}, {@code direct} (each
 * client thread reads its own blocking socket) and {@code direct/reactor} (a reactor reads for all of them, the
 * default under virtual threads on Java 24+).
 */
final class DriverVariants {
  static final String SPYMEMCACHED = "spymemcached";
  static final String DIRECT = "direct";
  static final String REACTOR = "direct/reactor";

  private DriverVariants() {
  }

  /** The properties that select {@code variant}. */
  static Map<String, String> properties(String variant) {
    Map<String, String> ret = new LinkedHashMap<>();
    switch (variant) {
      case SPYMEMCACHED -> ret.put(MemcachedSettings.DRIVER, "spymemcached");
      case DIRECT -> {
        ret.put(MemcachedSettings.DRIVER, "direct");
        ret.put(MemcachedSettings.IO, "blocking");
      }
      case REACTOR -> {
        ret.put(MemcachedSettings.DRIVER, "direct");
        ret.put(MemcachedSettings.IO, "reactor");
      }
      default -> throw new IllegalArgumentException("no driver variant " + variant);
    }
    return ret;
  }

  static void apply(Properties p, String variant) {
    properties(variant).forEach(p::setProperty);
  }

  /** {@code args} followed by the {@code -p} options that select {@code variant}. */
  static String[] with(String variant, String... args) {
    List<String> ret = new ArrayList<>(Arrays.asList(args));
    properties(variant).forEach((k, v) -> ret.addAll(List.of("-p", k + "=" + v)));
    return ret.toArray(new String[0]);
  }

  /** {@code args} followed by the {@code -p} options that select {@code variant}. */
  static List<String> with(String variant, List<String> args) {
    return Arrays.asList(with(variant, args.toArray(new String[0])));
  }

  /** Whether {@code variant} speaks only the text protocol. */
  static boolean direct(String variant) {
    return !SPYMEMCACHED.equals(variant);
  }
}
