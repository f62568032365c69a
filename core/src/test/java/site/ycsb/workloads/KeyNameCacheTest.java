package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.TestDBs;
import site.ycsb.TestProperties;
import site.ycsb.measurements.Measurements;

class KeyNameCacheTest {

  @Test
  void capacityIsAPowerOfTwoCoveringTheKeySpaceUpToTheMaximum() {
    assertThat(new KeyNameCache(1, n -> "k").capacity()).isEqualTo(16);
    assertThat(new KeyNameCache(1000, n -> "k").capacity()).isEqualTo(1024);
    assertThat(new KeyNameCache(1024, n -> "k").capacity()).isEqualTo(1024);
    assertThat(new KeyNameCache(1025, n -> "k").capacity()).isEqualTo(2048);
    assertThat(new KeyNameCache(Long.MAX_VALUE / 2, n -> "k").capacity()).isEqualTo(KeyNameCache.MAX_ENTRIES);
    assertThat(new KeyNameCache(10, n -> "k").get(-5)).isEqualTo("k"); // negative numbers bypass the slots
  }

  /** A 16-slot cache of "user" + n that counts how often it builds a name. */
  private static KeyNameCache countingCache(AtomicLong builds) {
    return new KeyNameCache(16, n -> {
      builds.incrementAndGet();
      return "user" + n;
    });
  }

  @Test
  void alwaysGivesTheBuildersNameAlsoWhenKeysCollide() {
    KeyNameCache cache = countingCache(new AtomicLong());
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 100_000; i++) {
      long keynum = random.nextLong(1000); // 1000 keys in 16 slots: mostly collisions
      assertThat(cache.get(keynum)).isEqualTo("user" + keynum);
    }
  }

  @Test
  void aSlotKeepsTheFirstKeyDrawnIntoIt() {
    AtomicLong builds = new AtomicLong();
    KeyNameCache cache = countingCache(builds);
    assertThat(cache.get(3)).isEqualTo("user3");
    assertThat(cache.get(3)).isEqualTo("user3");
    assertThat(builds.get()).isEqualTo(1);          // the repeat is a hit
    assertThat(cache.get(19)).isEqualTo("user19");  // same slot as 3: built, not stored
    assertThat(cache.get(19)).isEqualTo("user19");
    assertThat(cache.get(3)).isEqualTo("user3");
    assertThat(builds.get()).isEqualTo(3);
  }

  @Test
  void sharedByThreadsEachSeesCorrectNames() throws Exception {
    KeyNameCache cache = new KeyNameCache(64, n -> "user" + n);
    AtomicReference<String> wrong = new AtomicReference<>();
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      int seed = t;
      threads.add(new Thread(() -> {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < 200_000; i++) {
          long keynum = random.nextLong(200);
          String name = cache.get(keynum);
          if (!name.equals("user" + keynum)) {
            wrong.compareAndSet(null, keynum + " -> " + name);
          }
        }
      }));
    }
    threads.forEach(Thread::start);
    for (Thread t : threads) {
      t.join();
    }
    assertThat(wrong.get()).isNull();
  }

  /** A workload with key names of its own: every one differs, so a cache would show up as a repeat. */
  static final class OwnNames extends CoreWorkload {
    private final AtomicLong calls = new AtomicLong();

    @Override
    protected String buildKeyName(long keynum) {
      return "own" + keynum + "-" + calls.incrementAndGet();
    }
  }

  @Test
  void aSubclassThatBuildsItsOwnKeyNamesIsAskedEveryTime() throws Exception {
    Properties p = TestProperties.of("recordcount", "10", "readproportion", "1", "updateproportion", "0",
        "requestdistribution", "zipfian");
    Measurements.setMeasurements(new Measurements(p));
    OwnNames workload = new OwnNames();
    workload.init(p);
    List<String> keys = new ArrayList<>();
    TestDBs.OkDB db = new TestDBs.OkDB() {
      @Override
      public Status read(String table, String key, java.util.Set<String> fields,
          java.util.Map<String, ByteIterator> result) {
        keys.add(key);
        return Status.OK;
      }
    };
    for (int i = 0; i < 200; i++) {
      workload.doTransaction(db, null);
    }
    assertThat(keys).hasSize(200).allMatch(k -> k.startsWith("own")).doesNotHaveDuplicates();
  }
}
