package site.ycsb.workloads;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.function.LongFunction;

/**
 * The key names of a small key space (up to {@link #MAX_ENTRIES} key numbers), so that a key is not
 * hashed and formatted again on every operation: building {@code user<19 digits>} was a third of the
 * client's own cost per operation against the null database with 1,000 records.
 *
 * <p>Direct-mapped on the low bits of the key number: key numbers are consecutive, so a key range no
 * larger than the cache never collides. A slot is written once, by the first key drawn into it (under a
 * skewed distribution the hot keys come early); a key whose slot holds another is built each time. So a
 * large key space costs one compare against a primitive array per miss, never an eviction, an allocation or
 * a pointer chase into a cold entry. Threads share the cache without locks: a slot is claimed by CAS, its
 * name written, then its key number published with release semantics, so a reader that sees the number
 * sees the name.
 */
final class KeyNameCache {
  /** 64 Ki slots, about 4 MB with the names. */
  static final int MAX_ENTRIES = 1 << 16;
  private static final long EMPTY = -1;
  private static final long CLAIMED = -2;
  private static final VarHandle KEYS = MethodHandles.arrayElementVarHandle(long[].class);

  private final LongFunction<String> builder;
  private final long[] keys;
  private final String[] names;
  private final int mask;

  /**
   * @param keySpace how many distinct key numbers are expected (capacity is the next power of two,
   *                 at most {@link #MAX_ENTRIES})
   * @param builder  builds the name of a key number; must always give the same name for a number
   */
  KeyNameCache(long keySpace, LongFunction<String> builder) {
    int size = (int) Math.min(MAX_ENTRIES, Math.max(16, Long.highestOneBit(Math.max(1, keySpace - 1)) << 1));
    this.builder = builder;
    this.keys = new long[size];
    Arrays.fill(keys, EMPTY);
    this.names = new String[size];
    this.mask = size - 1;
  }

  int capacity() {
    return keys.length;
  }

  String get(long keynum) {
    if (keynum < 0) {
      return builder.apply(keynum);  // would look like a slot marker
    }
    int slot = (int) keynum & mask;
    long cached = (long) KEYS.getAcquire(keys, slot);
    if (cached == keynum) {
      return names[slot];
    }
    String name = builder.apply(keynum);
    if (cached == EMPTY && KEYS.compareAndSet(keys, slot, EMPTY, CLAIMED)) {
      names[slot] = name;
      KEYS.setRelease(keys, slot, keynum);
    }
    return name;
  }
}
