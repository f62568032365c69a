import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.params.ScanParams;
import redis.clients.jedis.resps.ScanResult;
import site.ycsb.generator.sizes.SizeDistribution;
import site.ycsb.generator.sizes.SizePresets;
import site.ycsb.generator.sizes.SizeSampleDistance;
import site.ycsb.workloads.CoreWorkload;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads back what a load with Facebook ETC value sizes and key lengths stored in Redis and memcached, from the
 * servers themselves: the keys the server lists (Redis SCAN; memcached's lru_crawler metadump), the value each holds
 * (Redis HSTRLEN of field0; memcached's record, upstream's JSON, parsed), and prints p50, p90, p99, mean and the
 * Kolmogorov-Smirnov distance of the stored sizes against the configured distribution. Run by bench/stored-sizes.sh:
 * {@code java -cp ... bench/StoredSizes.java REDIS_PORT MEMCACHED_PORT RECORDS}.
 */
public final class StoredSizes {
  private static final String TABLE = "usertable";
  private static final int KEY_MAX = 240;

  private StoredSizes() {
  }

  public static void main(String[] args) throws Exception {
    int redisPort = Integer.parseInt(args[0]);
    int memcachedPort = Integer.parseInt(args[1]);
    int records = Integer.parseInt(args[2]);
    SizeDistribution values = SizePresets.facebookEtcValues();
    SizeDistribution keys = storedKeyLengths(records);

    List<String> redisKeys = new ArrayList<>();
    List<Long> redisValues = new ArrayList<>();
    try (Jedis jedis = new Jedis("127.0.0.1", redisPort)) {
      String cursor = ScanParams.SCAN_POINTER_START;
      do {
        ScanResult<String> page = jedis.scan(cursor, new ScanParams().count(1000));
        for (String key : page.getResult()) {
          if (!key.startsWith("_indices")) {
            redisKeys.add(key);
          }
        }
        cursor = page.getCursor();
      } while (!cursor.equals(ScanParams.SCAN_POINTER_START));
      for (String key : redisKeys) {
        redisValues.add(jedis.hstrlen(key, "field0"));
      }
    }

    List<String> memcachedKeys = new ArrayList<>();
    List<Long> memcachedValues = new ArrayList<>();
    long memcachedItemBytes = 0;
    JsonMapper json = JsonMapper.builder().build();
    try (Socket socket = new Socket("127.0.0.1", memcachedPort)) {
      OutputStream out = socket.getOutputStream();
      InputStream in = socket.getInputStream();
      out.write("lru_crawler metadump all\r\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
      for (String line = lines.readLine(); line != null && !line.equals("END"); line = lines.readLine()) {
        String key = line.substring("key=".length(), line.indexOf(' '));
        memcachedKeys.add(java.net.URLDecoder.decode(key, StandardCharsets.US_ASCII).substring(TABLE.length() + 1));
      }
    }
    try (Socket socket = new Socket("127.0.0.1", memcachedPort)) {
      OutputStream out = socket.getOutputStream();
      java.io.DataInputStream in = new java.io.DataInputStream(new java.io.BufferedInputStream(
          socket.getInputStream()));
      for (String key : memcachedKeys) {
        out.write(("get " + TABLE + "-" + key + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        String header = readLine(in);
        int bytes = Integer.parseInt(header.substring(header.lastIndexOf(' ') + 1));
        byte[] data = new byte[bytes];
        in.readFully(data);
        readLine(in);
        readLine(in); // END
        memcachedItemBytes += bytes;
        JsonNode record = json.readTree(data);
        memcachedValues.add((long) record.get("field0").asString().length());
      }
    }

    System.out.printf(Locale.ROOT, "records read back: Redis %,d, memcached %,d (loaded %,d)%n%n", redisKeys.size(),
        memcachedKeys.size(), records);
    System.out.println("| server | sizes | figure | stored | analytic | stored / analytic |");
    System.out.println("|---|---|---|---:|---:|---:|");
    report("Redis", "values (HSTRLEN field0)", toArray(redisValues), values);
    report("Redis", "key lengths (SCAN)", lengths(redisKeys), keys);
    report("memcached", "values (field0 of the JSON record)", toArray(memcachedValues), values);
    report("memcached", "key lengths (metadump, table- removed)", lengths(memcachedKeys), keys);
    System.out.printf(Locale.ROOT, "%nmemcached items: mean %.1f bytes of record (upstream's JSON around field0)%n",
        (double) memcachedItemBytes / Math.max(1, memcachedKeys.size()));
    System.out.println("values: " + values.describe());
    System.out.println("key lengths: " + keys.describe());
  }

  private static String readLine(java.io.DataInputStream in) throws java.io.IOException {
    StringBuilder s = new StringBuilder();
    int c;
    while ((c = in.read()) != '\n') {
      if (c < 0) {
        throw new java.io.EOFException();
      }
      if (c != '\r') {
        s.append((char) c);
      }
    }
    return s.toString();
  }

  private static long[] toArray(List<Long> list) {
    return list.stream().mapToLong(Long::longValue).sorted().toArray();
  }

  private static long[] lengths(List<String> keys) {
    return keys.stream().mapToLong(String::length).sorted().toArray();
  }

  private static void report(String server, String what, long[] sorted, SizeDistribution d) {
    int n = sorted.length;
    for (double q : new double[] {0.5, 0.9, 0.99}) {
      long stored = sorted[(int) Math.ceil(q * n) - 1];
      row(server, what, String.format(Locale.ROOT, "p%d", Math.round(q * 100)), stored, quantile(d, q));
    }
    row(server, what, "mean", Arrays.stream(sorted).average().orElse(Double.NaN), mean(d));
    System.out.printf(Locale.ROOT, "| %s | %s | KS distance | %.4f | (99%% critical value %.4f) | |%n", server, what,
        SizeSampleDistance.of(d, sorted), 1.628 / Math.sqrt(n));
  }

  private static void row(String server, String what, String figure, double stored, double analytic) {
    System.out.printf(Locale.ROOT, "| %s | %s | %s | %,.2f | %,.2f | %.4f |%n", server, what, figure, stored, analytic,
        stored / analytic);
  }

  /**
   * What the stored key lengths follow: a key is upstream's name (whose length depends on its hashed number, not on
   * the distribution) padded to the ETC draw cut at 240, never shortened. So P(length &lt;= x) is, over the names'
   * lengths L of the loaded key numbers, the share with L &lt;= x times P(min(draw, 240) &lt;= x).
   */
  private static SizeDistribution storedKeyLengths(int records) throws Exception {
    CoreWorkload names = new CoreWorkload();
    Properties p = new Properties();
    p.setProperty("recordcount", Integer.toString(records));
    names.init(p);
    long[] nameLengths = new long[records];
    java.lang.reflect.Method build = CoreWorkload.class.getDeclaredMethod("buildKeyName", long.class);
    build.setAccessible(true);
    for (int i = 0; i < records; i++) {
      nameLengths[i] = ((String) build.invoke(names, (long) i)).length();
    }
    SizeDistribution draw = SizePresets.facebookEtcKeys();
    return new SizeDistribution() {
      @Override
      public long size(double q) {
        throw new UnsupportedOperationException();
      }

      @Override
      public double sizeCdf(long x) {
        long shorter = Arrays.stream(nameLengths).filter(l -> l <= x).count();
        return (double) shorter / records * (x >= KEY_MAX ? 1 : draw.sizeCdf(x));
      }

      @Override
      public String describe() {
        return "max(upstream's name length, min(" + KEY_MAX + ", " + draw.describe() + "))";
      }
    };
  }

  /** The smallest size whose distribution function reaches q. */
  private static long quantile(SizeDistribution d, double q) {
    long x = 0;
    while (d.sizeCdf(x) < q) {
      x = x == 0 ? 1 : x * 2;
    }
    long lo = x / 2 - 1;
    long hi = x;
    while (hi - lo > 1) {
      long mid = (lo + hi) >>> 1;
      if (d.sizeCdf(mid) >= q) {
        hi = mid;
      } else {
        lo = mid;
      }
    }
    return hi;
  }

  /** The sum of P(size &gt; n) over n &gt;= 0, byte by byte to 10^6, then in widening blocks into the tail. */
  private static double mean(SizeDistribution d) {
    double sum = 0;
    long n = 0;
    for (; n < 1_000_000; n++) {
      double tail = 1 - d.sizeCdf(n);
      if (tail == 0) {
        return sum;
      }
      sum += tail;
    }
    long step = 1000;
    while (n < 1L << 50) {
      double a = 1 - d.sizeCdf(n);
      if (a < 1e-18) {
        break;
      }
      double b = 1 - d.sizeCdf(n + step);
      sum += (a + b) / 2 * step;
      n += step;
      step = Math.min(step * 2, Math.max(1000, n / 100));
    }
    return sum;
  }
}
