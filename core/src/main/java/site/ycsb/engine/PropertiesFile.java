package site.ycsb.engine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Properties;

/**
 * Reads a properties file ({@code -P}) with {@link Properties}' syntax (escapes, continuation lines, {@code :}
 * separators, comments), decoded as UTF-8 with a leading byte-order mark dropped. Bytes that are not UTF-8 are
 * read as ISO-8859-1, which is what 0.17.0's {@code Properties.load(InputStream)} read, so a Latin-1 file still
 * loads as before (the rule Java 9 adopted for property resource bundles, JEP 226). A file that is not text at
 * all (NUL or other control bytes, as in a binary or a UTF-16 file) is refused, so its noise never becomes
 * properties.
 */
public final class PropertiesFile {
  /** Far above any workload file; it keeps {@code -P /dev/zero} or a mistaken data file from filling the heap. */
  static final int MAX_BYTES = 64 << 20;
  private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  private PropertiesFile() {
  }

  /**
   * The properties of {@code file}.
   *
   * @throws IOException when it cannot be read
   * @throws IllegalArgumentException when it is not text or its syntax is malformed (a bad {@code \\u} escape),
   *     with a one-line message that does not name the file (the caller does)
   */
  public static Properties load(Path file) throws IOException {
    byte[] bytes = readText(file);
    int start = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
    Properties p = new Properties();
    p.load(new StringReader(decode(bytes, start)));
    return p;
  }

  private static byte[] readText(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      ByteArrayOutputStream all = new ByteArrayOutputStream();
      byte[] chunk = new byte[64 * 1024];
      int n;
      while ((n = in.read(chunk)) > 0) {
        int offset = all.size();
        for (int i = 0; i < n; i++) {
          if (isBinary(chunk[i])) {
            throw new IllegalArgumentException(notText(chunk[i], offset + i, offset == 0 && isUtf16(chunk)));
          }
        }
        if (offset + n > MAX_BYTES) {
          throw new IllegalArgumentException("larger than " + (MAX_BYTES >> 20) + " MB: not a properties file");
        }
        all.write(chunk, 0, n);
      }
      return all.toByteArray();
    }
  }

  /** Control bytes no text file holds; tab, line ends, form feed, Ctrl-Z and escape may appear in real ones. */
  private static boolean isBinary(byte b) {
    return b >= 0 && b < 0x20 && !(b >= 0x09 && b <= 0x0D) && b != 0x1A && b != 0x1B;
  }

  private static String notText(byte b, long offset, boolean utf16) {
    return String.format(Locale.ROOT, "not a text file (byte 0x%02X at offset %d)%s; a properties file is text, "
        + "key=value lines, in UTF-8 or ISO-8859-1", b & 0xFF, offset, utf16 ? ": it is UTF-16, save it as UTF-8" : "");
  }

  private static boolean isUtf16(byte[] start) {
    return startsWith(start, new byte[] {(byte) 0xFF, (byte) 0xFE}) || startsWith(start, new byte[] {(byte) 0xFE,
        (byte) 0xFF});
  }

  private static String decode(byte[] bytes, int start) {
    ByteBuffer buffer = ByteBuffer.wrap(bytes, start, bytes.length - start);
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(buffer).toString();
    } catch (CharacterCodingException notUtf8) {
      return new String(bytes, start, bytes.length - start, StandardCharsets.ISO_8859_1);
    }
  }

  private static boolean startsWith(byte[] bytes, byte[] prefix) {
    if (bytes.length < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if (bytes[i] != prefix[i]) {
        return false;
      }
    }
    return true;
  }
}
