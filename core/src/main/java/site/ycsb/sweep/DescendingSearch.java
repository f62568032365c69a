package site.ycsb.sweep;

/**
 * The brute-force check of a capacity search ({@code sweep --slo ... --slo-descend 10%}): after the same unthrottled
 * probe, target rates a fixed ratio apart going down from the probe's rate (probe / (1 + step)^k), each judged by
 * the search's own {@link RateVerdict}. The first rate that meets the SLO is the capacity; {@link #BELOW} more rates
 * under it are still run, to show the SLO keeps holding below it (a rate that then misses is named in the reason,
 * and the capacity stands: it is the highest rate that met the SLO, the question the search answers).
 *
 * <p>Descending stops where the search's bracketing does, at 1/1024 of the probe's rate. At the probe's own rate
 * one miss decide, as in the search.
 */
final class DescendingSearch extends RateSearch {
  /** Rates run below the first that meets the SLO. */
  static final int BELOW = 2;

  private final double step;
  private int k;
  private long rate;
  private boolean started;
  private int belowRun;
  private String belowMissed;

  /**
   * @param step the ratio between neighbouring rates, less 1 (0.10: each rate is the one above / 1.1)
   * @param slo the objective, for {@link RateVerdict}
   * @param operation the operation that must meet it, or null for every operation
   */
  DescendingSearch(double step, Slo slo, String operation) {
    super(slo, operation);
    this.step = step;
  }

  @Override
  Next after(SearchStep s, ResponseTimes times) {
    if (s.role().equals(SearchStep.PROBE)) {
      return probed(s) ? descend(0) : null;
    }
    if (!s.role().equals(SearchStep.RETRY)) {
      started = true;
      verdict.start(s.target() == top);
    }
    String v = verdict.add(s, times);
    if (v == null) {
      return new Next(SearchStep.RETRY, rate);
    }
    boolean meets = v.equals(RateVerdict.MEETS);
    if (low == null) {
      if (meets) {
        low = rate;
      } else {
        high = rate;
      }
    } else {
      belowRun++;
      if (!meets && belowMissed == null) {
        belowMissed = rate + " ops/s";
      } else if (!meets) {
        belowMissed += ", " + rate + " ops/s";
      }
      if (belowRun >= BELOW) {
        String how = "the highest of the rates " + Math.round(step * 100) + "% apart below the probe's that met the "
            + "SLO";
        return end(low, belowMissed == null ? how + "; the " + BELOW + " rates below it met it too"
            : how + "; below it, " + belowMissed + " missed");
      }
    }
    Next next = descend(k + 1);
    if (next == null && low != null) {
      return end(low, "the highest of the rates below the probe's that met the SLO; the lowest rate was reached");
    }
    return next;
  }

  /** The k-th rate under the probe's (the probe's own for k = 0), or the end at 1/1024 of it. */
  private Next descend(int n) {
    int m = n;
    long r = Math.round(top / Math.pow(1 + step, m));
    while (n > 0 && r >= rate && r >= 1) {  // low rates round to the same whole number
      r = Math.round(top / Math.pow(1 + step, ++m));
    }
    if (r < 1 || r < top / 1024.0) {
      return end(null, "no target rate down to " + rate + " ops/s met the SLO");
    }
    k = m;
    rate = r;
    return new Next(SearchStep.DESCEND, r);
  }

  @Override
  Integer lastAttempt() {
    return started ? verdict.attempt() : null;
  }

  @Override
  String lastVerdict() {
    return started ? verdict.verdict() : null;
  }
}
