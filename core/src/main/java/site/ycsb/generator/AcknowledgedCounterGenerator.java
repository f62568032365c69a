package site.ycsb.generator;

import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A counter whose {@link #lastValue()} only covers values that have been acknowledged: it is the
 * highest v such that every value from countstart to v was passed to {@link #acknowledge(long)}.
 * Readers (e.g. the "latest" distribution) therefore never pick a key whose insert is unfinished.
 *
 * <p>Acknowledgements that arrive ahead of the limit wait in a ring of {@link #WINDOW_SIZE} flags.
 */
public class AcknowledgedCounterGenerator extends CounterGenerator {
  /** How far acknowledgements may run ahead of the oldest unacknowledged value. */
  static final int WINDOW_SIZE = 1 << 20;
  private static final int WINDOW_MASK = WINDOW_SIZE - 1;

  /** One bit per slot of the window (a 128 KiB bitset instead of a boolean per slot). */
  private final AtomicLongArray window = new AtomicLongArray(WINDOW_SIZE / Long.SIZE);
  private final ReentrantLock lock = new ReentrantLock();
  private volatile long limit;

  public AcknowledgedCounterGenerator(long countstart) {
    super(countstart);
    limit = countstart - 1;
  }

  /** The highest value v such that all values up to v have been acknowledged. */
  @Override
  public Long lastValue() {
    return limit;
  }

  /** {@link #lastValue()} unboxed, for the per-operation key choice. */
  public long lastAcknowledged() {
    return limit;
  }

  /**
   * Marks {@code value} as done and, if no other thread is doing so, advances the limit.
   *
   * @throws RuntimeException if acknowledgements run more than {@link #WINDOW_SIZE} ahead
   * @throws IllegalArgumentException if the value is already covered by the limit
   */
  public void acknowledge(long value) {
    if (value <= limit) {
      // Marking it again would leave a stale flag that a later lap of the ring mistakes for an ack.
      throw new IllegalArgumentException("Value " + value + " was already acknowledged");
    }
    int slot = (int) (value & WINDOW_MASK);
    if (!setBit(slot)) {
      throw new RuntimeException("Too many unacknowledged insertion keys.");
    }
    // Whoever holds the lock advances on behalf of everyone. After releasing it we look again:
    // a thread whose tryLock failed while we were scanning may have set the very next slot, and
    // nobody else would advance over it until the next acknowledgement.
    while (lock.tryLock()) {
      try {
        advance();
      } finally {
        lock.unlock();
      }
      if (!isSet((int) ((limit + 1) & WINDOW_MASK))) {
        return;
      }
    }
  }

  /** Moves the limit over consecutive acknowledged slots, freeing them. Caller holds the lock. */
  private void advance() {
    long next = limit + 1;
    int slot = (int) (next & WINDOW_MASK);
    // Stop after one full turn so a completely acknowledged window cannot loop forever.
    for (int scanned = 0; scanned < WINDOW_SIZE && isSet(slot); scanned++) {
      clearBit(slot);
      next++;
      slot = (int) (next & WINDOW_MASK);
    }
    limit = next - 1;
  }

  /** Sets the slot's bit; false if it was already set. */
  private boolean setBit(int slot) {
    int word = slot >>> 6;
    long mask = 1L << slot;
    while (true) {
      long old = window.get(word);
      if ((old & mask) != 0) {
        return false;
      }
      if (window.compareAndSet(word, old, old | mask)) {
        return true;
      }
    }
  }

  private void clearBit(int slot) {
    int word = slot >>> 6;
    long mask = 1L << slot;
    long old;
    do {
      old = window.get(word);
    } while (!window.compareAndSet(word, old, old & ~mask));
  }

  private boolean isSet(int slot) {
    return (window.get(slot >>> 6) & (1L << slot)) != 0;
  }
}
