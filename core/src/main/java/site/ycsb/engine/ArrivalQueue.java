package site.ycsb.engine;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The FIFO of an open loop's scheduled arrivals, from the dispatcher to the clients: a growing ring of start
 * times (no allocation per arrival) under one lock. It knows how many clients wait in {@link #take} and how many
 * are starting, so that the dispatcher can tell whether an arrival will find a client or needs a new one.
 */
final class ArrivalQueue {
  /** What {@link #take} returns once the queue is closed: no arrival has this time in practice. */
  static final long CLOSED = Long.MIN_VALUE;

  private final ReentrantLock lock = new ReentrantLock();
  private final Condition notEmpty = lock.newCondition();
  private long[] ring = new long[1024];
  private int head;
  private int size;
  /** Clients blocked in take (a signalled one counts until it has taken its arrival). */
  private int waiting;
  /** Clients started whose first take has not yet come. */
  private int starting;
  private boolean closed;

  ArrivalQueue(int startingClients) {
    this.starting = startingClients;
  }

  /** What became of an arrival put into the queue. */
  enum Put { TAKEN, UNCOVERED, DROPPED }

  /**
   * Appends an arrival; {@code TAKEN} when a waiting or starting client is there for it, {@code UNCOVERED} when
   * every client is busy (then, when {@code startClient}, one more is counted as starting), {@code DROPPED}
   * after {@link #close}.
   */
  Put put(long scheduledNs, boolean startClient) {
    lock.lock();
    try {
      if (closed) {
        return Put.DROPPED;
      }
      if (size == ring.length) {
        grow();
      }
      ring[(head + size) % ring.length] = scheduledNs;
      size++;
      if (waiting > 0) {
        notEmpty.signal();
      }
      if (size <= waiting + starting) {
        return Put.TAKEN;
      }
      if (startClient) {
        starting++;
      }
      return Put.UNCOVERED;
    } finally {
      lock.unlock();
    }
  }

  /**
   * The next arrival's scheduled time, waiting for one; {@link #CLOSED} once the queue is closed (or the
   * thread interrupted). {@code first} is a new client's first call.
   */
  long take(boolean first) {
    lock.lock();
    try {
      if (first) {
        starting--;
      }
      while (size == 0 && !closed) {
        waiting++;
        try {
          notEmpty.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return CLOSED;
        } finally {
          waiting--;
        }
      }
      if (closed) {
        return CLOSED;
      }
      long t = ring[head];
      head = (head + 1) % ring.length;
      size--;
      return t;
    } finally {
      lock.unlock();
    }
  }

  /** A client counted as starting that will never take (its init failed). */
  void startFailed() {
    lock.lock();
    try {
      starting--;
    } finally {
      lock.unlock();
    }
  }

  /** Drops what is queued; every take from now on returns {@link #CLOSED}. */
  void close() {
    lock.lock();
    try {
      closed = true;
      size = 0;
      notEmpty.signalAll();
    } finally {
      lock.unlock();
    }
  }

  private void grow() {
    long[] bigger = new long[ring.length * 2];
    for (int i = 0; i < size; i++) {
      bigger[i] = ring[(head + i) % ring.length];
    }
    ring = bigger;
    head = 0;
  }
}
