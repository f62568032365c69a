package site.ycsb.measurements;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Passes everything through and remembers the first failure. A PrintStream over it keeps only an error flag, so
 * without this a full disk would be reported as "a write failed" instead of "No space left on device".
 */
final class FailureKeepingStream extends FilterOutputStream {
  private IOException firstFailure;

  FailureKeepingStream(OutputStream out) {
    super(out);
  }

  @Override
  public void write(int b) throws IOException {
    try {
      out.write(b);
    } catch (IOException e) {
      throw kept(e);
    }
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    try {
      out.write(b, off, len);
    } catch (IOException e) {
      throw kept(e);
    }
  }

  @Override
  public void flush() throws IOException {
    try {
      out.flush();
    } catch (IOException e) {
      throw kept(e);
    }
  }

  @Override
  public void close() throws IOException {
    try {
      super.close();
    } catch (IOException e) {
      throw kept(e);
    }
  }

  /** The first write, flush or close that failed, or null. */
  IOException firstFailure() {
    return firstFailure;
  }

  /** The first failure's message, for a one-line error; "a write failed" where it had none. */
  String reason() {
    return firstFailure == null || firstFailure.getMessage() == null ? "a write failed" : firstFailure.getMessage();
  }

  private IOException kept(IOException e) {
    if (firstFailure == null) {
      firstFailure = e;
    }
    return e;
  }
}
