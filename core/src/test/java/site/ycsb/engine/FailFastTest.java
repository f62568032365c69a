package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;

class FailFastTest {
  private final List<String> trips = new ArrayList<>();

  private FailFast failFast(long count, long seconds) {
    FailFast f = new FailFast(count, seconds, "run", trips::add);
    f.start();
    return f;
  }

  @Test
  void theCountOfFailuresWithNoSuccessTripsOnceNamingTheFirstFailure() {
    FailFast f = failFast(3, 0);
    f.failed("READ", Status.ERROR, null);
    f.failed("UPDATE", Status.SERVICE_UNAVAILABLE, null);
    assertThat(trips).isEmpty();
    f.failed("READ", Status.ERROR, null);
    f.failed("READ", Status.ERROR, null);
    assertThat(trips).containsExactly("fail-fast: the first 3 operations of the run all failed "
        + "(validity.failfast.count=3; 0 turns this off); the first: READ returned ERROR");
  }

  @Test
  void oneSuccessOrMissSettlesItForTheRestOfThePhase() {
    FailFast f = failFast(3, 0);
    f.failed("READ", Status.ERROR, null);
    f.succeeded();
    for (int i = 0; i < 10; i++) {
      f.failed("READ", Status.ERROR, null);
    }
    assertThat(trips).isEmpty();
  }

  @Test
  void zeroTurnsBothLimitsOff() {
    FailFast f = failFast(0, 0);
    for (int i = 0; i < 10_000; i++) {
      f.failed("READ", Status.ERROR, null);
    }
    assertThat(trips).isEmpty();
  }

  @Test
  void theSecondsLimitTripsOnTheFirstFailureAfterIt() throws InterruptedException {
    FailFast f = failFast(0, 1);
    f.failed("INSERT", Status.ERROR, null);
    assertThat(trips).isEmpty();
    TimeUnit.MILLISECONDS.sleep(1050);
    f.failed("INSERT", Status.ERROR, null);
    assertThat(trips).containsExactly("fail-fast: not one operation succeeded in the first 1 s of the run, 2 failed "
        + "(validity.failfast.seconds=1; 0 turns this off); the first: INSERT returned ERROR");
  }

  @Test
  void theFirstFailureSaysWhatTheBindingThrewOrItsOwnStatusText() {
    assertThat(FailFast.describe("READ", Status.ERROR, new IllegalStateException("WRONGTYPE wrong kind")))
        .isEqualTo("READ threw java.lang.IllegalStateException: WRONGTYPE wrong kind");
    assertThat(FailFast.describe("UPDATE", new Status("ERROR", "OOM command not allowed"), null))
        .isEqualTo("UPDATE returned ERROR (OOM command not allowed)");
    assertThat(FailFast.describe("UPDATE", new Status("UPDATE_CONFLICT", "The record kept changing."), null))
        .isEqualTo("UPDATE returned UPDATE_CONFLICT (The record kept changing.)");
    assertThat(FailFast.describe("SCAN", Status.NOT_IMPLEMENTED, null))
        .isEqualTo("SCAN returned NOT_IMPLEMENTED: the binding does not implement SCAN");
  }
}
