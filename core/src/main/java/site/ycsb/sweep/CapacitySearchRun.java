package site.ycsb.sweep;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import site.ycsb.engine.Arrivals;
import site.ycsb.engine.ClientArgs;

/**
 * A capacity search ({@code --slo}): steps chosen one after another by the search ({@link CapacitySearch}, or
 * {@link DescendingSearch} with --slo-descend), each an ordinary step with its own folder, judged against the SLO
 * ({@link SloJudgement}); sweep.json gets the search's record after every step.
 */
final class CapacitySearchRun {
  private final SweepOptions options;
  private final SearchOptions so;
  private final StepExecution execution;
  private final SweepResults results;
  private final SweepFile file;
  private final Progress progress;
  private final StopSwitch stopSwitch;
  /** The search's arrival model in words ({@link SearchArrivals#describe}), once it started. */
  private String arrivals;

  CapacitySearchRun(SweepOptions options, StepExecution execution, SweepResults results, SweepFile file,
      Progress progress, StopSwitch stopSwitch) {
    this.options = options;
    this.so = options.search();
    this.execution = execution;
    this.results = results;
    this.file = file;
    this.progress = progress;
    this.stopSwitch = stopSwitch;
  }

  /** Runs the search; returns the sweep's status: completed, incomplete or unsupported. */
  String run() throws IOException, InterruptedException {
    RateSearch search = so.newSearch();
    List<SearchStep> done = new ArrayList<>();
    record(search, done, CapacityRecord.SEARCHING);
    RateSearch.Next next = search.first();
    Properties stepProps = stepProperties();
    arrivals = SearchArrivals.describe(stepProps);
    StepLength length = StepLength.of(stepProps, so.slo());
    progress.line("arrivals: " + arrivals + " at every rate after the unthrottled probe (the search's default is "
        + "open-loop poisson, the load a service sees; -p " + Arrivals.MODE_PROPERTY + " and -p "
        + Arrivals.PROCESS_PROPERTY + " choose another)");
    progress.line(length.describe());
    if (length.warning() != null) {
      progress.line(length.warning());
    }
    int k = 0;
    while (next != null) {
      if (stopSwitch.isStopped()) {
        record(search, done, CapacityRecord.INTERRUPTED);
        return SweepManifest.INCOMPLETE;
      }
      k++;
      PlannedStep step = new PlannedStep(k, next.target(), options.threads(), next.target(), 1, dir(k, next));
      progress.searchStepStarting(step, next.role(), search.low(), search.high());
      StepRecord r = execution.step(step, k - 1, 0);  // a search does not know its number of steps
      results.add(r);
      SloJudgement measured = SloJudgement.of(next, r, options.out(), so);
      next = search.after(measured.step(), measured.times());
      if (SearchStep.PROBE.equals(measured.step().role()) && search.probeThroughput() != null) {
        String below = length.warningBelow(Math.round(search.probeThroughput()));
        if (below != null) {
          progress.line(below);
        }
      }
      SearchStep judged = measured.step().judged(search.lastAttempt(), search.lastVerdict(),
          search.lastPooledUs());
      done.add(judged);
      progress.searchStepFinished(step, r, judged, so.slo());
      record(search, done, search.done()
          ? (search.capacity() != null ? CapacityRecord.FOUND : CapacityRecord.NONE) : CapacityRecord.SEARCHING);
      file.running(results);
      if (StepRecord.INTERRUPTED.equals(r.status())) {
        record(search, done, CapacityRecord.INTERRUPTED);
        return SweepManifest.INCOMPLETE;
      }
      if (StepRecord.UNSUPPORTED.equals(r.status())) {
        record(search, done, CapacityRecord.NONE);
        return SweepManifest.UNSUPPORTED;
      }
    }
    return SweepManifest.COMPLETED;
  }

  /** The folder of the k-th step: its rate and role in the name, so that a listing reads as the search went. */
  static String dir(int k, RateSearch.Next next) {
    return SearchStep.PROBE.equals(next.role()) ? String.format(Locale.ROOT, "step-%02d-probe", k)
        : String.format(Locale.ROOT, "step-%02d-target-%d-%s", k, next.target(), next.role());
  }

  /** Puts the search's record, with this status, into the sweep's results. */
  private void record(RateSearch search, List<SearchStep> done, String status) {
    SearchStep confirmed = null;
    if (search.capacity() != null) {
      // The last try that met the SLO at the capacity: of its confirmation (a recheck above it, when there was one,
      // runs at a higher rate), or of the brute force's rate.
      for (SearchStep st : done) {
        if ((SearchStep.CONFIRM.equals(st.role()) || SearchStep.RETRY.equals(st.role())
            || SearchStep.DESCEND.equals(st.role())) && st.meets() && st.target() == search.capacity()) {
          confirmed = st;
        }
      }
    }
    results.capacity(new CapacityRecord(so.slo().text(), so.slo().percentile(), so.slo().limitUs(), so.operation(),
        so.precision(), status, search.reason(), search.probeThroughput(), search.low(), search.high(),
        search.capacity(), confirmed == null ? null : confirmed.throughput(),
        confirmed == null ? null : confirmed.p50Us(), confirmed == null ? null : confirmed.p99Us(), done.size(),
        done, so.descend() == null ? CapacityRecord.BISECT : CapacityRecord.DESCEND, so.descend(), arrivals,
        CapacityBasis.flagged(search.capacity(), search.high(), done, results.steps())));
  }

  /** The properties every step starts from: the ycsb options, with the warm-up a step gets. */
  private Properties stepProperties() {
    List<String> args = new ArrayList<>(options.ycsbOptions());
    args.addAll(List.of("-db", options.dbClass()));
    if (options.warmupSeconds() != null) {
      args.addAll(List.of("-p", "warmup.time=" + options.warmupSeconds()));
    }
    return ClientArgs.parse(args.toArray(new String[0])).properties();
  }
}
