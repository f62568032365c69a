package site.ycsb.generator;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Draws values from an empirical histogram: bucket i holds the weight of value i * blockSize.
 *
 * <p>The file format is a first line {@code BlockSize<TAB>n} followed by lines
 * {@code bucket<TAB>count}. The draw keeps YCSB's convention (a uniform number in [0, area) walked
 * over the buckets, see {@link #valueFor(long)}) so equal histograms give equal distributions.
 */
public class HistogramGenerator extends NumberGenerator {
  private final long blockSize;
  /** cumulative[i] = buckets[0] + ... + buckets[i]. */
  private final long[] cumulative;
  private final long area;
  private final long weightedArea;

  public HistogramGenerator(String histogramfile) throws IOException {
    this(readFile(histogramfile));
  }

  public HistogramGenerator(long[] buckets, int blockSize) {
    this(new Parsed(buckets.clone(), blockSize));
  }

  private HistogramGenerator(Parsed histogram) {
    long[] buckets = histogram.buckets;
    if (buckets.length == 0) {
      throw new IllegalArgumentException("HistogramGenerator needs at least one bucket");
    }
    this.blockSize = histogram.blockSize;
    this.cumulative = new long[buckets.length];
    long sum = 0;
    long weighted = 0;
    for (int i = 0; i < buckets.length; i++) {
      if (buckets[i] < 0) {
        throw new IllegalArgumentException("Histogram bucket " + i + " has a negative count: " + buckets[i]);
      }
      sum += buckets[i];
      weighted += i * buckets[i];
      cumulative[i] = sum;
    }
    if (sum <= 0) {
      throw new IllegalArgumentException("Histogram has no weight: every bucket count is 0");
    }
    this.area = sum;
    this.weightedArea = weighted;
  }

  private static Parsed readFile(String file) throws IOException {
    try (BufferedReader in = Files.newBufferedReader(Paths.get(file), StandardCharsets.UTF_8)) {
      String first = in.readLine();
      if (first == null) {
        throw new IOException("Histogram file " + file + " is empty; expected a first line 'BlockSize<TAB>n'");
      }
      String[] header = first.split("\t");
      if (header.length != 2 || !header[0].trim().equals("BlockSize")) {
        throw new IOException("Histogram file " + file
            + ": the first line must be 'BlockSize<TAB>n', got '" + first + "'");
      }
      int blockSize = parseInt(header[1], file, 1);
      long[] buckets = new long[16];
      int size = 0;
      int lineNo = 1;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        lineNo++;
        if (line.isBlank()) {
          continue;
        }
        String[] fields = line.split("\t");
        if (fields.length != 2) {
          throw new IOException("Histogram file " + file + " line " + lineNo
              + ": expected 'bucket<TAB>count', got '" + line + "'");
        }
        int bucket = parseInt(fields[0], file, lineNo);
        long count = parseLong(fields[1], file, lineNo);
        if (bucket < 0) {
          throw new IOException("Histogram file " + file + " line " + lineNo + ": negative bucket " + bucket);
        }
        if (bucket >= buckets.length) {
          buckets = Arrays.copyOf(buckets, Math.max(bucket + 1, buckets.length * 2));
        }
        // Buckets not listed keep a count of 0.
        buckets[bucket] = count;
        size = Math.max(size, bucket + 1);
      }
      return new Parsed(Arrays.copyOf(buckets, size), blockSize);
    }
  }

  private static int parseInt(String s, String file, int lineNo) throws IOException {
    try {
      return Integer.parseInt(s.trim());
    } catch (NumberFormatException e) {
      throw new IOException("Histogram file " + file + " line " + lineNo + ": not an integer: '" + s + "'", e);
    }
  }

  private static long parseLong(String s, String file, int lineNo) throws IOException {
    try {
      return Long.parseLong(s.trim());
    } catch (NumberFormatException e) {
      throw new IOException("Histogram file " + file + " line " + lineNo + ": not an integer: '" + s + "'", e);
    }
  }

  /**
   * The value YCSB's walk yields for {@code number} in [0, area): subtract the buckets in order
   * (all but the last) and stop at the first i where the remainder is <= 0, giving (i + 1) *
   * blockSize; if none, (length - 1) * blockSize. Equivalently: the first i with cumulative[i] >=
   * number, found here by binary search.
   */
  long valueFor(long number) {
    int lo = 0;
    int hi = cumulative.length - 1; // the last bucket is never tested by the walk
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (cumulative[mid] >= number) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return lo < cumulative.length - 1 ? (lo + 1) * blockSize : lo * blockSize;
  }

  /** Does not update {@link #lastValue()}; {@link #nextValue()} does. */
  @Override
  public long nextLong() {
    return valueFor(ThreadLocalRandom.current().nextLong(area));
  }

  @Override
  public Long nextValue() {
    long ret = nextLong();
    setLastValue(ret);
    return ret;
  }

  @Override
  public double mean() {
    return blockSize * (double) weightedArea / area;
  }

  /** What a histogram file holds. */
  private static final class Parsed {
    final long[] buckets;
    final long blockSize;

    Parsed(long[] buckets, long blockSize) {
      this.buckets = buckets;
      this.blockSize = blockSize;
    }
  }
}
