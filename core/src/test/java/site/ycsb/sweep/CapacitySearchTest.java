package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The search's decisions against scripted outcomes: an SLO that holds exactly up to a known rate, and stalls. */
class CapacitySearchTest {
  /**
   * The most steps the rules can take at a precision: probe 1, bracket 21 (the probe's rate, then 10 halvings,
   * each missed twice but the last), bisection of [L, 2L] 2b (every bisect missed twice), recheck 1, bisection of
   * [recheck, probe] 2(4 + b) (a ratio of 512 takes 4 geometric steps to come under 2), confirmations 8 (3 rates
   * missed twice, one passed on its retry); b = ceil(log2(1 / precision)). 59 at 5%.
   */
  static int worstCase(double precision) {
    return 39 + 4 * (int) Math.ceil(Math.log(1 / precision) / Math.log(2));
  }

  private record Trace(CapacitySearch search, List<CapacitySearch.Next> steps, List<Boolean> met) {
    List<String> roles() {
      return steps.stream().map(CapacitySearch.Next::role).toList();
    }
  }

  /** Whether the step numbered k (the probe is 0) at this role and rate meets the SLO. */
  private interface Outcome {
    boolean meets(int k, String role, long rate);
  }

  /** Runs a search; the probe measures probeMax, a step meets the SLO where the outcome says so. */
  private static Trace run(double precision, double probeMax, Outcome outcome) {
    CapacitySearch search = new CapacitySearch(precision);
    List<CapacitySearch.Next> steps = new ArrayList<>();
    List<Boolean> met = new ArrayList<>();
    CapacitySearch.Next next = search.first();
    while (next != null) {
      boolean probe = next.role().equals(SearchStep.PROBE);
      boolean ok = !probe && outcome.meets(steps.size(), next.role(), next.target());
      steps.add(next);
      met.add(ok);
      next = search.after(new SearchStep("d", next.role(), next.target(), probe ? probeMax : (double) next.target(),
          1.0, 1.0, 1.0, ok, ok ? null : "over"));
    }
    assertThat(steps.size()).as("precision %s probe %s: %s", precision, probeMax, steps)
        .isLessThanOrEqualTo(worstCase(precision));
    return new Trace(search, steps, met);
  }

  private static Trace sharp(double precision, double probeMax, long truth) {
    return run(precision, probeMax, (k, role, r) -> r <= truth);
  }

  /** A reported capacity met the SLO on its last try: the last confirm or retry at that rate. */
  private static void assertMetOnItsLastTry(Trace t) {
    Long c = t.search().capacity();
    if (c == null) {
      return;
    }
    int last = -1;
    for (int i = 0; i < t.steps().size(); i++) {
      CapacitySearch.Next n = t.steps().get(i);
      if (n.target() == c && !n.role().equals(SearchStep.RECHECK)) {
        last = i;
      }
    }
    assertThat(last).isNotNegative();
    assertThat(t.steps().get(last).role()).isIn(SearchStep.CONFIRM, SearchStep.RETRY);
    assertThat(t.met().get(last)).as("the last try at %d", c).isTrue();
  }

  @Test
  void landsWithinThePrecisionBelowTheTrueCapacity() {
    for (long truth : new long[] {10, 333, 2_400, 4_999, 5_000, 7_321, 9_999}) {
      Trace t = sharp(0.05, 10_000, truth);
      assertThat(t.search().capacity()).as("truth %d", truth).isNotNull().isLessThanOrEqualTo(truth)
          .isGreaterThanOrEqualTo((long) Math.floor(truth * 0.95) - 1);
      assertThat(t.steps().get(0).role()).isEqualTo(SearchStep.PROBE);
      assertThat(t.steps().get(1)).isEqualTo(new CapacitySearch.Next(SearchStep.BRACKET, 10_000));
      assertMetOnItsLastTry(t);
      // Where bracketing went down more than one halving, its lowest failing rate is rechecked, and misses.
      CapacitySearch.Next last = t.steps().get(t.steps().size() - 1);
      long bracketTop = 10_000;
      while (bracketTop / 2 > truth) {
        bracketTop /= 2;
      }
      assertThat(last).as("truth %d", truth).isEqualTo(bracketTop < 10_000
          ? new CapacitySearch.Next(SearchStep.RECHECK, bracketTop)
          : new CapacitySearch.Next(SearchStep.CONFIRM, t.search().capacity()));
      assertThat(t.steps().size()).as("truth %d", truth).isLessThanOrEqualTo(30);
    }
    // Below 1/1024 of the probe's rate, no capacity.
    assertThat(sharp(0.05, 10_000, 8).search().reason()).isEqualTo("no target rate down to 9 ops/s met the SLO");
  }

  @Test
  void theSloHoldingAtTheProbesRateGivesThatRateConfirmed() {
    Trace t = run(0.05, 10_000, (k, role, r) -> true);
    assertThat(t.roles()).containsExactly(SearchStep.PROBE, SearchStep.BRACKET, SearchStep.CONFIRM);
    assertThat(t.search().capacity()).isEqualTo(10_000);
    assertThat(t.search().high()).isNull();
  }

  @Test
  void theBracketAtTheProbesRateIsNotRetriedAndAMissBelowItIs() {
    Trace t = sharp(0.05, 10_000, 3_000);
    assertThat(t.steps().subList(0, 6)).containsExactly(new CapacitySearch.Next(SearchStep.PROBE, 0),
        new CapacitySearch.Next(SearchStep.BRACKET, 10_000), new CapacitySearch.Next(SearchStep.BRACKET, 5_000),
        new CapacitySearch.Next(SearchStep.RETRY, 5_000), new CapacitySearch.Next(SearchStep.BRACKET, 2_500),
        new CapacitySearch.Next(SearchStep.BISECT, 3_750));
  }

  @Test
  void oneSpuriousMissAtARateThatPassesDoesNotLowerTheCapacity() {
    Trace clean = sharp(0.05, 10_000, 7_321);
    // Every step of the clean search once more, each time with one stall: that step misses, whatever its rate.
    for (int stalled = 2; stalled < clean.steps().size(); stalled++) {
      int k0 = stalled;
      Trace t = run(0.05, 10_000, (k, role, r) -> k != k0 && r <= 7_321);
      assertThat(t.search().capacity()).as("stall at step %d", stalled).isEqualTo(clean.search().capacity());
      assertThat(t.steps().size()).isLessThanOrEqualTo(clean.steps().size() + 1);
      assertMetOnItsLastTry(t);
    }
    // The bisect at 7,500 - 5% - ... a stall at the first bracket below the probe's rate: retried, then passes.
    Trace t = run(0.05, 10_000, (k, role, r) -> k != 2 && r <= 7_321);
    assertThat(t.steps().subList(2, 4)).containsExactly(new CapacitySearch.Next(SearchStep.BRACKET, 5_000),
        new CapacitySearch.Next(SearchStep.RETRY, 5_000));
    assertThat(t.met().subList(2, 4)).containsExactly(false, true);
  }

  @Test
  void aRateThatMissesTwiceCountsAsFailing() {
    Trace t = sharp(0.05, 10_000, 6_000);
    // Bisect at 7,500 misses, its retry misses too: 7,500 is the top of the bracket from then on.
    int i = t.steps().indexOf(new CapacitySearch.Next(SearchStep.BISECT, 7_500));
    assertThat(t.steps().get(i + 1)).isEqualTo(new CapacitySearch.Next(SearchStep.RETRY, 7_500));
    assertThat(t.steps().get(i + 2)).isEqualTo(new CapacitySearch.Next(SearchStep.BISECT, 6_250));
    assertThat(t.search().high()).isLessThanOrEqualTo(6_250);
    assertThat(t.search().capacity()).isBetween(5_700L, 6_000L);
  }

  @Test
  void aFailedConfirmationIsRetriedThenStepsDownByThePrecision() {
    // The search finds 5,937 (bisection from [5,000, 10,000] with 6,000 true); its repeat and the retry fail.
    Trace t = run(0.05, 10_000, (k, role, r) -> r <= 6_000
        && !((role.equals(SearchStep.CONFIRM) || role.equals(SearchStep.RETRY)) && r == 5_937));
    int i = t.steps().indexOf(new CapacitySearch.Next(SearchStep.CONFIRM, 5_937));
    assertThat(t.steps().subList(i, t.steps().size())).containsExactly(
        new CapacitySearch.Next(SearchStep.CONFIRM, 5_937), new CapacitySearch.Next(SearchStep.RETRY, 5_937),
        new CapacitySearch.Next(SearchStep.CONFIRM, 5_640));
    assertThat(t.search().capacity()).isEqualTo(5_640);
    assertThat(t.search().high()).isEqualTo(5_937);
    assertThat(t.search().reason()).isEqualTo("the repeat at 5937 ops/s failed; met the SLO at 5640 ops/s, "
        + "5% lower");
    // A confirmation that misses once and passes on its retry is the capacity: it met the SLO on its last try.
    Trace once = run(0.05, 10_000, (k, role, r) -> r <= 6_000 && !(role.equals(SearchStep.CONFIRM) && r == 5_937));
    assertThat(once.search().capacity()).isEqualTo(5_937);
    assertThat(once.search().reason()).isEqualTo("confirmed by a repeat at 5937 ops/s (its retry, after the "
        + "repeat missed)");
    assertMetOnItsLastTry(once);
  }

  /**
   * The memcached run that found 3 ops/s where a brute-force sweep found 7,822: a spell of stalls longer than a
   * step and its retry fails every rate it meets, the bracket goes far down; the recheck brings it back.
   */
  @Test
  void aSpellOfStallsIsUndoneByTheRecheck() {
    for (int spell : new int[] {4, 6, 8, 10}) {
      int s0 = spell;
      Trace t = run(0.05, 10_000, (k, role, r) -> k > s0 && r <= 7_000);
      assertThat(t.roles()).as("spell of %d steps", spell).contains(SearchStep.RECHECK);
      assertThat(t.search().capacity()).as("spell of %d steps: %s", spell, t.steps()).isBetween(6_649L, 7_000L);
      assertThat(t.search().reason()).contains("found after the recheck at");
      assertMetOnItsLastTry(t);
    }
  }

  @Test
  void aRecheckThatMissesKeepsTheConfirmedCapacity() {
    Trace t = sharp(0.05, 10_000, 1_000);
    assertThat(t.search().capacity()).isBetween(950L, 1_000L);
    assertThat(t.roles().get(t.roles().size() - 1)).isEqualTo(SearchStep.RECHECK);
    assertThat(t.roles()).containsOnlyOnce(SearchStep.RECHECK);
    assertThat(t.roles()).containsSequence(SearchStep.CONFIRM, SearchStep.RECHECK);
    assertThat(t.steps().get(t.steps().size() - 1).target()).isEqualTo(1_250);
    assertThat(t.search().reason()).startsWith("confirmed by a repeat at ").endsWith("; the recheck at 1250 ops/s "
        + "missed again");
  }

  @Test
  void noRateMeetingTheSloOrNoProbeMeansNoCapacity() {
    Trace none = run(0.05, 1_000, (k, role, r) -> false);
    assertThat(none.search().capacity()).isNull();
    assertThat(none.search().reason()).isEqualTo("no target rate down to 1 ops/s met the SLO");
    // 1,000, then 500 ... 1 twice each.
    assertThat(none.steps()).hasSize(2 + 2 * 9);
    // Bracketing stops at 1/1024 of the probe's rate.
    Trace far = run(0.05, 1_000_000, (k, role, r) -> false);
    assertThat(far.search().reason()).isEqualTo("no target rate down to 976 ops/s met the SLO");
    assertThat(far.steps()).hasSize(2 + 2 * CapacitySearch.MAX_HALVINGS);
    Trace noProbe = run(0.05, 0, (k, role, r) -> true);
    assertThat(noProbe.search().capacity()).isNull();
    assertThat(noProbe.steps()).hasSize(1);
  }

  /** Random outcomes, from mostly failing to mostly passing: every search ends by its rules within the bound. */
  @Test
  void anyOutcomesEndWithinTheWorstCaseStepCount() {
    Random random = new Random(31);
    int most = 0;
    for (int i = 0; i < 200_000; i++) {
      double pass = random.nextDouble();
      double probe = Math.pow(10, 1 + 6 * random.nextDouble());
      double precision = i % 2 == 0 ? 0.05 : 0.01 + 0.09 * random.nextDouble();
      Trace t = run(precision, probe, (k, role, r) -> random.nextDouble() < pass);
      if (precision == 0.05) {
        most = Math.max(most, t.steps().size());
      }
      assertThat(t.search().done()).isTrue();
      assertThat(t.search().reason()).doesNotStartWith("no convergence");
      assertMetOnItsLastTry(t);
    }
    assertThat(most).isLessThanOrEqualTo(59);
    assertThat(worstCase(0.001)).isLessThan(CapacitySearch.MAX_STEPS);
  }

  /** Outcomes chosen to make the search as long as the rules allow: it takes worstCase steps, and no more. */
  @Test
  void theWorstCaseIsReachedAndNotExceeded() {
    for (double precision : new double[] {0.05, 0.01, 0.001}) {
      boolean[] rechecked = {false};
      String[] before = {""};
      Trace t = run(precision, 1_000_000, (k, role, r) -> {
        String retried = before[0];
        before[0] = role;
        if (role.equals(SearchStep.RECHECK)) {
          rechecked[0] = true;
          return true;
        }
        if (rechecked[0]) {
          return false;
        }
        // Before the recheck, the first confirmation passes on its retry; every bracket and bisect misses twice,
        // but the 10th halving's retry.
        return role.equals(SearchStep.RETRY) && (retried.equals(SearchStep.CONFIRM)
            || retried.equals(SearchStep.BRACKET) && r <= 1_000_000 / 1024);
      });
      assertThat(t.roles()).contains(SearchStep.RECHECK);
      assertThat(t.steps().size()).as("%s: %s", precision, t.steps()).isBetween(worstCase(precision) - 4,
          worstCase(precision));
      assertMetOnItsLastTry(t);
    }
  }

  /** Step counts of searches without stalls, as the sweep README gives them. */
  @Test
  void typicalStepCounts() {
    assertThat(sharp(0.05, 10_000, 9_000).steps()).hasSize(10);
    assertThat(sharp(0.05, 10_000, 6_000).steps()).hasSize(12);
    assertThat(sharp(0.05, 10_000, 3_000).steps()).hasSize(15);
    assertThat(sharp(0.05, 10_000, 1_000).steps()).hasSize(17);
    // The queue binding at 5 ms mean service time with p99<=50ms: about 108 ops/s of a 200 ops/s probe.
    assertThat(sharp(0.05, 200, 107).steps()).hasSize(13);
  }
}
