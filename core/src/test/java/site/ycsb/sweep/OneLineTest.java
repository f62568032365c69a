package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OneLineTest {
  @Test
  void foldsLineBreaksAndTheirIndentIntoOneSpace() {
    assertThat(OneLine.of("  cannot connect:\n    connection refused\r\n  at host ")).isEqualTo(
        "cannot connect: connection refused at host");
  }

  @Test
  void cutsALongMessageAfter400CharactersAndSaysSo() {
    String cut = OneLine.of("x".repeat(1000));
    assertThat(cut).hasSize(403).endsWith("x...");
    assertThat(OneLine.of("y".repeat(400))).isEqualTo("y".repeat(400));
  }
}
