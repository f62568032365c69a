package site.ycsb.compat;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.compat.CompatEnv.map;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.compat.CompatEnv.Run;
import site.ycsb.compat.CompatEnv.Side;

/**
 * The time-series workload against 0.17.0's: the same data points for the same settings, a
 * TimeseriesDB binding compiled against 0.17.0 (compatbinding.PrintingTimeseriesDB) decoding the
 * same calls on our client, 0.17.0's own BasicTSDB class running on our core, and workloads/tsworkloada
 * giving upstream's metric lines.
 */
class TimeSeriesCompatTest {
  static final String WORKLOAD = "site.ycsb.workloads.TimeSeriesWorkload";
  static final String BASIC_TSDB = "site.ycsb.BasicTSDB";
  static final String PRINTING_TSDB = "compatbinding.PrintingTimeseriesDB";

  @BeforeAll
  static void upstreamPresent() {
    CompatEnv.assumeUpstream();
  }

  /** 3 keys x tag values 1 x 2 x 3: 18 series; 90 points are 5 timestamps. Deterministic order. */
  static Map<String, String> small(String... more) {
    Map<String, String> m = map("workload", WORKLOAD, "fieldcount", "3", "fieldlength", "4", "tagcount", "3",
        "tagcardinality", "1,2,3", "tagkeylength", "3", "tagvaluelength", "2", "insertstart", "1451606400",
        "randomtimeseriesorder", "false", "recordcount", "90");
    m.putAll(map(more));
    return m;
  }

  /** BasicTSDB's INSERT line: key, tags and timestamp, and the value as a number. */
  record DataPoint(String series, double value) {
  }

  private static final Pattern INSERT =
      Pattern.compile("INSERT usertable (\\S+) \\[ (.*) YCSBTS=(\\d+) YCSBV=(\\S+) ]");

  /** The INSERT lines, in order. 0.17.0 printed integer values as doubles, so values compare as numbers. */
  static List<DataPoint> points(Run run) {
    List<DataPoint> out = new ArrayList<>();
    for (String line : run.stdoutLines()) {
      if (line.startsWith("INSERT ")) {
        Matcher m = INSERT.matcher(line);
        assertThat(m.matches()).as("INSERT line of %s: %s", run.side().label(), line).isTrue();
        out.add(new DataPoint(m.group(1) + " " + m.group(2) + " @" + m.group(3), Double.parseDouble(m.group(4))));
      }
    }
    return out;
  }

  private static Run[] load(String name, String db, List<Path> extraCp, Map<String, String> props, String... more) {
    Path dir = CompatEnv.workDir(name);
    Path workload = CompatEnv.writeProperties(dir, "workload", props);
    Run up = CompatEnv.runClient(Side.UPSTREAM, dir, extraCp, CompatEnv.args(db, workload, Map.of(), more))
        .assertSucceeded();
    Run ours = CompatEnv.runClient(Side.OURS, dir, extraCp, CompatEnv.args(db, workload, Map.of(), more))
        .assertSucceeded();
    return new Run[] {up, ours};
  }

  @Test
  void theLoadWritesTheSameDataPointsInTheSameOrder() {
    Run[] runs = load("ts-load-integrity", BASIC_TSDB, List.of(),
        small("dataintegrity", "true", "valuetype", "integers", "delayedseries", "0"), "-load");
    List<DataPoint> up = points(runs[0]);
    assertThat(up).hasSize(90);
    assertThat(points(runs[1])).as("keys, tags, timestamps and data-integrity values, in order")
        .containsExactlyElementsOf(up);
    System.out.printf("[compat] time series: %d data points identical to upstream's, in order%n", up.size());
  }

  @Test
  void delayedSeriesAndTwoThreadsGiveTheSameKeysTagsAndTimestamps() {
    // Values are random here (floats); with delayed series 0.17.0's data-integrity values hashed the
    // generator's timestamp, not the one written, so only keys, tags and timestamps compare.
    Run[] runs = load("ts-load-delayed", BASIC_TSDB, List.of(),
        small("delayedseries", "0.5", "delayedintervals", "3", "recordcount", "360"), "-load", "-threads", "2");
    Set<String> up = new TreeSet<>();
    points(runs[0]).forEach(p -> up.add(p.series()));
    Set<String> ours = new TreeSet<>();
    points(runs[1]).forEach(p -> ours.add(p.series()));
    assertThat(up).hasSize(360);
    assertThat(ours).isEqualTo(up);
  }

  @Test
  void aTimeseriesDbBindingCompiledAgainstUpstreamDecodesTheSameCalls() {
    Path binding = CompatEnv.compiledBinding();
    Run[] load = load("ts-binding-load", PRINTING_TSDB, List.of(binding),
        small("dataintegrity", "true", "valuetype", "integers", "delayedseries", "0"), "-load");
    List<String> upInserts = lines(load[0], "TSDB insert ");
    assertThat(upInserts).hasSize(90).allMatch(l -> l.matches("TSDB insert \\S+ \\d+ long -?\\d+ \\{.*}"));
    assertThat(lines(load[1], "TSDB insert ")).containsExactlyElementsOf(upInserts);
    assertThat(lines(load[1], "TSDB init ")).containsOnly("TSDB init YCSBTS YCSBV = SECONDS NONE 0 test=false");
    assertThat(lines(load[0], "TSDB init ")).isEqualTo(lines(load[1], "TSDB init "));

    // A mix of point reads, inserts and scans with downsampling. (No updates: 0.17.0's first update
    // fails on Random.nextInt(0) and its client then exits.)
    Map<String, String> mix = small("operationcount", "300", "readproportion", "0.4", "scanproportion", "0.3",
        "insertproportion", "0.3", "updateproportion", "0", "downsamplingfunction", "MAX",
        "downsamplinginterval", "120");
    Run[] run = load("ts-binding-run", PRINTING_TSDB, List.of(binding), mix, "-t");
    String tags = "AAA=\\[AA], AAB=\\[A[AB]], AAC=\\[A[ABC]]";
    for (Run r : run) {
      assertThat(CompatEnv.metric(r.stdout(), "READ", "Return=OK")).as(r.describe()).isNotNull();
      assertThat(CompatEnv.metric(r.stdout(), "INSERT", "Return=OK")).as(r.describe()).isNotNull();
      assertThat(lines(r, "TSDB read ")).as(r.describe()).isNotEmpty();
    }
    // Where they differ, documented: 0.17.0 passed the downsampling field of a read on as a tag, and
    // answered a scan of one timestamp NOT_IMPLEMENTED and a downsampled scan (sent as MAX=120)
    // BAD_REQUEST. Ours reads only the tags and passes both scans to the binding.
    assertThat(lines(run[0], "TSDB read ")).allMatch(
        l -> l.matches("TSDB read usertable 14516(06|07)\\d{3} \\{" + tags + ", YCSBDS=\\[MAX120]}"));
    assertThat(lines(run[1], "TSDB read ")).allMatch(
        l -> l.matches("TSDB read usertable 14516(06|07)\\d{3} \\{" + tags + "}"));
    assertThat(CompatEnv.metric(run[0].stdout(), "SCAN", "Return=OK")).isNull();
    assertThat(lines(run[1], "TSDB scan ")).isNotEmpty()
        .allMatch(l -> l.matches("TSDB scan usertable (\\d+) \\1 \\{" + tags + "} MAX 120 SECONDS"));
    assertThat(CompatEnv.metric(run[1].stdout(), "SCAN", "Return=OK")).isNotNull();

    // With a query time span and no downsampling both clients scan the same spans.
    Run[] spans = load("ts-binding-spans", PRINTING_TSDB, List.of(binding), small("operationcount", "200",
        "readproportion", "0", "scanproportion", "1", "updateproportion", "0", "querytimespan", "180"), "-t");
    for (Run r : spans) {
      assertThat(CompatEnv.metric(r.stdout(), "SCAN", "Return=OK")).as(r.describe()).isEqualTo("200");
      assertThat(lines(r, "TSDB scan ")).hasSize(200).allSatisfy(l -> {
        String[] f = l.split(" ");
        assertThat(Long.parseLong(f[4]) - Long.parseLong(f[3])).as(l).isEqualTo(180);
        assertThat(f[f.length - 3] + " " + f[f.length - 2] + " " + f[f.length - 1]).isEqualTo("NONE 0 SECONDS");
      });
    }
    System.out.printf("[compat] time series: a TimeseriesDB binding compiled against upstream decodes %d "
        + "inserts as upstream's does%n", upInserts.size());
  }

  private static List<String> lines(Run run, String prefix) {
    return run.stdoutLines().stream().filter(l -> l.startsWith(prefix)).toList();
  }

  /** site/ycsb/BasicTSDB.class taken out of upstream's jar, in a folder of its own. */
  private static Path upstreamBasicTsdbClass() {
    Path dir = CompatEnv.workDir("upstream-basictsdb-class");
    try (JarFile jar = new JarFile(CompatEnv.upstreamCoreJar().toFile());
        InputStream in = jar.getInputStream(jar.getEntry("site/ycsb/BasicTSDB.class"))) {
      Path target = dir.resolve("site/ycsb/BasicTSDB.class");
      Files.createDirectories(target.getParent());
      Files.copy(in, target);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return dir;
  }

  @Test
  void upstreamsOwnBasicTsdbRunsOnOurCore() {
    // 0.17.0's BasicTSDB, compiled against 0.17.0, ahead of our core on the class path: it extends
    // our BasicDB and uses its protected members, our NumericByteIterator and Utils.
    Path dir = CompatEnv.workDir("upstream-basictsdb");
    Path workload = CompatEnv.writeProperties(dir, "workload",
        small("dataintegrity", "true", "valuetype", "integers", "delayedseries", "0"));
    List<Path> first = List.of(upstreamBasicTsdbClass());
    Run load = CompatEnv.runClient(Side.OURS, dir, first, List.of(),
        CompatEnv.args(BASIC_TSDB, workload, Map.of(), "-load")).assertSucceeded();
    // upstream's class prints integer values as doubles: proof that it, not ours, ran
    assertThat(lines(load, "INSERT ")).hasSize(90).allMatch(l -> l.matches(".* YCSBV=-?\\d\\.\\d+E\\d+ ]"));
    Run ours = CompatEnv.runClient(Side.OURS, dir, List.of(), List.of(),
        CompatEnv.args(BASIC_TSDB, workload, Map.of(), "-load")).assertSucceeded();
    assertThat(points(load)).containsExactlyElementsOf(points(ours));

    Run count = CompatEnv.runClient(Side.OURS, dir, first, List.of(), CompatEnv.args(BASIC_TSDB, workload,
        map("basicdb.verbose", "false", "basicdb.count", "true", "operationcount", "500", "readproportion", "0.5",
            "updateproportion", "0.25", "insertproportion", "0.25"), "-t", "-threads", "3")).assertSucceeded();
    assertThat(count.stdout()).contains("[FLOATS], Unique series, 0", "[TIMESTAMPS], Min, ");
    long done = 0;
    for (String op : List.of("READ", "UPDATE", "INSERT")) {
      done += Long.parseLong(CompatEnv.metric(count.stdout(), op, "Return=OK"));
    }
    assertThat(done).as(count.describe()).isEqualTo(500);
    System.out.println("[compat] time series: upstream's BasicTSDB class runs on our core");
  }

  @Test
  void tsworkloadaGivesUpstreamsMetricLines() {
    Path file = Path.of(System.getProperty("compat.workloads.dir", "../workloads")).toAbsolutePath().normalize()
        .resolve("tsworkloada");
    Path dir = CompatEnv.workDir("ts-workload-file");
    Map<String, String> props = new LinkedHashMap<>(map("basicdb.verbose", "false",
        "hdrhistogram.percentiles", "95,99", "recordcount", "10240", "operationcount", "600"));
    List<String> args = CompatEnv.args(BASIC_TSDB, file, props, "-t");
    Run up = CompatEnv.runClient(Side.UPSTREAM, dir, List.of(), args).assertSucceeded();
    Run ours = CompatEnv.runClient(Side.OURS, dir, List.of(), args).assertSucceeded();
    Set<String> upKeys = CompatEnv.metricKeys(up.stdout());
    Set<String> ourKeys = CompatEnv.metricKeys(ours.stdout());
    assertThat(ourKeys).as("metric lines of tsworkloada (ours vs upstream)").isEqualTo(upKeys);
    assertThat(Long.parseLong(CompatEnv.metric(ours.stdout(), "READ", "Operations"))
        + Long.parseLong(CompatEnv.metric(ours.stdout(), "INSERT", "Operations"))).isEqualTo(600);
    System.out.printf("[compat] tsworkloada: %d metric names identical%n", upKeys.size());
  }
}
