package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.sweep.CapacitySearchTest.CLEAR;
import static site.ycsb.sweep.CapacitySearchTest.NEAR;
import static site.ycsb.sweep.CapacitySearchTest.OVER;
import static site.ycsb.sweep.CapacitySearchTest.SLO;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The brute-force check's rates and verdicts against scripted outcomes. */
class DescendingSearchTest {
  private static List<SearchStep> run(DescendingSearch d, CapacitySearchTest.Measured m) {
    return CapacitySearchTest.feed(d, 10_000, m);
  }

  @Test
  void descendsTenPercentApartFromTheProbeAndStopsTwoRatesBelowTheFirstPass() {
    DescendingSearch d = new DescendingSearch(0.10, SLO, null);
    List<SearchStep> steps = run(d, (k, role, r, attempt) -> r <= 7_000 ? CLEAR : OVER);
    // 10,000 (one try), 9,091 8,264 7,513 (two misses each), 6,830, 6,209, 5,645 (two passes each).
    assertThat(steps.stream().filter(s -> !s.role().equals(SearchStep.RETRY)).map(SearchStep::target).toList())
        .containsExactly(0L, 10_000L, 9_091L, 8_264L, 7_513L, 6_830L, 6_209L, 5_645L);
    assertThat(steps).hasSize(1 + 1 + 3 * 2 + 3 * 2);
    assertThat(d.capacity()).isEqualTo(6_830);
    assertThat(d.high()).isEqualTo(7_513);
    assertThat(d.reason()).isEqualTo("the highest of the rates 10% apart below the probe's that met the SLO; the 2 "
        + "rates below it met it too");
    // Each step carries its try number and the rate's verdict after it.
    assertThat(steps.get(2).attempt()).isEqualTo(1);
    assertThat(steps.get(2).verdict()).isNull();
    assertThat(steps.get(3).attempt()).isEqualTo(2);
    assertThat(steps.get(3).verdict()).isEqualTo(RateVerdict.MISSES);
  }

  @Test
  void aRateBelowTheCapacityThatMissesIsNamedAndTheCapacityStands() {
    DescendingSearch d = new DescendingSearch(0.10, SLO, null);
    run(d, (k, role, r, attempt) -> r <= 7_000 && r != 6_209 ? CLEAR : OVER);
    assertThat(d.capacity()).isEqualTo(6_830);
    assertThat(d.reason()).endsWith("; below it, 6209 ops/s missed");
  }

  @Test
  void oneStallOrOneLuckyTryDoesNotMoveTheAnswer() {
    DescendingSearch clean = new DescendingSearch(0.10, SLO, null);
    int n = run(clean, (k, role, r, attempt) -> r <= 7_000 ? NEAR : OVER).size();
    for (int odd = 1; odd < n; odd++) {
      int k0 = odd;
      DescendingSearch d = new DescendingSearch(0.10, SLO, null);
      run(d, (k, role, r, attempt) -> (k == k0) != (r <= 7_000) ? NEAR : OVER);
      assertThat(d.capacity()).as("odd step %d", odd).isEqualTo(clean.capacity());
    }
  }

  @Test
  void noRateMeetingTheSloEndsAt1Over1024OfTheProbe() {
    DescendingSearch d = new DescendingSearch(0.10, SLO, null);
    List<SearchStep> steps = run(d, (k, role, r, attempt) -> OVER);
    assertThat(d.capacity()).isNull();
    assertThat(d.done()).isTrue();
    assertThat(d.reason()).isEqualTo("no target rate down to 10 ops/s met the SLO");
    assertThat(steps.get(steps.size() - 1).target()).isEqualTo(10);
  }
}
