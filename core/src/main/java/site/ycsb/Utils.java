package site.ycsb;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** Small helpers shared by workloads and bindings. */
public final class Utils {
  public static final long FNV_OFFSET_BASIS_64 = 0xCBF29CE484222325L;
  public static final long FNV_PRIME_64 = 1099511628211L;

  private Utils() {
  }

  /** The hash YCSB uses to spread keys: {@link #fnvhash64(long)}. */
  public static long hash(long val) {
    return fnvhash64(val);
  }

  /**
   * FNV-1a over the eight little-endian bytes of {@code val}, made non-negative with
   * {@link Math#abs(long)} exactly as every YCSB release does (so keys are identical).
   */
  public static long fnvhash64(long val) {
    long hashval = FNV_OFFSET_BASIS_64;
    long rest = val;
    for (int i = 0; i < 8; i++) {
      hashval ^= rest & 0xff;
      hashval *= FNV_PRIME_64;
      rest >>= 8;
    }
    return Math.abs(hashval);
  }

  /** Big-endian decoding of the first eight bytes. */
  public static long bytesToLong(byte[] bytes) {
    long ret = 0;
    for (int i = 0; i < 8; i++) {
      ret = (ret << 8) | (bytes[i] & 0xff);
    }
    return ret;
  }

  /** Big-endian encoding. */
  public static byte[] longToBytes(long val) {
    byte[] ret = new byte[8];
    long rest = val;
    for (int i = 7; i >= 0; i--) {
      ret[i] = (byte) rest;
      rest >>>= 8;
    }
    return ret;
  }

  public static double bytesToDouble(byte[] bytes) {
    return Double.longBitsToDouble(bytesToLong(bytes));
  }

  public static byte[] doubleToBytes(double val) {
    return longToBytes(Double.doubleToRawLongBits(val));
  }

  public static int getActiveThreadCount() {
    return Thread.activeCount();
  }

  public static long getUsedMemoryBytes() {
    Runtime runtime = Runtime.getRuntime();
    return runtime.totalMemory() - runtime.freeMemory();
  }

  public static int getUsedMemoryMegaBytes() {
    return (int) (getUsedMemoryBytes() / 1024 / 1024);
  }

  /** The one-minute system load average, or a negative number where the platform has none. */
  public static double getSystemLoadAverage() {
    OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    return os.getSystemLoadAverage();
  }

  public static long getGCTotalCollectionCount() {
    long count = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      count += Math.max(0, gc.getCollectionCount());
    }
    return count;
  }

  /** Total time spent in garbage collection, in milliseconds. */
  public static long getGCTotalTime() {
    long time = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      time += Math.max(0, gc.getCollectionTime());
    }
    return time;
  }

  /**
   * Collection count and time (ms) per garbage collector, keyed by the collector's name with spaces
   * replaced by underscores. (The method name keeps the 0.17.0 spelling.)
   */
  public static Map<String, Long[]> getGCStatst() {
    List<GarbageCollectorMXBean> gcs = ManagementFactory.getGarbageCollectorMXBeans();
    Map<String, Long[]> ret = new LinkedHashMap<>();
    for (GarbageCollectorMXBean gc : gcs) {
      ret.put(gc.getName().replace(' ', '_'), new Long[] {gc.getCollectionCount(), gc.getCollectionTime()});
    }
    return ret;
  }

  /** Shuffles in place (Fisher-Yates) and returns the same array. */
  public static <T> T[] shuffleArray(T[] array) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    for (int i = array.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      T tmp = array[i];
      array[i] = array[j];
      array[j] = tmp;
    }
    return array;
  }
}
