package site.ycsb.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.TestProperties;
import site.ycsb.VirtualThreads;

class IoModeTest {
  private static IoMode parse(String... kv) {
    return IoMode.from(new PropertyReader(TestProperties.of(kv)), "x.io");
  }

  @Test
  void autoByDefaultAndBlockingOnPlatformThreads() {
    assertThat(parse()).isEqualTo(IoMode.AUTO);
    assertThat(parse().forCurrentThread()).isEqualTo(IoMode.BLOCKING);
    assertThat(parse("x.io", "reactor").forCurrentThread()).isEqualTo(IoMode.REACTOR);
    assertThat(parse("x.io", "BLOCKING").forCurrentThread()).isEqualTo(IoMode.BLOCKING);
  }

  @Test
  void autoIsTheReactorOnVirtualThreadsFromJava24() throws Exception {
    Assumptions.assumeTrue(VirtualThreads.available(), "virtual threads need Java 21");
    AtomicReference<IoMode> onVirtual = new AtomicReference<>();
    Thread t = VirtualThreads.unstarted(() -> onVirtual.set(IoMode.AUTO.forCurrentThread()), "v");
    t.start();
    t.join();
    assertThat(onVirtual.get())
        .isEqualTo(Runtime.version().feature() >= VirtualThreads.UNPINNED_MONITORS_JAVA ? IoMode.REACTOR
            : IoMode.BLOCKING);
  }

  @Test
  void anUnknownValueNamesThePropertyAndTheAcceptedValues() {
    assertThatThrownBy(() -> parse("x.io", "epoll")).isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("x.io").hasMessageContaining("auto, blocking, reactor");
  }
}
