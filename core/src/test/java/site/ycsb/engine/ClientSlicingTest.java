package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.results.ClientSlice;

/** The slices cover every key exactly once, and the target shares add up to the target. */
class ClientSlicingTest {
  @Test
  void slicesAreContiguousDisjointAndCoverEveryRecord() {
    for (long records : new long[] {1, 2, 3, 10, 999, 1000, 1001, 3_000_000_007L}) {
      for (int n = 1; n <= 7 && n <= records; n++) {
        long next = 0;
        for (int i = 0; i < n; i++) {
          ClientSlicing.KeyRange r = ClientSlicing.sliceOf(records, new ClientSlice(i, n));
          assertThat(r.start()).as("slice %d of %d over %d", i, n, records).isEqualTo(next);
          assertThat(r.count()).isGreaterThanOrEqualTo(records / n);
          if (i < n - 1) {
            assertThat(r.count()).isEqualTo(records / n);
          }
          next = r.start() + r.count();
        }
        assertThat(next).as("the last slice ends at recordcount").isEqualTo(records);
      }
    }
  }

  @Test
  void targetSharesAddUpAndDifferByAtMostOne() {
    for (long target : new long[] {3, 10, 1000, 1001, 99_999}) {
      for (int n = 1; n <= 7 && n <= target; n++) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
          long share = ClientSlicing.share(target, new ClientSlice(i, n));
          assertThat(share).isBetween(target / n, target / n + 1);
          sum += share;
        }
        assertThat(sum).isEqualTo(target);
      }
    }
  }

  @Test
  void theRunPhaseKeepsTheKeySpaceAndOnlySplitsTheTarget() {
    Properties p = new Properties();
    p.setProperty("recordcount", "1000");
    p.setProperty("target", "100");
    assertThat(ClientSlicing.apply(new ClientSlice(2, 3), p, false)).isNull();
    assertThat(p.getProperty("target")).isEqualTo("33");
    assertThat(p.getProperty("insertstart")).isNull();
    assertThat(p.getProperty("insertcount")).isNull();
  }

  @Test
  void theLoadPhaseSetsInsertstartAndInsertcount() {
    Properties p = new Properties();
    p.setProperty("recordcount", "1000");
    ClientSlicing.KeyRange r = ClientSlicing.apply(new ClientSlice(2, 3), p, true);
    assertThat(r).isEqualTo(new ClientSlicing.KeyRange(666, 334));
    assertThat(p.getProperty("insertstart")).isEqualTo("666");
    assertThat(p.getProperty("insertcount")).isEqualTo("334");
  }
}
