package site.ycsb.generator;

import java.time.Instant;
import java.util.concurrent.TimeUnit;

/**
 * Produces Unix epoch timestamps that advance by a fixed interval on each {@link #nextValue()}:
 * start, start + interval, start + 2 * interval, ...
 *
 * <p>Timestamps are in the given unit for NANOSECONDS to SECONDS. For MINUTES, HOURS and DAYS
 * they stay in seconds (as in YCSB) and only the interval is scaled, so databases always receive
 * a usual epoch value. A negative interval walks back in time.
 */
public class UnixEpochTimestampGenerator extends Generator<Long> {
  /** The first timestamp the next {@link #nextValue()} after (re)initialisation returns. */
  protected long startTimestamp;
  /** The timestamp most recently returned. */
  protected long currentTimestamp;
  /** The timestamp returned before {@link #currentTimestamp}. */
  protected long lastTimestamp;
  /** The step, in {@link #timeUnits}. */
  protected long interval;
  protected TimeUnit timeUnits;

  /** Starts now, one minute apart. */
  public UnixEpochTimestampGenerator() {
    this(60, TimeUnit.SECONDS);
  }

  /** Starts at the current time. */
  public UnixEpochTimestampGenerator(long interval, TimeUnit timeUnits) {
    this.interval = interval;
    this.timeUnits = timeUnits;
    initalizeTimestamp(0);
  }

  /**
   * @param startTimestamp the first timestamp returned, in the generator's timestamp unit
   *     (seconds for MINUTES and coarser)
   */
  public UnixEpochTimestampGenerator(long interval, TimeUnit timeUnits, long startTimestamp) {
    this.interval = interval;
    this.timeUnits = timeUnits;
    startAt(startTimestamp);
  }

  /**
   * Restarts from the current time moved by {@code intervalOffset} intervals; e.g. -60 with a
   * one-minute interval starts an hour ago. (The name keeps YCSB's spelling.)
   */
  public void initalizeTimestamp(long intervalOffset) {
    startAt(now() + getOffset(intervalOffset));
  }

  private synchronized void startAt(long start) {
    // Positioned one step before the start, so the next nextValue() returns the start itself.
    startTimestamp = start;
    currentTimestamp = start - getOffset(1);
    lastTimestamp = currentTimestamp - getOffset(1);
  }

  /** The current time in this generator's timestamp unit. */
  private long now() {
    Instant t = Instant.now();
    switch (timeUnits) {
      case NANOSECONDS:
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
      case MICROSECONDS:
        return t.getEpochSecond() * 1_000_000L + t.getNano() / 1_000;
      case MILLISECONDS:
        return t.toEpochMilli();
      default:
        return t.getEpochSecond();
    }
  }

  @Override
  public synchronized Long nextValue() {
    lastTimestamp = currentTimestamp;
    currentTimestamp += getOffset(1);
    return currentTimestamp;
  }

  /** The span of {@code intervalOffset} intervals, in the generator's timestamp unit. */
  public long getOffset(long intervalOffset) {
    long step = intervalOffset * interval;
    switch (timeUnits) {
      case MINUTES:
        return step * 60;
      case HOURS:
        return step * 60 * 60;
      case DAYS:
        return step * 60 * 60 * 24;
      default:
        return step;
    }
  }

  /** The timestamp returned before the current one. */
  @Override
  public synchronized Long lastValue() {
    return lastTimestamp;
  }

  /** The timestamp most recently returned by {@link #nextValue()}. */
  public synchronized long currentValue() {
    return currentTimestamp;
  }
}
