package site.ycsb.net;

import java.io.IOException;
import java.net.InetSocketAddress;

/**
 * The byte stream one binding connection speaks over: a socket to one server, used by one client thread, except
 * {@link #close}, which the operation watchdog may call from its own thread to end a command (or a connect) that
 * is overdue.
 */
public interface Wire extends AutoCloseable {
  /** Connects, blocking until the server accepted; called once, before anything else. */
  void connect(InetSocketAddress address) throws IOException;

  /** Writes all {@code length} bytes, in one system call when the socket's buffer has room. */
  void write(byte[] bytes, int offset, int length) throws IOException;

  /** Blocks until at least one byte has arrived; returns how many were copied, or -1 at the end of the stream. */
  int read(byte[] into, int offset, int length) throws IOException;

  /** Closes the socket; a thread blocked in {@link #read} or {@link #write} gets an IOException. Idempotent. */
  @Override
  void close();

  /** Makes unconnected wires of one kind. */
  interface Factory {
    Wire create() throws IOException;
  }
}
