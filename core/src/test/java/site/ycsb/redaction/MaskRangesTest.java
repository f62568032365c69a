package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MaskRangesTest {

  @Test
  void rangesAreSortedAndOverlappingOrTouchingOnesJoined() {
    MaskRanges r = new MaskRanges();
    r.add(20, 25);
    r.add(2, 5);
    r.add(4, 8);
    r.add(8, 10);
    r.add(12, 13);
    assertThat(r.merged()).containsExactly(2, 10, 12, 13, 20, 25);
  }

  @Test
  void emptyAndReversedRangesAreNoRanges() {
    MaskRanges r = new MaskRanges();
    r.add(3, 3);
    r.add(5, 4);
    assertThat(r.merged()).isEmpty();
  }

  @Test
  void aContainedRangeKeepsTheOuterEnd() {
    MaskRanges r = new MaskRanges();
    r.add(0, 10);
    r.add(2, 3);
    assertThat(r.merged()).containsExactly(0, 10);
  }

  @Test
  void manyRangesGrowTheStore() {
    MaskRanges r = new MaskRanges();
    for (int i = 0; i < 100; i++) {
      r.add(3 * i, 3 * i + 1);
    }
    int[] merged = r.merged();
    assertThat(merged).hasSize(200);
    assertThat(merged[198]).isEqualTo(297);
  }
}
