package site.ycsb;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The servers that {@code scripts/test-all.sh} starts for the binding tests.
 *
 * <p>Each server is announced by an environment variable {@code YCSB_TEST_<NAME>} holding
 * {@code host:port} (for example {@code YCSB_TEST_REDIS=127.0.0.1:16379}). A test asks for its server
 * with {@link #require}: when the variable is missing the test is skipped, unless
 * {@code YCSB_TEST_REQUIRE_SERVERS=1} (set by the test script), where a missing server fails the test,
 * so that CI can never pass by skipping.
 */
public final class TestServers {
  public static final String REQUIRE_ALL = "YCSB_TEST_REQUIRE_SERVERS";

  private TestServers() {
  }

  /** A server's address as the test script announced it. */
  public record Address(String host, int port) {
    public String hostAndPort() {
      return host + ":" + port;
    }
  }

  /** The address of server {@code name} (e.g. "REDIS"), or skips / fails the calling test. */
  public static Address require(String name) {
    String value = value(name);
    if (value == null) {
      String reason = "YCSB_TEST_" + name + " is not set: start the servers with scripts/test-all.sh";
      if ("1".equals(System.getenv(REQUIRE_ALL))) {
        Assertions.fail(reason);
      }
      Assumptions.abort(reason);
    }
    int colon = value.lastIndexOf(':');
    if (colon < 0) {
      Assertions.fail("YCSB_TEST_" + name + " must be host:port, not " + value);
    }
    return new Address(value.substring(0, colon), Integer.parseInt(value.substring(colon + 1)));
  }

  /** The raw value of {@code YCSB_TEST_<name>}, or null; for servers announced by more than an address. */
  public static String value(String name) {
    String value = System.getenv("YCSB_TEST_" + name);
    return value == null || value.isBlank() ? null : value.trim();
  }
}
