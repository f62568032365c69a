package site.ycsb.results;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.HdrHistogram.Histogram;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;

/** Turns the measurements of a finished run into per-series results. */
public final class RunResultBuilder {
  /** The series whose return codes count as database operations. */
  public static final Set<String> DB_OPERATIONS = Set.of("READ", "UPDATE", "INSERT", "SCAN", "DELETE");

  private RunResultBuilder() {
  }

  public static Map<String, SeriesResult> series(Measurements measurements, List<Double> percentiles,
      boolean withIntervalLogs) {
    Map<String, SeriesResult> ret = new LinkedHashMap<>();
    for (OneMeasurement m : measurements.allSeries()) {
      ret.put(m.getName(), result(m, percentiles, withIntervalLogs));
    }
    // The client's own series log to results.dir/hdr/ even beside upstream's hdrhistogram.fileoutput.
    for (OneMeasurement m : measurements.clientSeries()) {
      ret.put(m.getName(), result(m, percentiles, m.intervalLogFile() != null));
    }
    return ret;
  }

  private static SeriesResult result(OneMeasurement m, List<Double> percentiles, boolean withIntervalLogs) {
    m.sample();
    Map<String, Long> returns = m.statusCounts();
    long ok = returns.getOrDefault("OK", 0L) + returns.getOrDefault("BATCHED_OK", 0L);
    // An expired read (EXPIRED, under the ttl property) is a miss too; its own count stays in the returns.
    long misses = returns.getOrDefault("NOT_FOUND", 0L) + returns.getOrDefault("EXPIRED", 0L);
    long errors = returns.values().stream().mapToLong(Long::longValue).sum() - ok - misses;
    Optional<Histogram> h = m.totalHistogram();
    long count = h.map(Histogram::getTotalCount).orElse(returns.values().stream().mapToLong(Long::longValue).sum());
    java.nio.file.Path logFile = m.intervalLogFile();
    // A series made ahead that never received a value opened no log: none is named.
    String log = withIntervalLogs && h.isPresent() && logFile != null && java.nio.file.Files.exists(logFile)
        ? ResultsDirectory.HDR_DIR + "/" + logFile.getFileName() : null;
    return new SeriesResult(count, returns, ok, misses, errors,
        h.map(x -> LatencySummary.of(x, percentiles)).orElse(null), h.map(RunResultBuilder::encode).orElse(null),
        log, scanRecords(m));
  }

  /** A series of latencies only (a value-size bucket): its count, its latency summary and its histogram. */
  static SeriesResult latencyOnly(OneMeasurement m, List<Double> percentiles) {
    m.sample();
    Optional<Histogram> h = m.totalHistogram();
    long count = h.map(Histogram::getTotalCount).orElse(0L);
    boolean any = count > 0;
    return new SeriesResult(count, Map.of(), count, 0, 0,
        any ? LatencySummary.of(h.get(), percentiles) : null, any ? encode(h.get()) : null, null, null);
  }

  /** What the series' successful scans asked for and returned, or null when it counted none. */
  private static ScanRecords scanRecords(OneMeasurement m) {
    long asked = m.recordsAsked();
    long returned = m.recordsReturned();
    return asked == 0 && returned == 0 ? null : new ScanRecords(asked, returned);
  }

  /** The histogram in HdrHistogram's compressed encoding, Base64. */
  public static String encode(Histogram h) {
    ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
    int length = h.encodeIntoCompressedByteBuffer(buffer);
    return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
  }

  /** Decodes {@link #encode(Histogram)}. */
  public static Histogram decode(String encoded) {
    try {
      return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(encoded)), 0);
    } catch (java.util.zip.DataFormatException e) {
      throw new IllegalArgumentException("not an encoded HdrHistogram: " + e.getMessage(), e);
    }
  }
}
