package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.IllegalPropertyException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TestDBs;
import site.ycsb.TestProperties;
import site.ycsb.WorkloadException;
import site.ycsb.generator.sizes.KeyedUniform;
import site.ycsb.generator.sizes.SizePresets;
import site.ycsb.measurements.Measurements;

/**
 * Value sizes and key lengths drawn from a record's key number: what a load writes, an update keeps and a read
 * verifies are the same, and upstream's kinds are untouched.
 */
class CoreWorkloadSizesTest {
  @TempDir
  Path tmp;

  /** Exposes the protected key builder. */
  static final class KeyWorkload extends CoreWorkload {
    String key(long keynum) {
      return buildKeyName(keynum);
    }
  }

  /** Keeps the last write of every key, its values as strings. */
  static final class Store extends TestDBs.OkDB {
    final Map<String, Map<String, String>> records = new HashMap<>();
    final List<String> inserted = new ArrayList<>();

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      inserted.add(key);
      Map<String, String> copy = new HashMap<>();
      values.forEach((f, v) -> copy.put(f, v.toString()));
      records.put(key, copy);
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      values.forEach((f, v) -> records.get(key).put(f, v.toString()));
      return Status.OK;
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      Map<String, String> record = records.get(key);
      if (record == null) {
        return Status.NOT_FOUND;
      }
      record.forEach((f, v) -> result.put(f, new StringByteIterator(v)));
      return Status.OK;
    }
  }

  @BeforeEach
  void freshMeasurements() {
    Measurements.setMeasurements(new Measurements(new Properties()));
  }

  private static KeyWorkload workload(String... kv) throws WorkloadException {
    KeyWorkload w = new KeyWorkload();
    w.init(TestProperties.of(kv));
    return w;
  }

  private static Store load(KeyWorkload w, int records) {
    Store db = new Store();
    for (int i = 0; i < records; i++) {
      assertThat(w.doInsert(db, null)).isTrue();
    }
    return db;
  }

  @Test
  void aSingleFieldRecordHasTheSizeDrawnFromItsKeyNumber() throws Exception {
    KeyWorkload w = workload("recordcount", "300", "fieldcount", "1", "fieldlengthdistribution", "facebook-etc");
    Store db = load(w, 300);
    for (int n = 0; n < 300; n++) {
      long expected = SizePresets.facebookEtcValues().size(KeyedUniform.of(n, RecordValueSizes.STREAM));
      assertThat(db.records.get(w.key(n)).get("field0")).as("key %d", n).hasSize((int) expected);
    }
    // Not all one size: the draw does depend on the key.
    assertThat(db.records.values().stream().map(r -> r.get("field0").length()).distinct().count()).isGreaterThan(20);
  }

  @Test
  void aRecordsSizeIsSpreadOverItsFields() throws Exception {
    KeyWorkload w = workload("recordcount", "200", "fieldcount", "3", "fieldlengthdistribution", "rocksdb-mixgraph");
    Store db = load(w, 200);
    for (int n = 0; n < 200; n++) {
      long total = SizePresets.rocksdbMixgraphValues().size(KeyedUniform.of(n, RecordValueSizes.STREAM));
      Map<String, String> record = db.records.get(w.key(n));
      int sum = record.values().stream().mapToInt(String::length).sum();
      assertThat(sum).as("key %d", n).isEqualTo(total);
      assertThat(record.get("field0").length()).isEqualTo((int) (total / 3 + (total % 3 > 0 ? 1 : 0)));
    }
  }

  @Test
  void updatesKeepTheSizeByDefaultAndVerificationPasses() throws Exception {
    String[] props = {"recordcount", "200", "fieldcount", "2", "fieldlengthdistribution", "gpd",
        "fieldlength.theta", "5", "fieldlength.sigma", "40", "fieldlength.k", "0.2", "dataintegrity", "true",
        "readproportion", "0.5", "updateproportion", "0.5", "writeallfields", "true"};
    KeyWorkload w = workload(props);
    Store db = load(w, 200);
    Map<String, Integer> before = new HashMap<>();
    db.records.forEach((k, r) -> before.put(k, r.values().stream().mapToInt(String::length).sum()));
    for (int i = 0; i < 2000; i++) {
      w.doTransactionUpdate(db);
    }
    db.records.forEach((k, r) -> assertThat(r.values().stream().mapToInt(String::length).sum()).isEqualTo(
        before.get(k)));
    // Every record read back verifies: its values are what the key says.
    Measurements m = new Measurements(new Properties());
    Measurements.setMeasurements(m);
    KeyWorkload reader = workload(props);
    for (int i = 0; i < 500; i++) {
      reader.doTransactionRead(db);
    }
    assertThat(m.series("VERIFY").statusCounts()).containsEntry("OK", 500L).hasSize(1);
    // A record of another size fails it.
    db.records.get(reader.key(3)).put("field0", "x");
    for (int i = 0; i < 2000; i++) {
      reader.doTransactionRead(db);
    }
    assertThat(m.series("VERIFY").statusCounts()).containsKey("UNEXPECTED_STATE");
  }

  @Test
  void redrawGivesUpdatesFreshSizes() throws Exception {
    KeyWorkload w = workload("recordcount", "100", "fieldcount", "1", "fieldlengthdistribution", "lognormal",
        "fieldlength.mu", "5", "fieldlength.sigma", "1", "fieldlength.onupdate", "redraw",
        "writeallfields", "true");
    Store db = load(w, 100);
    Map<String, Integer> before = new HashMap<>();
    db.records.forEach((k, r) -> before.put(k, r.get("field0").length()));
    for (int i = 0; i < 1000; i++) {
      w.doTransactionUpdate(db);
    }
    long changed = db.records.entrySet().stream()
        .filter(e -> e.getValue().get("field0").length() != before.get(e.getKey())).count();
    assertThat(changed).isGreaterThan(80);
  }

  @Test
  void dataIntegrityWithRedrawIsRefused() {
    assertThatThrownBy(() -> workload("recordcount", "10", "fieldlengthdistribution", "facebook-etc",
        "fieldlength.onupdate", "redraw", "dataintegrity", "true"))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("fieldlength.onupdate=keep").hasMessageContaining("keep, redraw");
  }

  @Test
  void upstreamKindsDrawAsBefore() throws Exception {
    // uniform lengths come from the generator, not from the key: two loads differ.
    KeyWorkload w = workload("recordcount", "50", "fieldcount", "1", "fieldlengthdistribution", "uniform",
        "fieldlength", "100", "minfieldlength", "1");
    assertThat(w.fieldlengthgenerator).isInstanceOf(site.ycsb.generator.UniformLongGenerator.class);
    KeyWorkload c = workload("recordcount", "50");
    assertThat(c.fieldlengthgenerator).isInstanceOf(site.ycsb.generator.ConstantIntegerGenerator.class);
    assertThat(c.key(0)).isEqualTo("user6284781860667377211");
    Store db = load(c, 50);
    db.records.values().forEach(r -> r.values().forEach(v -> assertThat(v).hasSize(100)));
  }

  @Test
  void paddedKeysAreUpstreamsNamesPaddedToTheirDrawnLength() throws Exception {
    KeyWorkload plain = workload("recordcount", "10");
    KeyWorkload w = workload("recordcount", "10", "keylengthdistribution", "facebook-etc");
    KeyLengths lengths = new KeyLengths(SizePresets.facebookEtcKeys(), 240);
    Set<String> names = new HashSet<>();
    int padded = 0;
    for (long n = 0; n < 5000; n++) {
      String key = w.key(n);
      String upstream = plain.key(n);
      assertThat(key).startsWith(upstream).isEqualTo(w.key(n));
      assertThat(key.substring(upstream.length())).matches("[a-z]*");
      long drawn = Math.min(240, lengths.drawnLength(n));
      assertThat(key.length()).isEqualTo(Math.max(upstream.length(), (int) drawn));
      padded += key.length() > upstream.length() ? 1 : 0;
      names.add(key);
    }
    assertThat(names).hasSize(5000);
    assertThat(padded).isGreaterThan(2000);
  }

  @Test
  void keysAreCutToTheMaximumAndNeverBelowTheirName() throws Exception {
    KeyWorkload w = workload("recordcount", "10", "keylengthdistribution", "uniform", "keylength.min", "10",
        "keylength.max", "40", "insertorder", "ordered");
    int atMax = 0;
    for (long n = 0; n < 2000; n++) {
      String key = w.key(n);
      assertThat(key.length()).isBetween(Math.max(10, ("user" + n).length()), 40);
      atMax += key.length() == 40 ? 1 : 0;
    }
    assertThat(atMax).isPositive();
    KeyWorkload capped = workload("recordcount", "10", "keylengthdistribution", "gev", "keylength.mu", "1000",
        "keylength.sigma", "10");
    assertThat(capped.key(7)).hasSize(240);
    KeyWorkload shortDraws = workload("recordcount", "10", "keylengthdistribution", "uniform", "keylength.max", "3");
    assertThat(shortDraws.key(7)).isEqualTo(workload("recordcount", "10").key(7));
  }

  @Test
  void badParametersAreRefusedNamingTheProperty() throws Exception {
    assertThatThrownBy(() -> workload("fieldlengthdistribution", "pareto"))
        .hasMessageContaining("fieldlengthdistribution").hasMessageContaining("gpd")
        .hasMessageContaining("rocksdb-mixgraph");
    assertThatThrownBy(() -> workload("fieldlengthdistribution", "gpd", "fieldlength.k", "0.2"))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("fieldlength.sigma");
    assertThatThrownBy(() -> workload("fieldlengthdistribution", "gpd", "fieldlength.k", "0.2",
        "fieldlength.sigma", "-3")).isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("fieldlength.sigma");
    assertThatThrownBy(() -> workload("fieldlengthdistribution", "lognormal", "fieldlength.sigma", "1"))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("fieldlength.mu");
    assertThatThrownBy(() -> workload("fieldlengthdistribution", "buckets"))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("fieldlengthbuckets");
    assertThatThrownBy(() -> workload("fieldlengthdistribution", "buckets", "fieldlengthbuckets", "0-400KB:0.7,1MB"))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("fieldlengthbuckets")
        .hasMessageContaining("low-high:weight");
    assertThatThrownBy(() -> workload("fieldlengthdistribution", "empirical",
        "fieldlength.file", tmp.resolve("missing.csv").toString()))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("fieldlength.file");
    Path bad = Files.writeString(tmp.resolve("bad.csv"), "10,0.5\n5,1\n");
    assertThatThrownBy(() -> workload("fieldlengthdistribution", "empirical", "fieldlength.file", bad.toString()))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("fieldlength.file");
    assertThatThrownBy(() -> workload("keylengthdistribution", "zipfian"))
        .hasMessageContaining("keylengthdistribution").hasMessageContaining("facebook-etc");
    assertThatThrownBy(() -> workload("keylengthdistribution", "gev", "keylength.mu", "30"))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("keylength.sigma");
    assertThatThrownBy(() -> workload("keylengthdistribution", "uniform", "keylength.max", "0"))
        .isInstanceOf(IllegalPropertyException.class).hasMessageContaining("keylength.max");
    for (Throwable t : List.of(catchIt(() -> workload("fieldlengthdistribution", "gpd")))) {
      assertThat(t.getMessage()).doesNotContain("\n");
    }
  }

  @Test
  void anEmpiricalFileGivesItsSizes() throws Exception {
    Path file = Files.writeString(tmp.resolve("sizes.csv"), "# size,P\n100,0.5\n1KB,1\n");
    KeyWorkload w = workload("recordcount", "400", "fieldcount", "1", "fieldlengthdistribution", "empirical",
        "fieldlength.file", file.toString());
    Store db = load(w, 400);
    long at100 = db.records.values().stream().filter(r -> r.get("field0").length() == 100).count();
    assertThat(at100).isBetween(150L, 250L);
    db.records.values().forEach(r -> assertThat(r.get("field0").length()).isBetween(100, 1024));
  }

  private static Throwable catchIt(org.assertj.core.api.ThrowableAssert.ThrowingCallable c) {
    return org.assertj.core.api.Assertions.catchThrowable(c);
  }
}
