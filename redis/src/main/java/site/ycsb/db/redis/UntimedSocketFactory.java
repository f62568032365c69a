package site.ycsb.db.redis;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.UnknownHostException;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.JedisSocketFactory;
import redis.clients.jedis.exceptions.JedisConnectionException;
import redis.clients.jedis.util.IOUtils;
import site.ycsb.net.Wire;

/**
 * Plain TCP sockets that are connected and read with no time-out, for a connection whose time-outs the
 * {@link site.ycsb.OperationWatchdog} enforces by closing {@link #lastSocket()}. A connect or read with a time-out
 * switches a JDK socket to non-blocking mode for good; from then on, on a platform thread, every read that finds
 * no reply yet costs a second read and a poll. Jedis's own factory connects with a time-out.
 *
 * <p>Given a {@link Wire.Factory} ({@code redis.io=reactor}), the sockets are {@link WireSocket}s over its wires.
 */
final class UntimedSocketFactory implements JedisSocketFactory {
  private final HostAndPort address;
  /** Null for plain sockets. */
  private final Wire.Factory wires;
  private volatile Socket last;

  UntimedSocketFactory(HostAndPort address, Wire.Factory wires) {
    this.address = address;
    this.wires = wires;
  }

  /** Tries each address the host name resolves to, in order, as Jedis does. */
  @Override
  public Socket createSocket() {
    InetAddress[] candidates;
    try {
      candidates = InetAddress.getAllByName(address.getHost());
    } catch (UnknownHostException e) {
      throw new JedisConnectionException("unknown host " + address.getHost(), e);
    }
    JedisConnectionException failure = new JedisConnectionException("cannot connect to " + address);
    for (InetAddress candidate : candidates) {
      InetSocketAddress to = new InetSocketAddress(candidate, address.getPort());
      try {
        return wires != null ? wireSocket(to) : plainSocket(to);
      } catch (IOException e) {
        IOUtils.closeQuietly(last);
        failure.addSuppressed(e);
      }
    }
    throw failure;
  }

  private Socket plainSocket(InetSocketAddress to) throws IOException {
    Socket socket = new Socket();
    last = socket;  // before the connect, which the watchdog may have to end
    socket.setTcpNoDelay(true);
    socket.setKeepAlive(true);
    socket.connect(to);
    return socket;
  }

  private Socket wireSocket(InetSocketAddress to) throws IOException {
    Wire wire = wires.create();
    Socket socket = new WireSocket(wire, to);
    last = socket;
    wire.connect(to);
    return socket;
  }

  /** The socket made last (being connected, or the connection's), or null before the first. */
  Socket lastSocket() {
    return last;
  }
}
