package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.core.util.BufferRecycler;

class OneSlotRecyclerPoolTest {
  @Test
  void theBuffersGivenBackAreHandedOutAgainOnce() {
    OneSlotRecyclerPool pool = new OneSlotRecyclerPool();
    BufferRecycler first = pool.acquirePooled();
    pool.releasePooled(first);
    assertThat(pool.acquirePooled()).isSameAs(first);
    assertThat(pool.acquirePooled()).as("a second at once gets new buffers").isNotSameAs(first).isNotNull();
  }
}
