package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.workloads.TimeSeriesWorkload;

class TimeseriesDBTest {

  /** Records each time-series call as one line; answers OK. */
  public static class Recording extends TimeseriesDB {
    static final List<String> SHARED = Collections.synchronizedList(new ArrayList<>());
    List<String> calls = SHARED;

    @Override
    protected Status read(String metric, long timestamp, Map<String, List<String>> tags) {
      calls.add("read " + metric + " " + timestamp + " " + new TreeMap<>(tags));
      return Status.OK;
    }

    @Override
    protected Status scan(String metric, long startTs, long endTs, Map<String, List<String>> tags,
        AggregationOperation aggreg, int timeValue, TimeUnit timeUnit) {
      calls.add("scan " + metric + " " + startTs + ".." + endTs + " " + new TreeMap<>(tags) + " " + aggreg + " "
          + timeValue + " " + timeUnit);
      return Status.OK;
    }

    @Override
    protected Status insert(String metric, long timestamp, long value, Map<String, ByteIterator> tags) {
      calls.add("insert " + metric + " " + timestamp + " long " + value + " " + strings(tags));
      return Status.OK;
    }

    @Override
    protected Status insert(String metric, long timestamp, double value, Map<String, ByteIterator> tags) {
      calls.add("insert " + metric + " " + timestamp + " double " + value + " " + strings(tags));
      return Status.OK;
    }

    private static Map<String, String> strings(Map<String, ByteIterator> tags) {
      Map<String, String> ret = new TreeMap<>();
      tags.forEach((k, v) -> ret.put(k, v.toString()));
      return ret;
    }
  }

  private List<String> calls;

  @BeforeEach
  void clear() {
    Recording.SHARED.clear();
    calls = new ArrayList<>();
  }

  private Recording db(String... props) throws DBException {
    Recording db = new Recording();
    db.calls = calls;
    db.setProperties(TestProperties.of(props));
    db.init();
    return db;
  }

  private static Set<String> fields(String... f) {
    return new LinkedHashSet<>(List.of(f));
  }

  @Test
  void initReadsTheWorkloadsEncodingSettings() throws DBException {
    Recording d = db();
    assertThat(d.timestampKey).isEqualTo("YCSBTS");
    assertThat(d.valueKey).isEqualTo("YCSBV");
    assertThat(d.tagPairDelimiter).isEqualTo("=");
    assertThat(d.queryTimeSpanDelimiter).isEqualTo(",");
    assertThat(d.deleteDelimiter).isEqualTo(":");
    assertThat(d.timestampUnit).isEqualTo(TimeUnit.SECONDS);
    assertThat(d.groupByKey).isEqualTo("YCSBGB");
    assertThat(d.downsamplingKey).isEqualTo("YCSBDS");
    assertThat(d.downsamplingFunction).isEqualTo(TimeseriesDB.AggregationOperation.NONE);
    assertThat(d.downsamplingInterval).isZero();
    assertThat(d.test).isFalse();
    assertThat(d.debug).isFalse();

    Recording m = db("timestampunits", "milliseconds", "downsamplingfunction", "sum", "downsamplinginterval", "60",
        "test", "true", "timestampkey", "T", "tagpairdelimiter", "~");
    assertThat(m.timestampUnit).isEqualTo(TimeUnit.MILLISECONDS);
    assertThat(m.downsamplingFunction).isEqualTo(TimeseriesDB.AggregationOperation.SUM);
    assertThat(m.downsamplingInterval).isEqualTo(60);
    assertThat(m.test).isTrue();
    assertThat(m.timestampKey).isEqualTo("T");
    assertThat(m.tagPairDelimiter).isEqualTo("~");
  }

  @ParameterizedTest(name = "{0}={1}")
  @CsvSource(delimiter = '|', value = {
      "downsamplingfunction|avg|NONE, SUM, AVERAGE, COUNT, MAX, MIN",
      "downsamplinginterval|-1|downsamplinginterval",
      "timestampunits|weeks|SECONDS",
      "test|maybe|test",
      "debug|1|debug",
      "tagpairdelimiter||tagpairdelimiter",
  })
  void badSettingsFailInitAsOneLine(String property, String value, String mentioned) {
    assertThatThrownBy(() -> db(property, value == null ? "" : value)).isInstanceOf(DBException.class)
        .hasMessageContaining(property).hasMessageContaining(mentioned).hasMessageNotContaining("\n");
  }

  @Test
  void aReadIsOneTimestampWithTheTagsThatHaveValues() throws DBException {
    Recording d = db();
    assertThat(d.read("t", "AA", fields("AA=AB", "AB=AC", "YCSBTS=1000"), new HashMap<>())).isEqualTo(Status.OK);
    // a tag grouped over (no value) and the group-by and downsampling fields do not become tags
    assertThat(d.read("t", "AB", fields("AA=AB", "AB", "YCSBTS=1060", "YCSBGB=SUM", "YCSBDS=SUM60"),
        new HashMap<>())).isEqualTo(Status.OK);
    // a span from a timestamp to itself is that timestamp
    assertThat(d.read("t", "AC", fields("YCSBTS=1120,1120"), new HashMap<>())).isEqualTo(Status.OK);
    // the metric is the table, not the key, as 0.17.0 passed it
    assertThat(calls).containsExactly("read t 1000 {AA=[AB], AB=[AC]}", "read t 1060 {AA=[AB]}", "read t 1120 {}");
  }

  @Test
  void readsThatAreNoPointReadAreBadRequests() throws DBException {
    Recording d = db();
    assertThat(d.read("t", "AA", fields("AA=AB", "YCSBTS=1000,1060"), new HashMap<>())).isEqualTo(Status.BAD_REQUEST);
    assertThat(d.read("t", "AA", fields("AA=AB"), new HashMap<>())).isEqualTo(Status.BAD_REQUEST);
    assertThat(d.read("t", "AA", fields("YCSBTS=soon"), new HashMap<>())).isEqualTo(Status.BAD_REQUEST);
    assertThat(d.read("t", "AA", null, new HashMap<>())).isEqualTo(Status.BAD_REQUEST);
    assertThat(calls).isEmpty();
  }

  @Test
  void aScanIsATimeSpanWithTagsAndTheConfiguredDownsampling() throws DBException {
    Recording plain = db();
    assertThat(plain.scan("t", "AA", 10, fields("AA=AB", "AB", "YCSBTS=1000,1300", "YCSBGB=max"), new Vector<>()))
        .isEqualTo(Status.OK);
    assertThat(plain.scan("t", "AB", 10, fields("YCSBTS=1000"), new Vector<>())).isEqualTo(Status.OK);
    Recording sum = db("downsamplingfunction", "SUM", "downsamplinginterval", "60");
    // the workload writes SUM=60 for scans and SUM60 for reads; both are the configured downsampling
    assertThat(sum.scan("t", "AC", 10, fields("YCSBTS=1000,1300", "YCSBDS=SUM=60"), new Vector<>()))
        .isEqualTo(Status.OK);
    assertThat(sum.scan("t", "AC", 10, fields("YCSBTS=1000,1300", "YCSBDS=SUM60"), new Vector<>()))
        .isEqualTo(Status.OK);
    assertThat(calls).containsExactly(
        "scan t 1000..1300 {AA=[AB]} NONE 0 SECONDS",
        "scan t 1000..1000 {} NONE 0 SECONDS",
        "scan t 1000..1300 {} SUM 60 SECONDS",
        "scan t 1000..1300 {} SUM 60 SECONDS");
  }

  @Test
  void scansWithOtherDownsamplingOrAnUnknownFunctionAreBadRequests() throws DBException {
    Recording sum = db("downsamplingfunction", "SUM", "downsamplinginterval", "60");
    assertThat(sum.scan("t", "AA", 1, fields("YCSBTS=1,2", "YCSBDS=MAX=60"), new Vector<>()))
        .isEqualTo(Status.BAD_REQUEST);
    assertThat(sum.scan("t", "AA", 1, fields("YCSBTS=1,2", "YCSBDS=SUM=120"), new Vector<>()))
        .isEqualTo(Status.BAD_REQUEST);
    assertThat(db().scan("t", "AA", 1, fields("YCSBTS=1,2", "YCSBDS=SUM60"), new Vector<>()))
        .isEqualTo(Status.BAD_REQUEST);
    assertThat(sum.scan("t", "AA", 1, fields("YCSBTS=1,2", "YCSBGB=median"), new Vector<>()))
        .isEqualTo(Status.BAD_REQUEST);
    assertThat(sum.scan("t", "AA", 1, fields("AA=AB"), new Vector<>())).isEqualTo(Status.BAD_REQUEST);
    assertThat(sum.scan("t", "AA", 1, fields("YCSBTS=1,x"), new Vector<>())).isEqualTo(Status.BAD_REQUEST);
    assertThat(calls).isEmpty();
  }

  @Test
  void insertsTakeTheTimestampAndValueOutOfTheTags() throws DBException {
    Recording d = db();
    Map<String, ByteIterator> point = new HashMap<>();
    point.put("AA", new StringByteIterator("AB"));
    point.put("YCSBTS", new NumericByteIterator(1000L));
    point.put("YCSBV", new NumericByteIterator(42L));
    assertThat(d.insert("t", "AA", point)).isEqualTo(Status.OK);
    assertThat(point).containsOnlyKeys("AA");
    Map<String, ByteIterator> floating = new HashMap<>();
    floating.put("YCSBTS", new NumericByteIterator(1060L));
    floating.put("YCSBV", new NumericByteIterator(2.5));
    assertThat(d.insert("t", "AB", floating)).isEqualTo(Status.OK);
    Map<String, ByteIterator> valueless = new HashMap<>();
    valueless.put("YCSBTS", new NumericByteIterator(1060L));
    assertThat(d.insert("t", "AC", valueless)).isEqualTo(Status.BAD_REQUEST);
    assertThat(calls).containsExactly("insert t 1000 long 42 {AA=AB}", "insert t 1060 double 2.5 {}");
  }

  @Test
  void updatesAndDeletesAreNotImplementedUnlessABindingOverridesThem() throws DBException {
    Recording d = db();
    assertThat(d.update("t", "AA", new HashMap<>())).isEqualTo(Status.NOT_IMPLEMENTED);
    assertThat(d.delete("t", "AA:AA=AB:YCSBTS=1000")).isEqualTo(Status.NOT_IMPLEMENTED);
  }

  @Test
  void possibleTagKeysAreTheWorkloadsTagKeys() throws Exception {
    Properties p = TestProperties.of("tagcount", "3", "tagkeylength", "2", "fieldcount", "1");
    TimeSeriesWorkload w = new TimeSeriesWorkload();
    w.init(p);
    java.lang.reflect.Field tagKeys = TimeSeriesWorkload.class.getDeclaredField("tagKeys");
    tagKeys.setAccessible(true);
    String[] fromWorkload = (String[]) tagKeys.get(w);
    assertThat(TimeseriesDB.getPossibleTagKeys(p)).containsExactly("AA", "AB", "AC").containsExactly(fromWorkload);
    assertThat(TimeseriesDB.getPossibleTagKeys(new Properties())).hasSize(4).startsWith("AAAAAAAA");
  }

  private static final Pattern INSERT = Pattern.compile("insert (\\S+) (\\d+) (long|double) \\S+ \\{(.*)}");

  @Test
  void aClientLoadGivesEverySeriesAPointPerIntervalAndARunDecodesEveryOperation() {
    String[] workload = {"-db", Recording.class.getName(), "-p", "workload=site.ycsb.workloads.TimeSeriesWorkload",
        "-p", "fieldcount=2", "-p", "fieldlength=2", "-p", "tagcount=2", "-p", "tagcardinality=2,2",
        "-p", "tagkeylength=2", "-p", "tagvaluelength=2", "-p", "insertstart=1000", "-p", "recordcount=40",
        "-p", "randomtimeseriesorder=false", "-p", "delayedseries=0"};
    ClientHarness.Outcome load = ClientHarness.run(concat(workload, "-load"));
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(40);
    Map<String, List<Long>> timestamps = new TreeMap<>();
    for (String call : Recording.SHARED) {
      Matcher m = INSERT.matcher(call);
      assertThat(m.matches()).as(call).isTrue();
      assertThat(m.group(1)).isEqualTo("usertable");  // the table is the metric, as in 0.17.0
      assertThat(m.group(3)).isEqualTo("double");  // valuetype defaults to floats
      assertThat(m.group(4)).matches("AA=A[AB], AB=A[AB]");
      timestamps.computeIfAbsent(m.group(4), k -> new ArrayList<>()).add(Long.parseLong(m.group(2)));
    }
    // the tag combinations of both keys, each at every timestamp
    assertThat(timestamps).hasSize(4).allSatisfy((series, ts) ->
        assertThat(ts).containsExactly(1000L, 1000L, 1060L, 1060L, 1120L, 1120L, 1180L, 1180L, 1240L, 1240L));

    Recording.SHARED.clear();
    ClientHarness.Outcome run = ClientHarness.run(concat(workload, "-t", "-p", "operationcount=400",
        "-p", "readproportion=0.25", "-p", "scanproportion=0.25", "-p", "updateproportion=0.25",
        "-p", "insertproportion=0.25", "-p", "downsamplingfunction=MAX", "-p", "downsamplinginterval=120"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.count("READ", "Return=OK")).isEqualTo(run.count("READ", "Operations")).isPositive();
    assertThat(run.count("SCAN", "Return=OK")).isEqualTo(run.count("SCAN", "Operations")).isPositive();
    assertThat(run.count("INSERT", "Return=OK")).isEqualTo(run.count("INSERT", "Operations")).isPositive();
    // failed operations are measured as UPDATE-FAILED, as in 0.17.0
    assertThat(run.count("UPDATE", "Return=NOT_IMPLEMENTED")).isEqualTo(run.count("UPDATE-FAILED", "Operations"))
        .isPositive();
    assertThat(Recording.SHARED).filteredOn(c -> c.startsWith("read "))
        .allMatch(c -> c.matches("read usertable 1[0-2][0-9]0 \\{AA=\\[A[AB]], AB=\\[A[AB]]}"));
    assertThat(Recording.SHARED).filteredOn(c -> c.startsWith("scan "))
        .allMatch(c -> c.matches("scan usertable (\\d+)\\.\\.\\1 \\{AA=\\[A[AB]], AB=\\[A[AB]]} MAX 120 SECONDS"));
  }

  @Test
  void withAQueryTimeSpanReadsAreBadRequestsAndScansCoverTheSpan() {
    ClientHarness.Outcome run = ClientHarness.run("-db", Recording.class.getName(), "-t",
        "-p", "workload=site.ycsb.workloads.TimeSeriesWorkload", "-p", "fieldcount=2", "-p", "recordcount=1000",
        "-p", "querytimespan=300", "-p", "operationcount=200", "-p", "readproportion=0.5",
        "-p", "scanproportion=0.5", "-p", "updateproportion=0", "-p", "insertstart=1000");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.count("READ", "Return=BAD_REQUEST")).isEqualTo(run.count("READ-FAILED", "Operations")).isPositive();
    assertThat(run.metric("READ", "Return=OK")).isNull();
    assertThat(Recording.SHARED).isNotEmpty().allSatisfy(c -> {
      Matcher m = Pattern.compile("scan \\S+ (\\d+)\\.\\.(\\d+) .*").matcher(c);
      assertThat(m.matches()).as(c).isTrue();
      assertThat(Long.parseLong(m.group(2)) - Long.parseLong(m.group(1))).isEqualTo(300);
    });
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
