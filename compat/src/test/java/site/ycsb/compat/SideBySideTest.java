package site.ycsb.compat;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.compat.CompatEnv.map;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.compat.CompatEnv.InsertLine;
import site.ycsb.compat.CompatEnv.Run;
import site.ycsb.compat.CompatEnv.Side;

/**
 * Upstream 0.17.0 and our client side by side, same arguments, each in its own JVM: the same keys
 * in the same order, the same field names, the same deterministic values, the same metric lines
 * (plus only the documented additions), and data sets loaded by one verified by the other.
 */
class SideBySideTest {

  @BeforeAll
  static void upstreamPresent() {
    CompatEnv.assumeUpstream();
  }

  private static Map<String, String> basicLoad(String... extra) {
    Map<String, String> m = map(
        "workload", CompatEnv.CORE_WORKLOAD,
        "recordcount", "200",
        "fieldcount", "3",
        "fieldlength", "100",
        "basicdb.verbose", "true");
    m.putAll(map(extra));
    return m;
  }

  /** Runs the same arguments on both clients (upstream first) and returns both runs. */
  private static Run[] both(Path dir, List<Path> extraCp, List<String> args) {
    Run up = CompatEnv.runClient(Side.UPSTREAM, dir, extraCp, args).assertSucceeded();
    Run ours = CompatEnv.runClient(Side.OURS, dir, extraCp, args).assertSucceeded();
    return new Run[] {up, ours};
  }

  // ------------------------------------------------------------------ keys and field names

  @Test
  void loadHashedInsertsSameKeysAndFields() {
    compareLoad("load-hashed", basicLoad("insertorder", "hashed"), 100);
  }

  @Test
  void loadOrderedZeroPaddedInsertsSameKeysAndFields() {
    compareLoad("load-ordered", basicLoad("insertorder", "ordered", "zeropadding", "12"), 100);
  }

  @Test
  void loadWithInsertStartAndCountInsertsSameKeys() {
    compareLoad("load-insertstart", basicLoad("insertstart", "1000", "insertcount", "150",
        "recordcount", "5000", "fieldcount", "2", "fieldlength", "20", "fieldnameprefix", "col"), 20);
  }

  private static void compareLoad(String name, Map<String, String> props, int fieldLength) {
    Path dir = CompatEnv.workDir(name);
    Path workload = CompatEnv.writeProperties(dir, "workload", props);
    Run[] runs = both(dir, List.of(), CompatEnv.args(CompatEnv.BASIC_DB, workload, Map.of(), "-load"));
    List<InsertLine> up = CompatEnv.insertLines(runs[0].stdout(), fieldLength);
    List<InsertLine> ours = CompatEnv.insertLines(runs[1].stdout(), fieldLength);
    int expected = Integer.parseInt(props.getOrDefault("insertcount", props.get("recordcount")));
    assertThat(up).as("upstream INSERT lines").hasSize(expected);
    assertThat(ours).as("our INSERT lines on stdout\n%s", runs[1].describe()).hasSize(expected);

    assertThat(ours.stream().map(InsertLine::table).toList()).as("tables")
        .isEqualTo(up.stream().map(InsertLine::table).toList());
    assertThat(ours.stream().map(InsertLine::key).toList()).as("the sequence of keys")
        .isEqualTo(up.stream().map(InsertLine::key).toList());
    for (int i = 0; i < up.size(); i++) {
      assertThat(new TreeSet<>(ours.get(i).fieldNames())).as("field names of %s", up.get(i).key())
          .isEqualTo(new TreeSet<>(up.get(i).fieldNames()));
      assertThat(ours.get(i).fieldNames()).as("field names of %s, in printed order", up.get(i).key())
          .isEqualTo(up.get(i).fieldNames());
    }
    describeValues(name, up, ours);
    compareMetricNames(runs[0], runs[1], "load " + name);
    System.out.printf("[compat] %s: %d keys and field lists identical (first key %s)%n", name,
        up.size(), up.get(0).key());
  }

  /**
   * Random values: both must be printable ASCII of the field length. Their character distribution
   * is not part of the contract, but it decides how well a database compresses them, so the
   * compressibility of both is printed side by side.
   */
  private static void describeValues(String name, List<InsertLine> up, List<InsertLine> ours) {
    String upValues = up.stream().flatMap(l -> l.values().stream()).collect(Collectors.joining());
    String ourValues = ours.stream().flatMap(l -> l.values().stream()).collect(Collectors.joining());
    assertThat(ourValues.chars()).as("our random values are printable ASCII")
        .allMatch(c -> c >= 32 && c <= 127);
    System.out.printf("[compat] %s: random values, distinct characters upstream %d / ours %d; "
        + "deflated to %.1f%% / %.1f%% of their size%n", name, upValues.chars().distinct().count(),
        ourValues.chars().distinct().count(), 100 * deflatedRatio(upValues),
        100 * deflatedRatio(ourValues));
  }

  private static double deflatedRatio(String s) {
    byte[] in = s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    java.util.zip.Deflater d = new java.util.zip.Deflater(java.util.zip.Deflater.BEST_COMPRESSION);
    d.setInput(in);
    d.finish();
    byte[] buf = new byte[in.length + 1024];
    int n = 0;
    while (!d.finished()) {
      n += d.deflate(buf, n, buf.length - n);
    }
    d.end();
    return in.length == 0 ? 0 : (double) n / in.length;
  }

  // ------------------------------------------------------------------ deterministic values

  @Test
  void dataIntegrityValuesAreIdenticalToUpstream() {
    Path dir = CompatEnv.workDir("load-dataintegrity");
    Path workload = CompatEnv.writeProperties(dir, "workload", map(
        "workload", CompatEnv.CORE_WORKLOAD,
        "recordcount", "100",
        "fieldcount", "4",
        "fieldlength", "150",
        "dataintegrity", "true",
        "basicdb.verbose", "true"));
    Run[] runs = both(dir, List.of(), CompatEnv.args(CompatEnv.BASIC_DB, workload, Map.of(), "-load"));
    List<String> up = runs[0].stdoutLines().stream().filter(l -> l.startsWith("INSERT ")).toList();
    List<String> ours = runs[1].stdoutLines().stream().filter(l -> l.startsWith("INSERT ")).toList();
    assertThat(up).hasSize(100);
    assertThat(ours).as("INSERT lines, full text, deterministic values").isEqualTo(up);
    System.out.printf("[compat] dataintegrity: %d INSERT lines identical, full text%n", up.size());
  }

  /** A data set loaded by upstream is verified by ours, and the reverse. */
  @Test
  void dataLoadedByOneClientVerifiesOnTheOther() {
    Path binding = CompatEnv.compiledBinding();
    for (Side loader : Side.values()) {
      Side runner = loader == Side.UPSTREAM ? Side.OURS : Side.UPSTREAM;
      Path dir = CompatEnv.workDir("cross-" + loader.label() + "-to-" + runner.label());
      Path workload = CompatEnv.writeProperties(dir, "workload", map(
          "workload", CompatEnv.CORE_WORKLOAD,
          "recordcount", "300",
          "operationcount", "2000",
          "readproportion", "0.7",
          "updateproportion", "0.3",
          "requestdistribution", "uniform",
          "dataintegrity", "true",
          "fieldcount", "6",
          "fieldlength", "80",
          "skiplistdb.file", dir.resolve("store.bin").toString()));
      Run load = CompatEnv.runClient(loader, dir, List.of(binding),
          CompatEnv.args(CompatEnv.TEST_BINDING, workload, Map.of(), "-load")).assertSucceeded();
      assertThat(CompatEnv.metric(load.stdout(), "INSERT", "Return=OK")).as(load.describe()).isEqualTo("300");
      Run run = CompatEnv.runClient(runner, dir, List.of(binding),
          CompatEnv.args(CompatEnv.TEST_BINDING, workload, Map.of(), "-t", "-threads", "2"))
          .assertSucceeded();
      String verified = CompatEnv.metric(run.stdout(), "VERIFY", "Return=OK");
      assertThat(verified).as("[VERIFY], Return=OK after loading with %s\n%s", loader.label(),
          run.describe()).isNotNull();
      assertThat(run.stdout()).as("verification after loading with %s", loader.label())
          .doesNotContain("UNEXPECTED_STATE");
      assertThat(CompatEnv.metric(run.stdout(), "VERIFY", "Return=ERROR")).isNull();
      assertThat(Long.parseLong(verified)).isEqualTo(
          Long.parseLong(CompatEnv.metric(run.stdout(), "READ", "Return=OK")));
      System.out.printf("[compat] loaded by %s, run and verified by %s: %s reads verified%n",
          loader.label(), runner.label(), verified);
    }
  }

  // ------------------------------------------------------------------ metric lines

  private static Map<String, String> workloadA() {
    return map(
        "workload", CompatEnv.CORE_WORKLOAD,
        "recordcount", "1000",
        "operationcount", "1000",
        "readallfields", "true",
        "readproportion", "0.5",
        "updateproportion", "0.5",
        "scanproportion", "0",
        "insertproportion", "0",
        "requestdistribution", "zipfian");
  }

  @Test
  void transactionMetricLinesAreUpstreamPlusDocumentedAdditions() {
    Path dir = CompatEnv.workDir("run-a-default");
    Path workload = CompatEnv.writeProperties(dir, "workloada", workloadA());
    Run[] runs = both(dir, List.of(), CompatEnv.args(CompatEnv.BASIC_DB, workload,
        map("basicdb.verbose", "false"), "-t"));
    compareMetricNames(runs[0], runs[1], "workload A run");
    String ops = CompatEnv.metric(runs[1].stdout(), "READ", "Operations");
    String upd = CompatEnv.metric(runs[1].stdout(), "UPDATE", "Operations");
    assertThat(Long.parseLong(ops) + Long.parseLong(upd)).as("operations in ours").isEqualTo(1000);
  }

  @Test
  void withUpstreamPercentilesTheMetricLinesAreIdentical() {
    Path dir = CompatEnv.workDir("run-a-95-99");
    Path workload = CompatEnv.writeProperties(dir, "workloada", workloadA());
    Run[] runs = both(dir, List.of(), CompatEnv.args(CompatEnv.BASIC_DB, workload,
        map("basicdb.verbose", "false", "hdrhistogram.percentiles", "95,99"), "-t"));
    Set<String> up = CompatEnv.metricKeys(runs[0].stdout());
    Set<String> ours = CompatEnv.metricKeys(runs[1].stdout());
    assertThat(ours).as("metric lines with hdrhistogram.percentiles=95,99 (ours vs upstream); "
        + "missing: %s, extra: %s", minus(up, ours), minus(ours, up)).isEqualTo(up);
    System.out.printf("[compat] workload A with percentiles 95,99: %d metric names identical%n", up.size());
  }

  /**
   * Our workload files (workloads/workloada..f) run on both clients and give the same metric lines
   * (with upstream's percentiles): the same operations, including READ-MODIFY-WRITE (F), SCAN and
   * INSERT (D, E).
   */
  @ParameterizedTest
  @ValueSource(strings = {"workloada", "workloadb", "workloadc", "workloadd", "workloade",
      "workloadf"})
  void standardWorkloadFilesGiveUpstreamMetricLines(String name) {
    Path file = Path.of(System.getProperty("compat.workloads.dir", "../workloads"))
        .toAbsolutePath().normalize().resolve(name);
    org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isRegularFile(file),
        () -> "no workload file " + file);
    Path dir = CompatEnv.workDir("workload-file-" + name);
    Run[] runs = both(dir, List.of(), CompatEnv.args(CompatEnv.BASIC_DB, file,
        map("basicdb.verbose", "false", "hdrhistogram.percentiles", "95,99",
            "operationcount", "600"), "-t"));
    Set<String> up = CompatEnv.metricKeys(runs[0].stdout());
    Set<String> ours = CompatEnv.metricKeys(runs[1].stdout());
    assertThat(ours).as("metric lines of %s; missing: %s, extra: %s", name, minus(up, ours),
        minus(ours, up)).isEqualTo(up);
    long ops = CompatEnv.metrics(runs[1].stdout()).stream()
        .filter(m -> m.name().equals("Operations") && !m.section().equals("CLEANUP")
            && !m.section().equals("READ-MODIFY-WRITE"))
        .mapToLong(m -> Long.parseLong(m.value())).sum();
    long rmw = Long.parseLong(java.util.Objects.requireNonNullElse(
        CompatEnv.metric(runs[1].stdout(), "READ-MODIFY-WRITE", "Operations"), "0"));
    assertThat(ops - rmw).as("%s: operations done by ours (a read-modify-write counts its READ and "
        + "UPDATE too)", name).isEqualTo(600);
    System.out.printf("[compat] %s: %d metric names identical%n", name, up.size());
  }

  /**
   * The other measurement types keep upstream's metric lines (with upstream's percentiles, so the
   * sets must be identical). Numeric metric names (time series offsets, histogram buckets) are
   * compared as {@code <n>}; raw mode also keeps its per-operation header lines.
   */
  @ParameterizedTest
  @ValueSource(strings = {"histogram", "timeseries", "raw", "hdrhistogram+histogram",
      "hdrhistogram+raw"})
  void otherMeasurementTypesPrintUpstreamMetricLines(String type) {
    Path dir = CompatEnv.workDir("run-a-" + type.replace('+', '-'));
    Map<String, String> w = workloadA();
    w.put("operationcount", "300");
    Path workload = CompatEnv.writeProperties(dir, "workloada", w);
    Run[] runs = both(dir, List.of(), CompatEnv.args(CompatEnv.BASIC_DB, workload,
        map("basicdb.verbose", "false", "hdrhistogram.percentiles", "95,99",
            "measurementtype", type), "-t"));
    Set<String> up = numericNamesNormalised(CompatEnv.metricKeys(runs[0].stdout()));
    Set<String> ours = numericNamesNormalised(CompatEnv.metricKeys(runs[1].stdout()));
    assertThat(ours).as("metric lines with measurementtype=%s; missing: %s, extra: %s\n%s", type,
        minus(up, ours), minus(ours, up), runs[1].describe()).isEqualTo(up);
    if (type.contains("raw")) {
      Pattern header = Pattern.compile("^\\S+ latency raw data: op, timestamp\\(ms\\), latency\\(us\\)$");
      Set<String> upHeaders = runs[0].stdoutLines().stream().filter(l -> header.matcher(l).matches())
          .collect(Collectors.toCollection(TreeSet::new));
      Set<String> ourHeaders = runs[1].stdoutLines().stream().filter(l -> header.matcher(l).matches())
          .collect(Collectors.toCollection(TreeSet::new));
      assertThat(ourHeaders).as("raw data header lines").isEqualTo(upHeaders).isNotEmpty();
      Pattern data = Pattern.compile("^(\\S+),\\d+,\\d+$");
      assertThat(runs[1].stdoutLines().stream().filter(l -> data.matcher(l).matches()).count())
          .as("raw data lines (op,timestamp,latency)").isEqualTo(
              runs[0].stdoutLines().stream().filter(l -> data.matcher(l).matches()).count());
    }
    System.out.printf("[compat] measurementtype=%s: %d metric names identical%n", type, up.size());
  }

  private static Set<String> numericNamesNormalised(Set<String> keys) {
    return keys.stream().map(k -> k.replaceAll(", \\d+$", ", <n>"))
        .collect(Collectors.toCollection(TreeSet::new));
  }

  /**
   * The two JSON exporters keep upstream's format: the same records (metric, measurement; values
   * replaced by #) and the same framing between records ({@code } {} or {@code [ {}, {} ]}).
   */
  @ParameterizedTest
  @ValueSource(strings = {"JSONMeasurementsExporter", "JSONArrayMeasurementsExporter"})
  void jsonExportersKeepUpstreamFormat(String exporter) throws Exception {
    Path dir = CompatEnv.workDir("json-" + exporter);
    Path workload = CompatEnv.writeProperties(dir, "workloada", workloadA());
    Path upFile = dir.resolve("upstream.json");
    Path ourFile = dir.resolve("ours.json");
    Map<String, String> props = map("basicdb.verbose", "false", "hdrhistogram.percentiles", "95,99",
        "exporter", "site.ycsb.measurements.exporter." + exporter);
    props.put("exportfile", upFile.toString());
    CompatEnv.runClient(Side.UPSTREAM, dir, List.of(),
        CompatEnv.args(CompatEnv.BASIC_DB, workload, props, "-t")).assertSucceeded();
    props.put("exportfile", ourFile.toString());
    Run ours = CompatEnv.runClient(Side.OURS, dir, List.of(),
        CompatEnv.args(CompatEnv.BASIC_DB, workload, props, "-t")).assertSucceeded();
    assertThat(ourFile).as("export file\n%s", ours.describe()).exists();
    String up = java.nio.file.Files.readString(upFile);
    String mine = java.nio.file.Files.readString(ourFile);
    // The content: the same records, whitespace aside.
    assertThat(jsonRecords(compactJson(mine))).as("%s records (values as #, whitespace ignored)",
        exporter).isEqualTo(jsonRecords(compactJson(up)));
    // The text: upstream's pretty printing and framing (tools diff or grep these files).
    assertThat(firstRecord(mine)).as("%s text of a record (pretty printing)", exporter)
        .isEqualTo(firstRecord(up));
    assertThat(jsonSkeleton(mine)).as("%s framing between records", exporter)
        .isEqualTo(jsonSkeleton(up));
    System.out.printf("[compat] %s: %d records, same format%n", exporter,
        jsonRecords(compactJson(up)).size());
  }

  /** Removes whitespace outside JSON strings. */
  private static String compactJson(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    boolean inString = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (inString) {
        sb.append(c);
        if (c == '\\' && i + 1 < text.length()) {
          sb.append(text.charAt(++i));
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
        sb.append(c);
      } else if (!Character.isWhitespace(c)) {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  private static String firstRecord(String text) {
    Matcher m = JSON_RECORD.matcher(text);
    return m.find() ? m.group().replaceAll("(\"value\"\\s*:\\s*)[^\\n}]*", "$1#") : "";
  }

  private static final Pattern JSON_RECORD = Pattern.compile("\\{[^{}]*\\}");
  private static final Pattern JSON_GC = Pattern.compile("(\"metric\"\\s*:\\s*\")([^\"]+)(\")");

  private static Set<String> jsonRecords(String text) {
    Set<String> out = new TreeSet<>();
    Matcher m = JSON_RECORD.matcher(text);
    while (m.find()) {
      String r = m.group().replaceAll("(\"value\"\\s*:\\s*)[^\\n},]*", "$1#");
      Matcher g = JSON_GC.matcher(r);
      StringBuilder sb = new StringBuilder();
      while (g.find()) {
        g.appendReplacement(sb, Matcher.quoteReplacement(g.group(1)
            + CompatEnv.normaliseSection(g.group(2)) + g.group(3)));
      }
      g.appendTail(sb);
      out.add(sb.toString());
    }
    return out;
  }

  private static String jsonSkeleton(String text) {
    return JSON_RECORD.matcher(text).replaceAll("R").replaceAll("R(, R)+", "R, R...")
        .replaceAll("R( R)+", "R R...").stripTrailing();
  }

  /**
   * {@code -target} throttles both clients alike, and {@code measurement.interval=both} adds the
   * same {@code Intended-} series; {@code maxexecutiontime} stops a long run on time, exit 0.
   */
  @Test
  void targetIntendedSeriesAndTimeLimitAsUpstream() {
    Path dir = CompatEnv.workDir("run-a-target");
    Map<String, String> w = workloadA();
    w.put("operationcount", "2000");
    Path workload = CompatEnv.writeProperties(dir, "workloada", w);
    Run[] runs = both(dir, List.of(), CompatEnv.args(CompatEnv.BASIC_DB, workload,
        map("basicdb.verbose", "false", "hdrhistogram.percentiles", "95,99",
            "measurement.interval", "both"), "-t", "-threads", "2", "-target", "4000"));
    for (Run r : runs) {
      long ms = Long.parseLong(CompatEnv.metric(r.stdout(), "OVERALL", "RunTime(ms)"));
      assertThat(ms).as("%s: 2000 operations at -target 4000 take about 500 ms", r.side().label())
          .isBetween(350L, 3000L);
    }
    w.put("operationcount", "2000000000");
    Path endless = CompatEnv.writeProperties(dir, "workload-endless", w);
    Run limited = CompatEnv.runClient(Side.OURS, dir, List.of(), CompatEnv.args(CompatEnv.BASIC_DB,
        endless, map("basicdb.verbose", "false", "maxexecutiontime", "1"), "-t")).assertSucceeded();
    long ms = Long.parseLong(CompatEnv.metric(limited.stdout(), "OVERALL", "RunTime(ms)"));
    assertThat(ms).as("maxexecutiontime=1 stops the run\n%s", limited.describe()).isBetween(900L, 5000L);

    Set<String> up = CompatEnv.metricKeys(runs[0].stdout());
    Set<String> ours = CompatEnv.metricKeys(runs[1].stdout());
    assertThat(up).as("upstream prints Intended- series").contains("[Intended-READ], Operations");
    assertThat(ours).as("metric lines with measurement.interval=both; missing: %s, extra: %s",
        minus(up, ours), minus(ours, up)).isEqualTo(up);
  }

  /**
   * Upstream's {@code -s} status line and ours have the same shape (numbers aside), without and
   * with a {@code label} (upstream prints the label glued in front of the time stamp).
   */
  @ParameterizedTest
  @ValueSource(strings = {"", "lbl-"})
  void statusLineHasUpstreamShape(String label) {
    Path dir = CompatEnv.workDir("run-a-status" + (label.isEmpty() ? "" : "-label"));
    Path workload = CompatEnv.writeProperties(dir, "workloada", workloadA());
    Map<String, String> props = map("basicdb.verbose", "false", "status.interval", "1");
    if (!label.isEmpty()) {
      props.put("label", label);
    }
    Run[] runs = both(dir, List.of(), CompatEnv.args(CompatEnv.BASIC_DB, workload, props, "-t", "-s"));
    Map<String, String> up = statusShapes(runs[0].stderr());
    Map<String, String> ours = statusShapes(runs[1].stderr());
    assertThat(up).as("upstream status lines on stderr").containsKeys("<prefix>", "READ", "UPDATE");
    assertThat(ours).as("our status lines on stderr (shape; label '%s')\n%s", label,
        runs[1].describe()).containsAllEntriesOf(up);
    assertThat(ours.keySet()).as("operations shown in the status lines (ours vs upstream)")
        .isEqualTo(up.keySet());
  }

  /** Any text (a label), the time stamp, then the seconds and operations. */
  private static final Pattern STATUS_LINE = Pattern.compile(
      "^.*?\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}:\\d{3}.*?\\d+\\s+sec:\\s+\\d+\\s+operations;.*");
  private static final Pattern STATUS_GROUP = Pattern.compile("\\[([A-Z][A-Z0-9_-]*): ([^\\]]*)\\]");

  /** Operation name to the normalised text of its bracket group, and the line's prefix shape. */
  private static Map<String, String> statusShapes(String stderr) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String line : stderr.lines().toList()) {
      if (!STATUS_LINE.matcher(line).matches()) {
        continue;
      }
      String prefix = line.substring(0, line.indexOf(';', line.indexOf("operations")) + 1);
      out.putIfAbsent("<prefix>", normaliseNumbers(prefix));
      Matcher m = STATUS_GROUP.matcher(line);
      while (m.find()) {
        out.putIfAbsent(m.group(1), normaliseNumbers(m.group(2)));
      }
    }
    return out;
  }

  private static String normaliseNumbers(String s) {
    return s.replaceAll("-?(\\d+(\\.\\d+)?([eE][-+]?\\d+)?|NaN|∞|Infinity)", "#");
  }

  // ------------------------------------------------------------------ helpers

  private static Set<String> minus(Set<String> a, Set<String> b) {
    Set<String> r = new TreeSet<>(a);
    r.removeAll(b);
    return r;
  }

  /**
   * Ours prints exactly upstream's metric names with the default settings (DESIGN.md section 2: the text
   * output lines are unchanged; what is new goes to result.json).
   */
  private static void compareMetricNames(Run upRun, Run ourRun, String what) {
    Set<String> up = CompatEnv.metricKeys(upRun.stdout());
    Set<String> ours = CompatEnv.metricKeys(ourRun.stdout());
    assertThat(up).as("upstream metric lines (%s)", what).contains("[OVERALL], RunTime(ms)");
    assertThat(minus(up, ours)).as("upstream metric lines missing in ours (%s)\n%s", what,
        ourRun.describe()).isEmpty();
    Set<String> extra = minus(ours, up);
    assertThat(extra).as("metric lines only ours prints (%s)\n%s", what, ourRun.describe()).isEmpty();
    List<String> upOrder = new ArrayList<>(up);
    List<String> ourOrder = ours.stream().filter(up::contains).collect(Collectors.toList());
    if (!upOrder.equals(ourOrder)) {
      System.out.printf("[compat] note (%s): metric line order differs; upstream %s, ours %s%n",
          what, upOrder, ourOrder);
    }
    System.out.printf("[compat] %s: the same %d metric names as upstream%n", what, up.size());
  }
}
