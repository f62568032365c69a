package site.ycsb.workloads;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A trace as a CSV file whose first line names its columns, in any order: {@code key} and {@code operation}
 * (required), {@code timestamp} (seconds; required for {@code trace.speed} above 0), {@code key_size},
 * {@code value_size}, {@code client}, {@code ttl}. A missing value_size column writes values of
 * {@code fieldlength} bytes; a missing client column leaves the requests without a client order.
 */
final class CsvTraceReader implements TraceReader {
  static final List<String> COLUMNS = List.of("timestamp", "key", "key_size", "value_size", "client", "operation",
      "ttl");
  private static final int TIMESTAMP = 0;
  private static final int KEY = 1;
  private static final int KEY_SIZE = 2;
  private static final int VALUE_SIZE = 3;
  private static final int CLIENT = 4;
  private static final int OPERATION = 5;
  private static final int TTL = 6;

  private final BufferedReader in;
  private final TraceFields fields;
  /** For each of {@link #COLUMNS}, its position in a line, or -1 when the header does not name it. */
  private final int[] position = new int[COLUMNS.size()];
  private final String[] parts;
  private final int defaultValueSize;
  private long line;

  /** Reads the header; {@code defaultValueSize}: the value size of a file without a value_size column. */
  CsvTraceReader(BufferedReader in, String file, int defaultValueSize) throws IOException {
    this.in = in;
    this.defaultValueSize = defaultValueSize;
    String header = in.readLine();
    line = 1;
    if (header == null) {
      throw new TraceLineException(file, 1, "the file is empty, with no header", "a header naming the columns "
          + String.join(",", COLUMNS));
    }
    if (!header.isEmpty() && header.charAt(0) == '\uFEFF') {
      header = header.substring(1);
    }
    Arrays.fill(position, -1);
    String[] names = header.split(",", -1);
    for (int i = 0; i < names.length; i++) {
      String name = names[i].trim().toLowerCase(Locale.ROOT);
      int column = COLUMNS.indexOf(name);
      if (column < 0 || position[column] >= 0) {
        throw new TraceLineException(file, 1, "the header's column '" + names[i] + "' is "
            + (column < 0 ? "unknown" : "named twice"), "a header naming each of " + String.join(",", COLUMNS)
            + " at most once (key and operation required)");
      }
      position[column] = i;
    }
    if (position[KEY] < 0 || position[OPERATION] < 0) {
      throw new TraceLineException(file, 1, "the header names no '" + (position[KEY] < 0 ? "key" : "operation")
          + "' column", "a header naming each of " + String.join(",", COLUMNS)
          + " at most once (key and operation required)");
    }
    this.parts = new String[names.length];
    this.fields = new TraceFields(file, names.length + " comma-separated fields, as the header names them: "
        + header);
  }

  /** Whether the header names a timestamp column (pacing needs one). */
  boolean hasTimestamps() {
    return position[TIMESTAMP] >= 0;
  }

  @Override
  public TraceRequest next() throws IOException {
    String text;
    do {
      text = in.readLine();
      line++;
      if (text == null) {
        return null;
      }
    } while (text.isEmpty());
    int n = CsvSplit.split(text, parts);
    if (n != parts.length) {
      throw fields.wrongShape(line, (n > parts.length ? "more than " + parts.length : n) + " fields");
    }
    return new TraceRequest(line,
        position[TIMESTAMP] < 0 ? 0 : fields.timestamp(line, parts[position[TIMESTAMP]]),
        fields.key(line, parts[position[KEY]]),
        position[KEY_SIZE] < 0 ? 0 : fields.size(line, "key size", parts[position[KEY_SIZE]]),
        position[VALUE_SIZE] < 0 ? defaultValueSize : fields.size(line, "value size", parts[position[VALUE_SIZE]]),
        position[CLIENT] < 0 ? null : parts[position[CLIENT]],
        fields.operation(line, parts[position[OPERATION]]),
        position[TTL] < 0 ? 0 : fields.size(line, "TTL", parts[position[TTL]]));
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
