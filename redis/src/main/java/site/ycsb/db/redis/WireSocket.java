package site.ycsb.db.redis;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import site.ycsb.net.Wire;

/**
 * What Jedis's connection needs of a socket, over a {@link Wire} that {@link UntimedSocketFactory} connects: its
 * two streams, the state queries of its {@code isConnected()}, and a read time-out that is only remembered (a
 * dedicated connection's time-out is the {@link site.ycsb.OperationWatchdog}'s, which closes the socket). The
 * local address is unknown (null); Jedis shows it only in the connection's {@code toString()}.
 */
final class WireSocket extends Socket {
  private final Wire wire;
  private final InetSocketAddress remote;
  private final InputStream in;
  private final OutputStream out;
  private volatile boolean closed;
  private int timeoutMillis;

  WireSocket(Wire wire, InetSocketAddress remote) {
    this.wire = wire;
    this.remote = remote;
    this.in = new InputStream() {
      @Override
      public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        return len == 0 ? 0 : wire.read(b, off, len);
      }
    };
    this.out = new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        wire.write(b, off, len);
      }
    };
  }

  @Override
  public InputStream getInputStream() throws IOException {
    ensureOpen();
    return in;
  }

  @Override
  public OutputStream getOutputStream() throws IOException {
    ensureOpen();
    return out;
  }

  private void ensureOpen() throws IOException {
    if (closed) {
      throw new IOException("Socket is closed");
    }
  }

  @Override
  public synchronized int getSoTimeout() {
    return timeoutMillis;
  }

  @Override
  public synchronized void setSoTimeout(int timeout) {
    timeoutMillis = timeout;
  }

  @Override
  public boolean isConnected() {
    return true;
  }

  @Override
  public boolean isBound() {
    return true;
  }

  @Override
  public boolean isClosed() {
    return closed;
  }

  @Override
  public boolean isInputShutdown() {
    return false;
  }

  @Override
  public boolean isOutputShutdown() {
    return false;
  }

  @Override
  public SocketAddress getRemoteSocketAddress() {
    return remote;
  }

  @Override
  public SocketAddress getLocalSocketAddress() {
    return null;
  }

  @Override
  public void close() {
    closed = true;
    wire.close();
  }
}
