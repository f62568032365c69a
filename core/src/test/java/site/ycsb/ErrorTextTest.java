package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ConnectException;
import org.junit.jupiter.api.Test;

class ErrorTextTest {
  @Test
  void joinsTheDistinctMessagesAlongTheCauseChain() {
    Exception e = new IllegalStateException("cannot get a connection",
        new IOException("cannot get a connection", new ConnectException("Connection refused")));
    assertThat(ErrorText.describe(e)).isEqualTo("cannot get a connection: Connection refused");
  }

  @Test
  void namesMessageLessExceptionsByTypeAndKeepsOneLine() {
    assertThat(ErrorText.describe(new NullPointerException())).isEqualTo("NullPointerException");
    assertThat(ErrorText.describe(new IOException("two\n  lines"))).isEqualTo("two lines");
  }

  @Test
  void masksPasswordsInUris() {
    assertThat(ErrorText.describe(new IOException("cannot reach mongodb://ycsb:s3cret@h:27017/db")))
        .doesNotContain("s3cret").contains("mongodb://ycsb:");
  }
}
