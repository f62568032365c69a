package site.ycsb.sweep;

import java.util.Locale;

/** What every step of a sweep runs: the transaction phase ({@code -t}) or the load phase ({@code -load}). */
public enum Phase {
  RUN, LOAD;

  /** The name used on the command line and in sweep.json. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
