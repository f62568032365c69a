package site.ycsb.db.memcached;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import site.ycsb.net.Wire;

/**
 * A blocking socket read by the client thread itself ({@code memcached.io=blocking}): on a platform thread one
 * read system call per answer, no hand-off. Under virtual threads the JDK turns each read into a try, a
 * re-arm of its poller and a second try, which is why {@link site.ycsb.net.ReactorWire} is the default there.
 */
final class SocketWire implements Wire {
  static final Factory FACTORY = SocketWire::new;

  private final Socket socket = new Socket();
  private OutputStream out;
  private InputStream in;

  /**
   * No socket time-out on the connect: a timed connect leaves a JDK socket non-blocking for good (on a platform
   * thread an answer not there yet then costs a second read and a poll); the watchdog closes a socket that has not
   * connected in time.
   */
  @Override
  public void connect(InetSocketAddress address) throws IOException {
    socket.setTcpNoDelay(true);
    socket.connect(address);
    out = socket.getOutputStream();
    in = socket.getInputStream();
  }

  @Override
  public void write(byte[] bytes, int offset, int length) throws IOException {
    out.write(bytes, offset, length);
  }

  @Override
  public int read(byte[] into, int offset, int length) throws IOException {
    return in.read(into, offset, length);
  }

  @Override
  public void close() {
    try {
      socket.close();
    } catch (IOException e) {
      // closing after a failure or a time-out; nothing left to do
    }
  }
}
