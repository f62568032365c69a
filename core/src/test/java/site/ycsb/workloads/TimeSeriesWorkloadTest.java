package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static site.ycsb.workloads.TimeSeriesPoints.props;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.ClientHarness;
import site.ycsb.IllegalPropertyException;
import site.ycsb.workloads.TimeSeriesPoints.Capture;
import site.ycsb.workloads.TimeSeriesPoints.Point;
import site.ycsb.workloads.TimeSeriesPoints.SharedCapture;
import site.ycsb.workloads.TimeSeriesPoints.Store;

class TimeSeriesWorkloadTest {
  private static final String WORKLOAD = "site.ycsb.workloads.TimeSeriesWorkload";

  /** Two keys, tags AA (values AA, AB) and AB (values AA, AB, AC): 12 series; 5 timestamps from 1000. */
  private static final String[] SMALL = {
      "fieldcount", "2", "fieldlength", "2", "tagcount", "2", "tagcardinality", "2,3", "tagkeylength", "2",
      "tagvaluelength", "2", "insertstart", "1000", "timestampinterval", "60", "randomtimeseriesorder", "false",
      "delayedseries", "0", "valuetype", "integers", "recordcount", "60"};

  @BeforeEach
  void measurements() {
    TimeSeriesPoints.freshMeasurements();
    SharedCapture.clear();
    Store.POINTS.clear();
  }

  private static Properties small(String... overrides) {
    Properties p = props(SMALL);
    p.putAll(props(overrides));
    return p;
  }

  private static TimeSeriesWorkload init(Properties p) throws Exception {
    TimeSeriesWorkload w = new TimeSeriesWorkload();
    w.init(p);
    return w;
  }

  private static List<Point> load(TimeSeriesWorkload w, Properties p, int points) throws Exception {
    Capture db = new Capture();
    Object state = w.initThread(p, 0, 1);
    for (int i = 0; i < points; i++) {
      assertThat(w.doInsert(db, state)).isTrue();
    }
    return db.inserts;
  }

  /** Every series in write order: keys, then tag value combinations with the last tag fastest. */
  private static List<String> seriesInOrder(List<String> keys, String[][] tagValues) {
    List<String> out = new ArrayList<>();
    for (String key : keys) {
      out.addAll(combinations(key, tagValues, 0, new TreeMap<>()));
    }
    return out;
  }

  private static List<String> combinations(String key, String[][] tagValues, int tag, TreeMap<String, String> tags) {
    if (tag == tagValues.length) {
      return List.of(key + tags);
    }
    List<String> out = new ArrayList<>();
    for (String v : tagValues[tag]) {
      TreeMap<String, String> next = new TreeMap<>(tags);
      next.put("A" + (char) ('A' + tag), v);
      out.addAll(combinations(key, tagValues, tag + 1, next));
    }
    return out;
  }

  @Test
  void keysTagKeysAndTagValuesCountUpFromAaAsUpstream() throws Exception {
    TimeSeriesWorkload w = init(small("fieldcount", "3", "tagcount", "3", "tagcardinality", "1,2,3",
        "tagvaluelength", "3"));
    assertThat(w.keys).containsExactly("AA", "AB", "AC");
    assertThat(w.tagKeys).containsExactly("AA", "AB", "AC");
    assertThat(w.tagValues).containsExactly("AAA", "AAB", "AAC");
    assertThat(w.tagCardinality).containsExactly(1, 2, 3);
    assertThat(w.perKeyCardinality).isEqualTo(6);
    assertThat(w.totalCardinality).isEqualTo(18);
    assertThat(w.cumulativeCardinality).containsExactly(6, 6, 3, 1);
    assertThat(w.firstIncrementableCardinality).isEqualTo(1);
    assertThat(w.maxOffsets).isEqualTo(60 / 18 + 1);

    TimeSeriesWorkload shuffled = init(small("fieldcount", "40", "randomtimeseriesorder", "true"));
    assertThat(shuffled.keys).containsExactlyInAnyOrder(init(small("fieldcount", "40")).keys)
        .isNotEqualTo(init(small("fieldcount", "40")).keys);
  }

  @Test
  void missingCardinalitiesAreOneAndExtraOnesIgnored() throws Exception {
    assertThat(init(small("tagcount", "4", "tagcardinality", "3")).tagCardinality).containsExactly(3, 1, 1, 1);
    assertThat(init(small("tagcount", "2", "tagcardinality", "2,3,x")).tagCardinality).containsExactly(2, 3);
  }

  @Test
  void theLoadWritesEverySeriesOnceAtEachTimestampInOrder() throws Exception {
    Properties p = small();
    List<Point> points = load(init(p), p, 60);
    List<String> series = seriesInOrder(List.of("AA", "AB"), new String[][] {{"AA", "AB"}, {"AA", "AB", "AC"}});
    List<String> expected = new ArrayList<>();
    for (long ts = 1000; ts < 1000 + 5 * 60; ts += 60) {
      for (String s : series) {
        expected.add(s + "@" + ts);
      }
    }
    assertThat(points.stream().map(pt -> pt.series() + "@" + pt.timestamp())).containsExactlyElementsOf(expected);
    assertThat(points).allMatch(pt -> !pt.value().isFloatingPoint());
  }

  @Test
  void aSeriesWithOneValueAfterAnIncrementingTagIsStillWrittenOncePerTimestamp() throws Exception {
    // tagcardinality=3,1: 0.17.0 moved to the next key at every step of the first tag here.
    Properties p = small("tagcardinality", "3,1", "recordcount", "12");
    List<Point> points = load(init(p), p, 12);
    assertThat(points.stream().map(pt -> pt.series() + "@" + pt.timestamp()).distinct()).hasSize(12);
    assertThat(points.subList(0, 6)).allMatch(pt -> pt.timestamp() == 1000);
    assertThat(points.subList(0, 3)).allMatch(pt -> pt.key().equals("AA"));
  }

  @Test
  void aClientLoadWithTwoThreadsSplitsTheKeys() {
    ClientHarness.Outcome o = ClientHarness.run("-db", SharedCapture.class.getName(), "-load", "-threads", "2",
        "-p", "workload=" + WORKLOAD, "-p", "fieldcount=3", "-p", "fieldlength=2", "-p", "tagcount=2",
        "-p", "tagcardinality=2,3", "-p", "tagkeylength=2", "-p", "tagvaluelength=2", "-p", "insertstart=1000",
        "-p", "randomtimeseriesorder=false", "-p", "delayedseries=0", "-p", "recordcount=36");
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.count("INSERT", "Return=OK")).isEqualTo(36);
    Map<String, Set<String>> keysByThread = new HashMap<>();
    Map<String, List<Long>> timestampsBySeries = new LinkedHashMap<>();
    for (int i = 0; i < SharedCapture.INSERTS.size(); i++) {
      Point pt = SharedCapture.INSERTS.get(i);
      keysByThread.computeIfAbsent(SharedCapture.THREADS.get(i), t -> new HashSet<>()).add(pt.key());
      timestampsBySeries.computeIfAbsent(pt.series(), s -> new ArrayList<>()).add(pt.timestamp());
    }
    // fieldcount 3 over 2 threads: the first writes key AA (6 series), the second AB and AC (12 series).
    assertThat(keysByThread.values()).containsExactlyInAnyOrder(Set.of("AA"), Set.of("AB", "AC"));
    assertThat(timestampsBySeries).hasSize(18);
    timestampsBySeries.forEach((s, ts) -> assertThat(ts).as(s).isEqualTo(
        List.of(1000L, 1060L, 1120L).subList(0, ts.size())));
    assertThat(timestampsBySeries.entrySet().stream().filter(e -> e.getKey().startsWith("AA{")))
        .allMatch(e -> e.getValue().size() == 3);  // 18 points over 6 series
  }

  @Test
  void delayedSeriesLagByTheirIndexModuloDelayedIntervals() throws Exception {
    // 6 series (keys AA, AB x tag values AA, AB, AC); the first half lags 0, 1, 2 intervals.
    Properties p = small("tagcount", "1", "tagcardinality", "3", "delayedseries", "0.5", "delayedintervals", "3",
        "recordcount", "12");
    List<Point> second = load(init(p), p, 12).subList(6, 12);
    assertThat(second.stream().map(Point::timestamp)).containsExactly(1060L, 1000L, 940L, 1060L, 1060L, 1060L);
  }

  @Test
  void sparsityPassesOverSeriesWithoutWritingAnyTwice() throws Exception {
    Properties dense = small("tagcardinality", "10,10", "fieldcount", "1", "recordcount", "1000");
    Properties sparse = small("tagcardinality", "10,10", "fieldcount", "1", "recordcount", "1000", "sparsity", "0.5");
    List<Point> full = load(init(dense), dense, 300);
    List<Point> thin = load(init(sparse), sparse, 300);
    assertThat(thin).hasSize(300);
    assertThat(thin.stream().map(pt -> pt.series() + "@" + pt.timestamp()).distinct()).hasSize(300);
    long lastFull = full.get(299).timestamp();
    long lastThin = thin.get(299).timestamp();
    assertThat(lastThin).as("sparse series reach later timestamps for as many points").isGreaterThan(lastFull + 600);
  }

  @Test
  void valueTypes() throws Exception {
    for (String type : new String[] {"integers", "floats", "mixednumbers", "mixed", "FLOATS"}) {
      Properties p = small("valuetype", type, "recordcount", "200");
      List<Point> points = load(init(p), p, 200);
      long floats = points.stream().filter(pt -> pt.value().isFloatingPoint()).count();
      switch (type.toLowerCase()) {
        case "integers":
          assertThat(floats).isZero();
          break;
        case "floats":
          assertThat(floats).isEqualTo(200);
          assertThat(points).allMatch(pt -> pt.value().getDouble() >= 0 && pt.value().getDouble() < 100_000);
          break;
        default:
          assertThat(floats).as(type).isBetween(40L, 160L);
      }
    }
  }

  @Test
  void dataIntegrityValuesHashTheTagsXorTheWrittenTimestamp() throws Exception {
    Properties p = small("dataintegrity", "true", "tagcount", "1", "tagcardinality", "3", "delayedseries", "0.5",
        "delayedintervals", "3", "recordcount", "12");
    List<Point> points = load(init(p), p, 12);
    for (Point pt : points) {
      String joined = pt.tags().entrySet().stream().map(e -> e.getKey() + e.getValue()).collect(Collectors.joining());
      assertThat(pt.longValue()).as(pt.toString()).isEqualTo((long) joined.hashCode() ^ pt.timestamp());
    }
    // the same settings write the same points, values included
    assertThat(load(init(p), p, 12).toString()).isEqualTo(points.toString());
  }

  @Test
  void aDataIntegrityRunVerifiesWhatTheLoadWrote() {
    String[] common = {"-db", Store.class.getName(), "-p", "workload=" + WORKLOAD, "-p", "dataintegrity=true",
        "-p", "valuetype=integers", "-p", "randomtimeseriesorder=false", "-p", "insertstart=1500000000",
        "-p", "fieldcount=4", "-p", "fieldlength=4", "-p", "tagcount=2", "-p", "tagcardinality=3,4",
        "-p", "recordcount=480", "-threads", "2"};
    ClientHarness.Outcome load = ClientHarness.run(concat(common, "-load"));
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(Store.POINTS).hasSize(480);
    ClientHarness.Outcome run = ClientHarness.run(concat(common, "-t", "-p", "readproportion=1",
        "-p", "updateproportion=0", "-p", "operationcount=500"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    // delayedseries defaults to 0.10: a tenth of the series lags, and must verify too
    assertThat(run.count("READ", "Return=OK")).isGreaterThan(300);
    assertThat(run.count("VERIFY", "Return=OK")).isEqualTo(run.count("READ", "Return=OK"));
    assertThat(run.out()).doesNotContain("UNEXPECTED_STATE");
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  @Test
  void sameSettingsWriteTheSamePoints() throws Exception {
    Properties p = small("dataintegrity", "true", "recordcount", "100", "delayedseries", "0.3");
    assertThat(load(init(p), p, 100).toString()).isEqualTo(load(init(p), p, 100).toString());
  }

  @Test
  void theRunMixFollowsTheProportions() {
    ClientHarness.Outcome o = ClientHarness.run("-db", PublicCapture.class.getName(), "-t",
        "-p", "workload=" + WORKLOAD,
        "-p", "fieldcount=4", "-p", "recordcount=1000", "-p", "operationcount=4000",
        "-p", "readproportion=0.4", "-p", "scanproportion=0.2", "-p", "updateproportion=0.2",
        "-p", "insertproportion=0.1", "-p", "deleteproportion=0.1");
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.count("READ", "Operations")).isBetween(1450L, 1750L);
    assertThat(o.count("SCAN", "Operations")).isBetween(680L, 920L);
    assertThat(o.count("UPDATE", "Operations")).isBetween(680L, 920L);
    assertThat(o.count("INSERT", "Operations")).isBetween(300L, 500L);
    assertThat(o.count("DELETE", "Operations")).isBetween(300L, 500L);
  }

  /** Capture needs a public no-argument constructor to be a client binding. */
  public static class PublicCapture extends Capture {
  }

  @Test
  void readsScansAndDeletesCarryTagsTimestampsGroupByAndDownsampling() throws Exception {
    Properties p = small("querytimespan", "300", "groupbyfunction", "SUM", "groupbykeys", "0,1",
        "downsamplingfunction", "AVG", "downsamplinginterval", "120", "operationcount", "0");
    TimeSeriesWorkload w = init(p);
    Object state = w.initThread(p, 0, 1);
    Capture db = new Capture();
    for (String op : new String[] {"READ", "SCAN", "DELETE"}) {
      for (int i = 0; i < 300; i++) {
        switch (op) {
          case "READ" -> w.doTransactionRead(db, state);
          case "SCAN" -> w.doTransactionScan(db, state);
          default -> w.doTransactionDelete(db, state);
        }
      }
    }
    // 5 timestamps loaded (recordcount 60 / 12 series): a query starts at one of them
    Set<String> spans = new HashSet<>();
    for (long s = 1000; s <= 1240; s += 60) {
      spans.add("YCSBTS=" + s + "," + (s + 300));
    }
    for (Set<String> read : db.reads) {
      assertThat(read).hasSize(5).contains("AB", "YCSBGB=SUM", "YCSBDS=AVG120")
          .containsAnyOf("AA=AA", "AA=AB").containsAnyElementsOf(spans);
    }
    assertThat(db.reads.stream().flatMap(Set::stream).filter(f -> f.startsWith("YCSBTS=")).distinct())
        .containsExactlyInAnyOrderElementsOf(spans);
    for (Set<String> scan : db.scans) {
      assertThat(scan).hasSize(5).contains("AB", "YCSBGB=SUM", "YCSBDS=AVG=120").containsAnyElementsOf(spans);
    }
    assertThat(db.deletes).allMatch(d -> d.matches("A[AB]:AA=A[AB]:AB:YCSBTS=1[0-2][0-9]0,1[0-5][0-9]0"));
    assertThat(db.readKeys).containsOnly("AA", "AB");
  }

  @Test
  void randomTimeSpansAreWholeIntervalsBelowTheSpan() throws Exception {
    Properties p = small("querytimespan", "300", "queryrandomtimespan", "true");
    TimeSeriesWorkload w = init(p);
    Object state = w.initThread(p, 0, 1);
    Capture db = new Capture();
    for (int i = 0; i < 500; i++) {
      w.doTransactionRead(db, state);
    }
    Set<Long> lengths = db.reads.stream().flatMap(Set::stream).filter(f -> f.startsWith("YCSBTS="))
        .map(f -> f.substring(7).split(",")).map(r -> Long.parseLong(r[1]) - Long.parseLong(r[0]))
        .collect(Collectors.toSet());
    assertThat(lengths).containsExactlyInAnyOrder(0L, 60L, 120L, 180L, 240L);
  }

  @Test
  void spansAreInSecondsWhenTheUnitIsCoarser() throws Exception {
    Properties p = small("timestampunits", "minutes", "timestampinterval", "1", "querytimespan", "5",
        "insertstart", "60000");
    TimeSeriesWorkload w = init(p);
    Object state = w.initThread(p, 0, 1);
    Capture db = new Capture();
    load(w, p, 24);
    w.doTransactionRead(db, state);
    String ts = db.reads.get(0).stream().filter(f -> f.startsWith("YCSBTS=")).findFirst().orElseThrow();
    String[] range = ts.substring(7).split(",");
    assertThat(Long.parseLong(range[1]) - Long.parseLong(range[0])).isEqualTo(300);
    assertThat(load(init(p), p, 24).get(12).timestamp()).isEqualTo(60060);
  }

  @Test
  void updatesRewriteATimestampAlreadyWritten() throws Exception {
    Properties p = small("recordcount", "600");
    TimeSeriesWorkload w = init(p);
    Object state = w.initThread(p, 0, 1);
    Capture db = new Capture();
    w.doTransactionUpdate(db, state);  // 0.17.0 failed here: no earlier timestamp yet
    assertThat(db.updates.get(0).timestamp()).isEqualTo(1000);
    for (int i = 0; i < 12 * 10; i++) {
      w.doInsert(db, state);
    }
    db.updates.clear();
    for (int i = 0; i < 300; i++) {
      w.doTransactionUpdate(db, state);
    }
    // updates move the write position too: at most (1 + 120 + 300) / 12 timestamps are reached
    Set<Long> seen = db.updates.stream().map(Point::timestamp).collect(Collectors.toSet());
    assertThat(seen).allMatch(ts -> ts >= 1000 && ts < 1000 + 36 * 60 && (ts - 1000) % 60 == 0);
    assertThat(seen).hasSizeGreaterThan(5);
  }

  @Test
  void fewerRecordsThanSeriesStillQueryTheFirstTimestamp() throws Exception {
    // recordcount 5 < 12 series: one timestamp (0.17.0's scans and deletes failed on Random.nextInt(0))
    Properties p = small("recordcount", "5");
    TimeSeriesWorkload w = init(p);
    Object state = w.initThread(p, 0, 1);
    Capture db = new Capture();
    w.doTransactionRead(db, state);
    w.doTransactionScan(db, state);
    w.doTransactionDelete(db, state);
    assertThat(db.reads.get(0)).contains("YCSBTS=1000");
    assertThat(db.scans.get(0)).contains("YCSBTS=1000");
    assertThat(db.deletes.get(0)).endsWith(":YCSBTS=1000");
  }

  @ParameterizedTest(name = "{0}={1}")
  @CsvSource(delimiter = '|', value = {
      "tagcount|0|tagcount",
      "tagcount|-2|tagcount",
      "fieldcount|0|fieldcount",
      "fieldlength|0|fieldlength",
      "tagcardinality|1,x|tagcardinality",
      "tagcardinality|2,0|tagcardinality",
      "timestampinterval|0|timestampinterval",
      "timestampunits|NANOSECONDS|SECONDS, MILLISECONDS",
      "timestampunits|fortnights|timestampunits",
      "valuetype|complex|integers, floats, mixednumbers",
      "sparsity|1.5|sparsity",
      "delayedseries|-0.1|delayedseries",
      "delayedintervals|-1|delayedintervals",
      "querytimespan|-1|querytimespan",
      "queryrandomtimespan|yes|queryrandomtimespan",
      "randomwritetimestamporder|maybe|randomwritetimestamporder",
      "requestdistribution|latest|requestdistribution",
      "scanlengthdistribution|latest|scanlengthdistribution",
      "readmodifywriteproportion|0.5|readmodifywriteproportion",
      "tagpairdelimiter||tagpairdelimiter",
      "groupbyfunction|SUM|groupbykeys",
      "downsamplingfunction|SUM|downsamplinginterval",
      "insertstart|-5|insertstart",
      "recordcount|many|recordcount",
      "threadcount|3|fieldcount",
  })
  void badValuesAreOneLineNamingTheProperty(String property, String value, String mentioned) {
    Properties p = small(property, value == null ? "" : value);
    assertThatThrownBy(() -> init(p)).isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining(mentioned).hasMessageNotContaining("\n");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "groupbyfunction=SUM,groupbykeys=1|groupbykeys",
      "groupbyfunction=SUM,groupbykeys=1;0;1|groupbykeys",
      "delayedseries=0.1,delayedintervals=0|delayedintervals",
      "groupbyfunction=SUM,groupbykeys=0;2|groupbykeys",
      "downsamplingfunction=SUM,downsamplinginterval=0|downsamplinginterval",
      "queryrandomtimespan=true,querytimespan=30|querytimespan",
      "valuekey=YCSBTS|valuekey",
      "tagkeylength=1,tagcount=53|tagkeylength",
      "fieldcount=100000,tagcardinality=1000;1000|series",
      "dataintegrity=true,valuetype=floats|valuetype",
      "dataintegrity=true,querytimespan=60|querytimespan",
      "dataintegrity=true,groupbyfunction=SUM,groupbykeys=0;1|groupbyfunction",
      "dataintegrity=true,randomtimeseriesorder=true|randomtimeseriesorder",
      "dataintegrity=true,insertstart=|insertstart",
  })
  void settingsThatDoNotGoTogetherAreOneLine(String settings, String mentioned) {
    Properties p = small();
    for (String kv : settings.split(",")) {
      String[] parts = kv.split("=", 2);
      p.setProperty(parts[0], parts[1].replace(';', ','));
    }
    if (p.getProperty("insertstart").isEmpty()) {
      p.remove("insertstart");
    }
    assertThatThrownBy(() -> init(p)).isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining(mentioned).hasMessageNotContaining("\n");
  }

  @Test
  void theClientReportsABadSettingAsOneLineWithExitCode2() {
    ClientHarness.Outcome o = ClientHarness.run("-db", PublicCapture.class.getName(), "-load",
        "-p", "workload=" + WORKLOAD, "-p", "tagcardinality=1,two");
    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.errorLines()).hasSize(1).allMatch(l -> l.contains("tagcardinality") && l.contains("1,two"));
    assertThat(o.err()).doesNotContain("\tat ");
  }

  @Test
  void groupByWithItsKeysIsAccepted() throws Exception {
    // 0.17.0 failed with a NullPointerException on any groupbyfunction.
    TimeSeriesWorkload w = init(small("groupbyfunction", "max", "groupbykeys", "1,0"));
    assertThat(w.groupBy).isTrue();
    assertThat(w.groupBys).containsExactly(true, false);
    assertThat(w.groupByFunction).isEqualTo("max");
  }
}
