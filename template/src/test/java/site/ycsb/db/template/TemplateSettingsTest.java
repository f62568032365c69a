package site.ycsb.db.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.IllegalPropertyException;

class TemplateSettingsTest {
  private static Properties props(String... keyValues) {
    Properties p = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      p.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return p;
  }

  @Test
  void defaults() {
    TemplateSettings s = TemplateSettings.from(props("template.port", "7070"));
    assertThat(s).isEqualTo(new TemplateSettings("127.0.0.1", 7070, 5_000, null));
    assertThat(s.where()).isEqualTo("127.0.0.1:7070");
  }

  @Test
  void thePortIsRequired() {
    assertThatThrownBy(() -> TemplateSettings.from(props())).isInstanceOf(IllegalPropertyException.class)
        .hasMessage("property 'template.port' is required; accepted: a port from 1 to 65535,"
            + " e.g. -p template.port=7070");
  }

  @Test
  void badValuesAreOneLineNamingThePropertyAndTheAcceptedValues() {
    assertThatThrownBy(() -> TemplateSettings.from(props("template.port", "http")))
        .hasMessage("property 'template.port' is 'http'; accepted: a whole number from 1 to 65535");
    assertThatThrownBy(() -> TemplateSettings.from(props("template.port", "70000")))
        .hasMessageContaining("template.port").hasMessageContaining("from 1 to 65535");
    assertThatThrownBy(() -> TemplateSettings.from(props("template.port", "1", "template.timeoutMillis", "0")))
        .hasMessage("property 'template.timeoutMillis' is '0'; accepted: a whole number from 1 to 2147483647");
  }

  @Test
  void thePasswordIsNeverPrinted() {
    TemplateSettings s = TemplateSettings.from(props("template.port", "1", "template.password", "hunter2"));
    assertThat(s.password()).isEqualTo("hunter2");
    assertThat(s.toString()).doesNotContain("hunter2").contains("password=*****");
  }
}
