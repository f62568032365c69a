package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HandoffRecorderTest {
  private static Histogram interval(HandoffRecorder r) {
    Histogram h = new Histogram(3);
    r.moveIntervalInto(h, new int[HandoffRecorder.CAPACITY]);
    return h;
  }

  @Test
  void theSamplerTakesWhatTheRingHolds() {
    HandoffRecorder r = new HandoffRecorder(3);
    r.record(5);
    r.record(7);
    Histogram h = interval(r);
    assertThat(h.getTotalCount()).isEqualTo(2);
    assertThat(h.getMaxValue()).isEqualTo(7);
    assertThat(interval(r).getTotalCount()).isZero();  // each value in one interval only
  }

  @ParameterizedTest(name = "histograms made up front: {0}")
  @ValueSource(booleans = {false, true})
  void aWriterThatFillsTheRingDrainsItIntoItsOwnHistogram(boolean eager) {
    HandoffRecorder r = new HandoffRecorder(3, HandoffRecorder.CAPACITY, eager);
    int values = 3 * HandoffRecorder.CAPACITY + 10;
    for (int i = 0; i < values; i++) {
      r.record(i);
    }
    Histogram h = interval(r);
    assertThat(h.getTotalCount()).isEqualTo(values);
    assertThat(h.getMaxValue()).isEqualTo(h.highestEquivalentValue(values - 1));
    assertThat(interval(r).getTotalCount()).isZero();
    r.record(1);  // after the sampler emptied the ring: no drain needed
    assertThat(interval(r).getTotalCount()).isEqualTo(1);
  }

  /**
   * The interleaving the lost-values race needed, forced: the writer is held inside its own drain (after claiming
   * the ring, before its values are all in its histogram) while the sampler samples. The sampler must neither
   * wait for the drain nor take its count before the values: counted first, the sample flipped the histograms
   * under a drain (and, with the writer inside, waited for it here), and a drain that entered after the flip
   * went into a histogram no later sample took.
   */
  @Test
  void aSampleDuringTheWritersOwnDrainNeitherWaitsForItNorLosesIt() throws Exception {
    CountDownLatch inDrain = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicBoolean holdNextValue = new AtomicBoolean();
    HandoffRecorder r = new HandoffRecorder(HandoffRecorder.WARMUP_CAPACITY, true, () -> new Histogram(3) {
      @Override
      public void recordValue(long value) {
        if (holdNextValue.compareAndSet(true, false)) {
          inDrain.countDown();
          awaitQuietly(release);
        }
        super.recordValue(value);
      }
    });
    int values = HandoffRecorder.WARMUP_CAPACITY + 1;  // the last one finds the ring full and drains it
    Thread writer = new Thread(() -> {
      for (int i = 0; i < values; i++) {
        holdNextValue.set(i == values - 1);
        r.record(i);
      }
    });
    writer.start();
    try {
      assertThat(inDrain.await(10, TimeUnit.SECONDS)).as("the writer reached its drain").isTrue();
      Histogram total = new Histogram(3);
      ExecutorService sampler = Executors.newSingleThreadExecutor();
      try {
        Future<?> sample = sampler.submit(() -> r.moveIntervalInto(total, new int[HandoffRecorder.CAPACITY]));
        sample.get(5, TimeUnit.SECONDS);  // a TimeoutException: the sample waited for the writer
      } finally {
        release.countDown();
        sampler.shutdown();
      }
      writer.join(10_000);
      assertThat(writer.isAlive()).isFalse();
      r.moveIntervalInto(total, new int[HandoffRecorder.CAPACITY]);
      assertThat(total.getTotalCount()).isEqualTo(values);
      assertThat(r.selfDrains()).isEqualTo(1);
    } finally {
      release.countDown();
    }
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void aSmallRingLosesNothingAndARingIsAPowerOfTwo() {
    HandoffRecorder r = new HandoffRecorder(3, HandoffRecorder.WARMUP_CAPACITY, false);
    for (int i = 0; i < 1000; i++) {
      r.record(i);
      if (i % 97 == 0) {
        assertThat(interval(r).getTotalCount()).isEqualTo(i > 0 ? 97 : 1);
      }
    }
    assertThat(r.selfDrains()).isGreaterThan(0);
    assertThat(interval(r).getTotalCount()).isEqualTo(1000 - 1 - 970);
    assertThatThrownBy(() -> new HandoffRecorder(3, 24, false))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("power of two");
  }

  @Test
  void aNegativeLatencyCountsAsZero() {
    HandoffRecorder r = new HandoffRecorder(3);
    r.record(-3);  // a clock that stepped back
    assertThat(interval(r).getMinValue()).isZero();
  }

  /** A writer and a sampler taking intervals concurrently: every value in exactly one interval. */
  @ParameterizedTest(name = "histograms made up front: {0}")
  @ValueSource(booleans = {false, true})
  void concurrentIntervalsAddUpToExactlyWhatWasRecorded(boolean eager) throws Exception {
    HandoffRecorder r = new HandoffRecorder(3, HandoffRecorder.CAPACITY, eager);
    Histogram expected = new Histogram(3);
    Histogram seen = new Histogram(3);
    AtomicBoolean done = new AtomicBoolean();
    Thread writer = new Thread(() -> {
      SplittableRandom random = new SplittableRandom(3);
      for (int i = 0; i < 5_000_000; i++) {
        int v = random.nextInt(100_000);
        r.record(v);
        expected.recordValue(v);
      }
      done.set(true);
    });
    writer.start();
    int[] scratch = new int[HandoffRecorder.CAPACITY];
    long samples = 0;
    while (!done.get()) {
      r.moveIntervalInto(seen, scratch);
      samples++;
    }
    writer.join();
    r.moveIntervalInto(seen, scratch);
    assertThat(samples).isPositive();
    assertThat(seen).isEqualTo(expected);  // same counts in every bucket
  }

  /** A thread stuck in the database after some operations: what it recorded is in the next sample. */
  @Test
  void aStuckThreadsLatenciesAreInTheFinalTotals() throws Exception {
    Measurements measurements = new Measurements(new Properties());
    OneMeasurement series = measurements.series("READ");
    CountDownLatch recorded = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    Thread stuck = new Thread(() -> {
      LatencyRecorder recorder = series.recorderForCurrentThread();
      for (int i = 0; i < 10; i++) {
        recorder.record(20);
      }
      recorded.countDown();
      try {
        release.await();  // "in the database" from here on
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    stuck.start();
    recorded.await();
    measurements.setRecording(false);
    series.sample();
    assertThat(series.totalHistogram().orElseThrow().getTotalCount()).isEqualTo(10);
    release.countDown();
    stuck.join();
  }
}
