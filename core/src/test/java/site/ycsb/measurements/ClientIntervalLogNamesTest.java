package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ClientHarness;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every measurement type that keeps an HdrHistogram names its interval logs alike (hdr/READ.hdr, as result.json's
 * intervalLog says), writes no log of its own checks, and starts every log, the client's stalls' too, on one
 * clock: the measured start, after the warm-up.
 */
class ClientIntervalLogNamesTest {
  @TempDir
  Path tmp;

  @ParameterizedTest
  @ValueSource(strings = {"hdrhistogram", "hdrhistogram+raw", "hdrhistogram+histogram"})
  void sameNamesAndSameClockInEveryType(String type) throws IOException {
    Path dir = tmp.resolve("results");
    String store = "names-" + type;
    ClientHarness.Outcome load = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-load", "-p",
        "memory.name=" + store, "-p", "recordcount=100");
    assertThat(load.exitCode()).as(load.err()).isZero();
    ClientHarness.Outcome run = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "memory.name=" + store,
        "-p", "recordcount=100", "-p", "operationcount=0", "-p", "maxexecutiontime=3", "-p", "warmup.time=1.5",
        "-p", "readproportion=0.5", "-p", "updateproportion=0.5", "-p", "measurementtype=" + type,
        "-p", "measurement.raw.output_file=" + tmp.resolve("raw.txt"), "-p", "results.dir=" + dir);
    assertThat(run.exitCode()).as(run.err()).isZero();

    List<String> logs = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir.resolve("hdr"))) {
      files.forEach(f -> logs.add(f.getFileName().toString()));
    }
    assertThat(logs).containsExactlyInAnyOrder("READ.hdr", "UPDATE.hdr", "CLEANUP.hdr", "CLIENT-HICCUP.hdr");
    JsonNode series = JsonMapper.builder().build().readTree(dir.resolve("result.json").toFile()).get("series");
    assertThat(series.get("READ").get("intervalLog").asString()).isEqualTo("hdr/READ.hdr");
    assertThat(series.get("UPDATE").get("intervalLog").asString()).isEqualTo("hdr/UPDATE.hdr");
    assertThat(series.get("CLIENT-HICCUP").get("intervalLog").asString()).isEqualTo("hdr/CLIENT-HICCUP.hdr");

    double read = startTime(dir.resolve("hdr/READ.hdr"));
    double hiccup = startTime(dir.resolve("hdr/CLIENT-HICCUP.hdr"));
    assertThat(hiccup).as("CLIENT-HICCUP starts with the measured run, as READ does").isCloseTo(read,
        org.assertj.core.data.Offset.offset(0.5));
  }

  private static double startTime(Path log) throws IOException {
    for (String line : Files.readAllLines(log)) {
      if (line.startsWith("#[StartTime: ")) {
        return Double.parseDouble(line.substring("#[StartTime: ".length()).split(" ")[0]);
      }
    }
    throw new AssertionError("no StartTime in " + log);
  }
}
