package site.ycsb.engine;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * An open loop's schedule of arrivals, shared by its clients: a client that is free claims the next unclaimed
 * arrival itself (under one lock) and parks until its scheduled time, the way a closed-loop thread parks until
 * its own next slot; a client that finishes an operation while arrivals are already due takes the oldest at once,
 * without parking. No thread hands an arrival to another, so an operation costs no wake-up beyond its own timer
 * (on platform threads the hand-over from a dispatcher cost a futex wake and a context switch per operation).
 * The due arrivals nobody has claimed yet (every client busy) wait here, in a growing ring of start times (no
 * allocation per arrival), oldest first; the dispatcher ({@link OpenLoop}) looks at them only to start clients.
 */
final class ArrivalQueue {
  /** What {@link #take} returns once the queue is closed: no arrival has this time in practice. */
  static final long CLOSED = Long.MIN_VALUE;

  private final ReentrantLock lock = new ReentrantLock();
  private final Condition begun = lock.newCondition();
  /** Every client that has taken, to unpark on close. */
  private final List<Thread> clients = new CopyOnWriteArrayList<>();
  private ArrivalSchedule schedule;
  /**
   * The arrivals generated and not yet claimed, oldest first: every one due at the last refresh, then exactly one
   * not yet due (the next unclaimed arrival), once the schedule has begun.
   */
  private long[] ring = new long[1024];
  private int head;
  private int size;
  /** Of {@link #size}, the arrivals already due at the last refresh (the backlog). */
  private int due;
  /** Clients started whose first take has not yet come. */
  private int starting;
  private volatile boolean closed;
  /** Arrivals claimed after their time on a client's second or later take: every client was busy. */
  private long queued;
  /** Arrivals claimed before their time: no wait for anyone (a figure for tests and the README). */
  private long claimedAhead;
  /** Arrivals claimed already due: by a client that finished while the backlog held them, or a new client. */
  private long claimedDue;
  /** The backlog at the dispatcher's last look. */
  private int checkedBacklog;
  /** The backlog as of the last refresh, for readers outside the lock (the outstanding count per operation). */
  private volatile int backlog;

  ArrivalQueue(int startingClients) {
    this.starting = startingClients;
  }

  /** The schedule begins: clients waiting in {@link #take} claim from it from now on. */
  void begin(ArrivalSchedule arrivals, long now) {
    lock.lock();
    try {
      schedule = arrivals;
      refresh(now);
      begun.signalAll();
    } finally {
      lock.unlock();
    }
  }

  /**
   * The next arrival's scheduled time, parking until that time has come; {@link #CLOSED} once the queue is
   * closed (or the thread interrupted). {@code first} is a client's first call; it waits for {@link #begin}.
   */
  long take(boolean first) {
    long t;
    lock.lock();
    try {
      if (first) {
        starting--;
        clients.add(Thread.currentThread());
      }
      while (schedule == null && !closed) {
        try {
          begun.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return CLOSED;
        }
      }
      if (closed) {
        return CLOSED;
      }
      long now = System.nanoTime();
      refresh(now);
      t = ring[head];
      if (t == ArrivalSchedule.NO_MORE) {
        // A finite schedule has ended: every arrival is claimed; this client ends, the others as they come back.
        return CLOSED;
      }
      schedule.claimed();
      head = (head + 1) % ring.length;
      size--;
      if (due > 0) {
        due--;
        claimedDue++;
        if (!first) {
          queued++;
        }
      } else {
        claimedAhead++;
      }
      if (size == 0) {
        append(schedule.next());
      }
      backlog = due;
    } finally {
      lock.unlock();
    }
    return awaitTime(t);
  }

  /** Parks until {@code t}; {@link #CLOSED} when the queue closes (or the thread is interrupted) meanwhile. */
  private long awaitTime(long t) {
    long now;
    while ((now = System.nanoTime()) - t < 0) {
      if (closed) {
        return CLOSED;
      }
      // No slices: close() unparks, and a client may claim an arrival seconds ahead (many free clients at a low
      // rate); hundreds of clients waking every few milliseconds to look would load the CPU they measure.
      LockSupport.parkNanos(t - now);
      if (Thread.interrupted()) {
        Thread.currentThread().interrupt();
        return CLOSED;
      }
    }
    return closed ? CLOSED : t;
  }

  /**
   * The dispatcher's look at {@code now}: the backlog (due arrivals no client has claimed), and whether it should
   * start a client for it, which this then counts as starting. It should when {@code mayStart}, the backlog is not
   * empty and has not shrunk since its last look (the free clients are not clearing it), and no client is starting:
   * clients start one at a time, since a new platform thread and binding instance cost far more than an operation,
   * and a burst of them starves the clients that would have cleared the backlog.
   */
  Check check(long now, boolean mayStart) {
    lock.lock();
    try {
      if (closed || schedule == null) {
        return new Check(0, false, now);
      }
      refresh(now);
      backlog = due;
      boolean start = mayStart && due > 0 && starting == 0 && due >= checkedBacklog;
      checkedBacklog = due;
      if (start) {
        starting++;
      }
      return new Check(due, start, ring[(head + due) % ring.length]);
    } finally {
      lock.unlock();
    }
  }

  /**
   * What {@link #check} found.
   *
   * @param backlog due arrivals no client has claimed
   * @param start whether the caller is to start one client
   * @param nextArrival the scheduled time of the first arrival not yet due
   */
  record Check(int backlog, boolean start, long nextArrival) {
  }

  /** The backlog as of the last claim or check (read without the lock, once per operation). */
  int backlog() {
    return backlog;
  }

  /** Appends every arrival due at {@code now}, and the first one not yet due, behind the ones held. */
  private void refresh(long now) {
    if (size == 0) {
      append(schedule.next());
    }
    while (due < size && ring[(head + due) % ring.length] - now <= 0) {
      due++;
      if (due == size) {
        append(schedule.next());
      }
    }
  }

  private void append(long t) {
    if (size == ring.length) {
      grow();
    }
    ring[(head + size) % ring.length] = t;
    size++;
  }

  /**
   * How far behind its schedule the loop is at {@code now}: the age of the oldest due arrival no client has
   * claimed; 0 when none is due, before the schedule and once closed. Read at scrape time (one acquisition of the
   * lock), never per operation.
   */
  long lagNs(long now) {
    lock.lock();
    try {
      if (closed || schedule == null) {
        return 0;
      }
      refresh(now);
      backlog = due;
      return due > 0 ? Math.max(0, now - ring[head]) : 0;
    } finally {
      lock.unlock();
    }
  }

  /** Arrivals claimed after their time by a client that had run one before: they waited for a busy client. */
  long queued() {
    lock.lock();
    try {
      return queued;
    } finally {
      lock.unlock();
    }
  }

  /** Arrivals claimed before their time (the client parked for it) and claimed already due. */
  long[] claims() {
    lock.lock();
    try {
      return new long[] {claimedAhead, claimedDue};
    } finally {
      lock.unlock();
    }
  }

  /** A client counted as starting that will never take (its init failed, or its start did). */
  void startFailed() {
    lock.lock();
    try {
      starting--;
    } finally {
      lock.unlock();
    }
  }

  /** Drops what is due; every take from now on returns {@link #CLOSED}, and parked clients wake to see it. */
  void close() {
    lock.lock();
    try {
      closed = true;
      size = 0;
      due = 0;
      backlog = 0;
      begun.signalAll();
    } finally {
      lock.unlock();
    }
    for (Thread client : clients) {
      LockSupport.unpark(client);
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
