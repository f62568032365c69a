package site.ycsb;

import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A value of {@code len} random printable ASCII characters, generated only when read. The bytes
 * come from a seed drawn at the first read (a value nobody reads costs no random draw), kept so that
 * {@link #reset()} replays exactly the same value.
 */
public class RandomByteIterator extends ByteIterator {
  /** Printable ASCII from '!' to '~'. */
  private static final int FIRST = '!';
  private static final int RANGE = '~' - '!' + 1;

  private final long len;
  private long seed;
  private SplittableRandom random;
  private long off;
  private long word;
  private int wordLeft;

  public RandomByteIterator(long len) {
    this.len = len;
  }

  @Override
  public boolean hasNext() {
    return off < len;
  }

  @Override
  public byte nextByte() {
    if (wordLeft == 0) {
      if (random == null) {
        if (seed == 0) {
          seed = ThreadLocalRandom.current().nextLong() | 1;  // never 0, which means "not drawn yet"
        }
        random = new SplittableRandom(seed);
      }
      word = random.nextLong();
      wordLeft = 8;
    }
    // Each byte of the word selects a character; the 94-character range is hit with a slight bias
    // that does not matter for a benchmark value.
    int b = (int) (word & 0xff);
    word >>>= 8;
    wordLeft--;
    off++;
    return (byte) (FIRST + (b * RANGE >>> 8));
  }

  @Override
  public int nextBuf(byte[] buf, int bufOff) {
    int n = (int) Math.min(buf.length - bufOff, len - off);
    for (int i = 0; i < n; i++) {
      buf[bufOff + i] = nextByte();
    }
    return bufOff + n;
  }

  @Override
  public long bytesLeft() {
    return len - off;
  }

  @Override
  public void reset() {
    random = null;
    off = 0;
    wordLeft = 0;
  }
}
