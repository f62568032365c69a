package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.Test;

/** The search's decisions against a database whose SLO holds exactly up to a known rate. */
class CapacitySearchTest {

  private record Trace(CapacitySearch search, List<CapacitySearch.Next> steps) {
  }

  /** Runs a search; the probe measures probeMax, a step meets the SLO where meets says so. */
  private static Trace run(double precision, double probeMax, BiPredicate<String, Long> meets) {
    CapacitySearch search = new CapacitySearch(precision);
    List<CapacitySearch.Next> steps = new ArrayList<>();
    CapacitySearch.Next next = search.first();
    while (next != null) {
      steps.add(next);
      boolean probe = next.role().equals(SearchStep.PROBE);
      boolean ok = !probe && meets.test(next.role(), next.target());
      next = search.after(new SearchStep("d", next.role(), next.target(), probe ? probeMax : (double) next.target(),
          1.0, 1.0, 1.0, ok, ok ? null : "over"));
    }
    return new Trace(search, steps);
  }

  @Test
  void landsWithinThePrecisionBelowTheTrueCapacity() {
    for (long truth : new long[] {1, 7, 333, 4_999, 5_000, 7_321, 9_999}) {
      Trace t = run(0.05, 10_000, (role, r) -> r <= truth);
      assertThat(t.search().capacity()).as("truth %d", truth).isNotNull().isLessThanOrEqualTo(truth)
          .isGreaterThanOrEqualTo((long) Math.floor(truth * 0.95) - 1);
      assertThat(t.steps().get(0).role()).isEqualTo(SearchStep.PROBE);
      assertThat(t.steps().get(1)).isEqualTo(new CapacitySearch.Next(SearchStep.BRACKET, 10_000));
      assertThat(t.steps().get(t.steps().size() - 1)).isEqualTo(
          new CapacitySearch.Next(SearchStep.CONFIRM, t.search().capacity()));
      assertThat(t.steps().size()).as("truth %d", truth).isLessThanOrEqualTo(25);
    }
  }

  @Test
  void theSloHoldingAtTheProbesRateGivesThatRateConfirmed() {
    Trace t = run(0.05, 10_000, (role, r) -> true);
    assertThat(t.steps()).extracting(CapacitySearch.Next::role)
        .containsExactly(SearchStep.PROBE, SearchStep.BRACKET, SearchStep.CONFIRM);
    assertThat(t.search().capacity()).isEqualTo(10_000);
    assertThat(t.search().high()).isNull();
  }

  @Test
  void aFailedConfirmationStepsDownByThePrecision() {
    // The search finds 5,937 (bisection from [5,000, 10,000] with 6,000 true); its repeat fails, 5% lower passes.
    Trace t = run(0.05, 10_000, (role, r) -> r <= 6_000 && !(role.equals(SearchStep.CONFIRM) && r == 5_937));
    List<CapacitySearch.Next> confirmSteps = t.steps().stream().filter(n -> n.role().equals(SearchStep.CONFIRM))
        .toList();
    assertThat(confirmSteps).containsExactly(new CapacitySearch.Next(SearchStep.CONFIRM, 5_937),
        new CapacitySearch.Next(SearchStep.CONFIRM, 5_640));
    assertThat(t.search().capacity()).isEqualTo(5_640);
    assertThat(t.search().high()).isEqualTo(5_937);
    assertThat(t.search().reason()).contains("the repeat at 5937 ops/s failed");
  }

  @Test
  void noRateMeetingTheSloOrNoProbeMeansNoCapacity() {
    Trace none = run(0.05, 1_000, (role, r) -> false);
    assertThat(none.search().capacity()).isNull();
    assertThat(none.search().reason()).isEqualTo("no target rate down to 1 ops/s met the SLO");
    Trace noProbe = run(0.05, 0, (role, r) -> true);
    assertThat(noProbe.search().capacity()).isNull();
    assertThat(noProbe.steps()).hasSize(1);
  }
}
