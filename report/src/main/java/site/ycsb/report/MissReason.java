package site.ycsb.report;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.engine.ValidityGuard;
import site.ycsb.stats.Percent;
import site.ycsb.sweep.SearchStep;

/**
 * Why a capacity search's step missed its SLO, for a reader: the latency against the SLO, or the validity guard the
 * step missed (a step that reached too little of its target rate is judged by that guard, not by its latency), or
 * that the step failed. Built from the step as sweep.json records it; a share is printed with the digits that show
 * which side of its limit it is on ({@link Percent}), whatever the recorded message printed.
 */
final class MissReason {
  private static final String GUARD = "validity warning: ";
  private static final Pattern MIN_RATIO = Pattern.compile(
      Pattern.quote(ValidityGuard.MIN_TARGET_RATIO_PROPERTY) + " ([0-9.]+)");

  private MissReason() {
  }

  /**
   * The reason, or null for a step that met the SLO.
   *
   * @param percentileName the SLO's percentile ("p99")
   * @param limitUs the SLO's limit in µs
   */
  static String of(SearchStep s, String percentileName, double limitUs) {
    if (s.meets()) {
      return null;
    }
    String why = s.why() == null ? "" : s.why();
    if (why.startsWith(GUARD + ValidityGuard.TARGET_NOT_REACHED) && s.throughput() != null && s.target() > 0) {
      Matcher m = MIN_RATIO.matcher(why);
      double min = m.find() ? Double.parseDouble(m.group(1)) : ValidityGuard.DEFAULT_MIN_TARGET_RATIO;
      double share = s.throughput() / s.target();
      return String.format(Locale.ROOT, "target not reached: a validity guard, not the latency: %s ops/s is %s%% "
          + "of the target %,d/s, below %s %s", Fmt.f1(s.throughput()), Percent.of(share, min), s.target(),
          ValidityGuard.MIN_TARGET_RATIO_PROPERTY, Fmt.value(min));
    }
    if (why.startsWith(GUARD)) {
      return "validity guard: " + why.substring(GUARD.length());
    }
    if (s.sloValueUs() != null && s.sloValueUs() > limitUs) {
      return String.format(Locale.ROOT, "latency: %s %,.0f µs, over the SLO's %,.0f µs", percentileName,
          s.sloValueUs(), limitUs);
    }
    return why.isEmpty() ? "missed the SLO" : why.replace(" us", " µs");
  }

  /**
   * The words before a reason's first colon, to write beside a point on a chart: "target not reached", "latency"
   * (the HTML page takes the same).
   */
  static String headline(String reason) {
    int colon = reason.indexOf(':');
    return colon < 0 ? reason : reason.substring(0, colon);
  }
}
