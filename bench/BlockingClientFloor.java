import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

/**
 * The floor of any thread-per-connection Java memcached client: N threads, each with one blocking socket,
 * send the memtier mix (1 set : 10 gets, 100-byte values, uniform keys) and do nothing else: no YCSB, no
 * workload, no measurements, one write and one read system call per operation. bench/memcached.sh and
 * bench/concurrency.sh run it beside the binding and memcaslap, so the gap between the binding and memcaslap
 * can be split into what the binding adds and what the blocking model itself costs.
 *
 * <p>{@code loop} is the floor of the binding's reactor ({@code memcached.io=reactor}, its default under virtual
 * threads on JDK 24+): the N clients are still virtual threads with one request outstanding each (the DB API is
 * synchronous, so something must block the caller), but none reads its own socket. A client writes its request
 * on its non-blocking channel and parks; LOOPS virtual threads on the same carriers, each with a selector over
 * its share of the channels (registered once, so no epoll_ctl per request), read every answer, unpark its client
 * once it is complete, and yield after each pass that found answers: one write and one read system call per
 * request, where a blocking read under virtual threads also makes a read that finds nothing and re-arms the
 * JDK's poller. (With platform selector threads instead, every unpark woke a carrier from outside, and the loop
 * lost to the blocking clients on 2026-11-25: bench/results/concurrency.md.)
 *
 * <p>Run with the source launcher: {@code java bench/BlockingClientFloor.java HOST PORT THREADS SECONDS
 * WARMUP_SECONDS KEYS [platform|virtual|loop [LOOPS]]} (virtual and loop: the measured clients are virtual
 * threads, JDK 21+, and loop wants JDK 24+, where a selector parks without pinning its carrier; LOOPS: selector
 * threads, default 1; the load always uses platform threads and blocking
 * sockets). Prints one line: {@code ops/s <n> client_cpu_us_per_op <n> sent <n>}, where sent counts every
 * request of the process (load and warm-up too), to divide the server's CPU by.
 */
public final class BlockingClientFloor {
  private static final byte[] VALUE = new byte[100];
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
    String model = args.length > 6 ? args[6] : "platform";
    int loops = args.length > 7 ? Integer.parseInt(args[7]) : 1;
    Arrays.fill(VALUE, (byte) 'x');

    // Every key exists, as in the binding's run after its load, so gets answer with a value.
    Thread[] loaders = new Thread[threads];
    for (int t = 0; t < threads; t++) {
      int first = t;
      loaders[t] = new Thread(() -> load(host, port, first, threads, keys));
      loaders[t].start();
    }
    for (Thread loader : loaders) {
      loader.join();
    }

    Opener[] openers = model.equals("loop") ? SelectorLink.openAll(host, port, threads, loops)
        : blockingOpeners(host, port, threads);
    LongAdder operations = new LongAdder();
    Thread[] workers = new Thread[threads];
    for (int t = 0; t < threads; t++) {
      Opener opener = openers[t];
      Runnable loop = () -> run(opener, keys, operations);
      workers[t] = model.equals("platform") ? new Thread(loop) : virtualThread(loop);
      workers[t].start();
    }
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
    stopped = true;
    for (Thread worker : workers) {
      worker.join();
    }
    long ops = operations.sum();
    System.out.printf("ops/s %.0f client_cpu_us_per_op %.1f sent %d%n", ops * 1e9 / elapsed,
        cpu / 1e3 / Math.max(1, ops), SENT.sum());
  }

  /** Thread.ofVirtual().unstarted(task), by reflection so the file also compiles on JDK 17 (platform only). */
  private static Thread virtualThread(Runnable task) throws ReflectiveOperationException {
    Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
    return (Thread) Class.forName("java.lang.Thread$Builder").getMethod("unstarted", Runnable.class)
        .invoke(builder, task);
  }

  private static void load(String host, int port, int first, int step, int keys) {
    try (Connection c = new Connection(host, port)) {
      for (int k = first; k < keys; k += step) {
        c.set(k);
      }
      SENT.add((keys - first + step - 1) / step);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** How a client gets its connection: blocking clients connect in their own thread, loop clients are given theirs. */
  private interface Opener {
    Link open() throws IOException;
  }

  /** One client's connection to the server. */
  private interface Link extends AutoCloseable {
    void set(int key) throws IOException;

    void get(int key) throws IOException;

    @Override
    void close() throws IOException;
  }

  private static Opener[] blockingOpeners(String host, int port, int threads) {
    Opener[] openers = new Opener[threads];
    Arrays.fill(openers, (Opener) () -> new Connection(host, port));
    return openers;
  }

  private static void run(Opener opener, int keys, LongAdder operations) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    long counted = 0;
    long sent = 0;
    try (Link c = opener.open()) {
      while (!stopped) {
        int key = random.nextInt(keys);
        if (random.nextInt(11) == 0) {
          c.set(key);
        } else {
          c.get(key);
        }
        sent++;
        if (measuring) {
          counted++;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    operations.add(counted);
    SENT.add(sent);
  }

  /** One blocking connection; requests built in one buffer and written with one call. */
  private static final class Connection implements Link {
    private final Socket socket;
    private final OutputStream out;
    private final InputStream in;
    private final byte[] request = new byte[256];
    private final byte[] answer = new byte[4096];

    Connection(String host, int port) throws IOException {
      socket = new Socket(host, port);
      socket.setTcpNoDelay(true);
      out = socket.getOutputStream();
      in = socket.getInputStream();
    }

    @Override
    public void set(int key) throws IOException {
      int n = put(0, "set floor:" + key + " 0 0 " + VALUE.length + "\r\n");
      System.arraycopy(VALUE, 0, request, n, VALUE.length);
      n = put(n + VALUE.length, "\r\n");
      out.write(request, 0, n);
      readUntil("STORED\r\n");
    }

    @Override
    public void get(int key) throws IOException {
      out.write(request, 0, put(0, "get floor:" + key + "\r\n"));
      readUntil("END\r\n");
    }

    private int put(int at, String ascii) {
      byte[] bytes = ascii.getBytes(StandardCharsets.US_ASCII);
      System.arraycopy(bytes, 0, request, at, bytes.length);
      return at + bytes.length;
    }

    /** Reads until the answer ends with the given terminator (values here never contain it). */
    private void readUntil(String terminator) throws IOException {
      int length = 0;
      while (true) {
        int n = in.read(answer, length, answer.length - length);
        if (n < 0) {
          throw new IOException("connection closed by the server");
        }
        length += n;
        if (endsWith(length, terminator)) {
          return;
        }
      }
    }

    private boolean endsWith(int length, String terminator) {
      int t = terminator.length();
      if (length < t) {
        return false;
      }
      for (int i = 0; i < t; i++) {
        if (answer[length - t + i] != terminator.charAt(i)) {
          return false;
        }
      }
      return true;
    }

    @Override
    public void close() throws IOException {
      socket.close();
    }
  }
  /**
   * A client's non-blocking channel, read by a selector thread ({@code loop}). Between a request's write and its
   * answer's last byte the selector thread owns {@code answer}; the volatile {@code complete} hands it back.
   */
  private static final class SelectorLink implements Link {
    private static final byte[] STORED = "STORED\r\n".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] END = "END\r\n".getBytes(StandardCharsets.US_ASCII);
    private final SocketChannel channel;
    private final SelectionKey selectionKey;
    private final ByteBuffer request = ByteBuffer.allocateDirect(512);
    private final ByteBuffer answer = ByteBuffer.allocateDirect(4096);
    private volatile Thread waiter;
    private volatile byte[] terminator;
    private volatile boolean complete;
    private volatile boolean failed;

    private SelectorLink(InetSocketAddress address, Selector selector) throws IOException {
      channel = SocketChannel.open(address);
      channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
      channel.configureBlocking(false);
      selectionKey = channel.register(selector, SelectionKey.OP_READ, this);
    }

    /** Connects every client now, registered with one of {@code loops} selectors, and starts their threads. */
    static Opener[] openAll(String host, int port, int threads, int loops) throws IOException {
      Selector[] selectors = new Selector[loops];
      for (int i = 0; i < loops; i++) {
        selectors[i] = Selector.open();
      }
      Opener[] openers = new Opener[threads];
      for (int t = 0; t < threads; t++) {
        SelectorLink link = new SelectorLink(new InetSocketAddress(host, port), selectors[t % loops]);
        openers[t] = () -> link;
      }
      for (Selector selector : selectors) {
        Thread thread;
        try {
          thread = virtualThread(() -> dispatch(selector));
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException("loop needs virtual threads (JDK 21+)", e);
        }
        thread.setDaemon(true);  // it serves the clients until they end, then the process exits without it
        thread.start();
      }
      return openers;
    }

    private static void dispatch(Selector selector) {
      try {
        while (true) {
          if (selector.select(k -> ((SelectorLink) k.attachment()).readable()) > 0) {
            Thread.yield();  // the clients just unparked send their next requests before the next poll
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public void set(int key) throws IOException {
      request.clear();
      request.put(ascii("set floor:" + key + " 0 0 " + VALUE.length + "\r\n")).put(VALUE).put(ascii("\r\n"));
      exchange(STORED);
    }

    @Override
    public void get(int key) throws IOException {
      request.clear();
      request.put(ascii("get floor:" + key + "\r\n"));
      exchange(END);
    }

    private static byte[] ascii(String s) {
      return s.getBytes(StandardCharsets.US_ASCII);
    }

    /** Writes the request from the client's thread, then parks until the selector thread has the whole answer. */
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

    /** On the selector thread: reads what has arrived; wakes the client when the answer ends (values never
     *  contain the terminator). */
    private void readable() {
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
      selectionKey.cancel();  // a closed channel stays readable: the selector would spin on it
      failed = true;
      LockSupport.unpark(waiter);
    }

    @Override
    public void close() throws IOException {
      selectionKey.cancel();
      channel.close();
    }
  }
}
