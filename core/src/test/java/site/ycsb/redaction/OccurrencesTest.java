package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OccurrencesTest {

  private static String masked(String text, String value) {
    return Masking.masked((t, r) -> Occurrences.mark(t, value, r), text);
  }

  @Test
  void everyOccurrenceIsFound() {
    assertThat(masked("x S3cret y S3cret", "S3cret")).isEqualTo("x ***** y *****");
  }

  @Test
  void aPartialMatchFallsBackWithoutMissingTheRealOne() {
    assertThat(masked("aaab", "aab")).isEqualTo("a*****");
    assertThat(masked("abababc", "ababc")).isEqualTo("ab*****");
  }

  @Test
  void overlappingOccurrencesAreHiddenTogether() {
    assertThat(masked("xaaaay", "aaa")).isEqualTo("x*****y");
  }

  @Test
  void aValueLongerThanTheTextOrEmptyFindsNothing() {
    assertThat(masked("abc", "abcd")).isEqualTo("abc");
    assertThat(masked("abc", "")).isEqualTo("abc");
  }
}
