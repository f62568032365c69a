import java.io.File;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.management.ManagementFactory;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SplittableRandom;

/**
 * The memcached binding's own allocation per operation, free of the rate and of the machine's load: one platform
 * thread runs memtier's mix (1 update of the one 100-byte field per 10 reads, uniform over 100,000 keys loaded
 * with workloads/workload_memtier and table=memtier) through {@code site.ycsb.db.MemcachedClient} as the engine
 * calls it, and the thread's allocated bytes are read before and after (ThreadMXBean); thread CPU is printed too,
 * but it is mostly the blocking socket's system calls. Each build is loaded in a class loader of its own, so
 * builds can be compared in alternating rounds in one process:
 *
 * <pre>
 *   java bench/MemcachedPerOp.java HOST:PORT ROUNDS CHECKOUT LABEL=BINDING_JAR [LABEL=BINDING_JAR...]
 * </pre>
 *
 * CHECKOUT is a built source checkout (its core jar and core/memcached target/dependency are used). Keys are
 * built before the loop, as the workload's key cache does, and one result map is reused: what remains is the
 * binding's (the value it hands out, its iterator, the map node the read puts, and per update the record).
 */
public class MemcachedPerOp {
  public static void main(String[] args) throws Exception {
    if (args.length < 4) {
      System.err.println("usage: java bench/MemcachedPerOp.java HOST:PORT ROUNDS CHECKOUT LABEL=JAR...");
      System.exit(2);
    }
    String hosts = args[0];
    int rounds = Integer.parseInt(args[1]);
    File checkout = new File(args[2]);
    List<URL> common = new ArrayList<>();
    File[] cores = new File(checkout, "core/target").listFiles((d, n) -> n.matches("core-.*\\.jar")
        && !n.endsWith("-tests.jar") && !n.endsWith("-sources.jar"));
    common.add(cores[0].toURI().toURL());
    for (String dir : new String[] {"core/target/dependency", "memcached/target/dependency"}) {
      File[] jars = new File(checkout, dir).listFiles();
      if (jars != null) {
        for (File f : jars) {
          common.add(f.toURI().toURL());
        }
      }
    }
    for (int r = 1; r <= rounds; r++) {
      for (int j = 3; j < args.length; j++) {
        String label = args[j].substring(0, args[j].indexOf('=')) + " r" + r;
        List<URL> urls = new ArrayList<>(common);
        urls.add(0, new File(args[j].substring(args[j].indexOf('=') + 1)).toURI().toURL());
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), null)) {
          Thread t = new Thread(() -> {
            try {
              run(loader, hosts, label);
            } catch (Exception e) {
              throw new IllegalStateException(e);
            }
          });
          t.setContextClassLoader(loader);
          t.start();
          t.join();
        }
      }
    }
  }

  static void run(ClassLoader loader, String hosts, String label) throws Exception {
    Class<?> client = loader.loadClass("site.ycsb.db.MemcachedClient");
    Object db = client.getConstructor().newInstance();
    Properties p = new Properties();
    p.setProperty("memcached.hosts", hosts);
    p.setProperty("fieldcount", "1");
    client.getMethod("setProperties", Properties.class).invoke(db, p);
    client.getMethod("init").invoke(db);
    MethodHandles.Lookup lookup = MethodHandles.publicLookup();
    MethodHandle read = lookup.unreflect(client.getMethod("read", String.class, String.class, java.util.Set.class,
        Map.class));
    MethodHandle update = lookup.unreflect(client.getMethod("update", String.class, String.class, Map.class));
    java.lang.reflect.Constructor<?> randomValue = loader.loadClass("site.ycsb.RandomByteIterator")
        .getConstructor(long.class);
    java.lang.reflect.Method hash = loader.loadClass("site.ycsb.Utils").getMethod("fnvhash64", long.class);
    String[] keys = new String[100_000];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = "user" + hash.invoke(null, (long) i);
    }
    SplittableRandom random = new SplittableRandom(1);
    int[] order = new int[1 << 16];
    for (int i = 0; i < order.length; i++) {
      order[i] = random.nextInt(keys.length);
    }
    Object ok = loader.loadClass("site.ycsb.Status").getField("OK").get(null);
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    Map<String, Object> result = new HashMap<>();
    Map<String, Object> values = new HashMap<>();
    for (int pass = 0; pass < 3; pass++) {  // two passes to compile, the third measured
      int n = pass < 2 ? 30_000 : 60_000;
      long bytes = mx.getCurrentThreadAllocatedBytes();
      long cpu = mx.getCurrentThreadCpuTime();
      int succeeded = 0;
      try {
        for (int i = 0; i < n; i++) {
          String key = keys[order[i & (order.length - 1)]];
          Object status;
          if (i % 11 == 0) {
            values.clear();
            values.put("field0", randomValue.newInstance(100L));
            status = update.invoke(db, "memtier", key, values);
          } else {
            result.clear();
            status = read.invoke(db, "memtier", key, null, result);
          }
          if (status == ok) {
            succeeded++;
          }
        }
      } catch (Throwable t) {
        throw new IllegalStateException(t);
      }
      if (pass == 2) {
        System.out.printf("%s: %.0f bytes/op, thread CPU %.2f us/op, %d of %d OK%n", label,
            (mx.getCurrentThreadAllocatedBytes() - bytes) / (double) n,
            (mx.getCurrentThreadCpuTime() - cpu) / 1000.0 / n, succeeded, n);
      }
    }
    client.getMethod("cleanup").invoke(db);
  }
}
