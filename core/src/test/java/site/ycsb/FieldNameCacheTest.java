package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FieldNameCacheTest {
  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void reusesANameWhileItsPositionHoldsTheSameBytes() {
    FieldNameCache cache = new FieldNameCache();
    String first = cache.name(0, utf8("field0"));
    assertThat(cache.name(0, utf8("field0"))).isSameAs(first);
    byte[] record = utf8("xxfield0yy");
    assertThat(cache.name(0, record, 2, 6)).isSameAs(first);
    assertThat(cache.name(0, record, 2, 7)).isEqualTo("field0y");
    assertThat(cache.name(0, utf8("fïeld"))).isEqualTo("fïeld");
  }

  @Test
  void growsPastItsFirstSixteenPositions() {
    FieldNameCache cache = new FieldNameCache();
    for (int i = 0; i < 40; i++) {
      assertThat(cache.name(i, utf8("f" + i))).isEqualTo("f" + i);
    }
    assertThat(cache.name(39, utf8("f39"))).isSameAs(cache.name(39, utf8("f39")));
  }
}
