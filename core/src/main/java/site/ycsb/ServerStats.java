package site.ycsb;

/**
 * Implemented by bindings that can report server-side statistics. The client calls it on a
 * dedicated instance after init, once before the measured run and once after every client thread
 * has cleaned up (so batched writes are flushed). Bindings without it work as before.
 */
public interface ServerStats {
  ServerStatsSnapshot serverStats() throws DBException;
}
