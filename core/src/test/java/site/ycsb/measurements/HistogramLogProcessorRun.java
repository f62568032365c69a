package site.ycsb.measurements;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.HistogramLogProcessor;

/**
 * Runs HdrHistogram's own log processor, as {@code java -cp HdrHistogram.jar org.HdrHistogram.HistogramLogProcessor
 * -i FILE -o OUTBASE} does, in this thread. It reads the untagged intervals only (without {@code -tag}); on a log
 * without any it throws a NullPointerException.
 */
public final class HistogramLogProcessorRun {
  private static final Pattern TOTAL_COUNT = Pattern.compile("Total count\\s*=\\s*(\\d+)");

  /** The percentile distribution ({@code OUTBASE.hgrm}) and its total count. */
  public record Output(String percentiles, long totalCount) {
  }

  private HistogramLogProcessorRun() {
  }

  /** Processes {@code log} into {@code outBase} and {@code outBase.hgrm}. */
  public static Output process(Path log, Path outBase) throws Exception {
    new HistogramLogProcessor(new String[] {"-i", log.toString(), "-o", outBase.toString()}).run();
    String hgrm = Files.readString(outBase.resolveSibling(outBase.getFileName() + ".hgrm"));
    Matcher m = TOTAL_COUNT.matcher(hgrm);
    if (!m.find()) {
      throw new AssertionError("no total count in the processor's output:\n" + hgrm);
    }
    return new Output(hgrm, Long.parseLong(m.group(1)));
  }
}
