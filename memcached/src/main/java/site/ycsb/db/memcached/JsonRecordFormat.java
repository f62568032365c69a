package site.ycsb.db.memcached;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.FieldNameCache;
import site.ycsb.StringByteIterator;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.RecyclerPool;

/**
 * Upstream YCSB 0.17.0's record: one JSON object of field name to string value, UTF-8, stored with flags 0
 * (what spymemcached's default transcoder gives a string that starts with '{': never compressed). Written byte
 * for byte as upstream writes it, so either client reads what the other loaded and {@code bytes / curr_items}
 * compare:
 *
 * <ul>
 *   <li>no whitespace; '"', '\' and control characters escaped (\b \t \n \f \r, the others as 4-digit
 *       upper-case hex escapes), nothing else ('/', DEL and non-ASCII stay as they are);</li>
 *   <li>a value is its iterator's string ({@link ByteIterator#toString()}: a {@link StringByteIterator}'s own
 *       string, other iterators' bytes read as UTF-8), as upstream turned values into strings; the text goes out
 *       as {@code String.getBytes(UTF_8)} sends it (upstream's transcoder), a lone surrogate as '?';</li>
 *   <li>fields in the iteration order of a {@link HashMap} filled with them (upstream copied the values into a
 *       new HashMap and wrote that): deterministic for a given set of names, e.g. field0..field9 always come
 *       out in the same order.</li>
 * </ul>
 *
 * <p>Those rules are few enough to write directly into one reused buffer: a Jackson generator per record cost
 * more than the record (its context, buffers and the value copied out of its iterator first). The tests check
 * the bytes against upstream's own library (Jackson 1.9) on random records of every character class.
 *
 * <p>Reading takes what upstream's reader takes: string values, other scalars as their text, nulls left out.
 * A record as any Jackson writes it (no whitespace, string values, ASCII text with any escapes) is parsed here
 * in one pass; anything else (whitespace, numbers, nulls, non-ASCII bytes, malformed input) goes to Jackson's
 * parser from the start, so it is read or refused exactly as before. A value is handed out as a slice of the
 * received bytes (escaped values are unescaped in place first).
 * Not thread-safe (it reuses its buffers); one instance per binding instance.
 */
public final class JsonRecordFormat implements RecordFormat {
  private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
  /** Eight bytes of a record as one long (any byte order: each byte is tested on its own). */
  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.nativeOrder());
  /** Longer names and escaped values go to Jackson, which applies its own limits to them. */
  private static final int FAST_MAX_NAME = 1000;
  private static final int FAST_MAX_ESCAPED_VALUE = 1 << 20;

  // Per instance, with a pool of its own: Jackson's default pool is one concurrent deque per factory that every
  // parser and generator of every client thread takes its buffers from and gives them back to.
  private final JsonFactory json = JsonFactory.builder().recyclerPool(new OneSlotPool()).build();
  private byte[] out = new byte[2048];
  private int pos;
  /** Escaped ASCII bytes of a value waiting to be written out escaped. */
  private byte[] pending = new byte[256];
  private final FieldNameCache names = new FieldNameCache();
  /** Per field of the record being read: name start and length, value start and end, first escape (or 0). */
  private int[] spans = new int[5 * 16];

  /** Keeps the buffers of its single-threaded owner; a second parser or generator at once gets new ones. */
  private static final class OneSlotPool implements RecyclerPool<BufferRecycler> {
    private static final long serialVersionUID = 1L;
    private transient BufferRecycler free;

    @Override
    public BufferRecycler acquirePooled() {
      BufferRecycler ret = free;
      free = null;
      return ret != null ? ret : new BufferRecycler();
    }

    @Override
    public void releasePooled(BufferRecycler recycler) {
      free = recycler;
    }
  }

  @Override
  public byte[] encode(Map<String, ByteIterator> record) {
    pos = 0;
    ensure(2);
    out[pos++] = '{';
    boolean first = true;
    for (Map.Entry<String, ByteIterator> e : inUpstreamOrder(record).entrySet()) {
      ensure(2);
      if (!first) {
        out[pos++] = ',';
      }
      first = false;
      writeString(e.getKey());
      ensure(1);
      out[pos++] = ':';
      writeValue(e.getKey(), e.getValue());
    }
    ensure(1);
    out[pos++] = '}';
    return Arrays.copyOf(out, pos);
  }

  /**
   * The record in the order upstream writes it: a default-sized HashMap filled in the given order iterates as
   * upstream's copy of the workload's values did (one field has one order).
   */
  private static Map<String, ByteIterator> inUpstreamOrder(Map<String, ByteIterator> record) {
    if (record.size() <= 1) {
      return record;
    }
    Map<String, ByteIterator> ret = new HashMap<>();
    for (Map.Entry<String, ByteIterator> e : record.entrySet()) {
      ret.put(e.getKey(), e.getValue());
    }
    return ret;
  }

  /**
   * The value as upstream's string of it. Bytes (random workload values) are copied straight into the record and
   * escaped there; only bytes that are not all ASCII become the String upstream made of them.
   */
  private void writeValue(String name, ByteIterator value) {
    if (value instanceof StringByteIterator) {
      writeString(value.toString());
      return;
    }
    long left = value.bytesLeft();
    if (left > Integer.MAX_VALUE - 16) {
      throw new IllegalArgumentException("field value too large: " + left + " bytes");
    }
    int length = (int) left;
    ensure(length + 1);
    int start = pos + 1;
    out[pos] = '"';
    int end = start + length;
    // nextBuf fills up to the array's end, so the exact bytesLeft is what keeps the value in its place.
    int at = start;
    while (at < end) {
      int next = value.nextBuf(out, at);
      if (next == at) {
        break;
      }
      at = next;
    }
    if (at != end || value.hasNext()) {
      throw new IllegalStateException("value of field " + name + " did not have the length it reported");
    }
    int firstEscape = -1;
    for (int i = skipPlain(out, start, end); i < end; i++) {
      byte b = out[i];
      if (b < 0) {
        String text = new String(out, start, length, StandardCharsets.UTF_8);
        writeString(text);
        return;
      }
      if (firstEscape < 0 && (b < 0x20 || b == '"' || b == '\\')) {
        firstEscape = i;
      }
    }
    if (firstEscape < 0) {
      pos = end;
    } else {
      int rest = end - firstEscape;
      if (pending.length < rest) {
        pending = new byte[Math.max(rest, pending.length * 2)];
      }
      System.arraycopy(out, firstEscape, pending, 0, rest);
      pos = firstEscape;
      ensure(rest * 6 + 1);
      for (int i = 0; i < rest; i++) {
        writeAscii(pending[i]);
      }
    }
    ensure(1);
    out[pos++] = '"';
  }

  /** A quoted, escaped string, its text as UTF-8 the way {@code String.getBytes(UTF_8)} encodes it. */
  private void writeString(String s) {
    int n = s.length();
    ensure(n * 6 + 2);
    out[pos++] = '"';
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        writeAscii((byte) c);
      } else if (c < 0x800) {
        out[pos++] = (byte) (0xC0 | (c >> 6));
        out[pos++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isSurrogate(c)) {
        char low = i + 1 < n ? s.charAt(i + 1) : 0;
        if (Character.isHighSurrogate(c) && Character.isLowSurrogate(low)) {
          int cp = Character.toCodePoint(c, low);
          out[pos++] = (byte) (0xF0 | (cp >> 18));
          out[pos++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
          out[pos++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
          out[pos++] = (byte) (0x80 | (cp & 0x3F));
          i++;
        } else {
          out[pos++] = '?';
        }
      } else {
        out[pos++] = (byte) (0xE0 | (c >> 12));
        out[pos++] = (byte) (0x80 | ((c >> 6) & 0x3F));
        out[pos++] = (byte) (0x80 | (c & 0x3F));
      }
    }
    out[pos++] = '"';
  }

  /** One ASCII character, escaped as Jackson escapes it; room for 6 bytes is the caller's. */
  private void writeAscii(byte b) {
    if (b >= 0x20 && b != '"' && b != '\\') {
      out[pos++] = b;
      return;
    }
    out[pos++] = '\\';
    switch (b) {
      case '"':
      case '\\':
        out[pos++] = b;
        break;
      case '\b':
        out[pos++] = 'b';
        break;
      case '\t':
        out[pos++] = 't';
        break;
      case '\n':
        out[pos++] = 'n';
        break;
      case '\f':
        out[pos++] = 'f';
        break;
      case '\r':
        out[pos++] = 'r';
        break;
      default:
        out[pos++] = 'u';
        out[pos++] = '0';
        out[pos++] = '0';
        out[pos++] = HEX[b >> 4];
        out[pos++] = HEX[b & 0xF];
    }
  }

  private void ensure(int more) {
    if (pos + more > out.length) {
      out = Arrays.copyOf(out, Math.max(out.length * 2, pos + more));
    }
  }

  @Override
  public void decode(byte[] data, Set<String> fields, Map<String, ByteIterator> result) {
    if (data.length > 0 && data[0] == CompactRecordFormat.MARKER) {
      throw new RecordFormatMismatch(MemcachedSettings.Format.COMPACT);
    }
    int count = scan(data);
    if (count < 0) {
      decodeWithJackson(data, fields, result);
      return;
    }
    for (int f = 0; f < count; f++) {
      int at = f * 5;
      String name = names.name(f, data, spans[at], spans[at + 1]);
      if (fields == null || fields.contains(name)) {
        result.put(name, value(data, spans[at + 2], spans[at + 3], spans[at + 4]));
      }
    }
  }

  /**
   * Checks that {@code data} is one object of string values as a JSON writer writes it: no whitespace, ASCII
   * only (control characters escaped), names without escapes, valid escapes (no surrogates) in values, nothing
   * after the object. Notes each field's place in {@link #spans}.
   *
   * @return the number of fields, or -1 when the record is not of that form (then Jackson reads it)
   */
  private int scan(byte[] d) {
    int n = d.length;
    if (n < 2 || d[0] != '{' || d[n - 1] != '}') {
      return -1;
    }
    int p = 1;
    int count = 0;
    while (p < n - 1) {
      if (count > 0) {
        if (d[p++] != ',') {
          return -1;
        }
      }
      if (d[p++] != '"') {
        return -1;
      }
      int nameStart = p;
      while (d[p] != '"') {
        byte b = d[p];
        if (b < 0x20 || b == '\\' || ++p == n) {
          return -1;
        }
      }
      int nameLength = p - nameStart;
      p++;
      if (nameLength > FAST_MAX_NAME || p + 2 >= n || d[p] != ':' || d[p + 1] != '"') {
        return -1;
      }
      p += 2;
      int valueStart = p;
      int firstEscape = 0;  // never 0 when there is one: the record starts with '{'
      while (true) {
        p = skipPlain(d, p, n);
        if (p >= n) {
          return -1;
        }
        byte b = d[p];
        if (b == '"') {
          break;
        }
        if (b != '\\') {
          return -1;  // a control character or a non-ASCII byte
        }
        int skip = escapeLength(d, p, n);
        if (skip < 0) {
          return -1;
        }
        if (firstEscape == 0) {
          firstEscape = p;
        }
        p += skip;
      }
      if (firstEscape != 0 && p - valueStart > FAST_MAX_ESCAPED_VALUE) {
        return -1;
      }
      int at = count * 5;
      if (at + 5 > spans.length) {
        spans = Arrays.copyOf(spans, spans.length * 2);
      }
      spans[at] = nameStart;
      spans[at + 1] = nameLength;
      spans[at + 2] = valueStart;
      spans[at + 3] = p;
      spans[at + 4] = firstEscape;
      count++;
      p++;
    }
    return p == n - 1 ? count : -1;
  }

  /**
   * The first position from {@code p} on that holds a quote, a backslash, a control character or a non-ASCII byte,
   * or {@code n}. Eight bytes at a time: a value is mostly plain text, and a byte at a time was a third of the
   * record's reading.
   */
  private static int skipPlain(byte[] d, int p, int n) {
    int at = p;
    while (at + Long.BYTES <= n && !hasSpecial((long) LONGS.get(d, at))) {
      at += Long.BYTES;
    }
    while (at < n) {
      byte b = d[at];
      if (b < 0x20 || b == '"' || b == '\\') {
        break;
      }
      at++;
    }
    return at;
  }

  /**
   * Whether one of the eight bytes of {@code w} is below 0x20, 0x80 or above, a quote or a backslash. Each test
   * is the exact "has a byte below k" one ({@code (w - k*ones) & ~w & highs}: a borrow only runs on from a byte
   * that matched), a quote or backslash being a zero byte of {@code w} xor that character.
   */
  static boolean hasSpecial(long w) {
    long quote = w ^ 0x2222222222222222L;
    long backslash = w ^ 0x5C5C5C5C5C5C5C5CL;
    long below = (w - 0x2020202020202020L) & ~w;
    long quotes = (quote - 0x0101010101010101L) & ~quote;
    long backslashes = (backslash - 0x0101010101010101L) & ~backslash;
    return ((below | quotes | backslashes | w) & 0x8080808080808080L) != 0;
  }

  /**
   * The length of the escape at {@code d[p]} (a backslash): 2, or 6 for a 4-digit hex escape of an ASCII
   * character; -1 for anything else (an invalid escape, or a hex escape of a non-ASCII character: Jackson reads
   * those).
   */
  private static int escapeLength(byte[] d, int p, int n) {
    if (p + 1 >= n) {
      return -1;
    }
    switch (d[p + 1]) {
      case '"':
      case '\\':
      case '/':
      case 'b':
      case 'f':
      case 'n':
      case 'r':
      case 't':
        return 2;
      case 'u':
        if (p + 5 >= n) {
          return -1;
        }
        int c = hexEscape(d, p);
        return c >= 0 && c < 0x80 ? 6 : -1;
      default:
        return -1;
    }
  }

  /** The character of the hex escape at {@code d[p]} (its 4 digits are there), or -1 when a digit is not hex. */
  private static int hexEscape(byte[] d, int p) {
    int c = 0;
    for (int i = p + 2; i < p + 6; i++) {
      int digit = Character.digit(d[i], 16);
      if (digit < 0) {
        return -1;
      }
      c = (c << 4) | digit;
    }
    return c;
  }

  /**
   * The value at {@code [start, end)} as a slice of the record; an escaped value is unescaped in place first
   * (its text is shorter than its escapes), from its first escape on, which only {@link #scan} of the whole
   * record allows.
   */
  private static ByteIterator value(byte[] d, int start, int end, int firstEscape) {
    if (firstEscape == 0) {
      return new ByteArrayByteIterator(d, start, end - start);
    }
    int to = firstEscape;
    int p = firstEscape;
    while (p < end) {
      if (d[p] != '\\') {
        // A run of plain text up to the next escape (scan let nothing else into the value): moved as one block.
        int run = Math.max(skipPlain(d, p, end), p + 1);
        System.arraycopy(d, p, d, to, run - p);
        to += run - p;
        p = run;
        continue;
      }
      byte e = d[p + 1];
      p += 2;
      switch (e) {
        case 'b':
          d[to++] = '\b';
          break;
        case 'f':
          d[to++] = '\f';
          break;
        case 'n':
          d[to++] = '\n';
          break;
        case 'r':
          d[to++] = '\r';
          break;
        case 't':
          d[to++] = '\t';
          break;
        case 'u':
          d[to++] = (byte) hexEscape(d, p - 2);
          p += 4;
          break;
        default:
          d[to++] = e;
      }
    }
    return new ByteArrayByteIterator(d, start, to - start);
  }

  /**
   * Jackson's reading of any other record. A string without escapes is its own UTF-8 bytes in the record: handed
   * out as a slice of it. Escaped strings and other scalars are the parser's text.
   */
  void decodeWithJackson(byte[] data, Set<String> fields, Map<String, ByteIterator> result) {
    try (JsonParser p = json.createParser(ObjectReadContext.empty(), data)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        throw new IllegalArgumentException("not a JSON object");
      }
      String name;
      while ((name = p.nextName()) != null) {
        JsonToken value = p.nextToken();
        if (value == JsonToken.START_OBJECT || value == JsonToken.START_ARRAY) {
          throw new IllegalArgumentException("a JSON object whose field " + name + " is not a string");
        }
        if (value != JsonToken.VALUE_NULL && (fields == null || fields.contains(name))) {
          result.put(name, jacksonValue(p, value, data));
        }
      }
    } catch (JacksonException e) {
      throw new IllegalArgumentException("not a JSON record (" + e.getOriginalMessage() + ")");
    }
  }

  private static ByteIterator jacksonValue(JsonParser p, JsonToken token, byte[] data) {
    if (token == JsonToken.VALUE_STRING) {
      long quote = p.currentTokenLocation().getByteOffset();
      if (quote >= 0 && quote < data.length && data[(int) quote] == '"') {
        int start = (int) quote + 1;
        for (int i = start; i < data.length; i++) {
          byte b = data[i];
          if (b == '"') {
            return new ByteArrayByteIterator(data, start, i - start);
          }
          if (b == '\\') {
            break;
          }
        }
      }
    }
    return new StringByteIterator(p.getString());
  }
}
