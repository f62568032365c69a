package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The verdict on a rate from its tries, against an SLO of p99 <= 1,000 us. */
class RateVerdictTest {
  private static final Slo SLO = new Slo("p99<=1000us", 99, 1_000);

  /** A try whose p99 is valueUs: 2% of its 1,000 operations there, the rest at 1 us. */
  private static Try at(double valueUs) {
    return new Try(valueUs, CapacitySearchTest.times(valueUs));
  }

  /** A try of 10,000 reads, the given share of them over the limit (1,500 us), the rest at 100 us. */
  private static Try over(double share) {
    Histogram h = new Histogram(3);
    long over = Math.round(share * 10_000);
    h.recordValueWithCount(100, 10_000 - over);
    h.recordValueWithCount(1_500, over);
    ResponseTimes t = ResponseTimes.of(Map.of("READ", h));
    return new Try(t.percentileUs(null, 99), t);
  }

  /** A try that is not a valid measurement: its step failed. */
  private static Try failed() {
    return new Try(null, null);
  }

  private record Try(Double valueUs, ResponseTimes times) {
    SearchStep step() {
      boolean ok = valueUs != null && valueUs <= 1_000;
      return new SearchStep("d", SearchStep.BISECT, 100, 100.0, valueUs, 1.0, 1.0, ok, ok ? null : "over");
    }
  }

  /** The verdicts after each of the tries, null where another try follows. */
  private static String[] verdicts(boolean oneMissDecides, Try... tries) {
    RateVerdict v = new RateVerdict(SLO, null);
    v.start(oneMissDecides);
    String[] out = new String[tries.length];
    for (int i = 0; i < tries.length; i++) {
      out[i] = v.add(tries[i].step(), tries[i].times());
      assertThat(v.attempt()).isEqualTo(i + 1);
      assertThat(v.verdict()).isEqualTo(out[i]);
    }
    return out;
  }

  private static String[] verdicts(boolean oneMissDecides, double... values) {
    Try[] tries = new Try[values.length];
    for (int i = 0; i < values.length; i++) {
      tries[i] = at(values[i]);
    }
    return verdicts(oneMissDecides, tries);
  }

  @Test
  void noTryDecidesAloneAndTwoThatAgreeDecide() {
    // However clear, a pass is tried again: on a host with spells of stalls, a quiet step says little.
    assertThat(verdicts(false, 1, 300)).containsExactly(null, RateVerdict.MEETS);
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
  void theThirdTryPoolsAllThreeSoTheShareOverTheLimitDecidesNotAMajority() {
    // 0.8%, 5% and 0.8% of the operations over the limit: 2.2% of all of them, so the rate misses p99, though two
    // of its three tries met it.
    assertThat(verdicts(false, over(0.008), over(0.05), over(0.008)))
        .containsExactly(null, null, RateVerdict.MISSES);
    // 1.2%, none and 1.2%: 0.8% of all, so it meets, though two of three tries missed.
    assertThat(verdicts(false, over(0.012), over(0), over(0.012)))
        .containsExactly(null, null, RateVerdict.MEETS);
    assertThat(verdicts(false, over(0.012), over(0), over(0.04)))
        .containsExactly(null, null, RateVerdict.MISSES);
  }

  @Test
  void aTryThatIsNoMeasurementIsLeftOutOfThePoolAndTheOtherTwoMustBothMeet() {
    assertThat(verdicts(false, over(0.005), failed(), over(0.005)))
        .containsExactly(null, null, RateVerdict.MEETS);
    // Pooled, 0.5% and 1.2% would meet; with a failed try beside them, both had to.
    assertThat(verdicts(false, over(0.005), failed(), over(0.012)))
        .containsExactly(null, null, RateVerdict.MISSES);
    assertThat(verdicts(false, failed(), failed())).containsExactly(null, RateVerdict.MISSES);
  }

  @Test
  void whereOneMissDecidesAPassIsStillJudgedAsAnywhere() {
    assertThat(verdicts(true, 2_000)).containsExactly(RateVerdict.MISSES);
    assertThat(verdicts(true, 400, 400)).containsExactly(null, RateVerdict.MEETS);
    assertThat(verdicts(true, 900, 2_000, 2_000)).containsExactly(null, null, RateVerdict.MISSES);
  }

  @Test
  void theTallySaysHowTheTriesWent() {
    RateVerdict v = new RateVerdict(SLO, null);
    v.start(false);
    v.add(at(2_000).step(), at(2_000).times());
    v.add(at(900).step(), at(900).times());
    v.add(at(800).step(), at(800).times());
    assertThat(v.tally()).isEqualTo("2 of 3 tries met the SLO; all their operations together did: p99 900 us");
    assertThat(v.pooledUs()).isEqualTo(900.0);
    v.start(false);
    Try worse = over(0.05);
    v.add(over(0.008).step(), over(0.008).times());
    v.add(worse.step(), worse.times());
    v.add(over(0.008).step(), over(0.008).times());
    assertThat(v.tally()).isEqualTo("2 of 3 tries met the SLO; all their operations together did not: p99 1500 us");
    v.start(false);
    v.add(at(100).step(), at(100).times());
    v.add(at(100).step(), at(100).times());
    assertThat(v.tally()).isEqualTo("2 of 2 tries met the SLO");
    assertThat(v.pooledUs()).isNull();
    v.start(true);
    v.add(at(2_000).step(), at(2_000).times());
    assertThat(v.tally()).isEqualTo("1 try");
  }

  @Test
  void theSloOperationIsTheOnePooled() {
    Histogram slowUpdates = new Histogram(3);
    slowUpdates.recordValueWithCount(5_000, 1_000);
    Histogram fastReads = new Histogram(3);
    fastReads.recordValueWithCount(10, 1_000);
    ResponseTimes t = ResponseTimes.of(Map.of("READ", fastReads, "UPDATE", slowUpdates));
    RateVerdict reads = new RateVerdict(SLO, "READ");
    reads.start(false);
    SearchStep met = new SearchStep("d", SearchStep.BISECT, 100, 100.0, 10.0, 1.0, 1.0, true, null);
    SearchStep missed = new SearchStep("d", SearchStep.BISECT, 100, 100.0, 5_000.0, 1.0, 1.0, false, "over");
    reads.add(met, t);
    reads.add(missed, t);
    assertThat(reads.add(met, t)).isEqualTo(RateVerdict.MEETS);
    RateVerdict every = new RateVerdict(SLO, null);
    every.start(false);
    every.add(met, t);
    every.add(missed, t);
    assertThat(every.add(met, t)).isEqualTo(RateVerdict.MISSES);
  }
}
