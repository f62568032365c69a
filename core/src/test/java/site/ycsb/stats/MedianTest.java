package site.ycsb.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class MedianTest {

  @Test
  void anOddCountGivesTheMiddleValue() {
    assertThat(Median.of(List.of(5.0, 1.0, 3.0))).isEqualTo(3.0);
    assertThat(Median.of(List.of(7.0))).isEqualTo(7.0);
  }

  @Test
  void anEvenCountGivesTheMeanOfTheMiddleTwo() {
    assertThat(Median.of(List.of(4.0, 1.0, 3.0, 10.0))).isEqualTo(3.5);
    assertThat(Median.of(List.of(1L, 2L))).isEqualTo(1.5);
  }

  @Test
  void noValueNoMedian() {
    assertThat(Median.of(List.of())).isNull();
    assertThat(Median.of(Arrays.asList(null, null))).isNull();
  }

  @Test
  void nullsAreIgnored() {
    assertThat(Median.of(Arrays.asList(1.0, null, 9.0, null, 2.0))).isEqualTo(2.0);
  }

  @Test
  void nanCountsAndSortsAboveEveryNumber() {
    assertThat(Median.of(List.of(1.0, Double.NaN, 3.0))).isEqualTo(3.0);
    assertThat(Median.of(List.of(Double.NaN, 1.0))).isNaN();
    assertThat(Median.of(List.of(Double.NaN, Double.POSITIVE_INFINITY, 2.0))).isEqualTo(Double.POSITIVE_INFINITY);
  }

  @Test
  void minusZeroSortsBelowZero() {
    assertThat(Median.of(List.of(0.0, -0.0, 0.0))).isEqualTo(0.0);
    assertThat(Median.of(List.of(-0.0, 0.0, -0.0))).isEqualTo(-0.0);
  }
}
