package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The direct driver sends a record's key as its two parts (the table's prefix and the workload's key): with
 * several servers it must still pick the server of the joined key as spymemcached's default locator does (the
 * joined string's hash), or data loaded with one driver would not be found with the other.
 */
class MemcachedClientKeyRoutingTest {
  @Test
  void theHashOfTheTwoPartsIsTheJoinedKeysHash() {
    SplittableRandom random = new SplittableRandom(29);
    for (int i = 0; i < 10_000; i++) {
      String prefix = text(random, 12);
      String key = text(random, 30);
      assertThat(DirectStore.keyHash(prefix, key)).as("'%s' + '%s'", prefix, key)
          .isEqualTo((prefix + key).hashCode());
    }
    assertThat(DirectStore.keyHash("usertable-", "user6284781860667377211"))
        .isEqualTo("usertable-user6284781860667377211".hashCode());
    assertThat(DirectStore.keyHash("", "k")).isEqualTo("k".hashCode());
  }

  private static String text(SplittableRandom random, int maxLength) {
    StringBuilder ret = new StringBuilder();
    int length = random.nextInt(maxLength + 1);
    for (int i = 0; i < length; i++) {
      ret.append((char) ('!' + random.nextInt(94)));
    }
    return ret.toString();
  }
}
