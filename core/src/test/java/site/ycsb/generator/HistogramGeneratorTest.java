package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistogramGeneratorTest {
  private static final long[] BUCKETS = {1, 3, 0, 6};
  private static final int BLOCK = 10;

  @TempDir
  Path dir;

  /** YCSB's walk, written out plainly as the reference. */
  private static long walk(long[] buckets, long blockSize, long number) {
    int i;
    for (i = 0; i < buckets.length - 1; i++) {
      number -= buckets[i];
      if (number <= 0) {
        return (i + 1) * blockSize;
      }
    }
    return i * blockSize;
  }

  @Test
  void mapsEveryNumberLikeTheReferenceWalk() {
    long[][] cases = {BUCKETS, {5}, {0, 0, 4}, {2, 0, 0, 3, 1, 0, 7}};
    for (long[] buckets : cases) {
      HistogramGenerator gen = new HistogramGenerator(buckets, BLOCK);
      long area = java.util.Arrays.stream(buckets).sum();
      for (long n = 0; n < area; n++) {
        assertThat(gen.valueFor(n)).as("number %d", n).isEqualTo(walk(buckets, BLOCK, n));
      }
    }
  }

  @Test
  void drawsFollowTheWalkOverAUniformNumber() {
    HistogramGenerator gen = new HistogramGenerator(BUCKETS, BLOCK);
    // Area 10: numbers 0..1 -> 10, 2..4 -> 20, 5..9 -> 30 (bucket 2 is empty).
    long[] counts = new long[4];
    for (int i = 0; i < Stats.SAMPLES; i++) {
      counts[(int) (gen.nextLong() / BLOCK)]++;
    }
    assertThat(counts[0]).isZero();
    Stats.assertFrequency(counts[1], Stats.SAMPLES, 0.2);
    Stats.assertFrequency(counts[2], Stats.SAMPLES, 0.3);
    Stats.assertFrequency(counts[3], Stats.SAMPLES, 0.5);
    assertThat(gen.mean()).isEqualTo(BLOCK * (1 * 3 + 3 * 6) / 10.0);
    Long v = gen.nextValue();
    assertThat(gen.lastValue()).isEqualTo(v);
  }

  @Test
  void readsAFileWithBucketsInAnyOrder() throws IOException {
    Path file = dir.resolve("hist.txt");
    Files.writeString(file, "BlockSize\t10\n3\t6\n0\t1\n\n1\t3\n");
    HistogramGenerator fromFile = new HistogramGenerator(file.toString());
    HistogramGenerator fromArray = new HistogramGenerator(BUCKETS, BLOCK);
    assertThat(fromFile.mean()).isEqualTo(fromArray.mean());
    for (long n = 0; n < 10; n++) {
      assertThat(fromFile.valueFor(n)).isEqualTo(fromArray.valueFor(n));
    }
  }

  @Test
  void badFilesGiveClearErrors() throws IOException {
    Path empty = Files.writeString(dir.resolve("empty.txt"), "");
    assertThatThrownBy(() -> new HistogramGenerator(empty.toString()))
        .isInstanceOf(IOException.class).hasMessageContaining("empty").hasMessageContaining("BlockSize");
    Path noHeader = Files.writeString(dir.resolve("noheader.txt"), "0\t5\n1\t6\n");
    assertThatThrownBy(() -> new HistogramGenerator(noHeader.toString()))
        .isInstanceOf(IOException.class).hasMessageContaining("first line must be 'BlockSize");
    Path badCount = Files.writeString(dir.resolve("badcount.txt"), "BlockSize\t1\n0\tmany\n");
    assertThatThrownBy(() -> new HistogramGenerator(badCount.toString()))
        .isInstanceOf(IOException.class).hasMessageContaining("line 2");
    assertThatThrownBy(() -> new HistogramGenerator(dir.resolve("missing.txt").toString()))
        .isInstanceOf(IOException.class);
    assertThatThrownBy(() -> new HistogramGenerator(new long[] {0, 0}, 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no weight");
  }
}
