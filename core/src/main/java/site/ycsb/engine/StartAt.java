package site.ycsb.engine;

import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/**
 * {@code start.at}: the wall-clock instant at which every client process of a run starts its phase, so
 * that clients on several machines measure the same window. Each client connects and initialises its
 * threads first, then waits here. The clients' clocks must agree (NTP); the merge's window-overlap
 * warning shows when they did not.
 */
public final class StartAt {
  public static final String PROPERTY = "start.at";
  private static final long POLL_NS = TimeUnit.MILLISECONDS.toNanos(100);
  private static final long SPIN_NS = TimeUnit.MILLISECONDS.toNanos(1);

  private StartAt() {
  }

  /** The instant the property names, or null when it is not set. */
  static Instant read(PropertyReader p) {
    if (!p.isSet(PROPERTY)) {
      return null;
    }
    String raw = p.string(PROPERTY, "");
    try {
      if (raw.chars().allMatch(Character::isDigit)) {
        return Instant.ofEpochMilli(Long.parseLong(raw));
      }
      return OffsetDateTime.parse(raw).toInstant();
    } catch (NumberFormatException | DateTimeParseException e) {
      throw new IllegalPropertyException(PROPERTY, raw, accepted());
    }
  }

  /** How long ago {@code at} was, in milliseconds (negative while it is ahead). */
  static long lateMs(Instant at) {
    return Duration.between(at, Instant.now()).toMillis();
  }

  /** Fails when {@code at} lies more than the stop grace in the past: that client would start alone. */
  static void checkNotPast(Instant at, long stopGraceMs) {
    long late = lateMs(at);
    if (late > stopGraceMs) {
      throw tooLate(at, late, stopGraceMs, "");
    }
  }

  static IllegalPropertyException tooLate(Instant at, long lateMs, long stopGraceMs, String when) {
    return new IllegalPropertyException(String.format(Locale.ROOT, "property '%s' is %s, %.1f s in the past%s; "
        + "accepted: %s, at most stop.grace (%d s) ago", PROPERTY, at, lateMs / 1000.0, when, accepted(),
        stopGraceMs / 1000));
  }

  private static String accepted() {
    return "an ISO-8601 instant (2026-01-31T12:00:00Z, or with an offset such as +01:00) or epoch milliseconds";
  }

  /**
   * Waits until {@code at}, saying how long on {@code err}; returns within {@link #POLL_NS} when
   * {@code stopRequested} turns true (Ctrl-C, SIGTERM). Parked, not spinning, but for the last millisecond.
   */
  static void await(Instant at, int threads, BooleanSupplier stopRequested, PrintStream err) {
    long waitNs = Duration.between(Instant.now(), at).toNanos();
    long deadline = System.nanoTime() + waitNs; // before printing, which can take milliseconds
    if (waitNs <= 0) {
      err.printf(Locale.ROOT, "ycsb: warning: start.at %s passed %.3f s ago while the %d thread(s) initialised; "
          + "starting now, late%n", at, -waitNs / 1e9, threads);
      return;
    }
    err.printf(Locale.ROOT, "Waiting %.3f s until start.at %s (%d thread(s) connected and initialised)%n",
        waitNs / 1e9, at, threads);
    long left;
    while ((left = deadline - System.nanoTime()) > SPIN_NS) {
      if (stopRequested.getAsBoolean()) {
        return;
      }
      LockSupport.parkNanos(Math.min(left - SPIN_NS, POLL_NS));
    }
    // The last moment awake: a parked thread can wake late, so the final millisecond is spun.
    while (System.nanoTime() < deadline && !stopRequested.getAsBoolean()) {
      Thread.onSpinWait();
    }
  }
}
