package site.ycsb.net;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.VirtualThreads;

/**
 * A non-blocking socket whose answers a {@link Reactor} reads ({@code memcached.io} and {@code redis.io}
 * {@code reactor}, the default under virtual client threads on Java 24+). The client thread writes its request
 * itself and parks until the reactor has put bytes in the inbox; per operation that is one write and one read
 * system call, where a blocking read under virtual threads adds a read that finds nothing and a re-arm of the
 * JDK's poller.
 *
 * <p>The inbox is a ring with one writer (the reactor) and one reader (the client): {@code received} and
 * {@code taken} only grow, so neither side ever resets what the other is using. Inbox and outbox are direct
 * buffers: the JDK reads and writes those as they are, where a heap buffer costs it a temporary direct buffer and
 * a copy per system call (and a wrap per write).
 */
public final class ReactorWire implements Wire {
  /** Makes wires read by the process's shared reactors, started with the first and stopped with the last. */
  public static final Factory FACTORY = ReactorWire::new;
  private static final int CAPACITY = 1 << 16;
  private static final int MASK = CAPACITY - 1;
  /** A full send buffer (a stalled server or a value of megabytes) is polled this often; the watchdog bounds it. */
  private static final long SEND_RETRY_NANOS = TimeUnit.MICROSECONDS.toNanos(100);
  /** Requests up to this size (all but large values) go out through the outbox; larger ones are wrapped. */
  private static final int OUTBOX = 8192;

  private final Reactor reactor;
  private final AtomicBoolean released = new AtomicBoolean();
  private final SocketChannel channel;
  /** Read by the client with absolute gets only, so its position and limit are unused. */
  private final ByteBuffer inbox = ByteBuffer.allocateDirect(CAPACITY);
  /** The reactor's window onto the inbox; only the reactor touches it. */
  private final ByteBuffer window = inbox.duplicate();
  /** Only the client touches it. */
  private final ByteBuffer outbox = ByteBuffer.allocateDirect(OUTBOX);
  private volatile long received;
  private volatile long taken;
  private volatile Thread waiter;
  private volatile IOException failure;

  private ReactorWire() throws IOException {
    reactor = Reactor.acquire();
    try {
      channel = SocketChannel.open();
    } catch (IOException e) {
      release();
      throw e;
    }
  }

  /**
   * True when a binding's {@code auto} wait should be this wire for the calling client thread: a virtual thread on
   * Java {@value VirtualThreads#UNPINNED_MONITORS_JAVA}+ (before it an idle reactor, parked in its selector inside
   * {@code synchronized}, would hold one of the client threads' carriers). A platform thread reads its own socket
   * instead: there each answer would wake it through the OS as well as the reactor.
   */
  public static boolean suitsCurrentThread() {
    return VirtualThreads.isVirtual(Thread.currentThread())
        && Runtime.version().feature() >= VirtualThreads.UNPINNED_MONITORS_JAVA;
  }

  @Override
  public void connect(InetSocketAddress address) throws IOException {
    channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
    channel.connect(address);
    channel.configureBlocking(false);
    reactor.register(channel, this);
  }

  @Override
  public void write(byte[] bytes, int offset, int length) throws IOException {
    ByteBuffer src;
    if (length <= OUTBOX) {
      src = outbox.clear().put(bytes, offset, length).flip();
    } else {
      src = ByteBuffer.wrap(bytes, offset, length);
    }
    while (src.hasRemaining()) {
      if (channel.write(src) == 0) {
        rethrowFailure();
        stopIfInterrupted();
        LockSupport.parkNanos(SEND_RETRY_NANOS);
      }
    }
  }

  @Override
  public int read(byte[] into, int offset, int length) throws IOException {
    long from = taken;
    long until = received;
    while (until == from) {
      rethrowFailure();
      stopIfInterrupted();
      waiter = Thread.currentThread();
      // Checked again after announcing the wait: the reactor stores received, then reads waiter.
      if (received == from && failure == null) {
        LockSupport.park(this);
      }
      waiter = null;
      until = received;
    }
    int n = (int) Math.min(until - from, length);
    int at = (int) (from & MASK);
    int first = Math.min(n, CAPACITY - at);
    inbox.get(at, into, offset, first);
    inbox.get(0, into, offset + first, n - first);
    taken = from + n;
    return n;
  }

  /** As a blocking channel does: an interrupted thread does not wait (park would return at once, again and again). */
  private void stopIfInterrupted() throws IOException {
    if (Thread.currentThread().isInterrupted()) {
      close();
      throw new ClosedByInterruptException();
    }
  }

  private void rethrowFailure() throws IOException {
    IOException f = failure;
    if (f != null) {
      throw f;
    }
  }

  /** On the reactor's thread: the channel of {@code key} has bytes; reads as many as the inbox has room for. */
  void readable(SelectionKey key) {
    long at = received;
    int room = CAPACITY - (int) (at - taken);
    if (room == 0) {
      return;  // the client is draining a full inbox; the channel stays ready and comes round again
    }
    int start = (int) (at & MASK);
    window.limit(start + Math.min(room, CAPACITY - start)).position(start);
    int n;
    try {
      n = channel.read(window);
    } catch (IOException e) {
      key.cancel();
      fail(e);
      return;
    }
    if (n < 0) {
      key.cancel();  // or the end of the stream would make it ready in every pass
      fail(new IOException("connection closed by the server"));
      return;
    }
    if (n > 0) {
      received = at + n;
      wake();
    }
  }

  /** The connection is gone: the client's wait, or its next one, ends with {@code cause}. */
  void fail(IOException cause) {
    if (failure == null) {
      failure = cause;
    }
    wake();
  }

  private void wake() {
    Thread w = waiter;
    if (w != null) {
      LockSupport.unpark(w);
    }
  }

  /** Also from the watchdog's thread. Closing the channel cancels its key; the wake-up lets the selector drop it. */
  @Override
  public void close() {
    fail(new IOException("connection closed"));
    try {
      channel.close();
    } catch (IOException e) {
      // closing after a failure or a time-out; nothing left to do
    }
    reactor.wakeup();
    release();
  }

  private void release() {
    if (released.compareAndSet(false, true)) {
      Reactor.release();
    }
  }
}
