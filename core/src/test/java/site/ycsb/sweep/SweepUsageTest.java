package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SweepUsageTest {

  /** The usage text, built from the table, is the one bin/ycsb sweep --help printed before the table existed. */
  @Test
  void theUsageIsTheTablesOptionsInItsColumns() throws IOException {
    String expected;
    try (InputStream in = SweepUsageTest.class.getResourceAsStream("sweep-usage.txt")) {
      expected = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
    }
    assertThat(SweepUsage.text().replace(System.lineSeparator(), "\n")).isEqualTo(expected);
  }

  @Test
  void everyOptionOfTheTableIsInTheUsage() {
    for (SweepOption o : SweepOption.values()) {
      assertThat(SweepUsage.text()).contains("\n  " + o.synopsis() + " ");
    }
  }
}
