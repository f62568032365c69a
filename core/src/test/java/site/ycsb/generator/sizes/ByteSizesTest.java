package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ByteSizesTest {
  @Test
  void unitsAreOf1024() {
    assertThat(ByteSizes.parse("512")).isEqualTo(512);
    assertThat(ByteSizes.parse("512B")).isEqualTo(512);
    assertThat(ByteSizes.parse(" 4kb ")).isEqualTo(4096);
    assertThat(ByteSizes.parse("1MB")).isEqualTo(1 << 20);
    assertThat(ByteSizes.parse("1MiB")).isEqualTo(1 << 20);
    assertThat(ByteSizes.parse("2G")).isEqualTo(2L << 30);
  }

  @Test
  void refusesWhatIsNotASize() {
    for (String bad : new String[] {"", "KB", "-1", "1.5KB", "10XB", "99999999999GB"}) {
      assertThatThrownBy(() -> ByteSizes.parse(bad)).as(bad).hasMessageContaining("is not a size");
    }
  }
}
