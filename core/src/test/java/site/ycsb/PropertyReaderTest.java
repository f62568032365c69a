package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;

/** Typed property access: values are validated, never silently replaced by defaults. */
class PropertyReaderTest {
  private static PropertyReader reader(String... kv) {
    Properties p = new Properties();
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    return new PropertyReader(p);
  }

  @Test
  void stringsAreTrimmedAndDefaultWhenMissing() {
    PropertyReader r = reader("a", "  x  ", "empty", "");
    assertThat(r.string("a", "d")).isEqualTo("x");
    assertThat(r.string("missing", "d")).isEqualTo("d");
    assertThat(r.string("empty", "d")).isEmpty();
    assertThat(r.isSet("a")).isTrue();
    assertThat(r.isSet("empty")).isFalse();
    assertThat(r.isSet("missing")).isFalse();
  }

  @Test
  void longValues() {
    PropertyReader r = reader("n", " 42 ", "blank", "  ", "big", "9223372036854775807");
    assertThat(r.longValue("n", 0, 0)).isEqualTo(42);
    assertThat(r.longValue("missing", 7, 0)).isEqualTo(7);
    assertThat(r.longValue("blank", 7, 0)).isEqualTo(7);
    assertThat(r.longValue("big", 0, 0)).isEqualTo(Long.MAX_VALUE);
  }

  @Test
  void badLongValuesNameThePropertyTheValueAndTheRange() {
    assertThatThrownBy(() -> reader("n", "abc").longValue("n", 0, 0))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessage("property 'n' is 'abc'; accepted: a whole number >= 0");
    assertThatThrownBy(() -> reader("n", "-1").longValue("n", 0, 0))
        .hasMessage("property 'n' is '-1'; accepted: a whole number >= 0");
    assertThatThrownBy(() -> reader("n", "11").longValue("n", 0, 1, 10))
        .hasMessage("property 'n' is '11'; accepted: a whole number from 1 to 10");
    assertThatThrownBy(() -> reader("n", "1.5").longValue("n", 0, 0))
        .isInstanceOf(IllegalPropertyException.class);
    assertThatThrownBy(() -> reader("n", "99999999999999999999").longValue("n", 0, 0))
        .isInstanceOf(IllegalPropertyException.class);
  }

  @Test
  void intValuesRejectValuesBeyondInt() {
    assertThat(reader("n", "2147483647").intValue("n", 0, 1)).isEqualTo(Integer.MAX_VALUE);
    assertThatThrownBy(() -> reader("n", "3000000000").intValue("n", 0, 1))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("'n'").hasMessageContaining("3000000000");
  }

  @Test
  void intValueBeyondIntSaysWhatTheMaximumIs() {
    assertThatThrownBy(() -> reader("threadcount", "3000000000").intValue("threadcount", 1, 1))
        .hasMessageContaining("2147483647");
  }

  @Test
  void doubleValues() {
    assertThat(reader("d", "0.25").doubleValue("d", 0, 0, 1)).isEqualTo(0.25);
    assertThat(reader("d", "1e-3").doubleValue("d", 0, 0, 1)).isEqualTo(0.001);
    assertThat(reader().doubleValue("d", 0.5, 0, 1)).isEqualTo(0.5);
    assertThatThrownBy(() -> reader("d", "2").doubleValue("d", 0, 0, 1))
        .hasMessage("property 'd' is '2'; accepted: a number from 0 to 1");
    assertThatThrownBy(() -> reader("d", "NaN").doubleValue("d", 0, 0, 1))
        .isInstanceOf(IllegalPropertyException.class);
    assertThatThrownBy(() -> reader("d", "Infinity").doubleValue("d", 0, 0, Double.MAX_VALUE))
        .isInstanceOf(IllegalPropertyException.class);
    assertThatThrownBy(() -> reader("d", "half").doubleValue("d", 0, 0, Double.MAX_VALUE))
        .hasMessage("property 'd' is 'half'; accepted: a number >= 0");
    assertThatThrownBy(() -> reader("d", "0").doubleValue("d", 1, Double.MIN_VALUE, 99.9))
        .hasMessage("property 'd' is '0'; accepted: a number above 0, up to 99.9");
    assertThatThrownBy(() -> reader("d", "-1").doubleValue("d", 1, Double.MIN_VALUE, Double.MAX_VALUE))
        .hasMessage("property 'd' is '-1'; accepted: a number > 0");
  }

  @Test
  void booleans() {
    assertThat(reader("b", "TRUE").booleanValue("b", false)).isTrue();
    assertThat(reader("b", " false ").booleanValue("b", true)).isFalse();
    assertThat(reader().booleanValue("b", true)).isTrue();
    assertThat(reader("b", "").booleanValue("b", true)).isTrue();
    for (String bad : new String[] {"yes", "1", "maybe", "t"}) {
      assertThatThrownBy(() -> reader("b", bad).booleanValue("b", false))
          .isInstanceOf(IllegalPropertyException.class)
          .hasMessage("property 'b' is '" + bad + "'; accepted: true or false");
    }
  }

  @Test
  void choices() {
    assertThat(reader("c", "ZIPFIAN").choice("c", "uniform", "uniform", "zipfian")).isEqualTo("zipfian");
    assertThat(reader().choice("c", "uniform", "uniform", "zipfian")).isEqualTo("uniform");
    assertThatThrownBy(() -> reader("c", "foo").choice("c", "uniform", "uniform", "zipfian"))
        .hasMessage("property 'c' is 'foo'; accepted: uniform, zipfian");
  }

  @Test
  void lists() {
    assertThat(reader("l", "50, 95,,99.9 ").doubleList("l", "1", 0, 100)).containsExactly(50.0, 95.0, 99.9);
    assertThat(reader().doubleList("l", "50,95,99", 0, 100)).containsExactly(50.0, 95.0, 99.0);
    assertThatThrownBy(() -> reader("l", "50,abc").doubleList("l", "", 0, 100))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("'l'").hasMessageContaining("50,abc");
    assertThatThrownBy(() -> reader("l", "150").doubleList("l", "", 0, 100))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("from 0 to 100");
    assertThat(reader("s", " a, ,b ,c").stringList("s")).containsExactly("a", "b", "c");
    assertThat(reader().stringList("s")).isEmpty();
  }

  @Test
  void exceptionMessagesAreOneLine() {
    try {
      reader("n", "abc").longValue("n", 0, 0);
    } catch (IllegalPropertyException e) {
      assertThat(e.getMessage()).doesNotContain("\n");
      assertThat(e).isInstanceOf(IllegalArgumentException.class);
    }
  }
}
