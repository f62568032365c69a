package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.NoSuchElementException;
import java.util.Set;
import org.junit.jupiter.api.Test;

class IncrementingPrintableStringGeneratorTest {
  private static final int[] AB = {'A', 'B'};

  @Test
  void countsLikeAnOdometerAndWraps() {
    IncrementingPrintableStringGenerator gen = new IncrementingPrintableStringGenerator(2, AB);
    assertThat(gen.lastValue()).isNull();
    for (String expected : new String[] {"AA", "AB", "BA", "BB", "AA", "AB"}) {
      assertThat(gen.nextValue()).isEqualTo(expected);
      assertThat(gen.lastValue()).isEqualTo(expected);
    }
  }

  @Test
  void throwsOnRolloverWhenAsked() {
    IncrementingPrintableStringGenerator gen = new IncrementingPrintableStringGenerator(2, AB);
    gen.setThrowExceptionOnRollover(true);
    assertThat(gen.getThrowExceptionOnRollover()).isTrue();
    for (int i = 0; i < 4; i++) {
      gen.nextValue();
    }
    assertThatThrownBy(gen::nextValue).isInstanceOf(NoSuchElementException.class);
    IncrementingPrintableStringGenerator single = new IncrementingPrintableStringGenerator(1, new int[] {'x'});
    single.setThrowExceptionOnRollover(true);
    assertThat(single.nextValue()).isEqualTo("x");
    assertThatThrownBy(single::nextValue).isInstanceOf(NoSuchElementException.class);
  }

  @Test
  void defaultsToEightAsciiLetters() {
    IncrementingPrintableStringGenerator gen = new IncrementingPrintableStringGenerator();
    assertThat(gen.nextValue()).isEqualTo("AAAAAAAA");
    assertThat(gen.nextValue()).isEqualTo("AAAAAAAB");
    assertThat(new IncrementingPrintableStringGenerator(3).nextValue()).isEqualTo("AAA");
  }

  @Test
  void supportsSupplementaryCodePoints() {
    int smiley = 0x1F600;
    IncrementingPrintableStringGenerator gen = new IncrementingPrintableStringGenerator(2, new int[] {smiley});
    assertThat(gen.nextValue()).isEqualTo(new String(new int[] {smiley, smiley}, 0, 2));
  }

  @Test
  void characterSets() {
    assertThat(IncrementingPrintableStringGenerator.printableBasicAlphaASCIISet())
        .hasSize(52).startsWith('A').endsWith('z');
    assertThat(IncrementingPrintableStringGenerator.printableBasicAlphaNumericASCIISet())
        .hasSize(62).startsWith('0');
    assertThat(IncrementingPrintableStringGenerator.fullPrintableBasicASCIISet())
        .hasSize(95).startsWith(' ').endsWith('~');
    assertThat(IncrementingPrintableStringGenerator.fullPrintableBasicASCIISetWithNewlines())
        .hasSize(96).startsWith('\n');
    assertThat(IncrementingPrintableStringGenerator.printableAlphaNumericPlaneZeroSet()).hasSizeGreaterThan(62);
    int[] plane0 = IncrementingPrintableStringGenerator.fullPrintablePlaneZeroSet();
    assertThat(plane0).hasSizeGreaterThan(10_000).doesNotContain('\n', 0xD800, 0xE000);
    assertThat(IncrementingPrintableStringGenerator.CHAR_TYPES_BASIC_ALPHA)
        .containsExactlyInAnyOrder((int) Character.UPPERCASE_LETTER, (int) Character.LOWERCASE_LETTER);
  }

  @Test
  void codePointFilterAllowsOrDenies() {
    Set<Integer> zeroOne = Set.of((int) '0', (int) '1');
    assertThat(IncrementingPrintableStringGenerator.generatePrintableCharacterSet('0', '9', zeroOne, true, null))
        .containsExactly((int) '0', (int) '1');
    assertThat(IncrementingPrintableStringGenerator.generatePrintableCharacterSet('0', '9', zeroOne, false, null))
        .hasSize(8).doesNotContain((int) '0', (int) '1');
    assertThat(IncrementingPrintableStringGenerator.generatePrintableCharacterSet(0, 31, null, false, null)).isEmpty();
  }

  @Test
  void rejectsBadArguments() {
    assertThatThrownBy(() -> new IncrementingPrintableStringGenerator(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new IncrementingPrintableStringGenerator(2, new int[0]))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
