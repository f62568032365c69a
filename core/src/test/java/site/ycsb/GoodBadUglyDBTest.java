package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GoodBadUglyDBTest {

  @Test
  void tiersHaveUpstreamsShares() {
    assertThat(GoodBadUglyDB.tier(0.0)).isZero();
    assertThat(GoodBadUglyDB.tier(0.8999)).isZero();
    assertThat(GoodBadUglyDB.tier(0.9)).isEqualTo(1);
    assertThat(GoodBadUglyDB.tier(0.9899)).isEqualTo(1);
    assertThat(GoodBadUglyDB.tier(0.99)).isEqualTo(2);
    assertThat(GoodBadUglyDB.tier(0.99989)).isEqualTo(2);
    assertThat(GoodBadUglyDB.tier(0.9999)).isEqualTo(3);
  }

  @Test
  void delaysAreFiveNonDecreasingBounds() {
    assertThat(GoodBadUglyDB.parseDelays(GoodBadUglyDB.SIMULATE_DELAY_DEFAULT))
        .containsExactly(200, 1000, 10000, 50000, 100000);
    for (String bad : new String[] {"1,2,3,4", "1,2,3,4,x", "5,4,3,2,1", "-1,2,3,4,5", "1,2,3,4,5,6"}) {
      assertThatThrownBy(() -> GoodBadUglyDB.parseDelays(bad)).isInstanceOf(IllegalPropertyException.class)
          .hasMessageContaining("gbudb.delays").hasMessageContaining("five non-decreasing");
    }
  }

  @Test
  void runsAWorkloadWithEveryOperationOk() {
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.GoodBadUglyDB", "-t", "-threads", "4",
        "-p", "gbudb.delays=0,1,2,3,4", "-p", "recordcount=100", "-p", "operationcount=2000");
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(Math.max(0, o.count("READ", "Return=OK")) + Math.max(0, o.count("UPDATE", "Return=OK")))
        .isEqualTo(2000);
  }

  @Test
  void badDelaysAreOneLineAtInit() {
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.GoodBadUglyDB", "-t", "-p", "gbudb.delays=fast",
        "-p", "operationcount=10");
    assertThat(o.exitCode()).isNotZero();
    assertThat(o.err()).contains("gbudb.delays").doesNotContain("\tat ");
  }
}
