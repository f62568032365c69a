package site.ycsb.workloads;

import java.io.BufferedReader;
import java.io.IOException;

/**
 * Twitter's cache-trace format (twitter/cache-trace): one request a line, no header,
 * {@code timestamp,anonymized key,key size,value size,client id,operation,TTL}.
 */
final class TwitterTraceReader implements TraceReader {
  static final String FORMAT = "7 comma-separated fields: timestamp,key,key size,value size,client id,operation,TTL";
  private static final int FIELDS = 7;

  private final BufferedReader in;
  private final TraceFields fields;
  private final String[] parts = new String[FIELDS];
  private long line;

  TwitterTraceReader(BufferedReader in, String file) {
    this.in = in;
    this.fields = new TraceFields(file, FORMAT);
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
    if (n != FIELDS) {
      throw fields.wrongShape(line, (n > FIELDS ? "more than " + FIELDS : n) + " fields");
    }
    return new TraceRequest(line, fields.timestamp(line, parts[0]), fields.key(line, parts[1]),
        fields.size(line, "key size", parts[2]), fields.size(line, "value size", parts[3]), parts[4],
        fields.operation(line, parts[5]), fields.size(line, "TTL", parts[6]));
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
