package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import org.codehaus.jackson.JsonNode;
import org.codehaus.jackson.map.ObjectMapper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TestServers;
import site.ycsb.db.MemcachedClient;

/**
 * The record formats against a real memcached: upstream 0.17.0's JSON by default with every driver, byte for
 * byte; data written by an independent upstream-style writer read and verified, and ours read by upstream's JSON
 * library; compact on request; and data of the other format said once per run.
 */
class MemcachedClientFormatTest {
  private static final ObjectMapper UPSTREAM = new ObjectMapper();
  private final String table = "f" + UUID.randomUUID().toString().substring(0, 8);
  private MemcachedClient db;

  private MemcachedClient open(String variant, String... kv) throws DBException {
    Properties p = new Properties();
    p.setProperty("memcached.hosts", TestServers.require("MEMCACHED").hostAndPort());
    p.setProperty("memcached.opTimeoutMillis", "5000");
    p.setProperty("fieldcount", "10");
    DriverVariants.apply(p, variant);
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    db = new MemcachedClient();
    db.setProperties(p);
    db.init();
    return db;
  }

  @AfterEach
  void close() throws DBException {
    if (db != null) {
      db.cleanup();
    }
  }

  private static RawMemcached raw() throws IOException {
    return new RawMemcached(TestServers.require("MEMCACHED"));
  }

  /** Ten fields in generation order, values with characters JSON must escape. */
  private static Map<String, String> record(String tag) {
    Map<String, String> ret = new LinkedHashMap<>();
    for (int i = 0; i < 10; i++) {
      ret.put("field" + i, tag + i + " \"quoted\" back\\slash /" + "x".repeat(60));
    }
    return ret;
  }

  private static Map<String, ByteIterator> asWorkloadValues(Map<String, String> generated) {
    Map<String, ByteIterator> ret = new HashMap<>(generated.size() * 4 / 3 + 1);
    StringByteIterator.putAllAsByteIterators(ret, generated);
    return ret;
  }

  /** A stored value as upstream's reader sees it: Jackson 1 reads the string, field name to text. */
  private static Map<String, String> upstreamRead(byte[] stored) throws IOException {
    JsonNode node = UPSTREAM.readTree(new String(stored, StandardCharsets.UTF_8));
    assertThat(node.isObject()).isTrue();
    Map<String, String> ret = new HashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = node.getFields(); it.hasNext();) {
      Map.Entry<String, JsonNode> e = it.next();
      ret.put(e.getKey(), e.getValue().getTextValue());
    }
    return ret;
  }

  @ParameterizedTest
  @ValueSource(strings = {"spymemcached", "direct", "direct/reactor"})
  void byDefaultRecordsAreUpstreamsJsonByteForByte(String variant) throws Exception {
    open(variant);
    Map<String, String> record = record("a");
    assertThat(db.insert(table, "k", asWorkloadValues(record))).isEqualTo(Status.OK);
    try (RawMemcached raw = raw()) {
      RawMemcached.Item item = raw.get(table + "-k");
      assertThat(item.flags()).as("flags 0: spymemcached's default transcoder reads it as a string").isZero();
      assertThat(item.value()).isEqualTo(JsonRecordFormatTest.upstreamBytes(record));
      assertThat(upstreamRead(item.value())).isEqualTo(record);

      assertThat(db.update(table, "k", asWorkloadValues(Map.of("field4", "new")))).isEqualTo(Status.OK);
      record.put("field4", "new");
      item = raw.get(table + "-k");
      assertThat(item.value()).as("a merged update: all fields, upstream's bytes")
          .isEqualTo(JsonRecordFormatTest.upstreamBytes(record));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"spymemcached", "direct", "direct/reactor"})
  void readsAndUpdatesWhatAnUpstreamWriterStored(String variant) throws Exception {
    open(variant);
    Map<String, String> record = record("u");
    try (RawMemcached raw = raw()) {
      raw.set(table + "-up", 0, Integer.MAX_VALUE, JsonRecordFormatTest.upstreamBytes(record));
      Map<String, ByteIterator> read = new HashMap<>();
      assertThat(db.read(table, "up", null, read)).isEqualTo(Status.OK);
      assertThat(StringByteIterator.getStringMap(read)).isEqualTo(record);
      Map<String, ByteIterator> some = new HashMap<>();
      assertThat(db.read(table, "up", Set.of("field2", "field7"), some)).isEqualTo(Status.OK);
      assertThat(StringByteIterator.getStringMap(some))
          .isEqualTo(Map.of("field2", record.get("field2"), "field7", record.get("field7")));

      assertThat(db.update(table, "up", asWorkloadValues(Map.of("field0", "changed")))).isEqualTo(Status.OK);
      record.put("field0", "changed");
      assertThat(upstreamRead(raw.get(table + "-up").value())).as("the other fields kept").isEqualTo(record);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"spymemcached", "direct", "direct/reactor"})
  void compactOnRequest(String variant) throws Exception {
    open(variant, "memcached.format", "compact");
    Map<String, String> record = record("c");
    assertThat(db.insert(table, "c", asWorkloadValues(record))).isEqualTo(Status.OK);
    assertThat(db.update(table, "c", asWorkloadValues(Map.of("field9", "nine")))).isEqualTo(Status.OK);
    record.put("field9", "nine");
    try (RawMemcached raw = raw()) {
      byte[] stored = raw.get(table + "-c").value();
      assertThat(stored[0]).isEqualTo(CompactRecordFormat.MARKER);
      assertThat(stored.length).as("smaller than the JSON record")
          .isLessThan(JsonRecordFormatTest.upstreamBytes(record).length);
    }
    Map<String, ByteIterator> read = new HashMap<>();
    assertThat(db.read(table, "c", null, read)).isEqualTo(Status.OK);
    assertThat(StringByteIterator.getStringMap(read)).isEqualTo(record);
  }

  /**
   * An upstream-style writer loads the data set (ordered keys, dataintegrity values, JSON), our client runs
   * workload A over it and verifies every read, then upstream's reader finds every record whole and intact.
   */
  @ParameterizedTest
  @ValueSource(strings = {"spymemcached", "direct", "direct/reactor"})
  void dataLoadedByAnUpstreamWriterIsVerifiedAndStaysReadableByUpstream(String variant) throws Exception {
    String hosts = TestServers.require("MEMCACHED").hostAndPort();
    int records = 200;
    try (RawMemcached raw = raw()) {
      for (int i = 0; i < records; i++) {
        raw.set(table + "-user" + i, 0, Integer.MAX_VALUE, JsonRecordFormatTest.upstreamBytes(integrityRecord(i)));
      }
    }
    ClientHarness.Outcome run = ClientHarness.run(DriverVariants.with(variant, "-db", MemcachedClient.class.getName(),
        "-P", "../workloads/workloada", "-t", "-p", "memcached.hosts=" + hosts, "-p", "table=" + table,
        "-p", "recordcount=" + records, "-p", "insertorder=ordered", "-p", "dataintegrity=true",
        "-p", "operationcount=2000", "-threads", "4"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    long reads = run.count("READ", "Return=OK");
    assertThat(reads).isPositive();
    assertThat(run.count("VERIFY", "Return=OK")).as("every read verified").isEqualTo(reads);
    assertThat(reads + run.count("UPDATE", "Return=OK")).isEqualTo(2000);
    assertThat(run.out()).doesNotContain("Return=ERROR").doesNotContain("UNEXPECTED_STATE");
    try (RawMemcached raw = raw()) {
      for (int i = 0; i < records; i++) {
        RawMemcached.Item item = raw.get(table + "-user" + i);
        assertThat(item.flags()).isZero();
        assertThat(upstreamRead(item.value())).as("user" + i).isEqualTo(integrityRecord(i));
      }
    }
  }

  /** The dataintegrity record of ordered key {@code i}: {@code key:field}, then {@code :hashCode} to 100 chars. */
  private static Map<String, String> integrityRecord(int i) {
    String key = "user" + i;
    Map<String, String> ret = new LinkedHashMap<>();
    for (int f = 0; f < 10; f++) {
      StringBuilder sb = new StringBuilder(key).append(':').append("field").append(f);
      while (sb.length() < 100) {
        sb.append(':').append(sb.toString().hashCode());
      }
      sb.setLength(100);
      ret.put("field" + f, sb.toString());
    }
    return ret;
  }

  /** Loaded in one format, run in the other: every read an error, and one warning naming the property. */
  @ParameterizedTest
  @CsvSource({"compact, json, direct", "json, compact, direct", "compact, json, spymemcached",
      "compact, json, direct/reactor"})
  void dataOfTheOtherFormatIsOneWarningNamingThePropertyAndCountedErrors(String loaded, String running,
      String variant) throws Exception {
    String hosts = TestServers.require("MEMCACHED").hostAndPort();
    List<String> common = List.of("-db", MemcachedClient.class.getName(), "-P", "../workloads/workloadc",
        "-p", "memcached.hosts=" + hosts, "-p", "table=" + table, "-p", "recordcount=100", "-threads", "4");
    ClientHarness.Outcome load = ClientHarness.run(DriverVariants.with(variant,
        concat(common, "-load", "-p", "memcached.format=" + loaded)));
    assertThat(load.exitCode()).as(load.err()).isZero();

    PrintStream before = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    ClientHarness.Outcome run;
    try (PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
      System.setErr(capture);
      run = ClientHarness.run(DriverVariants.with(variant, concat(common, "-t", "-p", "operationcount=40",
          "-p", "memcached.format=" + running)));
    } finally {
      System.setErr(before);
    }
    String err = captured.toString(StandardCharsets.UTF_8) + run.err();
    assertThat(run.count("READ", "Return=ERROR")).as(run.out()).isEqualTo(40);
    List<String> warnings = err.lines().filter(l -> l.startsWith("ycsb: warning: memcached")).toList();
    assertThat(warnings).as(err).hasSize(1);
    assertThat(warnings.get(0)).startsWith("ycsb: warning: memcached record '" + table + "-user")
        .contains("is in the " + loaded + " format").contains("set memcached.format=" + loaded + " to read");
  }

  @org.junit.jupiter.api.Test
  void anUnknownFormatIsOneLineAndExit2() {
    String hosts = TestServers.require("MEMCACHED").hostAndPort();
    ClientHarness.Outcome run = ClientHarness.run("-db", MemcachedClient.class.getName(), "-P",
        "../workloads/workloadc", "-t", "-p", "memcached.hosts=" + hosts, "-p", "memcached.format=xml",
        "-p", "operationcount=10", "-threads", "2");
    assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
    assertThat(run.err().lines().filter(l -> l.startsWith("ycsb: ")).toList()).as(run.err())
        .containsExactly("ycsb: error: property 'memcached.format' is 'xml'; accepted: json, compact");
  }

  private static String[] concat(List<String> first, String... more) {
    List<String> ret = new ArrayList<>(first);
    ret.addAll(List.of(more));
    return ret.toArray(new String[0]);
  }
}
