package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** More clients for a loop behind its schedule only while doubling them still raises the rate of claims. */
class ClientGrowthTest {
  private static final long PERIOD = TimeUnit.MILLISECONDS.toNanos(ClientGrowth.PERIOD_MS);

  /** Feeds one whole period at {@code perSecond} claims; returns the claims after it. */
  private static long period(ClientGrowth g, long[] now, long claims, double perSecond) {
    now[0] += PERIOD;
    long after = claims + (long) (perSecond * ClientGrowth.PERIOD_MS / 1000);
    g.sample(now[0], after);
    return after;
  }

  @Test
  void clientsThatDoNotRaiseTheRateStopTheGrowthUntilTheBacklogIsGone() {
    long[] now = {0};
    ClientGrowth g = new ClientGrowth(0, 16);
    long claims = period(g, now, 0, 18_000);
    assertThat(g.mayGrow(16)).isTrue();
    // 32 clients claim no faster than 16 did (the host's CPU is what is short): no 33rd.
    claims = period(g, now, claims, 18_500);
    assertThat(g.mayGrow(31)).isTrue();
    assertThat(g.mayGrow(32)).isFalse();
    claims = period(g, now, claims, 18_000);
    assertThat(g.mayGrow(32)).isFalse();
    // The rate halves (the database slowed down): clients may help again.
    period(g, now, claims, 8_000);
    assertThat(g.mayGrow(32)).isTrue();
    g.caughtUp(32);
    assertThat(g.mayGrow(32)).isTrue();
  }

  @Test
  void clientsThatRaiseTheRateAndClientsStuckInAStalledDatabaseKeepGrowing() {
    long[] now = {0};
    ClientGrowth g = new ClientGrowth(0, 8);
    long claims = period(g, now, 0, 4_000);
    assertThat(g.mayGrow(8)).isTrue();
    claims = period(g, now, claims, 8_000);
    assertThat(g.mayGrow(16)).isTrue();
    claims = period(g, now, claims, 16_000);
    assertThat(g.mayGrow(32)).isTrue();
    // Every client waits on a stalled database: no claims at all, which is no sign of a saturated host.
    ClientGrowth stuck = new ClientGrowth(0, 8);
    long[] t = {0};
    period(stuck, t, 0, 0);
    for (int clients = 8; clients <= 64; clients++) {
      period(stuck, t, 0, 0);
      assertThat(stuck.mayGrow(clients)).isTrue();
    }
  }

  @Test
  void aStalledProcessMeasuresNothing() {
    long[] now = {0};
    ClientGrowth g = new ClientGrowth(0, 16);
    long claims = period(g, now, 0, 18_000);
    assertThat(g.mayGrow(16)).isTrue();
    // The process stops for 500 ms: the period that spans it is dropped, not counted as 32 clients' rate.
    now[0] += TimeUnit.MILLISECONDS.toNanos(500);
    g.stalled(now[0], claims);
    assertThat(g.mayGrow(32)).isTrue();
  }
}
