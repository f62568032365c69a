package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/** The fault tests' measure of a reconnect: how soon after a server is back an operation succeeds again. */
public final class Recovery {
  private Recovery() {
  }

  /**
   * Tries {@code operation} (given its try number) every 20 ms until it returns OK; the milliseconds that
   * took. Fails the test when errors go on for {@code boundMs}.
   */
  public static long millisUntilOk(IntFunction<Status> operation, long boundMs) throws InterruptedException {
    long start = System.nanoTime();
    for (int attempt = 0; operation.apply(attempt) != Status.OK; attempt++) {
      assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start))
          .as("errors go on after the restart").isLessThan(boundMs);
      Thread.sleep(20);
    }
    return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
  }
}
