package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class BatchingRecorderTest {
  private static final long MS = 1_000_000;

  private static Histogram interval(BatchingRecorder r) {
    Histogram h = new Histogram(3);
    r.moveIntervalInto(h);
    return h;
  }

  @Test
  void fastValuesWaitForAFullBatch() {
    BatchingRecorder r = new BatchingRecorder(3);
    for (int i = 0; i < BatchingRecorder.CAPACITY - 1; i++) {
      r.record(5, 1_000 + i);
    }
    assertThat(interval(r).getTotalCount()).isZero();
    r.record(7, 2_000);  // the batch is full
    Histogram h = interval(r);
    assertThat(h.getTotalCount()).isEqualTo(BatchingRecorder.CAPACITY);
    assertThat(h.getMaxValue()).isEqualTo(7);
    assertThat(interval(r).getTotalCount()).isZero();  // each value in one interval only
  }

  @Test
  void aBatchIsFlushedOnceItsOldestValueIsAMillisecondOld() {
    BatchingRecorder r = new BatchingRecorder(3);
    r.record(1, 10 * MS);
    r.record(2, 10 * MS + MS / 2);
    assertThat(interval(r).getTotalCount()).isZero();
    r.record(3, 11 * MS);
    assertThat(interval(r).getTotalCount()).isEqualTo(3);
  }

  @Test
  void recordingWithoutAClockReadingAndFlushAreImmediate() {
    BatchingRecorder r = new BatchingRecorder(3);
    r.record(4, 0);
    r.record(9);  // takes the held value along
    assertThat(interval(r).getTotalCount()).isEqualTo(2);
    r.record(4, 0);
    r.flush();
    assertThat(interval(r).getTotalCount()).isEqualTo(1);
    r.record(-3);  // a clock that stepped back counts as 0
    assertThat(interval(r).getMinValue()).isZero();
  }

  @Test
  void unflushedValuesAreTakenAtTheEnd() {
    BatchingRecorder r = new BatchingRecorder(3);
    r.record(8, 0);
    r.record(9, 1);
    Histogram end = new Histogram(3);
    r.moveUnflushedInto(end);
    assertThat(end.getTotalCount()).isEqualTo(2);
    assertThat(interval(r).getTotalCount()).isZero();
  }

  /** A writer and a reader taking intervals concurrently: every value in exactly one interval. */
  @Test
  void concurrentIntervalsAddUpToExactlyWhatWasRecorded() throws Exception {
    BatchingRecorder r = new BatchingRecorder(3);
    Histogram expected = new Histogram(3);
    Histogram seen = new Histogram(3);
    AtomicBoolean done = new AtomicBoolean();
    Thread writer = new Thread(() -> {
      SplittableRandom random = new SplittableRandom(3);
      long now = 0;
      for (int i = 0; i < 2_000_000; i++) {
        int v = random.nextInt(100_000);
        now += random.nextInt(2_000);
        r.record(v, now);
        expected.recordValue(v);
      }
      r.flush();
      done.set(true);
    });
    writer.start();
    while (!done.get()) {
      r.moveIntervalInto(seen);
    }
    writer.join();
    r.moveIntervalInto(seen);
    assertThat(seen).isEqualTo(expected);  // same counts in every bucket
  }

  /** A thread stuck in the database after some operations: its held-back latencies still count. */
  @Test
  void aStuckThreadsLatenciesAreInTheFinalTotals() throws Exception {
    Measurements measurements = new Measurements(new Properties());
    OneMeasurement series = measurements.series("READ");
    CountDownLatch recorded = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    Thread stuck = new Thread(() -> {
      LatencyRecorder recorder = series.recorderForCurrentThread();
      for (int i = 0; i < 10; i++) {
        recorder.record(20, i);
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
    series.sample();
    assertThat(series.totalHistogram().orElseThrow().getTotalCount()).isZero();
    measurements.endRecording();
    series.sample();
    assertThat(series.totalHistogram().orElseThrow().getTotalCount()).isEqualTo(10);
    release.countDown();
    stuck.join();
  }
}
