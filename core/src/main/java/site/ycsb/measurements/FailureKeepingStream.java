package site.ycsb.measurements;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Passes everything through and remembers the first failure. A PrintStream over it keeps only an error flag, so
 * without this a full disk would be reported as "a write failed" instead of "No space left on device". Used for
 * every file a run or the report writes through a PrintStream (raw latencies, HdrHistogram logs, merged logs).
 */
public final class FailureKeepingStream extends FilterOutputStream {
  private IOException firstFailure;

  public FailureKeepingStream(OutputStream out) {
    super(out);
  }

  @Override
  public void write(int b) throws IOException {
    keepingFailure(() -> out.write(b));
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    keepingFailure(() -> out.write(b, off, len));
  }

  @Override
  public void flush() throws IOException {
    keepingFailure(out::flush);
  }

  @Override
  public void close() throws IOException {
    keepingFailure(super::close);
  }

  /** The first write, flush or close that failed, or null. */
  public IOException firstFailure() {
    return firstFailure;
  }

  /** The first failure's message, for a one-line error; "a write failed" where it had none. */
  public String reason() {
    return firstFailure == null || firstFailure.getMessage() == null ? "a write failed" : firstFailure.getMessage();
  }

  private void keepingFailure(Io io) throws IOException {
    try {
      io.run();
    } catch (IOException e) {
      if (firstFailure == null) {
        firstFailure = e;
      }
      throw e;
    }
  }

  /** A write, flush or close of the stream below. */
  private interface Io {
    void run() throws IOException;
  }
}
