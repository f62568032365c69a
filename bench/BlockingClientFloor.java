import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.LongAdder;

/**
 * The floor of any thread-per-connection Java memcached client: N threads, each with one blocking socket,
 * send the memtier mix (1 set : 10 gets, 100-byte values, uniform keys) and do nothing else: no YCSB, no
 * workload, no measurements, one write and one read system call per operation. bench/memcached.sh and
 * bench/concurrency.sh run it beside the binding and memcaslap, so the gap between the binding and memcaslap
 * can be split into what the binding adds and what the blocking model itself costs.
 *
 * <p>Run with the source launcher: {@code java bench/BlockingClientFloor.java HOST PORT THREADS SECONDS
 * WARMUP_SECONDS KEYS [platform|virtual]} (virtual: the measured threads are virtual threads, JDK 21+; the load
 * always uses platform threads). Prints one line: {@code ops/s <n> client_cpu_us_per_op <n> sent <n>}, where sent counts
 * every request of the process (load and warm-up too), to divide the server's CPU by.
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
    boolean virtual = args.length > 6 && args[6].equals("virtual");
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

    LongAdder operations = new LongAdder();
    Thread[] workers = new Thread[threads];
    for (int t = 0; t < threads; t++) {
      Runnable loop = () -> run(host, port, keys, operations);
      workers[t] = virtual ? virtualThread(loop) : new Thread(loop);
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

  private static void run(String host, int port, int keys, LongAdder operations) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    long counted = 0;
    long sent = 0;
    try (Connection c = new Connection(host, port)) {
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
  private static final class Connection implements AutoCloseable {
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

    void set(int key) throws IOException {
      int n = put(0, "set floor:" + key + " 0 0 " + VALUE.length + "\r\n");
      System.arraycopy(VALUE, 0, request, n, VALUE.length);
      n = put(n + VALUE.length, "\r\n");
      out.write(request, 0, n);
      readUntil("STORED\r\n");
    }

    void get(int key) throws IOException {
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
}
