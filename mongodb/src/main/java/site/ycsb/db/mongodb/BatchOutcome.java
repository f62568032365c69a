package site.ycsb.db.mongodb;

import com.mongodb.MongoBulkWriteException;
import com.mongodb.bulk.BulkWriteError;
import java.util.BitSet;
import site.ycsb.Status;

/**
 * What became of one batch of inserts: how many of its records the server did not write, whether the last one
 * (the insert that sent the batch) is among them, and the status they count as.
 *
 * @param failed records of the batch not written
 * @param lastFailed whether the batch's last record is one of them
 * @param status what a failed record counts as (ERROR, or CACHE_FULL)
 */
public record BatchOutcome(int failed, boolean lastFailed, Status status) {
  public static final BatchOutcome ALL_WRITTEN = new BatchOutcome(0, false, Status.OK);

  /** The batch failed as a whole (network, time-out, write concern): none of its records counts as written. */
  public static BatchOutcome allFailed(int size, Status status) {
    return new BatchOutcome(size, size > 0, status);
  }

  /**
   * The records a bulk write refused, from its write errors: each refused index in an unordered batch; in an
   * ordered one the server stops at the first error, so that record and every later one. A batch with no write
   * error but a write-concern error was written without the durability asked for: all of it counts as failed.
   */
  public static BatchOutcome of(MongoBulkWriteException e, int size, boolean ordered, Status status) {
    if (e.getWriteErrors().isEmpty()) {
      return allFailed(size, status);
    }
    BitSet refused = new BitSet(size);
    for (BulkWriteError error : e.getWriteErrors()) {
      if (error.getIndex() >= 0 && error.getIndex() < size) {
        refused.set(error.getIndex());
      }
    }
    if (refused.isEmpty() || e.getWriteConcernError() != null) {
      return allFailed(size, status);  // no error names a record of the batch, or none is durable as asked
    }
    if (ordered) {
      refused.set(refused.nextSetBit(0), size);
    }
    return new BatchOutcome(refused.cardinality(), refused.get(size - 1), status);
  }
}
