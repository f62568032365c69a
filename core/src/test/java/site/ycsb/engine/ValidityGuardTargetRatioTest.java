package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.PropertyReader;

class ValidityGuardTargetRatioTest {

  private static ValidityGuard guard(String ratio) {
    Properties p = new Properties();
    if (ratio != null) {
      p.setProperty("validity.mintargetratio", ratio);
    }
    return ValidityGuard.from(new PropertyReader(p));
  }

  @Test
  void warnsBelowTheRatioOfTheTargetOnly() {
    ValidityGuard g = guard(null);
    long tenSeconds = 10_000_000_000L;
    assertThat(g.targetNotReached(0, 5, tenSeconds, 1, false)).isNull();
    assertThat(g.targetNotReached(1000, 9500, tenSeconds, 1, false)).isNull();
    assertThat(g.targetNotReached(1000, 9499, tenSeconds, 1, false)).isEqualTo("target not reached: 949.9 ops/s is "
        + "94.99% of -target 1000 (below validity.mintargetratio 0.95): the client or the database could not keep "
        + "up, so the run measured a lighter load than the target");
    assertThat(guard("0.5").targetNotReached(1000, 6000, tenSeconds, 1, false)).isNull();
    assertThat(guard("0.5").targetNotReached(1000, 4000, tenSeconds, 1, false)).startsWith("target not reached: 400.0 "
        + "ops/s");
  }

  @Test
  void aShortfallOfAtMostTwoOperationsPerThreadIsNotFlagged() {
    ValidityGuard g = guard(null);
    // 3 ops/s for one second: 1 done of 3 is 33%, but one thread may start one interval late and end one early.
    assertThat(g.targetNotReached(3, 1, 1_000_000_000L, 1, false)).isNull();
    assertThat(g.targetNotReached(3, 0, 1_000_000_000L, 1, false)).startsWith("target not reached: 0.0 ops/s");
    assertThat(g.targetNotReached(30, 22, 1_000_000_000L, 4, false)).isNull();
    assertThat(g.targetNotReached(30, 21, 1_000_000_000L, 4, false)).startsWith("target not reached: 21.0 ops/s");
  }

  @Test
  void poissonArrivalsAllowForTheChanceInTheirCount() {
    ValidityGuard g = guard(null);
    long eightSeconds = 8_000_000_000L;
    // 11 ops/s for 8 s: 88 arrivals expected, a standard deviation of 9.4 in how many came; 65 done is within 3.
    assertThat(g.targetNotReached(11, 65, eightSeconds, 1, false)).startsWith("target not reached: 8.1 ops/s");
    assertThat(g.targetNotReached(11, 65, eightSeconds, 1, true)).isNull();
    assertThat(g.targetNotReached(11, 55, eightSeconds, 1, true)).startsWith("target not reached: 6.9 ops/s");
    // At 20,000 ops/s for 10 s the allowance is 0.2% of the target: a real shortfall is still flagged.
    long tenSeconds = 10_000_000_000L;
    assertThat(g.targetNotReached(20_000, 188_700, tenSeconds, 4, true)).isNull();
    assertThat(g.targetNotReached(20_000, 188_600, tenSeconds, 4, true)).startsWith("target not reached: 18860.0");
  }

  @Test
  void badRatiosAreRefusedNamingTheProperty() {
    for (String bad : new String[] {"1.5", "-0.1", "x", "NaN"}) {
      assertThatThrownBy(() -> guard(bad)).hasMessage("property 'validity.mintargetratio' is '" + bad
          + "'; accepted: a number from 0 to 1");
    }
  }
}
