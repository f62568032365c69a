package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Properties;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import site.ycsb.measurements.CapturingExporter;
import site.ycsb.measurements.Measurements;

/** Where DBWrapper records successes and failures. */
class DBWrapperTest {

  /** Answers every call with a status set by the test; may throw or return null. */
  static final class ScriptedDB extends TestDBs.SameAnswerDB {
    Status next = Status.OK;
    RuntimeException toThrow;

    @Override
    protected Status answer() {
      if (toThrow != null) {
        throw toThrow;
      }
      return next;
    }
  }

  private ScriptedDB db;
  private Measurements measurements;

  private DBWrapper wrapper(String... kv) throws DBException {
    Properties p = new Properties();
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    measurements = new Measurements(p);
    Measurements.setMeasurements(measurements);
    db = new ScriptedDB();
    db.setProperties(p);
    DBWrapper w = new DBWrapper(db, measurements);
    w.init();
    return w;
  }

  /** Exports as at the end of a run; later operations record again. */
  private CapturingExporter export() throws Exception {
    CapturingExporter e = new CapturingExporter();
    measurements.setRecording(false);
    measurements.exportMeasurements(e);
    measurements.setRecording(true);
    return e;
  }

  @Test
  void successesGoToTheOperationSeries() throws Exception {
    DBWrapper w = wrapper();
    assertThat(w.read("t", "k", null, new HashMap<>())).isEqualTo(Status.OK);
    assertThat(w.update("t", "k", new HashMap<>())).isEqualTo(Status.OK);
    assertThat(w.insert("t", "k", new HashMap<>())).isEqualTo(Status.OK);
    assertThat(w.delete("t", "k")).isEqualTo(Status.OK);
    assertThat(w.scan("t", "k", 3, null, new Vector<>())).isEqualTo(Status.OK);
    CapturingExporter e = export();
    assertThat(e.metrics()).containsExactly("DELETE", "INSERT", "READ", "SCAN", "UPDATE");
    for (String op : e.metrics()) {
      assertThat(e.value(op, "Operations").longValue()).isEqualTo(1L);
      assertThat(e.value(op, "Return=OK").longValue()).isEqualTo(1L);
    }
  }

  @Test
  void successfulMeasuredScansCountTheRecordsAskedForAndReturned() throws Exception {
    DBWrapper w = wrapper();
    Vector<HashMap<String, ByteIterator>> two = new Vector<>();
    two.add(new HashMap<>());
    two.add(new HashMap<>());
    w.scan("t", "k", 5, null, two);
    w.scan("t", "k", 3, null, new Vector<>(two));
    db.next = Status.ERROR;
    w.scan("t", "k", 100, null, new Vector<>()); // failed: not counted
    db.next = Status.OK;
    measurements.setRecording(false);
    w.scan("t", "k", 100, null, new Vector<>()); // not measured: not counted
    measurements.setRecording(true);
    assertThat(measurements.series("SCAN").recordsAsked()).isEqualTo(8);
    assertThat(measurements.series("SCAN").recordsReturned()).isEqualTo(4);
    assertThat(measurements.series("SCAN-FAILED").recordsAsked()).isZero();
    assertThat(measurements.series("SCAN-FAILED").recordsReturned()).isZero();
  }

  @Test
  void failuresGoToOpFailedByDefault() throws Exception {
    DBWrapper w = wrapper();
    db.next = Status.NOT_FOUND;
    w.read("t", "k", null, new HashMap<>());
    db.next = Status.ERROR;
    w.read("t", "k", null, new HashMap<>());
    w.update("t", "k", new HashMap<>());
    CapturingExporter e = export();
    assertThat(e.metrics()).contains("READ", "READ-FAILED", "UPDATE", "UPDATE-FAILED")
        .doesNotContain("READ-NOT_FOUND", "READ-ERROR");
    assertThat(e.value("READ-FAILED", "Operations").longValue()).isEqualTo(2L);
    assertThat(e.value("READ", "Operations").longValue()).isEqualTo(0L);
    assertThat(e.value("READ", "Return=NOT_FOUND").longValue()).isEqualTo(1L);
    assertThat(e.value("READ", "Return=ERROR").longValue()).isEqualTo(1L);
    assertThat(e.value("UPDATE", "Return=ERROR").longValue()).isEqualTo(1L);
  }

  @Test
  void failuresGetTheirOwnSeriesWithReportLatencyForEachError() throws Exception {
    DBWrapper w = wrapper("reportlatencyforeacherror", "true");
    db.next = Status.NOT_FOUND;
    w.read("t", "k", null, new HashMap<>());
    db.next = Status.ERROR;
    w.read("t", "k", null, new HashMap<>());
    CapturingExporter e = export();
    assertThat(e.metrics()).contains("READ", "READ-NOT_FOUND", "READ-ERROR").doesNotContain("READ-FAILED");
    assertThat(e.value("READ-NOT_FOUND", "Operations").longValue()).isEqualTo(1L);
  }

  @Test
  void latencyTrackedErrorsSelectsWhichStatusesGetTheirOwnSeries() throws Exception {
    DBWrapper w = wrapper("latencytrackederrors", "NOT_FOUND");
    db.next = Status.NOT_FOUND;
    w.read("t", "k", null, new HashMap<>());
    db.next = Status.ERROR;
    w.read("t", "k", null, new HashMap<>());
    CapturingExporter e = export();
    assertThat(e.metrics()).contains("READ-NOT_FOUND", "READ-FAILED").doesNotContain("READ-ERROR");
  }

  @Test
  void aThrowingOrNullAnsweringBindingCountsAsError() throws Exception {
    DBWrapper w = wrapper();
    db.toThrow = new IllegalStateException("kaput");
    assertThat(w.read("t", "k", null, new HashMap<>())).isEqualTo(Status.ERROR);
    db.toThrow = null;
    db.next = null;
    assertThat(w.update("t", "k", new HashMap<>())).isEqualTo(Status.ERROR);
    CapturingExporter e = export();
    assertThat(e.value("READ", "Return=ERROR").longValue()).isEqualTo(1L);
    assertThat(e.value("UPDATE", "Return=ERROR").longValue()).isEqualTo(1L);
  }

  @Test
  void batchedOkIsASuccess() throws Exception {
    DBWrapper w = wrapper();
    db.next = Status.BATCHED_OK;
    w.insert("t", "k", new HashMap<>());
    CapturingExporter e = export();
    assertThat(e.metrics()).containsExactly("INSERT");
    assertThat(e.value("INSERT", "Operations").longValue()).isEqualTo(1L);
    assertThat(e.value("INSERT", "Return=BATCHED_OK").longValue()).isEqualTo(1L);
  }

  @Test
  void intendedAndBothIntervals() throws Exception {
    DBWrapper w = wrapper("measurement.interval", "intended");
    w.read("t", "k", null, new HashMap<>());
    CapturingExporter e = export();
    assertThat(e.metrics()).containsExactly("READ", "Intended-READ");
    // Operations equals the intended series' count (0.17.0 printed 0 beside Return=OK, 1).
    assertThat(e.value("READ", "Operations").longValue()).isEqualTo(1L);
    assertThat(e.value("READ", "Return=OK").longValue()).isEqualTo(1L);
    assertThat(e.value("Intended-READ", "Operations").longValue()).isEqualTo(1L);

    DBWrapper both = wrapper("measurement.interval", "both");
    both.read("t", "k", null, new HashMap<>());
    db.next = Status.ERROR;
    both.read("t", "k", null, new HashMap<>());
    e = export();
    assertThat(e.metrics()).containsExactly("READ", "READ-FAILED", "Intended-READ", "Intended-READ-FAILED");
    assertThat(e.value("READ", "Operations").longValue()).isEqualTo(1L);
    assertThat(e.value("Intended-READ", "Operations").longValue()).isEqualTo(1L);
  }

  @Test
  void nothingIsRecordedWhileTheGateIsClosed() throws Exception {
    DBWrapper w = wrapper();
    measurements.setRecording(false);
    w.read("t", "k", null, new HashMap<>());
    measurements.setRecording(true);
    assertThat(export().triples).isEmpty();
  }

  @Test
  void cleanupIsMeasured() throws Exception {
    DBWrapper w = wrapper();
    w.cleanup();
    CapturingExporter e = export();
    assertThat(e.value("CLEANUP", "Operations").longValue()).isEqualTo(1L);
    // 0.17.0 measured the cleanup's latency but counted no return code for it.
    assertThat(e.measurementsOf("CLEANUP")).noneMatch(m -> m.startsWith("Return="));
  }

  /** Queues inserts three at a time; the server (scripted) refuses some records of each batch. */
  static final class BatchingDB extends TestDBs.SameAnswerDB {
    int queued;
    int refusedEarlier;
    boolean refuseLast;

    @Override
    protected Status answer() {
      return Status.OK;
    }

    @Override
    public Status insert(String table, String key, java.util.Map<String, ByteIterator> values) {
      if (++queued < 3) {
        return Status.BATCHED_OK;
      }
      queued = 0;
      batchedInsertsFailed(refusedEarlier, Status.ERROR);
      return refuseLast ? Status.ERROR : Status.OK;
    }
  }

  @Test
  void aBindingReportsBatchedInsertsThatFailedAndTheyCountAsFailures() throws Exception {
    Properties p = new Properties();
    measurements = new Measurements(p);
    Measurements.setMeasurements(measurements);
    BatchingDB batching = new BatchingDB();
    batching.setProperties(p);
    DBWrapper w = new DBWrapper(batching, measurements);
    w.init();
    // Batch 1 written; batch 2 refused whole; batch 3 with one earlier record refused.
    for (int i = 0; i < 3; i++) {
      w.insert("t", "k" + i, new HashMap<>());
    }
    batching.refusedEarlier = 2;
    batching.refuseLast = true;
    for (int i = 3; i < 6; i++) {
      w.insert("t", "k" + i, new HashMap<>());
    }
    batching.refusedEarlier = 1;
    batching.refuseLast = false;
    for (int i = 6; i < 9; i++) {
      w.insert("t", "k" + i, new HashMap<>());
    }
    CapturingExporter e = export();
    assertThat(e.value("INSERT", "Return=ERROR").longValue()).isEqualTo(4L);
    assertThat(e.value("INSERT", "Return=OK").longValue() + e.value("INSERT", "Return=BATCHED_OK").longValue())
        .isEqualTo(5L);
  }
}
