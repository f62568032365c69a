package site.ycsb.measurements;

import java.io.FileNotFoundException;
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
    this.out = new PrintStream(file.toFile());
    this.writer = new HistogramLogWriter(out);
    writer.outputComment("[Logging for: " + series + "]");
    writer.outputLogFormatVersion();
    writer.outputStartTime(startTimeMs);
    writer.setBaseTime(startTimeMs);
    writer.outputBaseTime(startTimeMs);
    writer.outputLegend();
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
