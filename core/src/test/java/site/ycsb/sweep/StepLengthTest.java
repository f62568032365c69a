package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

/** How long a capacity search's step must measure for its percentile, and the warning when it is shorter. */
class StepLengthTest {
  private static StepLength of(String slo, String... kv) throws Exception {
    Properties p = new Properties();
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    return StepLength.of(p, Slo.parse("--slo", slo));
  }

  @Test
  void p99NeedsAThousandOperationsAndValidityMinsecondsWhicheverIsLonger() throws Exception {
    StepLength l = of("p99<=50ms", "maxexecutiontime", "8", "operationcount", "10000000");
    assertThat(l.operationsNeeded()).isEqualTo(1000);
    assertThat(l.secondsNeeded(10)).isEqualTo(100);
    assertThat(l.secondsNeeded(100)).isEqualTo(10);
    assertThat(l.secondsNeeded(1000)).isEqualTo(10);
    assertThat(l.describe()).isEqualTo("step length: p99 needs 1,000 operations per step and validity.minseconds "
        + "asks 10 s, so a step must measure max(10 s, 1,000 / rate): 100 s at 10 ops/s, 20 s at 50 ops/s, 10 s "
        + "from 100 ops/s up; these steps measure at most 8 s (maxexecutiontime less warmup.time) or 10,000,000 "
        + "operations (operationcount), 10,000,000 / rate s, whichever ends first");
  }

  @Test
  void stepsShorterThanValidityMinsecondsAreWarnedAboutBeforeTheSearch() throws Exception {
    assertThat(of("p99<=50ms", "maxexecutiontime", "8").warning()).startsWith("warning: the steps measure at most "
        + "8 s, shorter than validity.minseconds=10 s: the client's check of itself will flag every step");
    // The warm-up is not measured.
    assertThat(of("p99<=50ms", "maxexecutiontime", "12", "warmup.time", "3").warning())
        .startsWith("warning: the steps measure at most 9 s");
    assertThat(of("p99<=50ms", "maxexecutiontime", "12").warning()).isNull();
    assertThat(of("p99<=50ms", "maxexecutiontime", "8", "validity.minseconds", "5").warning()).isNull();
  }

  @Test
  void tooFewOperationsForThePercentileAreWarnedAbout() throws Exception {
    assertThat(of("p99.9<=5ms", "operationcount", "5000").warning()).isEqualTo("warning: the steps run 5,000 "
        + "operations (operationcount), fewer than the 10,000 p99.9 needs: the client's check of itself will flag "
        + "every step, and the capacity will rest on flagged steps");
    assertThat(of("p95<=5ms", "operationcount", "5000").warning()).isNull();
  }

  @Test
  void onceTheProbeGaveTheTopRateItSaysWhereStepsBecomeTooShort() throws Exception {
    StepLength l = of("p99<=50ms", "maxexecutiontime", "20");
    // 20 s at 50 ops/s: exactly 1,000 operations; below that too few.
    assertThat(l.enoughAt(50)).isTrue();
    assertThat(l.enoughAt(49)).isFalse();
    assertThat(l.warningBelow(200)).isEqualTo("warning: steps of at most 20 s measure too few operations for p99 "
        + "below 50 ops/s: a capacity found below that rests on flagged steps");
    assertThat(l.warningBelow(40)).startsWith("warning: at the probe's 40 ops/s a step measures 20 s, less than "
        + "the 25 s p99 needs there");
  }
}
