package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * Returns each of the timestamps start + k * interval, k in [0, intervals), exactly once, in a
 * random order. The offsets are shuffled up front, so memory is bounded by {@link #MAX_INTERVALS}.
 */
public class RandomDiscreteTimestampGenerator extends UnixEpochTimestampGenerator {
  /** The most intervals one generator may hold (64 MiB of offsets). */
  public static final int MAX_INTERVALS = 16777216;

  private final int[] offsets;
  private int offsetIndex;

  /** Starts at the current time. */
  public RandomDiscreteTimestampGenerator(long interval, TimeUnit timeUnits, int intervals) {
    super(interval, timeUnits);
    offsets = shuffledOffsets(intervals);
  }

  public RandomDiscreteTimestampGenerator(long interval, TimeUnit timeUnits, long startTimestamp,
                                          int intervals) {
    super(interval, timeUnits, startTimestamp);
    offsets = shuffledOffsets(intervals);
  }

  private static int[] shuffledOffsets(int intervals) {
    if (intervals < 0 || intervals > MAX_INTERVALS) {
      throw new IllegalArgumentException("intervals must be in [0, " + MAX_INTERVALS + "], got " + intervals);
    }
    int[] result = new int[intervals];
    for (int i = 0; i < intervals; i++) {
      result[i] = i;
    }
    ThreadLocalRandom random = ThreadLocalRandom.current();
    for (int i = intervals - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int tmp = result[i];
      result[i] = result[j];
      result[j] = tmp;
    }
    return result;
  }

  /** @throws IllegalStateException once every timestamp has been returned (as in YCSB) */
  @Override
  public synchronized Long nextValue() {
    if (offsetIndex >= offsets.length) {
      throw new IllegalStateException("All " + offsets.length + " random timestamps have been returned");
    }
    lastTimestamp = currentTimestamp;
    currentTimestamp = startTimestamp + getOffset(offsets[offsetIndex++]);
    return currentTimestamp;
  }
}
