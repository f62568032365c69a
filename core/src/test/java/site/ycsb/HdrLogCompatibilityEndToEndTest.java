package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.measurements.HistogramLogProcessorRun;

/**
 * Our interval logs are read by HdrHistogram's own {@code HistogramLogProcessor -i FILE}, the command its
 * documentation and most post-processing scripts use, as 0.17.0's are: one series per file, untagged intervals.
 */
class HdrLogCompatibilityEndToEndTest {
  private static final String MEMORY = "site.ycsb.db.MemoryDB";

  @TempDir
  Path tmp;

  private static ClientHarness.Outcome run(String store, String... extra) {
    List<String> a = new ArrayList<>(List.of("-db", MEMORY, "-t", "-p", "memory.name=" + store,
        "-p", "recordcount=50", "-p", "operationcount=3000", "-p", "readproportion=1", "-p", "updateproportion=0",
        "-threads", "2"));
    a.addAll(List.of(extra));
    ClientHarness.Outcome o = ClientHarness.run(a);
    assertThat(o.exitCode()).as(o.err()).isZero();
    return o;
  }

  private static void load(String store) {
    ClientHarness.Outcome o = ClientHarness.run("-db", MEMORY, "-load", "-p", "memory.name=" + store,
        "-p", "recordcount=50");
    assertThat(o.exitCode()).as(o.err()).isZero();
  }

  /** The header 0.17.0 writes (comment, version, start time, legend), and not one tagged interval. */
  private static void assertUpstreamLayout(Path log, String series) throws Exception {
    List<String> lines = Files.readAllLines(log);
    assertThat(lines.get(0)).isEqualTo("#[Logging for: " + series + "]");
    assertThat(lines.get(1)).startsWith("#[Histogram log format version ");
    assertThat(lines).anyMatch(l -> l.startsWith("#[StartTime: "))
        .anyMatch(l -> l.startsWith("\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed"))
        .noneMatch(l -> l.startsWith("Tag="));
  }

  @Test
  void theResultsDirectoryLogIsReadByHistogramLogProcessor() throws Exception {
    String store = "hdr-compat-results";
    load(store);
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome o = run(store, "-p", "results.dir=" + dir);
    Path log = dir.resolve("hdr").resolve("READ.hdr");
    HistogramLogProcessorRun.Output processed = HistogramLogProcessorRun.process(log, tmp.resolve("read-out"));
    assertThat(processed.totalCount()).isEqualTo(o.count("READ", "Operations")).isEqualTo(3000);
    assertThat(processed.percentiles()).contains("Value     Percentile TotalCount 1/(1-Percentile)");
    assertUpstreamLayout(log, "READ");
  }

  @Test
  void upstreamsFileOutputLogIsReadByHistogramLogProcessor() throws Exception {
    String store = "hdr-compat-fileoutput";
    load(store);
    Path prefix = tmp.resolve("logs");
    Files.createDirectories(prefix);
    ClientHarness.Outcome o = run(store, "-p", "hdrhistogram.fileoutput=true",
        "-p", "hdrhistogram.output.path=" + prefix + "/run-");
    Path log = prefix.resolve("run-READ.hdr");
    HistogramLogProcessorRun.Output processed = HistogramLogProcessorRun.process(log, tmp.resolve("file-out"));
    assertThat(processed.totalCount()).isEqualTo(o.count("READ", "Operations")).isEqualTo(3000);
    assertUpstreamLayout(log, "READ");
  }
}
