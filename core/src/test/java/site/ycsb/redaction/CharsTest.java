package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CharsTest {

  @Test
  void nameCharsAreAsciiLettersDigitsAndDotUnderscoreDash() {
    assertThat("aZ09._-".chars().allMatch(c -> Chars.isNameChar((char) c))).isTrue();
    assertThat("=: /'\"é".chars().noneMatch(c -> Chars.isNameChar((char) c))).isTrue();
  }

  @Test
  void blanksAreSpaceAndTabNotLineBreaks() {
    assertThat(Chars.isBlank(' ')).isTrue();
    assertThat(Chars.isBlank('\t')).isTrue();
    assertThat(Chars.isBlank('\n')).isFalse();
  }

  @Test
  void quotesAreSingleAndDouble() {
    assertThat(Chars.isQuote('\'')).isTrue();
    assertThat(Chars.isQuote('"')).isTrue();
    assertThat(Chars.isQuote('`')).isFalse();
  }
}
