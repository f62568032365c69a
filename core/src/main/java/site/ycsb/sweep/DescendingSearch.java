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
final class DescendingSearch implements RateSearch {
  /** Rates run below the first that meets the SLO. */
  static final int BELOW = 2;

  private final double step;
  private final RateVerdict verdict;
  private Double probeThroughput;
  private long top;
  private int k;
  private long rate;
  private boolean started;
  private Long low;
  private Long high;
  private int belowRun;
  private String belowMissed;
  private Long capacity;
  private String reason;
  private boolean done;

  /**
   * @param step the ratio between neighbouring rates, less 1 (0.10: each rate is the one above / 1.1)
   * @param limitUs the SLO's limit, for {@link RateVerdict}'s clear pass
   */
  DescendingSearch(double step, double limitUs) {
    this.step = step;
    this.verdict = new RateVerdict(limitUs);
  }

  @Override
  public Next after(SearchStep s) {
    if (s.role().equals(SearchStep.PROBE)) {
      if (s.throughput() == null || !(s.throughput() >= 1)) {
        return end(null, "the unthrottled probe measured no throughput" + (s.why() == null ? "" : ": " + s.why()));
      }
      probeThroughput = s.throughput();
      top = Math.round(s.throughput());
      return descend(0);
    }
    if (!s.role().equals(SearchStep.RETRY)) {
      started = true;
      verdict.start(s.target() == top);
    }
    String v = verdict.add(s);
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

  private Next end(Long found, String why) {
    capacity = found;
    reason = why;
    done = true;
    return null;
  }

  @Override
  public Integer lastAttempt() {
    return started ? verdict.attempt() : null;
  }

  @Override
  public String lastVerdict() {
    return started ? verdict.verdict() : null;
  }

  @Override
  public boolean done() {
    return done;
  }

  @Override
  public Long capacity() {
    return capacity;
  }

  @Override
  public String reason() {
    return reason;
  }

  @Override
  public Long low() {
    return low;
  }

  @Override
  public Long high() {
    return high;
  }

  @Override
  public Double probeThroughput() {
    return probeThroughput;
  }
}
