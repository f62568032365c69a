package site.ycsb;

import java.util.concurrent.TimeUnit;

/** Formats the estimated time to completion of the status line, as 0.17.0 does. */
final class RemainingFormatter {
  private RemainingFormatter() {
  }

  public static StringBuilder format(long seconds) {
    StringBuilder time = new StringBuilder();
    long rest = seconds;
    long days = TimeUnit.SECONDS.toDays(rest);
    if (days > 0) {
      time.append(days).append(days == 1 ? " day " : " days ");
      rest -= TimeUnit.DAYS.toSeconds(days);
    }
    long hours = TimeUnit.SECONDS.toHours(rest);
    if (hours > 0) {
      time.append(hours).append(hours == 1 ? " hour " : " hours ");
      rest -= TimeUnit.HOURS.toSeconds(hours);
    }
    // Minutes only below a day, seconds only below a minute: the estimate is rough anyway.
    if (days < 1) {
      long minutes = TimeUnit.SECONDS.toMinutes(rest);
      if (minutes > 0) {
        time.append(minutes).append(minutes == 1 ? " minute " : " minutes ");
        rest -= TimeUnit.MINUTES.toSeconds(minutes);
      }
    }
    if (time.length() == 0) {
      time.append(rest).append(rest == 1 ? " second " : " seconds ");
    }
    return time;
  }
}
