package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ConstantIntegerGeneratorTest {

  @Test
  void isConstant() {
    ConstantIntegerGenerator gen = new ConstantIntegerGenerator(17);
    assertThat(gen.lastValue()).isNull();
    assertThat(gen.nextLong()).isEqualTo(17);
    assertThat(gen.lastValue()).as("nextLong() leaves lastValue alone").isNull();
    assertThat(gen.nextValue()).isEqualTo(17);
    assertThat(gen.lastValue()).isEqualTo(17);
    assertThat(gen.mean()).isEqualTo(17.0);
  }
}
