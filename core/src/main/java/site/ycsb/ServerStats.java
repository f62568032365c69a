package site.ycsb;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>Implemented by bindings that can report server-side statistics. The client calls it on a
 * dedicated instance after init, once before the measured run and once after every client thread
 * has cleaned up (so batched writes are flushed). Bindings without it work as before.
 */
public interface ServerStats {
  ServerStatsSnapshot serverStats() throws DBException;
}
