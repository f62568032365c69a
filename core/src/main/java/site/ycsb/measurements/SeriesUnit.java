package site.ycsb.measurements;

/** One point of a time series: the average latency of the operations in one time unit. */
class SeriesUnit {
  protected final long time;
  protected final double average;

  SeriesUnit(long time, double average) {
    this.time = time;
    this.average = average;
  }
}
