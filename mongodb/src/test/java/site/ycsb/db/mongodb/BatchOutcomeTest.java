package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.MongoBulkWriteException;
import com.mongodb.ServerAddress;
import com.mongodb.bulk.BulkWriteError;
import com.mongodb.bulk.BulkWriteResult;
import com.mongodb.bulk.WriteConcernError;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;

/** Which records of a batch a bulk write's errors say were not written (the servers' tests check it for real). */
class BatchOutcomeTest {
  private static MongoBulkWriteException refused(WriteConcernError concern, int... indexes) {
    List<BulkWriteError> errors = new ArrayList<>();
    for (int i : indexes) {
      errors.add(new BulkWriteError(11000, "E11000 duplicate key error", new BsonDocument(), i));
    }
    return new MongoBulkWriteException(BulkWriteResult.unacknowledged(), errors, concern, new ServerAddress("h", 1),
        Set.of());
  }

  @Test
  void unorderedLosesOnlyTheRecordsWithAnError() {
    assertThat(BatchOutcome.of(refused(null, 1, 3), 5, false, Status.ERROR))
        .isEqualTo(new BatchOutcome(2, false, Status.ERROR));
    assertThat(BatchOutcome.of(refused(null, 4), 5, false, Status.ERROR))
        .isEqualTo(new BatchOutcome(1, true, Status.ERROR));
  }

  @Test
  void orderedLosesTheFirstRefusedRecordAndEveryLaterOne() {
    assertThat(BatchOutcome.of(refused(null, 2), 5, true, Status.ERROR))
        .isEqualTo(new BatchOutcome(3, true, Status.ERROR));
  }

  @Test
  void aWriteConcernErrorOrNoRecordNamedFailsTheWholeBatch() {
    WriteConcernError concern = new WriteConcernError(64, "WriteConcernFailed", "waiting for replication timed out",
        new BsonDocument());
    assertThat(BatchOutcome.of(refused(concern), 5, false, Status.ERROR))
        .isEqualTo(new BatchOutcome(5, true, Status.ERROR));
    assertThat(BatchOutcome.of(refused(null, 9), 5, false, Status.ERROR))
        .isEqualTo(new BatchOutcome(5, true, Status.ERROR));
    assertThat(BatchOutcome.ALL_WRITTEN.failed()).isZero();
  }
}
