package site.ycsb.db.memcached;

import java.util.Properties;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/**
 * The longest padded key the workload may give this binding: memcached holds a key to 250 bytes, and the binding
 * stores upstream's {@code <table>-<key>}. With padded keys ({@code keylengthdistribution} other than {@code
 * constant}) keys reach {@code keylength.max}; one above what the table's prefix leaves is refused before
 * connecting, where otherwise every write of such a key would fail with only an ERROR count to show.
 */
public final class KeyLengthLimit {
  /** The memcached protocol's longest key. */
  public static final int MAX_BYTES = 250;
  /** CoreWorkload's default {@code keylength.max}. */
  private static final int KEY_MAX_DEFAULT = 240;

  private KeyLengthLimit() {
  }

  /**
   * Checks {@code keylength.max} against what {@code prefix} (the part of the stored key before the workload's key)
   * leaves of {@link #MAX_BYTES}.
   *
   * @param prefixSetting the setting that makes the prefix, for the message, e.g. {@code table=usertable}
   * @throws IllegalPropertyException naming keylength.max and the accepted values
   */
  public static void check(Properties props, String prefix, String prefixSetting) {
    if ("constant".equals(props.getProperty("keylengthdistribution", "constant").trim())) {
      return;
    }
    int max = new PropertyReader(props).intValue("keylength.max", KEY_MAX_DEFAULT, 1);
    int limit = MAX_BYTES - prefix.length();
    if (max > limit) {
      throw new IllegalPropertyException("keylength.max", Integer.toString(max), "1 to " + limit + " with "
          + prefixSetting + " (the stored key is '" + prefix + "' and the key, at most " + MAX_BYTES
          + " bytes; a shorter " + prefixSetting.substring(0, prefixSetting.indexOf('=')) + " allows longer keys)");
    }
  }
}
