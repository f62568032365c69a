package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Arrivals of a time-varying rate, checked against the rate's integral. */
class ShapedScheduleTest {
  private static final SineRate SINE = new SineRate(4500, 1000.0 / 4500, 10, 0.3);
  private static final StepRates STEPS = new StepRates(List.of(new StepRates.Step(1000, 2),
      new StepRates.Step(0, 1), new StepRates.Step(3000, 0.5), new StepRates.Step(200, 1)));

  @Test
  void sineIntegralIsTheSumOfItsRate() {
    // The closed form against a midpoint sum of the rate over 25 s (two and a half periods).
    double sum = 0;
    double dt = 1e-4;
    for (double t = dt / 2; t < 25; t += dt) {
      sum += SINE.rate(t) * dt;
    }
    assertThat(SINE.arrivalsBy(25)).isCloseTo(sum, within(0.01));
    assertThat(SINE.rate(0)).isCloseTo(4500 + 1000 * Math.sin(0.3), within(1e-9));
  }

  @Test
  void uniformSineArrivalIsWhereTheIntegralReachesItsNumber() {
    ShapedSchedule s = new ShapedSchedule(SINE, false, 1_000);
    long previous = 0;
    for (int n = 1; n <= 200_000; n++) {
      long t = s.next();
      assertThat(t).isGreaterThanOrEqualTo(previous);
      previous = t;
      if (n % 997 == 0) {
        assertThat(SINE.arrivalsBy((t - 1_000) / 1e9)).as("arrival %d", n).isCloseTo(n, within(1e-3));
      }
    }
    // 200,000 arrivals at a mean of 4500 a second: about 44.4 s, where the integral says.
    assertThat((previous - 1_000) / 1e9).isCloseTo(SINE.timeOf(200_000, 0), within(1e-8));
  }

  @Test
  void sineReachingZeroStillGivesEveryArrivalATime() {
    // Amplitude 1: the rate touches 0 once a period, where Newton's step has no slope.
    SineRate full = new SineRate(100, 1, 2, -Math.PI / 2);
    ShapedSchedule s = new ShapedSchedule(full, false, 0);
    long previous = -1;
    for (int n = 1; n <= 1000; n++) {
      long t = s.next();
      assertThat(t).isGreaterThan(previous);
      assertThat(full.arrivalsBy(t / 1e9)).isCloseTo(n, within(1e-3));
      previous = t;
    }
  }

  @Test
  void stepsFollowTheirRatesPauseAtZeroAndHoldTheLastRate() {
    assertThat(STEPS.arrivalsBy(2)).isEqualTo(2000);
    assertThat(STEPS.arrivalsBy(3)).isEqualTo(2000);
    assertThat(STEPS.arrivalsBy(3.5)).isEqualTo(3500);
    assertThat(STEPS.arrivalsBy(14.5)).isCloseTo(3500 + 200 * 11, within(1e-9));
    assertThat(STEPS.rate(100)).isEqualTo(200);
    ShapedSchedule s = new ShapedSchedule(STEPS, false, 0);
    int inPause = 0;
    int[] perStep = new int[4];
    for (int n = 1; n <= 6000; n++) {
      double t = s.next() / 1e9;
      assertThat(STEPS.arrivalsBy(t)).isCloseTo(n, within(1e-4));
      if (t > 2 + 1e-9 && t < 3 - 1e-9) {
        inPause++;
      }
      perStep[t <= 2 ? 0 : t <= 3 ? 1 : t <= 3.5 ? 2 : 3]++;
    }
    assertThat(inPause).isZero();
    assertThat(perStep).containsExactly(2000, 0, 1500, 2500);
  }

  @Test
  void poissonCountsFollowTheIntegralOverEachInterval() {
    // Time rescaling: the count in [a, b) is Poisson with mean ∫ rate over it. Per half-second bin over 30 s the
    // counts are checked against that mean: each within 5 standard deviations, and their sum of squared
    // standardised deviations near its expectation (the bin count).
    ShapedSchedule s = new ShapedSchedule(SINE, true, 0);
    int bins = 60;
    long[] counts = new long[bins];
    long t;
    while ((t = s.next()) < 30_000_000_000L) {
      counts[(int) (t / 500_000_000L)]++;
    }
    double chiSquare = 0;
    for (int i = 0; i < bins; i++) {
      double mean = SINE.arrivalsBy((i + 1) * 0.5) - SINE.arrivalsBy(i * 0.5);
      assertThat(Math.abs(counts[i] - mean)).as("bin %d", i).isLessThan(5 * Math.sqrt(mean));
      chiSquare += (counts[i] - mean) * (counts[i] - mean) / mean;
    }
    // Chi-square with 60 degrees of freedom: between 25 and 110 with probability 1 - 1e-4. A fixed-rate stream of
    // the same mean is far above it (the sine moves each bin's mean by up to 500); evenly spaced arrivals, far
    // below (their counts miss the integral by less than one).
    assertThat(chiSquare).isBetween(25.0, 110.0);
  }

  @Test
  void poissonStepsLeaveThePauseEmpty() {
    ShapedSchedule s = new ShapedSchedule(STEPS, true, 0);
    for (int n = 0; n < 5000; n++) {
      double t = s.next() / 1e9;
      assertThat(t > 2 + 1e-9 && t < 3 - 1e-9).as("arrival at %s s", t).isFalse();
    }
  }

  @Test
  void withoutAShapeTheScheduleIsTheFixedRateOne() {
    assertThat(ShapedSchedule.of(null, 100, false, 0)).isInstanceOf(FixedRateSchedule.class);
    assertThat(ShapedSchedule.of(STEPS, 100, false, 0)).isInstanceOf(ShapedSchedule.class);
  }
}
