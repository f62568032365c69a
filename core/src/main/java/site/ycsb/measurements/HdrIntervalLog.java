package site.ycsb.measurements;

import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * One series' HdrHistogram interval log, written as 0.17.0 writes it: a "Logging for" comment naming the
 * series, then the format version, start time and legend, and untagged intervals whose timestamps count from
 * the start time. HdrHistogram's {@code HistogramLogProcessor} reads only untagged intervals unless given
 * {@code -tag}, so a tag would hide every interval from its standard command line. We add the BaseTime line
 * (also standard) so that readers need not guess whether the timestamps are relative.
 */
final class HdrIntervalLog implements AutoCloseable {
  private final Path file;
  private final FailureKeepingStream sink;
  private final PrintStream out;
  private final HistogramLogWriter writer;

  HdrIntervalLog(Path file, String series, long startTimeMs) throws FileNotFoundException {
    this(file, new FailureKeepingStream(new FileOutputStream(file.toFile())), series, startTimeMs);
  }

  private HdrIntervalLog(Path file, FailureKeepingStream sink, String series, long startTimeMs) {
    this.file = file;
    this.sink = sink;
    this.out = new PrintStream(sink);
    this.writer = new HistogramLogWriter(out);
    writer.outputComment("[Logging for: " + series + "]");
    writer.outputLogFormatVersion();
    writer.outputStartTime(startTimeMs);
    writer.setBaseTime(startTimeMs);
    writer.outputBaseTime(startTimeMs);
    writer.outputLegend();
  }

  /**
   * A log that encodes every interval as a real one does and throws the text away: the warm-up twin's, so that
   * the warm-up runs the sampler's logging code often enough for the JIT to finish compiling it before the run
   * is measured (at one interval a second, it was compiled through the first measured seconds).
   */
  static HdrIntervalLog discarding(String series, long startTimeMs) {
    return new HdrIntervalLog(null, new FailureKeepingStream(OutputStream.nullOutputStream()), series, startTimeMs);
  }

  synchronized void write(Histogram interval) {
    writer.outputIntervalHistogram(interval);
    out.flush();
  }

  /**
   * Closes the log; throws when any write to it failed (a full disk), which PrintStream and HistogramLogWriter
   * would otherwise swallow, leaving a truncated log that looks complete.
   */
  @Override
  public synchronized void close() throws IOException {
    out.close();
    if (out.checkError()) {
      throw new IOException("cannot write the HdrHistogram log " + file + ": " + sink.reason(), sink.firstFailure());
    }
  }
}
