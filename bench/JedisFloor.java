import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.LongAdder;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.Jedis;

/**
 * The floor of any thread-per-connection Java Redis client built on Jedis: N threads (platform or virtual),
 * each with its own Jedis connection, send 50% reads and 50% writes of 100-byte values on uniform keys and do
 * nothing else: no YCSB, no workload, no measurements. Sockets are connected and read with no time-out, as
 * in the binding. By default ({@code hash}) the commands are the ones the redis binding sends for workload A
 * with one field: HGETALL, and HSET of {@code field0}, so that ours / floor compares the clients, not two
 * different loads on the server; {@code string} sends redis-benchmark's GET and SET instead.
 * bench/concurrency.sh runs it beside the redis binding and redis-benchmark, so the gap between the binding and
 * the C client splits into what the binding adds and what the thread-per-connection model costs on this machine.
 *
 * <p>Run with the source launcher and Jedis on the class path: {@code java -cp 'redis/target/dependency/*'
 * bench/JedisFloor.java HOST PORT THREADS SECONDS WARMUP_SECONDS KEYS platform|virtual [hash|string]}. Prints one
 * line:
 * {@code ops/s <n> client_cpu_us_per_op <n>}. Keys are {@code floor:<n>} ({@code floorh:<n>} for
 * hashes); run it on a database you may write.
 */
public final class JedisFloor {
  private static final byte[] VALUE = new byte[100];
  private static final byte[] FIELD = "field0".getBytes();
  private static volatile boolean measuring;
  private static volatile boolean stopped;
  private static final LongAdder DONE = new LongAdder();

  public static void main(String[] args) throws Exception {
    String host = args[0];
    int port = Integer.parseInt(args[1]);
    int threads = Integer.parseInt(args[2]);
    int seconds = Integer.parseInt(args[3]);
    int warmupSeconds = Integer.parseInt(args[4]);
    int keys = Integer.parseInt(args[5]);
    boolean virtual = args.length > 6 && args[6].equals("virtual");
    boolean hash = args.length <= 7 || args[7].equals("hash");
    if (args.length > 7 && !hash && !args[7].equals("string")) {
      System.err.println("the 8th argument is the commands: hash or string, not '" + args[7] + "'");
      System.exit(2);
    }
    java.util.Arrays.fill(VALUE, (byte) 'x');
    Thread[] workers = new Thread[threads];
    for (int t = 0; t < threads; t++) {
      Runnable loop = () -> run(host, port, keys, hash);
      workers[t] = virtual ? virtualThread(loop) : new Thread(loop);
      workers[t].start();
    }
    Thread.sleep(warmupSeconds * 1000L);
    long cpu0 = cpuNs();
    long t0 = System.nanoTime();
    measuring = true;
    Thread.sleep(seconds * 1000L);
    measuring = false;
    long t1 = System.nanoTime();
    long cpu1 = cpuNs();
    stopped = true;
    for (Thread w : workers) {
      w.join();
    }
    long ops = DONE.sum();
    System.out.printf("ops/s %.0f client_cpu_us_per_op %.1f%n", ops * 1e9 / (t1 - t0), (cpu1 - cpu0) / 1000.0 / ops);
  }

  private static void run(String host, int port, int keys, boolean hash) {
    // Untimed, as the binding's dedicated connections: a timed connect or read leaves the socket non-blocking, so
    // that a read on a platform thread becomes a non-blocking read, a poll and a second read; under virtual
    // threads a timed read also costs a timer per wait.
    try (Jedis jedis = new Jedis(() -> untimedSocket(host, port), DefaultJedisClientConfig.builder().build())) {
      ThreadLocalRandom random = ThreadLocalRandom.current();
      String prefix = hash ? "floorh:" : "floor:";
      while (!stopped) {
        byte[] key = (prefix + random.nextInt(keys)).getBytes();
        boolean read = random.nextBoolean();
        if (hash) {
          if (read) {
            jedis.hgetAll(key);
          } else {
            jedis.hset(key, FIELD, VALUE);
          }
        } else if (read) {
          jedis.get(key);
        } else {
          jedis.set(key, VALUE);
        }
        if (measuring) {
          DONE.increment();
        }
      }
    }
  }

  private static Socket untimedSocket(String host, int port) {
    Socket socket = new Socket();
    try {
      socket.setTcpNoDelay(true);
      socket.connect(new InetSocketAddress(host, port));
      return socket;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Thread.ofVirtual().unstarted(task), by reflection so the file also compiles on JDK 17 (platform only). */
  private static Thread virtualThread(Runnable task) throws ReflectiveOperationException {
    Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
    return (Thread) Class.forName("java.lang.Thread$Builder").getMethod("unstarted", Runnable.class)
        .invoke(builder, task);
  }

  private static long cpuNs() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }
}
