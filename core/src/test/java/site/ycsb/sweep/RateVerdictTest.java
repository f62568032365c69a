package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The verdict on a rate from its tries, against an SLO of 1,000 us. */
class RateVerdictTest {
  private static SearchStep tried(double valueUs) {
    boolean ok = valueUs <= 1_000;
    return new SearchStep("d", SearchStep.BISECT, 100, 100.0, valueUs, 1.0, 1.0, ok, ok ? null : "over");
  }

  /** The verdicts after each of the tries, null where another try follows. */
  private static String[] verdicts(boolean oneTry, double... values) {
    RateVerdict v = new RateVerdict(1_000);
    v.start(oneTry);
    String[] out = new String[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = v.add(tried(values[i]));
      assertThat(v.attempt()).isEqualTo(i + 1);
      assertThat(v.verdict()).isEqualTo(out[i]);
    }
    return out;
  }

  @Test
  void aClearPassDecidesAloneAndAnythingElseTakesASecondTry() {
    assertThat(verdicts(false, 500)).containsExactly(RateVerdict.MEETS);
    assertThat(verdicts(false, 400)).containsExactly(RateVerdict.MEETS);
    assertThat(verdicts(false, 501, 900)).containsExactly(null, RateVerdict.MEETS);
    assertThat(verdicts(false, 1_000, 1_000)).containsExactly(null, RateVerdict.MEETS);
    assertThat(verdicts(false, 1_001, 50_000)).containsExactly(null, RateVerdict.MISSES);
  }

  @Test
  void twoTriesThatDisagreeAreDecidedByAThird() {
    assertThat(verdicts(false, 2_000, 300, 300)).containsExactly(null, null, RateVerdict.MEETS);
    assertThat(verdicts(false, 2_000, 300, 2_000)).containsExactly(null, null, RateVerdict.MISSES);
    assertThat(verdicts(false, 900, 2_000, 900)).containsExactly(null, null, RateVerdict.MEETS);
    assertThat(verdicts(false, 900, 2_000, 1_500)).containsExactly(null, null, RateVerdict.MISSES);
  }

  @Test
  void whereOneMissDecidesAPassIsStillJudgedAsAnywhere() {
    assertThat(verdicts(true, 2_000)).containsExactly(RateVerdict.MISSES);
    assertThat(verdicts(true, 400)).containsExactly(RateVerdict.MEETS);
    assertThat(verdicts(true, 900, 2_000, 2_000)).containsExactly(null, null, RateVerdict.MISSES);
  }

  @Test
  void theTallySaysHowTheTriesWent() {
    RateVerdict v = new RateVerdict(1_000);
    v.start(false);
    v.add(tried(2_000));
    v.add(tried(900));
    v.add(tried(800));
    assertThat(v.tally()).isEqualTo("2 of 3 tries met the SLO");
    v.start(false);
    v.add(tried(100));
    assertThat(v.tally()).isEqualTo("1 try, clearly under the limit");
    // A step without a measured percentile (it failed) is a miss.
    v.start(false);
    assertThat(v.add(new SearchStep("d", SearchStep.BISECT, 100, null, null, null, null, false, "failed"))).isNull();
  }
}
