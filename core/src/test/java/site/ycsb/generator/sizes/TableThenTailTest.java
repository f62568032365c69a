package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class TableThenTailTest {
  private final TableThenTail d = new TableThenTail(new double[] {0.1, 0, 0.3},
      RoundedSizes.down(new GeneralizedPareto(3, 10, 0.2)));

  @Test
  void theTableGivesItsSizesWithTheirProbabilities() {
    assertThat(d.size(0.05)).isZero();
    assertThat(d.size(0.1)).isEqualTo(2); // size 1 has no mass
    assertThat(d.size(0.399)).isEqualTo(2);
    assertThat(d.size(0.4)).isGreaterThanOrEqualTo(3);
    assertThat(d.sizeCdf(0)).isCloseTo(0.1, within(1e-15));
    assertThat(d.sizeCdf(1)).isCloseTo(0.1, within(1e-15));
    assertThat(d.sizeCdf(2)).isCloseTo(0.4, within(1e-15));
  }

  @Test
  void theTailHasTheRestOfTheMass() {
    long[] sample = SampleCheck.draw(d, 200_000);
    assertThat(SampleCheck.ksDistance(d, sample)).isLessThan(0.005);
    assertThat(d.sizeCdf(13)).isCloseTo(0.4 + 0.6 * new GeneralizedPareto(3, 10, 0.2).cdf(Math.nextDown(14.0)),
        within(1e-12));
  }

  @Test
  void refusesATableThatLeavesNothingToTheTail() {
    assertThatThrownBy(() -> new TableThenTail(new double[] {0.5, 0.5}, d)).hasMessageContaining("sum to 1.0");
    assertThatThrownBy(() -> new TableThenTail(new double[] {-0.1}, d)).hasMessageContaining("0 or more");
  }
}
