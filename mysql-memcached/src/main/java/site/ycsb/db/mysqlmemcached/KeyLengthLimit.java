package site.ycsb.db.mysqlmemcached;

import java.util.Properties;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/**
 * The longest key the workload may give: the table's {@code ycsb_key} is a {@code VARCHAR(250)}, and on the memcached
 * path the plugin's key is {@code @@<container>.} and the key, which the memcached protocol holds to 250 bytes. With
 * padded keys ({@code keylengthdistribution} other than {@code constant}) keys reach {@code keylength.max}; one above
 * the limit is refused before connecting, where otherwise every write of such a key would fail with only an ERROR
 * count to show.
 */
public final class KeyLengthLimit {
  static final int MAX_BYTES = 250;
  static final String DISTRIBUTION = "keylengthdistribution";
  static final String KEY_MAX = "keylength.max";
  /** CoreWorkload's default {@code keylength.max}. */
  private static final int KEY_MAX_DEFAULT = 240;

  private KeyLengthLimit() {
  }

  /** @throws IllegalPropertyException naming keylength.max and the accepted values */
  public static void check(Properties props, MysqlMemcachedSettings settings) {
    if ("constant".equals(props.getProperty(DISTRIBUTION, "constant").trim())) {
      return;
    }
    int max = new PropertyReader(props).intValue(KEY_MAX, KEY_MAX_DEFAULT, 1);
    boolean memcached = settings.access() == MysqlMemcachedSettings.Access.MEMCACHED;
    int limit = memcached ? MAX_BYTES - settings.keyPrefix().length() : MAX_BYTES;
    if (max > limit) {
      throw new IllegalPropertyException(KEY_MAX, Integer.toString(max), "1 to " + limit + (memcached
          ? " with " + MysqlMemcachedSettings.CONTAINER + "=" + settings.container() + " (the plugin's key is '"
          + settings.keyPrefix() + "' and the key, at most " + MAX_BYTES + " bytes; a shorter container allows "
          + "longer keys)"
          : " (the table's ycsb_key holds at most " + MAX_BYTES + " bytes)"));
    }
  }
}
