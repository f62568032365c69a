package site.ycsb.report.merge;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.HdrHistogram.HistogramLogWriter;
import site.ycsb.measurements.FailureKeepingStream;

/**
 * Merges the HdrHistogram interval logs of one series from several clients. Intervals are aligned by
 * absolute time: each client interval joins the one-second slot (counted from the earliest interval
 * start of all clients) that holds its midpoint, and the histograms of a slot are added exactly. The merged
 * log is written as the client writes its own (one series per file, untagged intervals, "Logging for"
 * comment), so HdrHistogram's {@code HistogramLogProcessor -i FILE} reads it; tagged logs of older
 * versions are read too.
 */
public final class IntervalLogMerger {
  static final long SLOT_MS = 1000;

  private IntervalLogMerger() {
  }

  /** One interval with absolute timestamps in milliseconds since the epoch. */
  record Interval(long startMs, long endMs, Histogram histogram) {
  }

  /** Reads every interval of a log; timestamps become absolute through the log's BaseTime. */
  static List<Interval> read(Path log) throws IOException {
    List<Interval> out = new ArrayList<>();
    try (HistogramLogReader reader = new HistogramLogReader(log.toFile())) {
      EncodableHistogram e;
      while ((e = reader.nextIntervalHistogram()) != null) {
        if (e instanceof Histogram h) {
          out.add(new Interval(h.getStartTimeStamp(), h.getEndTimeStamp(), h));
        }
      }
    } catch (RuntimeException e) {
      throw new IOException("cannot read interval log " + log + ": " + e.getMessage(), e);
    }
    return out;
  }

  /**
   * Writes the merged log of the given client logs (missing files are skipped) to target. Returns the
   * number of intervals written.
   */
  public static int merge(List<Path> logs, String series, Path target) throws IOException {
    List<Interval> all = new ArrayList<>();
    for (Path log : logs) {
      if (Files.isRegularFile(log)) {
        all.addAll(read(log));
      }
    }
    if (all.isEmpty()) {
      return 0;
    }
    long base = all.stream().mapToLong(Interval::startMs).min().getAsLong();
    Map<Long, Histogram> slots = new TreeMap<>();
    Map<Long, Long> slotEnds = new TreeMap<>();
    for (Interval i : all) {
      long slot = ((i.startMs() + i.endMs()) / 2 - base) / SLOT_MS;
      slots.merge(slot, autoResizing(i.histogram()), (a, b) -> {
        a.add(b);
        return a;
      });
      slotEnds.merge(slot, i.endMs(), Math::max);
    }
    Files.createDirectories(target.toAbsolutePath().getParent());
    FailureKeepingStream sink = new FailureKeepingStream(Files.newOutputStream(target));
    try (PrintStream out = new PrintStream(sink, false, StandardCharsets.UTF_8)) {
      HistogramLogWriter writer = new HistogramLogWriter(out);
      writer.outputComment("[Logging for: " + series + "]");
      writer.outputLogFormatVersion();
      writer.outputComment("merged from " + logs.size() + " client logs, aligned by absolute time");
      writer.outputStartTime(base);
      writer.setBaseTime(base);
      writer.outputBaseTime(base);
      writer.outputLegend();
      for (Map.Entry<Long, Histogram> e : slots.entrySet()) {
        Histogram h = e.getValue();
        long slotStart = base + e.getKey() * SLOT_MS;
        h.setStartTimeStamp(slotStart);
        h.setEndTimeStamp(Math.max(slotStart, Math.min(slotStart + SLOT_MS, slotEnds.get(e.getKey()))));
        h.setTag(null);
        writer.outputIntervalHistogram(h);
      }
      if (out.checkError()) {
        throw new IOException("cannot write " + target + ": " + sink.reason());
      }
    }
    return slots.size();
  }

  private static Histogram autoResizing(Histogram h) {
    Histogram c = h.copy();
    c.setAutoResize(true);
    return c;
  }
}
