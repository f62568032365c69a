package site.ycsb.db.couchbase;

import java.util.Properties;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/**
 * The longest key the workload may give: a Couchbase document ID holds at most 250 bytes. With padded keys
 * ({@code keylengthdistribution} other than {@code constant}) keys reach {@code keylength.max}; one above the limit is
 * refused before connecting, where otherwise every insert of such a key would fail with only an ERROR count to show.
 */
final class DocumentIdLength {
  static final int MAX_BYTES = 250;
  static final String DISTRIBUTION = "keylengthdistribution";
  static final String KEY_MAX = "keylength.max";
  /** CoreWorkload's default {@code keylength.max}. */
  private static final int KEY_MAX_DEFAULT = 240;

  private DocumentIdLength() {
  }

  /** @throws IllegalPropertyException naming keylength.max and the accepted values */
  static void check(Properties props) {
    if ("constant".equals(props.getProperty(DISTRIBUTION, "constant").trim())) {
      return;
    }
    int max = new PropertyReader(props).intValue(KEY_MAX, KEY_MAX_DEFAULT, 1);
    if (max > MAX_BYTES) {
      throw new IllegalPropertyException(KEY_MAX, Integer.toString(max), "1 to " + MAX_BYTES
          + " with the couchbase binding (a document ID holds at most " + MAX_BYTES + " bytes)");
    }
  }
}
