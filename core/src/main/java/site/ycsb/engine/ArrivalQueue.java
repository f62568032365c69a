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
  /** The scheduled time of the first arrival the dispatcher has not yet put here; {@link #CLOSED} before any. */
  private long nextDue = CLOSED;
  /** Arrivals put here and dropped by {@link #close} without being taken. */
  private long dropped;

  ArrivalQueue(int startingClients) {
    this.starting = startingClients;
  }

  /**
   * Appends the first {@code n} of {@code times} (in one acquisition of the lock, so that a dispatcher that fell
   * behind catches up cheaply). Returns how many of them found no waiting or starting client, of which the first
   * {@code mayStart} are counted as starting (the caller starts that many clients); -1 after {@link #close}.
   * {@code next} is the scheduled time of the arrival after them, for {@link #lagNs}.
   */
  int putAll(long[] times, int n, int mayStart, long next) {
    lock.lock();
    try {
      if (closed) {
        return -1;
      }
      nextDue = next;
      int uncovered = 0;
      for (int i = 0; i < n; i++) {
        if (size == ring.length) {
          grow();
        }
        ring[(head + size) % ring.length] = times[i];
        size++;
        if (size > waiting + starting) {
          uncovered++;
          if (uncovered <= mayStart) {
            starting++;
          }
        }
      }
      for (int i = Math.min(n, waiting); i > 0; i--) {
        notEmpty.signal();
      }
      return uncovered;
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

  /** The schedule has begun: {@code first} is its first arrival's time, not yet put here. */
  void scheduleStarts(long first) {
    lock.lock();
    try {
      nextDue = first;
    } finally {
      lock.unlock();
    }
  }

  /**
   * How far behind its schedule the loop is at {@code now}: the age of the oldest arrival no client has taken,
   * queued here or not yet handed over by the dispatcher; 0 when none is due, before the schedule and once closed.
   * Read at scrape time (one acquisition of the lock), never per operation.
   */
  long lagNs(long now) {
    lock.lock();
    try {
      if (closed || nextDue == CLOSED) {
        return 0;
      }
      return Math.max(0, now - (size > 0 ? ring[head] : nextDue));
    } finally {
      lock.unlock();
    }
  }

  /** Arrivals put here that {@link #close} dropped untaken: they were never outstanding operations. */
  long dropped() {
    lock.lock();
    try {
      return dropped;
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
      dropped += size;
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
