package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.github.luben.zstd.ZstdOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ClientHarness;
import site.ycsb.results.ArrivalsResult;
import site.ycsb.results.ResultsDirectory;

/** Trace replay through the whole client: the operation mix, the pacing, each trace client's order, the end. */
class TraceWorkloadTest {
  private static final String[] OPERATIONS = {"get", "gets", "set", "add", "replace", "cas", "append", "prepend",
      "delete", "incr", "decr"};

  @TempDir
  Path tmp;

  @BeforeEach
  void reset() {
    TraceRecordingDB.reset();
  }

  /**
   * A trace in Twitter's format: {@code perSecond[s]} requests in second s, client i % clients, operation
   * i % 11, key "c&lt;client&gt;-&lt;line&gt;" with a key size 3 more than its length, value size 10 + i % 50.
   */
  private static String twitterTrace(int[] perSecond, int clients) {
    StringBuilder b = new StringBuilder();
    int i = 0;
    for (int s = 0; s < perSecond.length; s++) {
      for (int k = 0; k < perSecond[s]; k++) {
        int line = i + 1;
        String key = "c" + (i % clients) + "-" + line;
        String op = OPERATIONS[i % OPERATIONS.length];
        boolean write = List.of("set", "add", "replace", "cas", "append", "prepend").contains(op);
        b.append(100 + s).append(',').append(key).append(',').append(key.length() + 3).append(',')
            .append(10 + i % 50).append(',').append(i % clients).append(',').append(op).append(',')
            .append(write ? 60 + i % 7 : 0).append('\n');
        i++;
      }
    }
    return b.toString();
  }

  private Path write(String name, String text) throws IOException {
    Path file = tmp.resolve(name);
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }

  private static ClientHarness.Outcome run(Path trace, String... extra) {
    List<String> a = new ArrayList<>(List.of("-db", TraceRecordingDB.class.getName(), "-t", "-p",
        "workload=" + TraceWorkload.class.getName(), "-p", "trace.file=" + trace));
    a.addAll(List.of(extra));
    return ClientHarness.run(a);
  }

  private static Map<String, Long> expectedKinds(String trace) {
    Map<String, Long> kinds = new HashMap<>();
    for (String line : trace.split("\n")) {
      String op = line.split(",")[5];
      switch (op) {
        case "get", "gets" -> kinds.merge("READ", 1L, Long::sum);
        case "delete" -> kinds.merge("DELETE", 1L, Long::sum);
        case "incr", "decr" -> {
          kinds.merge("READ", 1L, Long::sum);
          kinds.merge("UPDATE", 1L, Long::sum);
          kinds.merge("READ-MODIFY-WRITE", 1L, Long::sum);
        }
        default -> kinds.merge("INSERT", 1L, Long::sum);
      }
    }
    return kinds;
  }

  @Test
  void asFastAsPossibleTheMixIsExactAndEachClientKeepsItsOrder() throws IOException {
    String trace = twitterTrace(new int[] {3000, 3000}, 5);
    ClientHarness.Outcome o = run(write("trace.txt", trace), "-threads", "8", "-p", "trace.speed=0");
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.errorLines()).isEmpty();
    Map<String, Long> expected = expectedKinds(trace);
    for (Map.Entry<String, Long> e : expected.entrySet()) {
      assertThat(o.count(e.getKey(), "Operations")).as(e.getKey()).isEqualTo(e.getValue());
    }
    assertThat(o.count("SCAN", "Operations")).isEqualTo(-1);
    assertThat(TraceRecordingDB.violations()).isEmpty();
    // Keys padded to the trace's key size; values of its value size; TTLs of its writes.
    String[] lines = trace.split("\n");
    for (TraceRecordingDB.Event e : TraceRecordingDB.events()) {
      String[] f = lines[Integer.parseInt(e.key().substring(e.key().indexOf('-') + 1).replaceAll("_+$", "")) - 1]
          .split(",");
      assertThat(e.key()).hasSize(Integer.parseInt(f[2])).startsWith(f[1]);
      if (e.kind().equals("INSERT")) {
        assertThat(e.valueSize()).isEqualTo(Integer.parseInt(f[3]));
        assertThat(e.ttl()).isEqualTo(Integer.parseInt(f[6]));
      }
    }
  }

  @Test
  void atSpeedTwoEachTraceSecondsRequestsArriveInItsHalfSecond() throws IOException {
    int[] perSecond = {40, 120, 10, 80};
    String trace = twitterTrace(perSecond, 3);
    // measurement.interval=both: the binding sees each operation's scheduled start.
    ClientHarness.Outcome o = run(write("paced.txt", trace), "-threads", "4", "-p", "trace.speed=2", "-p",
        "measurement.interval=both");
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.err()).contains("the trace's timestamps (trace.speed=2)");
    List<TraceRecordingDB.Event> events = TraceRecordingDB.events();
    assertThat(events).hasSize(expectedKinds(trace).values().stream().mapToInt(Long::intValue).sum()
        - (int) (long) expectedKinds(trace).getOrDefault("READ-MODIFY-WRITE", 0L));
    String[] lines = trace.split("\n");
    // Each operation's scheduled start is its own line's: the k-th of the n lines of trace second s at (s + k/n) / 2
    // from the first line's (the phase's start).
    Map<String, Double> dueOfKey = new HashMap<>();
    Map<String, Integer> secondOfKey = new HashMap<>();
    int line = 0;
    for (int s = 0; s < perSecond.length; s++) {
      for (int k = 0; k < perSecond[s]; k++) {
        String key = lines[line++].split(",")[1];
        dueOfKey.put(key, (s + k / (double) perSecond[s]) / 2);
        secondOfKey.put(key, s);
      }
    }
    long firstIntended = events.stream().filter(e -> e.key().startsWith("c0-1_"))
        .mapToLong(TraceRecordingDB.Event::intendedNs).min().orElseThrow();
    for (TraceRecordingDB.Event e : events) {
      String key = e.key().replaceAll("_+$", "");
      assertThat((e.intendedNs() - firstIntended) / 1e9).as(key).isCloseTo(dueOfKey.get(key), within(1e-6));
      // It starts in its trace second, never before its time (a little late at most: the host is shared).
      double at = (e.startNs() - firstIntended) / 1e9 * 2;
      assertThat(at).as(key).isBetween(dueOfKey.get(key) * 2 - 1e-6, secondOfKey.get(key) + 1.2);
    }
    // Four trace seconds at twice real time: the last request is due at (3 + 79/80) / 2 s.
    long last = events.stream().mapToLong(TraceRecordingDB.Event::startNs).max().orElseThrow();
    assertThat((last - firstIntended) / 1e9).isBetween(1.99, 2.4);
    assertThat(TraceRecordingDB.violations()).isEmpty();
  }

  @Test
  void operationCountEndsTheReplayBeforeTheTrace() throws IOException {
    Path trace = write("long.txt", twitterTrace(new int[] {500}, 2));
    for (String speed : List.of("0", "100")) {
      TraceRecordingDB.reset();
      ClientHarness.Outcome o = run(trace, "-threads", "2", "-p", "trace.speed=" + speed, "-p", "operationcount=100");
      assertThat(o.exitCode()).as(o.err()).isZero();
      assertThat(TraceRecordingDB.events().stream().map(e -> e.key().replaceAll("_+$", "")).distinct().count())
          .as("speed " + speed).isEqualTo(100);
    }
  }

  @Test
  void aZstdTraceReplaysAsThePlainOne() throws IOException {
    String trace = twitterTrace(new int[] {700}, 4);
    Path file = tmp.resolve("trace.bin");
    try (OutputStream out = new ZstdOutputStream(Files.newOutputStream(file))) {
      out.write(trace.getBytes(StandardCharsets.UTF_8));
    }
    ClientHarness.Outcome o = run(file, "-threads", "3", "-p", "trace.speed=0");
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.count("INSERT", "Operations")).isEqualTo(expectedKinds(trace).get("INSERT"));
  }

  @Test
  void aCsvTraceNamesItsColumnsInItsHeader() throws IOException {
    Path file = write("trace.csv", "operation,key,value_size,client,timestamp\nset,a-1,7,1,5\nget,a-2,0,1,5\n"
        + "delete,b-3,0,2,6\n");
    ClientHarness.Outcome o = run(file, "-p", "trace.format=csv", "-p", "trace.speed=100");
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(TraceRecordingDB.events()).extracting(TraceRecordingDB.Event::kind)
        .containsExactly("INSERT", "READ", "DELETE");
    assertThat(TraceRecordingDB.events().get(0).valueSize()).isEqualTo(7);
  }

  @Test
  void aPacedReplayRecordsItsArrivalsAsATraceSoThatTheReportDrawsItOverTime() throws IOException {
    Path paced = tmp.resolve("paced");
    Path fast = tmp.resolve("fast");
    Path trace = write("trace.txt", twitterTrace(new int[] {20, 20}, 4));
    assertThat(run(trace, "-p", "trace.speed=10", "-p", "results.dir=" + paced).exitCode()).isZero();
    assertThat(run(trace, "-p", "trace.speed=0", "-p", "results.dir=" + fast).exitCode()).isZero();

    ArrivalsResult arrivals = ResultsDirectory.readResult(paced.resolve("result.json")).arrivals();
    assertThat(arrivals).isNotNull();
    assertThat(arrivals.mode()).isEqualTo("open");
    assertThat(arrivals.process()).isEqualTo("trace");
    assertThat(arrivals.shape().kind()).isEqualTo("trace");
    assertThat(arrivals.shape().scheduleStartEpochMs()).isPositive();
    assertThat(ResultsDirectory.readResult(fast.resolve("result.json")).arrivals()).isNull();
  }

  @Test
  void aMalformedLineStopsTheReplayWithItsLineNumber() throws IOException {
    Path file = write("bad.txt", "0,k-1,3,10,1,get,0\n0,k-2,3,10,1,get,0\n0,k-3,3,ten,1,get,0\n");
    for (String speed : List.of("0", "1")) {
      ClientHarness.Outcome o = run(file, "-p", "trace.speed=" + speed);
      assertThat(o.exitCode()).as(o.err()).isEqualTo(2);
      assertThat(o.errorLines()).hasSize(1);
      assertThat(o.errorLines().get(0)).contains("'trace.file': line 3 of " + file)
          .contains("the value size 'ten' is not a whole number");
      assertThat(o.err()).doesNotContain("\tat ");
    }
  }

  @Test
  void aBindingThatCannotExpireRecordsIsRefusedUnlessTtlsAreIgnored() throws IOException {
    Path file = write("t.txt", "0,k-1,3,10,1,set,60\n");
    List<String> a = new ArrayList<>(List.of("-db", TraceRecordingDB.WithoutExpiry.class.getName(), "-t", "-p",
        "workload=" + TraceWorkload.class.getName(), "-p", "trace.file=" + file, "-p", "trace.speed=0"));
    ClientHarness.Outcome refused = ClientHarness.run(a);
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.errorLines()).singleElement().asString().contains("'trace.ttl' is 'apply'")
        .contains("accepted: ignore");
    a.addAll(List.of("-p", "trace.ttl=ignore"));
    assertThat(ClientHarness.run(a).exitCode()).isZero();
  }
}
