package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import org.junit.jupiter.api.Test;
import site.ycsb.db.memcached.KeyValueStore.StoreException;

class StoreFailuresTest {
  private final StoreFailures failures =
      new StoreFailures(InetSocketAddress.createUnresolved("cache1", 11311), 3000, 60000);

  @Test
  void everyFailureNamesTheServer() {
    assertThat(failures.where()).isEqualTo("cache1:11311");
    assertThat(failures.answered("answered ERROR")).hasMessage("memcached at cache1:11311 answered ERROR");
    IOException reset = new IOException("Connection reset");
    StoreException io = failures.io(reset, false);
    assertThat(io).hasMessage("memcached at cache1:11311: Connection reset").hasCause(reset);
  }

  @Test
  void aTimeOutNamesThePropertyThatSetIt() {
    assertThat(failures.io(new IOException("Socket closed"), true))
        .hasMessage("memcached at cache1:11311 did not answer within 60000 ms (memcached.opTimeoutMillis)");
    assertThat(failures.noVersion()).hasMessage("memcached at cache1:11311 did not answer 'version' within 3000 ms"
        + " (" + MemcachedSettings.CONNECT_TIMEOUT + "): is it a memcached server?");
  }

  @Test
  void anAnswerInAMessageIsShortAndPrintable() {
    assertThat(StoreFailures.printable("HTTP/1.1 400 Bad Request\u0007")).isEqualTo("HTTP/1.1 400 Bad Request?");
    assertThat(StoreFailures.printable("x".repeat(61))).isEqualTo("x".repeat(60) + "...");
    assertThat(StoreFailures.printable("x".repeat(60))).isEqualTo("x".repeat(60));
  }
}
