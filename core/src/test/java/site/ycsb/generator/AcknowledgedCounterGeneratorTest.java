package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class AcknowledgedCounterGeneratorTest {

  @Test
  void limitAdvancesOnlyOverContiguousAcknowledgements() {
    AcknowledgedCounterGenerator gen = new AcknowledgedCounterGenerator(10);
    assertThat(gen.lastValue()).isEqualTo(9);
    for (int i = 0; i < 5; i++) {
      assertThat(gen.nextLong()).isEqualTo(10 + i);
    }
    gen.acknowledge(11);
    gen.acknowledge(12);
    assertThat(gen.lastValue()).isEqualTo(9);
    gen.acknowledge(10);
    assertThat(gen.lastValue()).isEqualTo(12);
    gen.acknowledge(14);
    assertThat(gen.lastValue()).isEqualTo(12);
    gen.acknowledge(13);
    assertThat(gen.lastValue()).isEqualTo(14);
  }

  @Test
  void limitCrossesTheWindowBoundary() {
    AcknowledgedCounterGenerator gen = new AcknowledgedCounterGenerator(0);
    int total = AcknowledgedCounterGenerator.WINDOW_SIZE * 2 + 10;
    for (int i = 0; i < total; i++) {
      gen.acknowledge(gen.nextLong());
    }
    assertThat(gen.lastValue()).isEqualTo(total - 1L);
  }

  @Test
  void tooManyOutstandingAcknowledgementsAreRejected() {
    AcknowledgedCounterGenerator gen = new AcknowledgedCounterGenerator(0);
    gen.acknowledge(1);
    assertThatThrownBy(() -> gen.acknowledge(1 + AcknowledgedCounterGenerator.WINDOW_SIZE))
        .isInstanceOf(RuntimeException.class).hasMessage("Too many unacknowledged insertion keys.");
    assertThatThrownBy(() -> gen.acknowledge(1))
        .isInstanceOf(RuntimeException.class).hasMessage("Too many unacknowledged insertion keys.");
  }

  @Test
  void acknowledgingTwiceIsRejected() {
    AcknowledgedCounterGenerator gen = new AcknowledgedCounterGenerator(0);
    gen.acknowledge(gen.nextLong());
    assertThatThrownBy(() -> gen.acknowledge(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("already acknowledged");
  }

  /**
   * Four threads take values and acknowledge them in shuffled batches while a reader checks that
   * the limit never covers an unacknowledged value; at the end it must cover them all.
   */
  @Test
  void concurrentAcknowledgementsKeepTheLimitSafeAndComplete() throws Exception {
    int perThread = 200_000;
    long start = 5_000;
    AcknowledgedCounterGenerator gen = new AcknowledgedCounterGenerator(start);
    AtomicIntegerArray acked = new AtomicIntegerArray(perThread * Concurrently.THREADS);
    AtomicBoolean done = new AtomicBoolean();
    AtomicReference<String> violation = new AtomicReference<>();
    Thread reader = new Thread(() -> {
      long checked = start - 1;
      while (!done.get() && violation.get() == null) {
        long limit = gen.lastValue();
        if (limit < checked) {
          violation.set("limit went back from " + checked + " to " + limit);
        }
        for (long v = checked + 1; v <= limit; v++) {
          if (acked.get((int) (v - start)) == 0) {
            violation.set("limit " + limit + " covers unacknowledged " + v);
            break;
          }
        }
        checked = Math.max(checked, limit);
      }
    });
    reader.start();
    Concurrently.run(t -> {
      ThreadLocalRandom random = ThreadLocalRandom.current();
      List<Long> pending = new ArrayList<>();
      for (int i = 0; i < perThread; i++) {
        pending.add(gen.nextValue());
        if (pending.size() >= 1 + random.nextInt(64) || i == perThread - 1) {
          Collections.shuffle(pending, random);
          for (long v : pending) {
            acked.set((int) (v - start), 1);
            gen.acknowledge(v);
          }
          pending.clear();
        }
      }
      return null;
    });
    done.set(true);
    reader.join();
    assertThat(violation.get()).isNull();
    assertThat(gen.lastValue()).isEqualTo(start + (long) perThread * Concurrently.THREADS - 1);
  }
}
