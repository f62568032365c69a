package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/** The embedded memory binding. */
class MemoryDBTest {
  private static final String T = "usertable";

  @TempDir
  Path tmp;

  private final List<MemoryDB> open = new ArrayList<>();
  private String name;

  private MemoryDB db(String storeName, String... kv) throws DBException {
    Properties p = new Properties();
    p.setProperty("memory.name", storeName);
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    MemoryDB db = new MemoryDB();
    db.setProperties(p);
    db.init();
    open.add(db);
    return db;
  }

  private MemoryDB db() throws DBException {
    return db(name);
  }

  @org.junit.jupiter.api.BeforeEach
  void name(TestInfo info) {
    name = "MemoryDBTest-" + info.getDisplayName() + "-" + System.nanoTime();
  }

  @AfterEach
  void cleanup() throws DBException {
    for (MemoryDB db : open) {
      db.cleanup();
    }
  }

  private static Map<String, ByteIterator> values(String... kv) {
    Map<String, ByteIterator> ret = new HashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      ret.put(kv[i], new StringByteIterator(kv[i + 1]));
    }
    return ret;
  }

  private static Map<String, String> strings(Map<String, ByteIterator> m) {
    Map<String, String> ret = new TreeMap<>();
    m.forEach((k, v) -> ret.put(k, v.toString()));
    return ret;
  }

  private static Map<String, String> read(MemoryDB db, String key, Set<String> fields) {
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read(T, key, fields, result)).isEqualTo(Status.OK);
    return strings(result);
  }

  @Test
  void insertReadUpdateDelete() throws Exception {
    MemoryDB db = db();
    assertThat(db.insert(T, "k1", values("f0", "a", "f1", "b", "f2", "c"))).isEqualTo(Status.OK);
    assertThat(read(db, "k1", null)).containsExactly(Map.entry("f0", "a"), Map.entry("f1", "b"),
        Map.entry("f2", "c"));
    assertThat(db.update(T, "k1", values("f1", "B"))).isEqualTo(Status.OK);
    assertThat(read(db, "k1", null)).as("update keeps the other fields")
        .containsExactly(Map.entry("f0", "a"), Map.entry("f1", "B"), Map.entry("f2", "c"));
    assertThat(db.update(T, "k1", values("f3", "new"))).isEqualTo(Status.OK);
    assertThat(read(db, "k1", null)).containsEntry("f3", "new").hasSize(4);
    assertThat(db.delete(T, "k1")).isEqualTo(Status.OK);
    assertThat(db.read(T, "k1", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void missesAreNotFound() throws Exception {
    MemoryDB db = db();
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read(T, "nope", null, result)).isEqualTo(Status.NOT_FOUND);
    assertThat(result).isEmpty();
    assertThat(db.delete(T, "nope")).isEqualTo(Status.NOT_FOUND);
    assertThat(db.update(T, "nope", values("f0", "x"))).isEqualTo(Status.NOT_FOUND);
    assertThat(db.read(T, "nope", null, new HashMap<>())).as("an update of a missing key creates nothing")
        .isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void insertOfAnExistingKeyReplacesTheRecord() throws Exception {
    MemoryDB db = db();
    db.insert(T, "k", values("f0", "a", "f1", "b"));
    db.insert(T, "k", values("f0", "z"));
    assertThat(read(db, "k", null)).containsExactly(Map.entry("f0", "z"));
  }

  @Test
  void readOfAFieldSubset() throws Exception {
    MemoryDB db = db();
    db.insert(T, "k", values("f0", "a", "f1", "b", "f2", "c"));
    assertThat(read(db, "k", Set.of("f0", "f2"))).containsExactly(Map.entry("f0", "a"), Map.entry("f2", "c"));
    assertThat(read(db, "k", Set.of("f1", "missing"))).containsExactly(Map.entry("f1", "b"));
    assertThat(read(db, "k", Set.of())).isEmpty();
  }

  @Test
  void tablesAreSeparate() throws Exception {
    MemoryDB db = db();
    db.insert("t1", "k", values("f", "1"));
    assertThat(db.read("t2", "k", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void storedValuesAreCopies() throws Exception {
    MemoryDB db = db();
    byte[] bytes = "abc".getBytes(StandardCharsets.UTF_8);
    Map<String, ByteIterator> v = new HashMap<>();
    v.put("f", new ByteArrayByteIterator(bytes));
    db.insert(T, "k", v);
    bytes[0] = 'X';
    assertThat(read(db, "k", null)).containsEntry("f", "abc");
    // Consuming a read result does not consume the stored value.
    Map<String, ByteIterator> first = new HashMap<>();
    db.read(T, "k", null, first);
    first.get("f").toArray();
    assertThat(read(db, "k", null)).containsEntry("f", "abc");
  }

  private static List<String> scanIds(MemoryDB db, String start, int count, Set<String> fields) {
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertThat(db.scan(T, start, count, fields, rows)).isEqualTo(Status.OK);
    List<String> ids = new ArrayList<>();
    for (HashMap<String, ByteIterator> row : rows) {
      ByteIterator id = row.get("id");
      ids.add(id == null ? null : id.toString());
    }
    return ids;
  }

  @Test
  void scanReturnsKeysFromTheStartInAscendingOrder() throws Exception {
    MemoryDB db = db();
    // inserted out of order
    for (int i : new int[] {7, 3, 19, 0, 12, 5, 1, 18, 9, 2, 4, 6, 8, 10, 11, 13, 14, 15, 16, 17}) {
      String key = String.format("k%02d", i);
      db.insert(T, key, values("id", key, "other", "x"));
    }
    assertThat(scanIds(db, "k05", 5, null)).containsExactly("k05", "k06", "k07", "k08", "k09");
    assertThat(scanIds(db, "k055", 3, null)).as("start between keys").containsExactly("k06", "k07", "k08");
    assertThat(scanIds(db, "k17", 100, null)).as("fewer left than asked").containsExactly("k17", "k18", "k19");
    assertThat(scanIds(db, "k99", 5, null)).as("start after the last key").isEmpty();
    assertThat(scanIds(db, "", 2, null)).containsExactly("k00", "k01");
    assertThat(scanIds(db, "k00", 0, null)).isEmpty();
  }

  @Test
  void scanOfAFieldSubset() throws Exception {
    MemoryDB db = db();
    db.insert(T, "a", values("id", "a", "f1", "1", "f2", "2"));
    db.insert(T, "b", values("id", "b", "f1", "3", "f2", "4"));
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    db.scan(T, "a", 2, Set.of("f2"), rows);
    assertThat(rows).hasSize(2);
    assertThat(strings(rows.get(0))).containsExactly(Map.entry("f2", "2"));
    assertThat(strings(rows.get(1))).containsExactly(Map.entry("f2", "4"));
  }

  @Test
  void instancesWithTheSameNameShareAStoreAndOtherNamesDoNot() throws Exception {
    MemoryDB a = db();
    MemoryDB b = db();
    MemoryDB other = db(name + "-other");
    a.insert(T, "k", values("f", "v"));
    assertThat(read(b, "k", null)).containsEntry("f", "v");
    assertThat(other.read(T, "k", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void snapshotFileRoundTrip() throws Exception {
    Path file = tmp.resolve("snapshot.bin");
    byte[] allBytes = new byte[256];
    for (int i = 0; i < 256; i++) {
      allBytes[i] = (byte) i;
    }
    MemoryDB writer = new MemoryDB();
    Properties p = new Properties();
    p.setProperty("memory.name", name + "-w");
    p.setProperty("memory.file", file.toString());
    writer.setProperties(p);
    writer.init();
    for (int i = 0; i < 100; i++) {
      writer.insert(T, "user" + i, values("f0", "v" + i, "f1", "w" + i));
    }
    // Non-ASCII keys and field names (StringByteIterator values are 8-bit by design, so not there).
    writer.insert(T, "ключ-ü", values("fïeld", "x"));
    Map<String, ByteIterator> binary = new HashMap<>();
    binary.put("bin", new ByteArrayByteIterator(allBytes));
    writer.insert("othertable", "bin", binary);
    writer.insert(T, "empty", new HashMap<>());
    writer.cleanup();
    assertThat(file).exists();
    assertThat(tmp.resolve("snapshot.bin.tmp")).doesNotExist();

    MemoryDB reader = db(name + "-r", "memory.file", file.toString());
    for (int i = 0; i < 100; i++) {
      assertThat(read(reader, "user" + i, null)).containsExactly(Map.entry("f0", "v" + i),
          Map.entry("f1", "w" + i));
    }
    assertThat(read(reader, "ключ-ü", null)).containsExactly(Map.entry("fïeld", "x"));
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(reader.read("othertable", "bin", null, result)).isEqualTo(Status.OK);
    assertThat(result.get("bin").toArray()).isEqualTo(allBytes);
    assertThat(read(reader, "empty", null)).isEmpty();
    assertThat(reader.serverStats().records()).isEqualTo(103L);
  }

  @Test
  void theSnapshotIsWrittenWhenTheLastInstanceEnds() throws Exception {
    Path file = tmp.resolve("last.bin");
    Properties p = new Properties();
    p.setProperty("memory.name", name);
    p.setProperty("memory.file", file.toString());
    MemoryDB a = new MemoryDB();
    a.setProperties(p);
    a.init();
    MemoryDB b = new MemoryDB();
    b.setProperties(p);
    b.init();
    a.insert(T, "k", values("f", "v"));
    a.cleanup();
    assertThat(file).as("another instance is still open").doesNotExist();
    b.cleanup();
    assertThat(file).exists();
  }

  @Test
  void aCorruptSnapshotFailsInitClearly() throws Exception {
    Path file = tmp.resolve("corrupt.bin");
    Files.write(file, new byte[] {0, 0, 0, 42, 1, 2});
    MemoryDB db = new MemoryDB();
    Properties p = new Properties();
    p.setProperty("memory.name", name);
    p.setProperty("memory.file", file.toString());
    db.setProperties(p);
    assertThatThrownBy(db::init).isInstanceOf(DBException.class).hasMessageContaining("memory.file")
        .hasMessageContaining(file.toString());
  }

  @Test
  void concurrentInsertsFromFourThreads() throws Exception {
    int threads = 4;
    int perThread = 2_500;
    CyclicBarrier barrier = new CyclicBarrier(threads);
    List<Thread> workers = new ArrayList<>();
    List<Throwable> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
    for (int t = 0; t < threads; t++) {
      int id = t;
      MemoryDB db = db();
      Thread w = new Thread(() -> {
        try {
          barrier.await();
          for (int i = 0; i < perThread; i++) {
            String key = String.format("t%d-%05d", id, i);
            if (db.insert(T, key, values("id", key)) != Status.OK) {
              throw new AssertionError("insert failed: " + key);
            }
          }
        } catch (Throwable e) {
          failures.add(e);
        }
      });
      workers.add(w);
      w.start();
    }
    for (Thread w : workers) {
      w.join(30_000);
    }
    assertThat(failures).isEmpty();
    MemoryDB reader = db();
    List<String> ids = scanIds(reader, "", 100_000, null);
    assertThat(ids).hasSize(threads * perThread).isSorted().doesNotHaveDuplicates();
    assertThat(reader.serverStats().records()).isEqualTo((long) threads * perThread);
  }

  @Test
  void concurrentUpdatesOfOneRecordKeepEveryField() throws Exception {
    MemoryDB setup = db();
    Map<String, ByteIterator> init = new HashMap<>();
    for (int f = 0; f < 8; f++) {
      init.put("f" + f, new StringByteIterator("0"));
    }
    setup.insert(T, "hot", init);
    List<Thread> workers = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      MemoryDB db = db();
      int id = t;
      Thread w = new Thread(() -> {
        for (int i = 1; i <= 2_000; i++) {
          db.update(T, "hot", values("f" + (id * 2 + i % 2), Integer.toString(i)));
        }
      });
      workers.add(w);
      w.start();
    }
    for (Thread w : workers) {
      w.join(30_000);
    }
    Map<String, String> rec = read(setup, "hot", null);
    assertThat(rec).hasSize(8);
    for (int t = 0; t < 4; t++) {
      assertThat(rec.get("f" + (t * 2))).isEqualTo("2000");
      assertThat(rec.get("f" + (t * 2 + 1))).isEqualTo("1999");
    }
  }

  @Test
  void serverStatsCountRecordsAndDataBytes() throws Exception {
    MemoryDB db = db();
    assertThat(db.serverStats().records()).isZero();
    assertThat(db.serverStats().memoryUsedBytes()).isZero();
    db.insert(T, "k", values("f", "vv"));
    assertThat(db.serverStats().memoryUsedBytes()).isEqualTo(4L);
    db.update(T, "k", values("f", "v"));
    assertThat(db.serverStats().memoryUsedBytes()).isEqualTo(3L);
    db.insert(T, "k", values("g", "123"));
    assertThat(db.serverStats().memoryUsedBytes()).isEqualTo(5L);
    db.delete(T, "k");
    assertThat(db.serverStats().memoryUsedBytes()).isZero();
    assertThat(db.serverStats().records()).isZero();
    assertThat(db.serverStats().server()).isEqualTo("memory");
  }
  @Test
  void recordsWrittenWithATtlExpireAndScansSkipThem() throws Exception {
    MemoryDB db = db();
    assertThat(db.ttlRefusal()).isNull();
    db.insert(T, "a", values("f0", "a"), 1);
    db.insert(T, "b", values("f0", "b"));
    db.insert(T, "c", values("f0", "c"), 100);
    assertThat(read(db, "a", null)).containsEntry("f0", "a");
    Thread.sleep(1100);
    assertThat(db.read(T, "a", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.update(T, "a", values("f0", "x"), 5)).as("an expired record is not revived").isEqualTo(
        Status.NOT_FOUND);
    assertThat(read(db, "b", null)).containsEntry("f0", "b");
    assertThat(read(db, "c", null)).containsEntry("f0", "c");
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    db.scan(T, "a", 10, null, rows);
    assertThat(rows).hasSize(2);
    assertThat(db.serverStats().records()).isEqualTo(2L);
  }

  @Test
  void anUpdateWithATtlSetsTheExpiryAgainAndAnInsertWithoutOneClearsIt() throws Exception {
    MemoryDB db = db();
    db.insert(T, "k", values("f0", "a"), 1);
    assertThat(db.update(T, "k", values("f1", "b"), 100)).isEqualTo(Status.OK);
    db.insert(T, "j", values("f0", "a"), 1);
    db.insert(T, "j", values("f0", "z"));
    Thread.sleep(1100);
    assertThat(read(db, "k", null)).containsExactly(Map.entry("f0", "a"), Map.entry("f1", "b"));
    assertThat(read(db, "j", null)).containsExactly(Map.entry("f0", "z"));
  }

  @Test
  void aSnapshotKeepsTheDeadlines() throws Exception {
    Path file = tmp.resolve("expiring.bin");
    MemoryDB writer = db(name + "-w", "memory.file", file.toString());
    writer.insert(T, "short", values("f0", "s"), 1);
    writer.insert(T, "long", values("f0", "l"), 1000);
    writer.insert(T, "never", values("f0", "n"));
    writer.cleanup();
    open.remove(writer);
    Thread.sleep(1100);
    MemoryDB reader = db(name + "-r", "memory.file", file.toString());
    assertThat(reader.read(T, "short", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(read(reader, "long", null)).containsEntry("f0", "l");
    assertThat(read(reader, "never", null)).containsEntry("f0", "n");
  }
}
