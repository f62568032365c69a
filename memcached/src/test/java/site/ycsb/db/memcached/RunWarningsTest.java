package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class RunWarningsTest {
  private static String said(Runnable r) {
    PrintStream before = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setErr(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      r.run();
    } finally {
      System.setErr(before);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void aTopicIsSaidOncePerRunByAllItsInstances() {
    Properties run = new Properties();
    String err = said(() -> {
      RunWarnings a = RunWarnings.acquire(run);
      RunWarnings b = RunWarnings.acquire(run);
      a.once("format", "first");
      b.once("format", "second");
      RunWarnings.release();
      RunWarnings.release();
    });
    assertThat(err.lines()).containsExactly("ycsb: warning: first");
  }

  @Test
  void theNextRunSaysItAgainEvenIfThePreviousOneNeverReleased() {
    String err = said(() -> {
      RunWarnings.acquire(new Properties()).once("format", "stuck run");
      // no release: a client thread of that run never cleaned up
      RunWarnings.acquire(new Properties()).once("format", "next run");
      RunWarnings.release();
    });
    assertThat(err.lines()).containsExactly("ycsb: warning: stuck run", "ycsb: warning: next run");
  }
}
