package site.ycsb.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/**
 * Loopback ports for a test's own servers and for addresses where nothing listens. The port was free a moment
 * ago; another process may take it before the test binds it, which the tests accept as the rare flake it is.
 */
public final class FreePorts {
  private FreePorts() {
  }

  /** A loopback port that nothing listened on a moment ago. */
  public static int loopback() {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException("no free loopback port", e);
    }
  }
}
