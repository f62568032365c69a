package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ValueSpansTest {

  @Test
  void aPlainValueEndsAtABlankOrAStopChar() {
    assertThat(Masking.masked((t, r) -> ValueSpans.maskValue(t, 2, r, "&;"), "p=abc&x=1")).isEqualTo("p=*****&x=1");
    assertThat(Masking.masked((t, r) -> ValueSpans.maskValue(t, 2, r, "&;"), "p=abc def")).isEqualTo("p=***** def");
  }

  @Test
  void aQuotedValueEndsAtItsClosingQuoteOrTheEnd() {
    assertThat(Masking.masked((t, r) -> ValueSpans.maskValue(t, 2, r, ""), "p='a b' c")).isEqualTo("p='*****' c");
    assertThat(Masking.masked((t, r) -> ValueSpans.maskQuoted(t, 2, r), "p=\"a b")).isEqualTo("p=\"*****");
  }

  @Test
  void aBlankValueHidesNothing() {
    assertThat(Masking.masked((t, r) -> ValueSpans.maskValue(t, 2, r, ""), "p= x")).isEqualTo("p= x");
  }

  @Test
  void aWordOpeningAQuoteIsHiddenToItsClosingQuote() {
    String t = "-a 'S3cret PW' flushall";
    assertThat(Masking.masked((s, r) -> ValueSpans.maskWord(s, 3, 10, r), t)).isEqualTo("-a ***** flushall");
    MaskRanges r = new MaskRanges();
    assertThat(ValueSpans.maskWord(t, 3, 10, r)).isEqualTo(14);
  }

  @Test
  void aClosingQuoteTheWordDidNotOpenStaysShown() {
    String t = "sh -c 'redis-cli -a pw'";
    assertThat(Masking.masked((s, r) -> ValueSpans.maskWord(s, 20, 23, r), t)).isEqualTo("sh -c 'redis-cli -a *****'");
    assertThat(ValueSpans.trimClosingQuote("ab'", 0, 3)).isEqualTo(2);
    assertThat(ValueSpans.trimClosingQuote("'ab'", 0, 4)).isEqualTo(4);
  }

  @Test
  void afterTheColonOfUserPassword() {
    assertThat(Masking.masked((t, r) -> ValueSpans.maskAfterColon(t, 0, 6, r), "u:S3cr x")).isEqualTo("u:***** x");
    assertThat(Masking.masked((t, r) -> ValueSpans.maskAfterColon(t, 0, 4, r), "'u:a b' x")).isEqualTo("'u:*****' x");
    assertThat(Masking.masked((t, r) -> ValueSpans.maskAfterColon(t, 0, 4, r), "user x")).isEqualTo("user x");
  }
}
