package site.ycsb.engine;

import site.ycsb.workloads.TimedArrivals;

/** The arrivals a workload brings with it (a trace's timestamps), from the phase's start; finite. */
final class TimedSchedule implements ArrivalSchedule {
  private final TimedArrivals arrivals;
  private final long startNs;

  TimedSchedule(TimedArrivals arrivals, long startNs) {
    this.arrivals = arrivals;
    this.startNs = startNs;
  }

  @Override
  public long next() {
    long offset = arrivals.nextOffsetNs();
    return offset == TimedArrivals.END ? NO_MORE : startNs + offset;
  }

  @Override
  public void claimed() {
    arrivals.claim();
  }
}
