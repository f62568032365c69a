package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.IllegalPropertyException;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;

/** The operation mix, and what each kind of transaction sends to the database. */
class CoreWorkloadOperationMixTest {
  enum Op { READ, UPDATE, INSERT, SCAN, DELETE }

  /** One call to the database. */
  record Call(Op op, String key, Set<String> fields, int scanLength, Set<String> writtenFields) {
  }

  /** Counts calls by kind and, if asked, keeps each of them. */
  static final class CountingDB extends DB {
    final Map<Op, Long> counts = new EnumMap<>(Op.class);
    final List<Call> calls = new ArrayList<>();
    final boolean keep;

    CountingDB(boolean keep) {
      this.keep = keep;
      for (Op op : Op.values()) {
        counts.put(op, 0L);
      }
    }

    private void count(Call c) {
      counts.merge(c.op(), 1L, Long::sum);
      if (keep) {
        calls.add(c);
      }
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      count(new Call(Op.READ, key, fields == null ? null : new HashSet<>(fields), 0, null));
      return Status.OK;
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      count(new Call(Op.SCAN, startkey, fields == null ? null : new HashSet<>(fields), recordcount, null));
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      count(new Call(Op.UPDATE, key, null, 0, new HashSet<>(values.keySet())));
      return Status.OK;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      count(new Call(Op.INSERT, key, null, 0, new HashSet<>(values.keySet())));
      return Status.OK;
    }

    @Override
    public Status delete(String table, String key) {
      count(new Call(Op.DELETE, key, null, 0, null));
      return Status.OK;
    }
  }

  private Measurements measurements;

  @BeforeEach
  void freshMeasurements() {
    measurements = new Measurements(new Properties());
    Measurements.setMeasurements(measurements);
  }

  private static CoreWorkload workload(String... kv) throws Exception {
    Properties p = new Properties();
    p.setProperty("recordcount", "1000");
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    CoreWorkload w = new CoreWorkload();
    w.init(p);
    return w;
  }

  private static Set<String> keysOf(long from, long to) {
    Set<String> ret = new HashSet<>();
    for (long n = from; n < to; n++) {
      ret.add("user" + CoreWorkloadKeysTest.fnv1a64(n));
    }
    return ret;
  }

  private static void assertShare(long count, long n, double p) {
    double sigma = Math.sqrt(p * (1 - p) / n);
    assertThat((double) count / n).as("share (expected %s)", p).isCloseTo(p, within(6 * sigma + 1e-12));
  }

  @Test
  void mixFollowsTheProportions() throws Exception {
    CoreWorkload w = workload("readproportion", "0.5", "updateproportion", "0.3", "insertproportion", "0.1",
        "scanproportion", "0.1", "readmodifywriteproportion", "0", "maxscanlength", "10");
    CountingDB db = new CountingDB(false);
    int n = 200_000;
    for (int i = 0; i < n; i++) {
      assertThat(w.doTransaction(db, null)).isTrue();
    }
    assertShare(db.counts.get(Op.READ), n, 0.5);
    assertShare(db.counts.get(Op.UPDATE), n, 0.3);
    assertShare(db.counts.get(Op.INSERT), n, 0.1);
    assertShare(db.counts.get(Op.SCAN), n, 0.1);
    assertThat(db.counts.get(Op.DELETE)).isZero();
    assertThat(db.counts.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(n);
    assertThat(measurements.operationSeries()).extracting(OneMeasurement::getName)
        .doesNotContain("READ-MODIFY-WRITE");
  }

  @Test
  void proportionsAreRelativeWeightsNotRequiredToSumToOne() throws Exception {
    CoreWorkload w = workload("readproportion", "0.6", "updateproportion", "0.2");
    CountingDB db = new CountingDB(false);
    int n = 100_000;
    for (int i = 0; i < n; i++) {
      w.doTransaction(db, null);
    }
    assertShare(db.counts.get(Op.READ), n, 0.75);
    assertShare(db.counts.get(Op.UPDATE), n, 0.25);
  }

  @Test
  void aProportionAboveOneIsRefusedNamingTheProperty() {
    assertThatThrownBy(() -> workload("readproportion", "1.5"))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessage("property 'readproportion' is '1.5'; accepted: a number from 0 to 1");
    assertThatThrownBy(() -> workload("scanproportion", "-0.1"))
        .hasMessageContaining("property 'scanproportion' is '-0.1'");
  }

  @Test
  void defaultMixIsWorkloadB() throws Exception {
    CoreWorkload w = workload();
    CountingDB db = new CountingDB(false);
    int n = 100_000;
    for (int i = 0; i < n; i++) {
      w.doTransaction(db, null);
    }
    assertShare(db.counts.get(Op.READ), n, 0.95);
    assertShare(db.counts.get(Op.UPDATE), n, 0.05);
    assertThat(db.counts.get(Op.INSERT) + db.counts.get(Op.SCAN)).isZero();
  }

  @Test
  void readModifyWriteReadsThenUpdatesTheSameKey() throws Exception {
    CoreWorkload w = workload("readproportion", "0", "updateproportion", "0", "readmodifywriteproportion", "1");
    CountingDB db = new CountingDB(true);
    int n = 2_000;
    for (int i = 0; i < n; i++) {
      w.doTransaction(db, null);
    }
    assertThat(db.calls).hasSize(2 * n);
    Set<String> loaded = keysOf(0, 1000);
    for (int i = 0; i < n; i++) {
      Call read = db.calls.get(2 * i);
      Call update = db.calls.get(2 * i + 1);
      assertThat(read.op()).isEqualTo(Op.READ);
      assertThat(update.op()).isEqualTo(Op.UPDATE);
      assertThat(update.key()).isEqualTo(read.key());
      assertThat(loaded).contains(read.key());
      // writeallfields=false: one field is written
      assertThat(update.writtenFields()).hasSize(1);
    }
    OneMeasurement rmw = measurements.series("READ-MODIFY-WRITE");
    rmw.sample();
    assertThat(rmw.totalHistogram().orElseThrow().getTotalCount()).isEqualTo(n);
  }

  @Test
  void readsChooseLoadedKeysAndAllFieldsByDefault() throws Exception {
    CoreWorkload w = workload("readproportion", "1", "updateproportion", "0", "recordcount", "50");
    CountingDB db = new CountingDB(true);
    for (int i = 0; i < 5_000; i++) {
      w.doTransaction(db, null);
    }
    Set<String> loaded = keysOf(0, 50);
    Set<String> seen = new HashSet<>();
    for (Call c : db.calls) {
      assertThat(c.op()).isEqualTo(Op.READ);
      assertThat(c.fields()).as("readallfields=true reads with fields=null").isNull();
      seen.add(c.key());
    }
    // Uniform over 50 keys in 5000 draws: every key is hit (miss odds ~ 50 * e^-100).
    assertThat(seen).isEqualTo(loaded);
  }

  @Test
  void readOneFieldWhenReadAllFieldsIsFalse() throws Exception {
    CoreWorkload w = workload("readproportion", "1", "updateproportion", "0", "readallfields", "false",
        "fieldcount", "4");
    CountingDB db = new CountingDB(true);
    for (int i = 0; i < 1_000; i++) {
      w.doTransaction(db, null);
    }
    Set<String> fieldsSeen = new HashSet<>();
    for (Call c : db.calls) {
      assertThat(c.fields()).hasSize(1);
      fieldsSeen.addAll(c.fields());
    }
    assertThat(fieldsSeen).containsExactlyInAnyOrder("field0", "field1", "field2", "field3");
  }

  @Test
  void updatesWriteOneFieldOrAllFields() throws Exception {
    CountingDB one = new CountingDB(true);
    CoreWorkload w1 = workload("readproportion", "0", "updateproportion", "1", "fieldcount", "5");
    for (int i = 0; i < 200; i++) {
      w1.doTransaction(one, null);
    }
    assertThat(one.calls).allSatisfy(c -> assertThat(c.writtenFields()).hasSize(1));

    CountingDB all = new CountingDB(true);
    CoreWorkload w2 = workload("readproportion", "0", "updateproportion", "1", "fieldcount", "5",
        "writeallfields", "true");
    for (int i = 0; i < 200; i++) {
      w2.doTransaction(all, null);
    }
    assertThat(all.calls).allSatisfy(c -> assertThat(c.writtenFields())
        .containsExactlyInAnyOrder("field0", "field1", "field2", "field3", "field4"));
  }

  @Test
  void scansStartAtALoadedKeyWithLengthInRange() throws Exception {
    CoreWorkload w = workload("readproportion", "0", "updateproportion", "0", "scanproportion", "1",
        "minscanlength", "5", "maxscanlength", "10", "recordcount", "100", "readallfields", "false");
    CountingDB db = new CountingDB(true);
    for (int i = 0; i < 5_000; i++) {
      w.doTransaction(db, null);
    }
    Set<String> loaded = keysOf(0, 100);
    Set<Integer> lengths = new HashSet<>();
    for (Call c : db.calls) {
      assertThat(c.op()).isEqualTo(Op.SCAN);
      assertThat(loaded).contains(c.key());
      assertThat(c.scanLength()).isBetween(5, 10);
      assertThat(c.fields()).hasSize(1);
      lengths.add(c.scanLength());
    }
    assertThat(lengths).containsExactlyInAnyOrder(5, 6, 7, 8, 9, 10);
  }

  @Test
  void transactionInsertsContinueAfterTheLoadedKeysAndReadsNeverPassThem() throws Exception {
    CoreWorkload w = workload("readproportion", "0.5", "updateproportion", "0", "insertproportion", "0.5",
        "recordcount", "100", "requestdistribution", "latest");
    CountingDB db = new CountingDB(true);
    for (int i = 0; i < 2_000; i++) {
      w.doTransaction(db, null);
    }
    Set<String> present = keysOf(0, 100);
    long next = 100;
    for (Call c : db.calls) {
      if (c.op() == Op.INSERT) {
        assertThat(c.key()).isEqualTo("user" + CoreWorkloadKeysTest.fnv1a64(next));
        present.add(c.key());
        next++;
      } else {
        assertThat(present).as("read of a key not inserted yet").contains(c.key());
      }
    }
    assertThat(next).isGreaterThan(100);
  }

  @Test
  void sequentialDistributionWalksTheKeysInOrder() throws Exception {
    CoreWorkload w = workload("readproportion", "1", "updateproportion", "0", "recordcount", "10",
        "requestdistribution", "sequential", "insertorder", "ordered");
    CountingDB db = new CountingDB(true);
    for (int i = 0; i < 25; i++) {
      w.doTransaction(db, null);
    }
    List<String> keys = db.calls.stream().map(Call::key).toList();
    assertThat(keys.subList(0, 10)).containsExactly("user0", "user1", "user2", "user3", "user4", "user5",
        "user6", "user7", "user8", "user9");
    assertThat(keys.subList(10, 20)).isEqualTo(keys.subList(0, 10));
  }

  @Test
  void readsUnderDataIntegrityAskForEveryFieldByName() throws Exception {
    CoreWorkload w = workload("readproportion", "1", "updateproportion", "0", "dataintegrity", "true",
        "fieldcount", "3");
    CountingDB db = new CountingDB(true);
    w.doTransaction(db, null);
    assertThat(db.calls.get(0).fields()).containsExactlyInAnyOrder("field0", "field1", "field2");
    // The counting DB returns no cells, so verification fails as ERROR (missing record), not OK.
    OneMeasurement verify = measurements.series("VERIFY");
    assertThat(verify.statusCounts()).containsEntry("ERROR", 1L).doesNotContainKey("OK");
  }
}
