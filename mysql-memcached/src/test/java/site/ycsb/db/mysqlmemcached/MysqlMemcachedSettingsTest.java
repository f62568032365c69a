package site.ycsb.db.mysqlmemcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.IllegalPropertyException;
import site.ycsb.TestProperties;

class MysqlMemcachedSettingsTest {
  private static Properties props(String... kv) {
    return TestProperties.of(kv);
  }

  @Test
  void defaults() {
    MysqlMemcachedSettings s = MysqlMemcachedSettings.from(props());
    assertThat(s.url()).isEqualTo("jdbc:mysql://127.0.0.1:3306/ycsb");
    assertThat(s.access()).isEqualTo(MysqlMemcachedSettings.Access.MEMCACHED);
    assertThat(s.setup()).isFalse();
    assertThat(s.table()).isEqualTo("usertable");
    assertThat(s.container()).isEqualTo("ycsb");
    assertThat(s.separator()).isEqualTo((byte) '|');
    assertThat(s.columns()).hasSize(10).startsWith("field0").endsWith("field9");
    assertThat(s.keyPrefix()).isEqualTo("@@ycsb.");
    assertThat(s.urlHost()).isEqualTo("127.0.0.1");
  }

  @Test
  void columnsFollowTheWorkloadAndThePasswordNeverPrints() {
    MysqlMemcachedSettings s = MysqlMemcachedSettings.from(props("fieldcount", "2", "fieldnameprefix", "f",
        "mysql-memcached.password", "s3cret", "mysql-memcached.url", "jdbc:mysql://db.example:3307/x?useSSL=true"));
    assertThat(s.columns()).containsExactly("f0", "f1");
    assertThat(s.urlHost()).isEqualTo("db.example");
    assertThat(s.toString()).doesNotContain("s3cret");
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "mysql-memcached.access;nosql;memcached, sql",
      "mysql-memcached.separator;||;one printable ASCII character",
      "mysql-memcached.separator;%;one printable ASCII character",
      "mysql-memcached.url;postgres://x;MySQL JDBC URL",
      "mysql-memcached.table;user table;letters, digits",
      "mysql-memcached.setup;maybe;true or false"})
  void badValuesNameThePropertyAndTheAcceptedValues(String property, String value, String accepted) {
    assertThatThrownBy(() -> MysqlMemcachedSettings.from(props(property, value)))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining(property).hasMessageContaining(accepted);
  }
}
