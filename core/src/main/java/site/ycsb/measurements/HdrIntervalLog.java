package site.ycsb.measurements;

import java.io.FileNotFoundException;
import java.io.PrintStream;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/** An HdrHistogram interval log (the standard format HdrHistogram's own tools read). */
final class HdrIntervalLog implements AutoCloseable {
  private final PrintStream out;
  private final HistogramLogWriter writer;

  HdrIntervalLog(Path file, long startTimeMs) throws FileNotFoundException {
    this.out = new PrintStream(file.toFile());
    this.writer = new HistogramLogWriter(out);
    writer.outputLogFormatVersion();
    writer.setBaseTime(startTimeMs);
    writer.outputBaseTime(startTimeMs);
    writer.outputStartTime(startTimeMs);
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
