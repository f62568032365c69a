package site.ycsb.workloads;

import java.util.function.LongFunction;

/**
 * The key names of recently chosen records, so that a hot key is not hashed and formatted again
 * on every operation (building {@code user<19 digits>} is a third of the client's own cost under
 * a skewed request distribution).
 *
 * <p>Direct-mapped on the low bits of the key number: key numbers are consecutive, so a key range
 * no larger than the cache never collides. Threads share one cache without locks: entries are
 * immutable, so a racing reader sees either a whole entry or another one, and a lost write only
 * costs a rebuild.
 */
final class KeyNameCache {
  /** Enough for the hot set of any skewed distribution while staying a few megabytes. */
  static final int MAX_ENTRIES = 1 << 16;

  private record Entry(long keynum, String name) {
  }

  private final LongFunction<String> builder;
  private final Entry[] entries;
  private final int mask;

  /**
   * @param keySpace how many distinct key numbers are expected (capacity is the next power of two,
   *                 at most {@link #MAX_ENTRIES})
   * @param builder  builds the name of a key number; must always give the same name for a number
   */
  KeyNameCache(long keySpace, LongFunction<String> builder) {
    int size = (int) Math.min(MAX_ENTRIES, Math.max(16, Long.highestOneBit(Math.max(1, keySpace - 1)) << 1));
    this.builder = builder;
    this.entries = new Entry[size];
    this.mask = size - 1;
  }

  int capacity() {
    return entries.length;
  }

  String get(long keynum) {
    int slot = (int) keynum & mask;
    Entry entry = entries[slot];
    if (entry != null && entry.keynum == keynum) {
      return entry.name;
    }
    String name = builder.apply(keynum);
    entries[slot] = new Entry(keynum, name);
    return name;
  }
}
