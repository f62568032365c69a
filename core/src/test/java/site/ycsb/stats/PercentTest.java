package site.ycsb.stats;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A share printed beside its limit never reads as being on the other side of it. */
class PercentTest {
  @Test
  void aShareJustBelowItsLimitGetsTheDigitsThatShowIt() {
    // 10351.1 ops/s of -target 10899: 94.972%, which one decimal would print as 95.0 beside a minimum of 0.95.
    assertThat(Percent.of(10351.1 / 10899, 0.95)).isEqualTo("94.97");
    assertThat(Percent.of(0.94999, 0.95)).isEqualTo("94.999");
    assertThat(Percent.of(0.9499, 0.95)).isEqualTo("94.99");
  }

  @Test
  void aShareJustAboveItsLimitGetsTheDigitsThatShowIt() {
    assertThat(Percent.of(0.01004, 0.01)).isEqualTo("1.004");
    assertThat(Percent.of(0.90001, 0.9)).isEqualTo("90.001");
    assertThat(Percent.of(0.9004, 0.9, 0)).isEqualTo("90.04");
  }

  @Test
  void aShareClearOfItsLimitKeepsItsDecimals() {
    assertThat(Percent.of(0.5, 0.95)).isEqualTo("50.0");
    assertThat(Percent.of(1.0, 0.01)).isEqualTo("100.0");
    assertThat(Percent.of(0.123, 0.03)).isEqualTo("12.3");
    assertThat(Percent.of(0.95, 0.95)).isEqualTo("95.0");
    assertThat(Percent.of(0.95, 0.9, 0)).isEqualTo("95");
  }
}
