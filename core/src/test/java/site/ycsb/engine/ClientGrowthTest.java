package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** More clients for a loop behind its schedule only while doubling them still raises the rate of claims. */
class ClientGrowthTest {
  private static final long PERIOD = TimeUnit.MILLISECONDS.toNanos(ClientGrowth.PERIOD_MS);

  /** A growth guard with a clock and a claim count, fed whole periods. */
  private static final class Loop {
    final ClientGrowth growth;
    long now;
    long claims;

    Loop(int clients) {
      growth = new ClientGrowth(0, clients);
    }

    /**
     * {@code clients} claim {@code perSecond} a second for two periods: the one in which they were started (which
     * counts only the clients there were at its start) and a whole one with them all.
     */
    void period(int clients, double perSecond) {
      for (int i = 0; i < 2; i++) {
        now += PERIOD;
        claims += (long) (perSecond * ClientGrowth.PERIOD_MS / 1000);
        growth.sample(now, claims, clients);
      }
    }
  }

  @Test
  void clientsThatDoNotRaiseTheRateStopTheGrowthUntilTheBacklogIsGone() {
    Loop loop = new Loop(16);
    loop.period(16, 18_000);
    assertThat(loop.growth.mayGrow(16)).isTrue();
    assertThat(loop.growth.mayGrow(31)).isTrue();
    // Doubled: no 33rd before a whole period with 32 has been measured.
    assertThat(loop.growth.mayGrow(32)).isFalse();
    // 32 clients claim no faster than 16 did (the host's CPU is what is short): no 33rd at all.
    loop.period(32, 18_500);
    assertThat(loop.growth.mayGrow(32)).isFalse();
    // Not even when the rate falls (a host busier still): only a backlog that is gone starts growth over.
    loop.period(32, 6_000);
    assertThat(loop.growth.mayGrow(32)).isFalse();
    loop.growth.caughtUp(32);
    assertThat(loop.growth.mayGrow(32)).isTrue();
  }

  @Test
  void clientsThatRaiseTheRateKeepGrowing() {
    Loop loop = new Loop(8);
    loop.period(8, 4_000);
    assertThat(loop.growth.mayGrow(8)).isTrue();
    assertThat(loop.growth.mayGrow(16)).isFalse();
    loop.period(16, 8_000);
    assertThat(loop.growth.mayGrow(16)).isTrue();
    assertThat(loop.growth.mayGrow(31)).isTrue();
    loop.period(32, 15_000);
    assertThat(loop.growth.mayGrow(32)).isTrue();
  }

  @Test
  void clientsStuckInAStalledDatabaseKeepGrowing() {
    // Every client waits on a stalled database: no claims at all, which is no sign of a saturated host.
    Loop loop = new Loop(8);
    for (int clients = 8; clients <= 64; clients++) {
      loop.period(clients, 0);
      assertThat(loop.growth.mayGrow(clients)).as("%d clients", clients).isTrue();
    }
  }

  @Test
  void aStalledProcessMeasuresNothing() {
    Loop loop = new Loop(16);
    loop.period(16, 18_000);
    assertThat(loop.growth.mayGrow(16)).isTrue();
    // The process stops for 500 ms with 32 clients: that period is dropped, not judged as 32 clients' rate.
    loop.growth.sample(loop.now, loop.claims, 32);
    loop.now += TimeUnit.MILLISECONDS.toNanos(500);
    loop.growth.stalled(loop.now, loop.claims, 32);
    assertThat(loop.growth.mayGrow(32)).isFalse();
    loop.period(32, 30_000);
    assertThat(loop.growth.mayGrow(32)).isTrue();
  }
}
