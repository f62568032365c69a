package site.ycsb.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import site.ycsb.results.ResultsDirectory;

/**
 * A capacity search's step as judged against the SLO: it meets it when it completed, no validity guard flagged it
 * and its percentile is in. Its response times go with it when it is a valid measurement (met the SLO or only
 * missed the limit), for the pool of {@link RateVerdict}.
 *
 * @param times the step's response times, or null when it is no valid measurement
 */
record SloJudgement(SearchStep step, ResponseTimes times) {

  /**
   * Judges the step the search asked for as {@code next}, which ended as {@code r} in the sweep folder {@code out}.
   */
  static SloJudgement of(RateSearch.Next next, StepRecord r, Path out, SearchOptions so) {
    ResponseTimes times = ResponseTimes.NONE;
    Path file = out.resolve(r.dir()).resolve(ResultsDirectory.RESULT_FILE);
    if (Files.isRegularFile(file)) {
      try {
        times = ResponseTimes.of(ResultsDirectory.readResult(file));
      } catch (IOException e) {
        times = ResponseTimes.NONE;
      }
    }
    Double sloValue = times.percentileUs(so.operation(), so.slo().percentile());
    String why = null;
    boolean valid = false;
    if (!StepRecord.COMPLETED.equals(r.status())) {
      why = "step " + r.status() + (r.reason() == null ? "" : ": " + r.reason());
    } else if (!r.disqualifyingWarnings().isEmpty()) {
      // The client's check of itself (a short step, few operations for a percentile) is shown, not disqualifying,
      // as for the knee: it says how far to trust the figure, not that the database failed the step.
      why = "validity warning: " + r.disqualifyingWarnings().get(0);
    } else if (sloValue == null) {
      why = "no " + (so.operation() == null ? "database" : so.operation()) + " operation was measured";
    } else {
      valid = true;
      if (!so.slo().meets(sloValue)) {
        why = String.format(Locale.ROOT, "%s %.0f us is over %.0f us", so.slo().percentileName(), sloValue,
            so.slo().limitUs());
      }
    }
    SearchStep step = new SearchStep(r.dir(), next.role(), next.target(), r.throughput(), sloValue,
        times.percentileUs(so.operation(), 50), times.percentileUs(so.operation(), 99), why == null, why);
    return new SloJudgement(step, valid ? times : null);
  }
}
