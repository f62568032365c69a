package site.ycsb.db;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * {@code c} simulated servers behind one FIFO queue, with exponentially distributed service times: an M/M/c
 * queue when the arrivals are Poisson. Each server's timeline is kept as the instant it next falls free, so a
 * request's wait and service are decided when it arrives (first come, first served: it goes to the server free
 * first, at the later of its arrival and that instant), and the caller only has to wait until the decided end.
 * How late a caller wakes therefore never delays the requests behind it.
 */
final class QueueServers {
  private final ReentrantLock lock = new ReentrantLock();
  private final long[] freeAtNs;
  private final double meanServiceNs;
  private final long spinNs;
  private final SplittableRandom random;

  /**
   * @param servers how many requests are served at once
   * @param meanServiceNs the mean service time
   * @param spinNs how much of the end of each wait is spent spinning rather than parked (parking wakes late)
   * @param seed the service times' random seed
   */
  QueueServers(int servers, double meanServiceNs, long spinNs, long seed) {
    this.freeAtNs = new long[servers];
    // Free from now on: System.nanoTime() has an arbitrary origin, so 0 could lie in the future.
    Arrays.fill(freeAtNs, System.nanoTime());
    this.meanServiceNs = meanServiceNs;
    this.spinNs = spinNs;
    this.random = new SplittableRandom(seed);
  }

  /** Queues one request now and returns when it has been served. */
  void serve() {
    awaitNanoTime(admit());
  }

  /** Places a request arriving now: returns the instant (System.nanoTime()) its service ends. */
  long admit() {
    lock.lock();
    try {
      return place(System.nanoTime());
    } finally {
      lock.unlock();
    }
  }

  /**
   * Places a request arriving at {@code arrivalNs}, which must not be before the previous request's arrival: a
   * simulation in virtual time (the tests check the queue against theory this way, free of the machine's timing).
   */
  long admit(long arrivalNs) {
    lock.lock();
    try {
      return place(arrivalNs);
    } finally {
      lock.unlock();
    }
  }

  private long place(long now) {
    int server = 0;
    for (int i = 1; i < freeAtNs.length; i++) {
      if (freeAtNs[i] - freeAtNs[server] < 0) {
        server = i;
      }
    }
    long start = freeAtNs[server] - now > 0 ? freeAtNs[server] : now;
    // 1 - U is in (0, 1], so the logarithm is finite.
    long end = start + (long) (-Math.log(1.0 - random.nextDouble()) * meanServiceNs);
    freeAtNs[server] = end;
    return end;
  }

  private void awaitNanoTime(long end) {
    long left;
    while ((left = end - System.nanoTime()) > spinNs) {
      LockSupport.parkNanos(left - spinNs);
    }
    while (end - System.nanoTime() > 0) {
      Thread.onSpinWait();
    }
  }
}
