import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

/**
 * The event-loop variant of bench/BlockingClientFloor.java, to measure whether an event-loop path could beat
 * the blocking one without changing YCSB's model: N virtual threads are still N closed-loop clients with one
 * request outstanding each (the DB API is synchronous, so something must block the caller), but no client
 * reads its own socket. A client writes its request on its non-blocking channel and parks; LOOPS platform
 * threads, each with a selector over its share of the channels (registered once, so no epoll_ctl per
 * request), read every answer as it arrives and unpark its client once it is complete. Per request that is
 * one write and one read system call, where a blocking read under virtual threads also makes a read that
 * finds nothing and re-arms the JDK's poller (epoll_ctl).
 *
 * <p>Run with the source launcher on JDK 21+: {@code java bench/SelectorLoopFloor.java HOST PORT THREADS
 * SECONDS WARMUP_SECONDS KEYS [LOOPS]} (LOOPS: selector threads, default 1). Loads its keys through the same
 * path first, sends the memtier mix (1 set : 10 gets, 100-byte values, uniform keys) and prints one line as
 * the blocking floor does: {@code ops/s <n> client_cpu_us_per_op <n> sent <n>} (sent: in steps of 1,024 per
 * client).
 */
public final class SelectorLoopFloor {
  private static final byte[] VALUE = new byte[100];
  private static final byte[] STORED = ascii("STORED\r\n");
  private static final byte[] END = ascii("END\r\n");
  private static volatile boolean measuring;
  private static volatile boolean stopped;
  private static final LongAdder SENT = new LongAdder();

  public static void main(String[] args) throws Exception {
    String host = args[0];
    int port = Integer.parseInt(args[1]);
    int threads = Integer.parseInt(args[2]);
    int seconds = Integer.parseInt(args[3]);
    int warmupSeconds = Integer.parseInt(args[4]);
    int keys = Integer.parseInt(args[5]);
    int loops = args.length > 6 ? Integer.parseInt(args[6]) : 1;
    Arrays.fill(VALUE, (byte) 'x');

    Selector[] selectors = new Selector[loops];
    for (int i = 0; i < loops; i++) {
      selectors[i] = Selector.open();
    }
    Connection[] connections = new Connection[threads];
    for (int t = 0; t < threads; t++) {
      Connection c = new Connection(new InetSocketAddress(host, port));
      c.key = c.channel.register(selectors[t % loops], SelectionKey.OP_READ, c);
      connections[t] = c;
    }
    for (Selector selector : selectors) {
      Thread loop = new Thread(() -> dispatch(selector), "selector-loop");
      loop.setDaemon(true);  // clients may still wait on it after the measurement; the process just exits
      loop.start();
    }

    LongAdder operations = new LongAdder();
    CountDownLatch loaded = new CountDownLatch(threads);
    for (int t = 0; t < threads; t++) {
      Connection c = connections[t];
      int first = t;
      Thread.ofVirtual().start(() -> run(c, first, threads, keys, loaded, operations));
    }
    loaded.await();
    Thread.sleep(warmupSeconds * 1000L);
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long cpuStart = os.getProcessCpuTime();
    long start = System.nanoTime();
    measuring = true;
    Thread.sleep(seconds * 1000L);
    measuring = false;
    long elapsed = System.nanoTime() - start;
    long cpu = os.getProcessCpuTime() - cpuStart;
    long ops = operations.sum();
    stopped = true;
    System.out.printf("ops/s %.0f client_cpu_us_per_op %.1f sent %d%n", ops * 1e9 / elapsed,
        cpu / 1e3 / Math.max(1, ops), SENT.sum());
    System.exit(0);
  }

  private static void dispatch(Selector selector) {
    try {
      while (true) {
        selector.select(key -> ((Connection) key.attachment()).readable(), 0);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** One client: its share of the load, then the mix until stopped; counts only measured operations. */
  private static void run(Connection c, int first, int step, int keys, CountDownLatch loaded,
      LongAdder operations) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    long sent = 0;
    try {
      for (int k = first; k < keys; k += step) {
        c.set(k);
        sent++;
      }
      loaded.countDown();
      while (!stopped) {
        int key = random.nextInt(keys);
        if (random.nextInt(11) == 0) {
          c.set(key);
        } else {
          c.get(key);
        }
        sent++;
        if (measuring) {
          operations.increment();
        }
        if ((sent & 1023) == 0) {
          SENT.add(1024);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  /**
   * One client's channel. Between a request's write and its answer's last byte the loop thread owns
   * {@code answer}; the volatile {@code complete} hands it back.
   */
  private static final class Connection {
    private final SocketChannel channel;
    private SelectionKey key;
    private final ByteBuffer request = ByteBuffer.allocateDirect(512);
    private final ByteBuffer answer = ByteBuffer.allocateDirect(4096);
    private volatile Thread waiter;
    private volatile byte[] terminator;
    private volatile boolean complete;
    private volatile boolean failed;

    Connection(InetSocketAddress address) throws IOException {
      channel = SocketChannel.open(address);
      channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
      channel.configureBlocking(false);
    }

    void set(int key) throws IOException {
      request.clear();
      request.put(ascii("set floor:" + key + " 0 0 " + VALUE.length + "\r\n")).put(VALUE).put(ascii("\r\n"));
      exchange(STORED);
    }

    void get(int key) throws IOException {
      request.clear();
      request.put(ascii("get floor:" + key + "\r\n"));
      exchange(END);
    }

    /** Writes the request from the client's thread, then parks until the loop has the whole answer. */
    private void exchange(byte[] end) throws IOException {
      request.flip();
      answer.clear();
      complete = false;
      waiter = Thread.currentThread();
      terminator = end;
      while (request.hasRemaining()) {
        if (channel.write(request) == 0) {
          Thread.yield();  // a full send buffer; never with one small request in flight
        }
      }
      while (!complete) {
        LockSupport.park(this);
        if (failed) {
          throw new IOException("connection failed");
        }
      }
    }

    /** On the loop's thread: reads what has arrived; wakes the client when the answer ends (values never
     *  contain the terminator). */
    void readable() {
      try {
        if (channel.read(answer) < 0) {
          fail();
          return;
        }
      } catch (IOException e) {
        fail();
        return;
      }
      byte[] end = terminator;
      int length = answer.position();
      if (length < end.length) {
        return;
      }
      for (int i = 0; i < end.length; i++) {
        if (answer.get(length - end.length + i) != end[i]) {
          return;
        }
      }
      complete = true;
      LockSupport.unpark(waiter);
    }

    private void fail() {
      key.cancel();  // a closed channel stays readable: the loop would spin on it
      failed = true;
      LockSupport.unpark(waiter);
    }
  }
}
