package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.IllegalPropertyException;
import site.ycsb.Status;
import site.ycsb.TestDBs;
import site.ycsb.TestProperties;
import site.ycsb.Utils;
import site.ycsb.WorkloadException;
import site.ycsb.measurements.Measurements;

/**
 * Key names and deterministic values must be byte-for-byte those of YCSB 0.17.0, so a data set
 * loaded by one can be run and verified by the other. The expected values are computed here
 * independently and pinned as literals.
 */
class CoreWorkloadKeysTest {

  /** Exposes the protected key builder. */
  static final class KeyWorkload extends CoreWorkload {
    String key(long keynum) {
      return buildKeyName(keynum);
    }
  }

  /** Keeps every insert, in order, with its values read out as strings. */
  static final class InsertRecorder extends TestDBs.OkDB {
    final List<String> keys = new ArrayList<>();
    final List<Map<String, String>> values = new ArrayList<>();

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> v) {
      keys.add(key);
      Map<String, String> copy = new LinkedHashMap<>();
      v.forEach((f, b) -> copy.put(f, b.toString()));
      values.add(copy);
      return Status.OK;
    }
  }

  /** FNV-1a 64 over the eight little-endian bytes, then Math.abs, written independently of Utils. */
  static long fnv1a64(long n) {
    long h = 0xCBF29CE484222325L;
    for (int i = 0; i < 8; i++) {
      long octet = (n >>> (8 * i)) & 0xFF;
      h ^= octet;
      h *= 1099511628211L;
    }
    return Math.abs(h);
  }

  /**
   * 0.17.0's deterministic value, written independently of CoreWorkload: {@code key:field}, then
   * while too short append ':' and then the hashCode of the string so far (the ':' included).
   */
  static String deterministic(String key, String field, int length) {
    String s = key + ":" + field;
    while (s.length() < length) {
      s = s + ":";
      s = s + s.hashCode();
    }
    return s.substring(0, length);
  }

  @BeforeEach
  void freshMeasurements() {
    Measurements.setMeasurements(new Measurements(new Properties()));
  }

  private static Properties props(String... kv) {
    return TestProperties.of(kv);
  }

  private static KeyWorkload workload(String... kv) throws WorkloadException {
    KeyWorkload w = new KeyWorkload();
    w.init(props(kv));
    return w;
  }

  @Test
  void independentFnvAgreesWithUtilsIncludingNegativeAndExtremeInputs() {
    SplittableRandom r = new SplittableRandom(42);
    for (int i = 0; i < 10_000; i++) {
      long n = r.nextLong();
      assertThat(Utils.fnvhash64(n)).as("fnv(%d)", n).isEqualTo(fnv1a64(n));
      assertThat(Utils.hash(n)).isEqualTo(fnv1a64(n));
    }
    for (long n : new long[] {0, 1, -1, Long.MAX_VALUE, Long.MIN_VALUE, Integer.MAX_VALUE, 255, 256}) {
      assertThat(Utils.fnvhash64(n)).isEqualTo(fnv1a64(n));
    }
  }

  @Test
  void goldenFnvLiterals() {
    // Pinned once from the independent implementation above.
    assertThat(fnv1a64(0)).isEqualTo(6284781860667377211L);
    assertThat(fnv1a64(1)).isEqualTo(8517097267634966620L);
    assertThat(fnv1a64(2)).isEqualTo(1820151046732198393L);
    assertThat(fnv1a64(3)).isEqualTo(4052466453699787802L);
    assertThat(fnv1a64(1000)).isEqualTo(5952875239596136740L);
  }

  @Test
  void hashedKeysAreGolden() throws Exception {
    KeyWorkload w = workload("recordcount", "10", "insertorder", "hashed", "zeropadding", "1");
    assertThat(w.key(0)).isEqualTo("user6284781860667377211");
    assertThat(w.key(1)).isEqualTo("user8517097267634966620");
    assertThat(w.key(2)).isEqualTo("user1820151046732198393");
    assertThat(w.key(3)).isEqualTo("user4052466453699787802");
    assertThat(w.key(1000)).isEqualTo("user5952875239596136740");
    for (long n = 0; n < 2000; n++) {
      assertThat(w.key(n)).isEqualTo("user" + fnv1a64(n));
    }
  }

  @Test
  void hashedIsTheDefaultInsertOrder() throws Exception {
    assertThat(workload("recordcount", "10").key(0)).isEqualTo("user6284781860667377211");
  }

  @Test
  void orderedKeysArePaddedToZeroPaddingDigits() throws Exception {
    KeyWorkload w = workload("recordcount", "10", "insertorder", "ordered", "zeropadding", "10");
    assertThat(w.key(5)).isEqualTo("user0000000005");
    assertThat(w.key(0)).isEqualTo("user0000000000");
    assertThat(w.key(1234567890)).isEqualTo("user1234567890");
    // Longer than the padding: never truncated.
    assertThat(w.key(12345678901L)).isEqualTo("user12345678901");
  }

  @Test
  void orderedKeysWithDefaultPaddingAreNotPadded() throws Exception {
    KeyWorkload w = workload("recordcount", "10", "insertorder", "ordered");
    assertThat(w.key(5)).isEqualTo("user5");
    assertThat(w.key(42)).isEqualTo("user42");
  }

  @Test
  void hashedKeysArePaddedToo() throws Exception {
    KeyWorkload w = workload("recordcount", "10", "zeropadding", "25");
    assertThat(w.key(0)).isEqualTo("user0000006284781860667377211");
    assertThat(w.key(0)).hasSize(4 + 25);
    assertThat(w.key(2)).isEqualTo("user0000001820151046732198393");
  }

  @Test
  void loadInsertsHashedKeysInSequenceFromInsertStart() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props("recordcount", "10", "insertstart", "2", "insertcount", "3", "fieldcount", "2",
        "fieldlength", "8"));
    InsertRecorder db = new InsertRecorder();
    for (int i = 0; i < 3; i++) {
      assertThat(w.doInsert(db, null)).isTrue();
    }
    assertThat(db.keys).containsExactly("user" + fnv1a64(2), "user" + fnv1a64(3), "user" + fnv1a64(4));
    for (Map<String, String> v : db.values) {
      assertThat(v.keySet()).containsExactlyInAnyOrder("field0", "field1");
      assertThat(v.values()).allSatisfy(s -> assertThat(s).hasSize(8));
    }
  }

  @Test
  void fieldNamePrefixAndCount() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props("recordcount", "1", "fieldcount", "3", "fieldnameprefix", "col", "fieldlength", "4"));
    InsertRecorder db = new InsertRecorder();
    w.doInsert(db, null);
    assertThat(db.values.get(0).keySet()).containsExactlyInAnyOrder("col0", "col1", "col2");
  }

  @Test
  void deterministicValueIsGolden() {
    // Pinned literal; checked against the output of upstream 0.17.0's BasicDB for this key.
    String v = deterministic("user6284781860667377211", "field0", 100);
    assertThat(v).hasSize(100).isEqualTo("user6284781860667377211:field0:-56807877:2032869390:-165488160:"
        + "1762371712:-169193395:-1039977118:-10");
  }

  @Test
  void loadWritesDeterministicValuesUnderDataIntegrity() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props("recordcount", "5", "dataintegrity", "true", "fieldcount", "3", "fieldlength", "100"));
    InsertRecorder db = new InsertRecorder();
    for (int i = 0; i < 5; i++) {
      w.doInsert(db, null);
    }
    assertThat(db.keys.get(0)).isEqualTo("user6284781860667377211");
    assertThat(db.values.get(0).get("field0")).isEqualTo("user6284781860667377211:field0:-56807877:2032869390:"
        + "-165488160:1762371712:-169193395:-1039977118:-10");
    for (int i = 0; i < 5; i++) {
      String key = db.keys.get(i);
      for (Map.Entry<String, String> e : db.values.get(i).entrySet()) {
        assertThat(e.getValue()).isEqualTo(deterministic(key, e.getKey(), 100));
      }
    }
  }

  @Test
  void deterministicValueShorterThanKeyIsTruncated() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props("recordcount", "1", "dataintegrity", "true", "fieldcount", "1", "fieldlength", "7",
        "insertorder", "ordered"));
    InsertRecorder db = new InsertRecorder();
    w.doInsert(db, null);
    assertThat(db.values.get(0).get("field0")).isEqualTo("user0:f");
  }

  @Test
  void orderedDeterministicValueIsGolden() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props("recordcount", "10", "insertstart", "5", "insertcount", "1", "dataintegrity", "true",
        "fieldcount", "4", "insertorder", "ordered", "zeropadding", "10"));
    InsertRecorder db = new InsertRecorder();
    w.doInsert(db, null);
    assertThat(db.keys).containsExactly("user0000000005");
    assertThat(db.values.get(0).get("field3")).isEqualTo("user0000000005:field3:-2143980681:-1110476600:"
        + "-674630605:-1525607591:-1704746929:-1845329397:8715007");
  }

  @Test
  void dataIntegrityNeedsConstantFieldLength() {
    CoreWorkload w = new CoreWorkload();
    assertThatThrownBy(() -> w.init(props("recordcount", "10", "dataintegrity", "true",
        "fieldlengthdistribution", "uniform")))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("fieldlengthdistribution");
  }

  @Test
  void badInsertOrderIsRejectedWithTheAcceptedValues() {
    CoreWorkload w = new CoreWorkload();
    assertThatThrownBy(() -> w.init(props("recordcount", "10", "insertorder", "sideways")))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("insertorder").hasMessageContaining("sideways")
        .hasMessageContaining("hashed").hasMessageContaining("ordered");
  }

  @Test
  void insertStartPlusCountBeyondRecordCountIsRejected() {
    CoreWorkload w = new CoreWorkload();
    assertThatThrownBy(() -> w.init(props("recordcount", "10", "insertstart", "5", "insertcount", "6")))
        .isInstanceOf(WorkloadException.class)
        .hasMessageContaining("recordcount");
  }

  @Test
  void anInsertStartWhoseSumOverflowsALongIsRejectedByName() {
    CoreWorkload w = new CoreWorkload();
    assertThatThrownBy(() -> w.init(props("recordcount", "100", "insertstart", String.valueOf(Long.MAX_VALUE),
        "insertcount", "10")))
        .isInstanceOf(WorkloadException.class)
        .hasMessage("recordcount (100) must be at least insertstart + insertcount (" + Long.MAX_VALUE + " + 10)");
    assertThatThrownBy(() -> w.init(props("recordcount", "100", "insertstart", "200")))
        .isInstanceOf(WorkloadException.class)
        .hasMessage("recordcount (100) must be at least insertstart + insertcount (200 + 0)");
  }
}
