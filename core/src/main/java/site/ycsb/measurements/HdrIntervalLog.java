package site.ycsb.measurements;

import java.io.FileNotFoundException;
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
  private final PrintStream out;
  private final HistogramLogWriter writer;

  HdrIntervalLog(Path file, String series, long startTimeMs) throws FileNotFoundException {
    this(new PrintStream(file.toFile()), series, startTimeMs);
  }

  private HdrIntervalLog(PrintStream out, String series, long startTimeMs) {
    this.out = out;
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
    return new HdrIntervalLog(new PrintStream(OutputStream.nullOutputStream()), series, startTimeMs);
  }

  synchronized void write(Histogram interval) {
    writer.outputIntervalHistogram(interval);
    out.flush();
  }

  @Override
  public synchronized void close() {
    out.close();
  }
}
