import java.lang.management.ManagementFactory;
import java.util.HashMap;
import java.util.Map;
import site.ycsb.ByteIterator;
import site.ycsb.RandomByteIterator;
import site.ycsb.db.CompactRecordFormat;
import site.ycsb.db.JsonRecordFormat;
import site.ycsb.db.RecordFormat;

/**
 * The memcached binding's record formats alone, on one thread: CPU time and allocated bytes per encode and per
 * decode of a record of FIELDS random 100-byte values, after warm-up (6 rounds of 200,000; the last 3 printed).
 * Thread CPU time and allocation, so less sensitive to other load on the machine than wall-clock rates.
 *
 * <pre>
 * java -cp "core/target/core-*.jar:memcached/target/memcached-binding-*.jar:$HOME/.m2/repository/tools/jackson/\
 *     core/jackson-core/3.2.4/jackson-core-3.2.4.jar" bench/RecordFormatBench.java json|compact FIELDS
 * </pre>
 */
public class RecordFormatBench {
  static volatile Object sink;

  public static void main(String[] args) {
    RecordFormat format = args[0].equals("json") ? new JsonRecordFormat() : new CompactRecordFormat();
    int fields = Integer.parseInt(args[1]);
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    byte[][] records = new byte[256][];
    for (int i = 0; i < records.length; i++) {
      records[i] = format.encode(record(fields));
    }
    int n = 200_000;
    for (int round = 0; round < 6; round++) {
      long c0 = mx.getCurrentThreadCpuTime();
      long b0 = mx.getCurrentThreadAllocatedBytes();
      for (int i = 0; i < n; i++) {
        sink = format.encode(record(fields));
      }
      long c1 = mx.getCurrentThreadCpuTime();
      long b1 = mx.getCurrentThreadAllocatedBytes();
      for (int i = 0; i < n; i++) {  // what the encode loop spends on building the record and drawing its values
        for (ByteIterator v : record(fields).values()) {
          sink = v.toArray();
        }
      }
      long c2 = mx.getCurrentThreadCpuTime();
      long b2 = mx.getCurrentThreadAllocatedBytes();
      for (int i = 0; i < n; i++) {  // a copy per decode: the JSON format may unescape in place
        Map<String, ByteIterator> out = new HashMap<>();
        format.decode(records[i & 255].clone(), null, out);
        for (ByteIterator v : out.values()) {
          sink = v.toArray();
        }
      }
      long c3 = mx.getCurrentThreadCpuTime();
      long b3 = mx.getCurrentThreadAllocatedBytes();
      if (round >= 3) {
        System.out.printf("%s %d x 100 B: encode %.0f ns %.0f B (record and values alone %.0f ns %.0f B); "
            + "decode + toArray %.0f ns %.0f B%n", args[0], fields, (c1 - c0) / (double) n, (b1 - b0) / (double) n,
            (c2 - c1) / (double) n, (b2 - b1) / (double) n, (c3 - c2) / (double) n, (b3 - b2) / (double) n);
      }
    }
  }

  private static Map<String, ByteIterator> record(int fields) {
    Map<String, ByteIterator> ret = new HashMap<>(fields * 4 / 3 + 1);
    for (int i = 0; i < fields; i++) {
      ret.put("field" + i, new RandomByteIterator(100));
    }
    return ret;
  }
}
