package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.PropertyReader;

class TargetGuardTest {

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
    assertThat(g.targetNotReached(0, 5, tenSeconds, 1)).isNull();
    assertThat(g.targetNotReached(1000, 9500, tenSeconds, 1)).isNull();
    assertThat(g.targetNotReached(1000, 9499, tenSeconds, 1)).isEqualTo("target not reached: 949.9 ops/s is 95.0% "
        + "of -target 1000 (below validity.mintargetratio 0.95): the client or the database could not keep up, so "
        + "the run measured a lighter load than the target");
    assertThat(guard("0.5").targetNotReached(1000, 6000, tenSeconds, 1)).isNull();
    assertThat(guard("0.5").targetNotReached(1000, 4000, tenSeconds, 1)).startsWith("target not reached: 400.0 "
        + "ops/s");
  }

  @Test
  void aShortfallOfAtMostTwoOperationsPerThreadIsNotFlagged() {
    ValidityGuard g = guard(null);
    // 3 ops/s for one second: 1 done of 3 is 33%, but one thread may start one interval late and end one early.
    assertThat(g.targetNotReached(3, 1, 1_000_000_000L, 1)).isNull();
    assertThat(g.targetNotReached(3, 0, 1_000_000_000L, 1)).startsWith("target not reached: 0.0 ops/s");
    assertThat(g.targetNotReached(30, 22, 1_000_000_000L, 4)).isNull();
    assertThat(g.targetNotReached(30, 21, 1_000_000_000L, 4)).startsWith("target not reached: 21.0 ops/s");
  }

  @Test
  void badRatiosAreRefusedNamingTheProperty() {
    for (String bad : new String[] {"1.5", "-0.1", "x", "NaN"}) {
      assertThatThrownBy(() -> guard(bad)).hasMessage("property 'validity.mintargetratio' is '" + bad
          + "'; accepted: a number from 0 to 1");
    }
  }
}
