package site.ycsb.db.couchbase;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/**
 * YCSB records as flat JSON objects of strings ({@code {"field0":"...",...}}), written and read
 * without a JSON library: this is on every operation's path, and a record is never more than that.
 * Values that are not strings (documents written by other tools) are kept as their JSON text.
 */
final class FlatJson {
  private FlatJson() {
  }

  static byte[] encode(Map<String, ByteIterator> values) {
    StringBuilder sb = new StringBuilder(64 + values.size() * 120);
    sb.append('{');
    boolean first = true;
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      if (!first) {
        sb.append(',');
      }
      first = false;
      appendString(sb, e.getKey());
      sb.append(':');
      appendString(sb, e.getValue().toString());
    }
    return sb.append('}').toString().getBytes(StandardCharsets.UTF_8);
  }

  /** One JSON string value, e.g. for a sub-document path. */
  static byte[] encodeString(String value) {
    StringBuilder sb = new StringBuilder(value.length() + 8);
    appendString(sb, value);
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  static void appendString(StringBuilder sb, String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    sb.append('"');
  }

  /**
   * Puts the members of a JSON object into {@code result}, only those in {@code fields} unless it is
   * null. Throws IllegalArgumentException when the text is not a JSON object.
   */
  static void decodeInto(byte[] json, Set<String> fields, Map<String, ByteIterator> result) {
    new Parser(new String(json, StandardCharsets.UTF_8)).object(fields, result);
  }

  /** The value of a JSON string (e.g. a RAW meta().id row). */
  static String decodeString(byte[] json) {
    Parser p = new Parser(new String(json, StandardCharsets.UTF_8));
    p.skipBlanks();
    return p.string();
  }

  /** A recursive-descent reader for the subset above; nested values are skipped over as text. */
  private static final class Parser {
    private final String s;
    private int pos;

    Parser(String s) {
      this.s = s;
    }

    void object(Set<String> fields, Map<String, ByteIterator> result) {
      skipBlanks();
      expect('{');
      skipBlanks();
      if (peek() == '}') {
        pos++;
        return;
      }
      while (true) {
        skipBlanks();
        String name = string();
        skipBlanks();
        expect(':');
        skipBlanks();
        String value = peek() == '"' ? string() : rawValue();
        if (fields == null || fields.contains(name)) {
          result.put(name, new StringByteIterator(value));
        }
        skipBlanks();
        char c = next();
        if (c == '}') {
          return;
        }
        if (c != ',') {
          throw error("',' or '}'");
        }
      }
    }

    String string() {
      expect('"');
      StringBuilder sb = null;
      int start = pos;
      while (true) {
        char c = next();
        if (c == '"') {
          return sb == null ? s.substring(start, pos - 1) : sb.toString();
        }
        if (c == '\\') {
          if (sb == null) {
            sb = new StringBuilder(s.substring(start, pos - 1));
          }
          char e = next();
          switch (e) {
            case 'n' -> sb.append('\n');
            case 'r' -> sb.append('\r');
            case 't' -> sb.append('\t');
            case 'b' -> sb.append('\b');
            case 'f' -> sb.append('\f');
            case 'u' -> {
              if (pos + 4 > s.length()) {
                throw error("four hex digits");
              }
              sb.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
              pos += 4;
            }
            default -> sb.append(e);
          }
        } else if (sb != null) {
          sb.append(c);
        }
      }
    }

    /** A number, literal, array or object, as its JSON text. */
    private String rawValue() {
      int start = pos;
      int depth = 0;
      while (pos < s.length()) {
        char c = s.charAt(pos);
        if (c == '"') {
          string();
          continue;
        }
        if (c == '{' || c == '[') {
          depth++;
        } else if (c == '}' || c == ']') {
          if (depth == 0) {
            break;
          }
          depth--;
        } else if (c == ',' && depth == 0) {
          break;
        }
        pos++;
      }
      return s.substring(start, pos).trim();
    }

    void skipBlanks() {
      while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
        pos++;
      }
    }

    private char peek() {
      if (pos >= s.length()) {
        throw error("more input");
      }
      return s.charAt(pos);
    }

    private char next() {
      char c = peek();
      pos++;
      return c;
    }

    private void expect(char c) {
      if (next() != c) {
        throw error("'" + c + "'");
      }
    }

    private IllegalArgumentException error(String expected) {
      return new IllegalArgumentException("not a flat JSON object: expected " + expected + " at offset " + pos);
    }
  }
}
