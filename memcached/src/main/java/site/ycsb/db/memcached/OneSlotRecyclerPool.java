package site.ycsb.db.memcached;

import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.RecyclerPool;

/**
 * Jackson's buffers for one single-threaded owner: the one it gave back is handed out again, and a second parser
 * or generator at once gets new ones. Jackson's default pool is one concurrent deque per factory that every
 * parser and generator of every client thread takes its buffers from and gives them back to.
 */
final class OneSlotRecyclerPool implements RecyclerPool<BufferRecycler> {
  private static final long serialVersionUID = 1L;
  private transient BufferRecycler free;

  @Override
  public BufferRecycler acquirePooled() {
    BufferRecycler ret = free;
    free = null;
    return ret != null ? ret : new BufferRecycler();
  }

  @Override
  public void releasePooled(BufferRecycler recycler) {
    free = recycler;
  }
}
