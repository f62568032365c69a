package site.ycsb.compat;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.compat.CompatEnv.map;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Vector;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.TestServers;
import site.ycsb.compat.CompatEnv.Run;
import site.ycsb.compat.CompatEnv.Side;
import site.ycsb.db.MemcachedClient;
import site.ycsb.db.RedisClient;

/**
 * Data crosses between 0.17.0 and this client in both directions, with default settings, on real
 * servers (the test script's Redis and memcached): records written in upstream's layout
 * ({@link UpstreamRedisLayout}, {@link UpstreamMemcachedLayout}, from the format facts) are read and
 * verified by our client (workload A with {@code dataintegrity=true}) and scanned by our binding in
 * the documented order; records our client loads are read, verified and scanned the way upstream
 * reads and scans them. Each case prints one line of a table (binding, direction, workload, counts).
 */
class UpstreamDataTest {
  private static final int RECORDS = 1000;
  private static final int SCAN_LENGTH = 20;
  private static final int REDIS_DB = 13;
  private static final String TABLE = "usertable";

  // ------------------------------------------------------------------ redis

  @Test
  void redisUpstreamLoadsOursReadsVerifiesAndScans() throws Exception {
    TestServers.Address server = TestServers.require("REDIS");
    try (UpstreamRedisLayout upstream = new UpstreamRedisLayout(server, REDIS_DB)) {
      upstream.flush();
      List<String> keys = keys();
      for (String key : keys) {
        upstream.insert(key, IntegrityRecords.record(key));
      }
      Map<String, String> props = redisProps(server);
      Path dir = CompatEnv.workDir("data-redis-upstream-to-ours");
      Run a = ours(dir, RedisClient.class, props, workloadA(), "-t");
      Counts reads = Counts.of(a.stdout(), "READ");
      String verify = verifyLine(a.stdout());
      report("redis", "upstream -> ours", "A", reads, verify);
      assertVerifiedReads(a, reads);

      DB ourScan = redis(props);
      try {
        ScanCheck first = scanCheck(ourScan, keys, start -> upstream.scanKeys(start, SCAN_LENGTH));
        Run e = ours(dir, RedisClient.class, props, workloadE(), "-t");
        Counts scans = Counts.of(e.stdout(), "SCAN");
        ScanCheck after = scanCheck(ourScan, keys, start -> upstream.scanKeys(start, SCAN_LENGTH));
        report("redis", "upstream -> ours", "E", scans, first + "; after E's inserts: " + after);
        assertThat(scans.ok()).as(e.describe()).isPositive();
        assertThat(scans.failed()).as(e.describe()).isZero();
        assertThat(first.bad()).as("our scans of upstream's data (hash order): %s", first).isZero();
        assertThat(after.bad()).as("our scans of upstream's data after our inserts: %s", after).isZero();
      } finally {
        ourScan.cleanup();
      }
    }
  }

  @Test
  void redisOursLoadsUpstreamReadsVerifiesAndScans() throws Exception {
    TestServers.Address server = TestServers.require("REDIS");
    try (UpstreamRedisLayout upstream = new UpstreamRedisLayout(server, REDIS_DB)) {
      upstream.flush();
      Map<String, String> props = redisProps(server);
      Path dir = CompatEnv.workDir("data-redis-ours-to-upstream");
      Run load = ours(dir, RedisClient.class, props, workloadA(), "-load");
      assertThat(CompatEnv.metric(load.stdout(), "INSERT", "Return=OK")).as(load.describe())
          .isEqualTo(Integer.toString(RECORDS));
      List<String> keys = keys();
      Counts reads = new Counts();
      for (String key : keys) {
        reads.add(upstream.read(key), key);
      }
      report("redis", "ours -> upstream", "A", reads, "integrity " + reads.ok() + " of " + RECORDS);
      assertThat(reads.ok()).as("records upstream reads and verifies: %s", reads).isEqualTo(RECORDS);

      // Upstream's scan order: score (the key's hashCode), then the member, from hash(start).
      List<String> byHash = keys.stream()
          .sorted(Comparator.comparingInt(String::hashCode).thenComparing(Comparator.naturalOrder()))
          .toList();
      int bad = 0;
      int records = 0;
      for (String start : startKeys(keys)) {
        List<String> expected = byHash.stream().filter(k -> k.hashCode() >= start.hashCode())
            .limit(SCAN_LENGTH).toList();
        List<String> found = upstream.scanKeys(start, SCAN_LENGTH);
        boolean contentOk = found.stream().allMatch(k -> IntegrityRecords.matches(k, upstream.read(k)));
        records += found.size();
        if (!found.equals(expected) || !contentOk) {
          bad++;
        }
      }
      report("redis", "ours -> upstream", "E", new Counts(startKeys(keys).size() - bad, 0, bad),
          records + " records in " + startKeys(keys).size() + " scans, hash order and content checked");
      assertThat(bad).as("upstream-style scans of our data that differ from upstream's order or content")
          .isZero();
    }
  }

  // ------------------------------------------------------------------ memcached

  @ParameterizedTest(name = "memcached.driver={0}")
  @ValueSource(strings = {"direct", "spymemcached"})
  void memcachedUpstreamLoadsOursReadsAndVerifies(String driver) throws Exception {
    TestServers.Address server = TestServers.require("MEMCACHED");
    try (UpstreamMemcachedLayout upstream = new UpstreamMemcachedLayout(server)) {
      upstream.flush();
      for (String key : keys()) {
        upstream.insert(key, IntegrityRecords.record(key));
      }
      Path dir = CompatEnv.workDir("data-memcached-upstream-to-ours-" + driver);
      Run a = ours(dir, MemcachedClient.class, memcachedProps(server, driver), workloadA(), "-t");
      Counts reads = Counts.of(a.stdout(), "READ");
      report("memcached (" + driver + ")", "upstream -> ours", "A", reads, verifyLine(a.stdout()));
      assertVerifiedReads(a, reads);
      assertThat(a.stderr()).as("no warning about the record format\n%s", a.describe())
          .doesNotContain("memcached.format");
    }
  }

  @ParameterizedTest(name = "memcached.driver={0}")
  @ValueSource(strings = {"direct", "spymemcached"})
  void memcachedOursLoadsUpstreamReadsAndVerifies(String driver) throws Exception {
    TestServers.Address server = TestServers.require("MEMCACHED");
    try (UpstreamMemcachedLayout upstream = new UpstreamMemcachedLayout(server)) {
      upstream.flush();
      Path dir = CompatEnv.workDir("data-memcached-ours-to-upstream-" + driver);
      Run load = ours(dir, MemcachedClient.class, memcachedProps(server, driver), workloadA(), "-load");
      assertThat(CompatEnv.metric(load.stdout(), "INSERT", "Return=OK")).as(load.describe())
          .isEqualTo(Integer.toString(RECORDS));
      Counts reads = new Counts();
      long ourBytes = 0;
      long upstreamBytes = 0;
      for (String key : keys()) {
        byte[] raw = upstream.raw(key);
        if (raw == null) {
          reads.add(Map.of(), key);
          continue;
        }
        ourBytes += raw.length;
        upstreamBytes += UpstreamMemcachedLayout.json(IntegrityRecords.record(key))
            .getBytes(StandardCharsets.UTF_8).length;
        Map<String, String> record;
        try {
          record = upstream.read(key);
        } catch (IOException notJson) {
          record = null;
        }
        reads.add(record, key);
      }
      report("memcached (" + driver + ")", "ours -> upstream", "A", reads,
          "integrity " + reads.ok() + " of " + RECORDS + "; " + ourBytes / RECORDS + " B/record (upstream's JSON "
          + upstreamBytes / RECORDS + " B)");
      assertThat(reads.ok()).as("records upstream parses and verifies: %s", reads).isEqualTo(RECORDS);
      assertThat(ourBytes).as("stored bytes: ours as upstream's JSON").isEqualTo(upstreamBytes);
    }
  }

  // ------------------------------------------------------------------ scans through our binding

  private interface UpstreamScan {
    List<String> keys(String start);
  }

  /** Scans of {@link #SCAN_LENGTH} from every tenth key, through our binding, against upstream's. */
  private static ScanCheck scanCheck(DB db, List<String> keys, UpstreamScan expectedOrder) {
    int bad = 0;
    int records = 0;
    for (String start : startKeys(keys)) {
      Vector<HashMap<String, ByteIterator>> result = new Vector<>();
      Status status = db.scan(TABLE, start, SCAN_LENGTH, null, result);
      List<String> found = new ArrayList<>();
      boolean contentOk = status.isOk();
      for (HashMap<String, ByteIterator> r : result) {
        Map<String, String> fields = new LinkedHashMap<>();
        r.forEach((f, v) -> fields.put(f, v.toString()));
        String key = IntegrityRecords.keyOf(fields);
        found.add(key);
        contentOk &= key != null && IntegrityRecords.matches(key, fields);
      }
      records += found.size();
      if (!contentOk || !found.equals(expectedOrder.keys(start))) {
        bad++;
      }
    }
    return new ScanCheck(startKeys(keys).size(), records, bad);
  }

  private record ScanCheck(int scans, int records, int bad) {
    @Override
    public String toString() {
      return scans + " scans, " + records + " records, " + bad + " differing from upstream's order or content";
    }
  }

  private static List<String> startKeys(List<String> keys) {
    List<String> starts = new ArrayList<>();
    for (int i = 0; i < keys.size(); i += 10) {
      starts.add(keys.get(i));
    }
    return starts;
  }

  // ------------------------------------------------------------------ counts

  /** OK / NOT_FOUND / ERROR (anything else) of one operation. */
  private static final class Counts {
    private long ok;
    private long notFound;
    private long failed;

    Counts() {
    }

    Counts(long ok, long notFound, long failed) {
      this.ok = ok;
      this.notFound = notFound;
      this.failed = failed;
    }

    static Counts of(String stdout, String op) {
      Counts c = new Counts();
      for (CompatEnv.Metric m : CompatEnv.metrics(stdout)) {
        if (!m.section().equals(op) || !m.name().startsWith("Return=")) {
          continue;
        }
        long n = Long.parseLong(m.value().trim());
        switch (m.name()) {
          case "Return=OK" -> c.ok += n;
          case "Return=NOT_FOUND" -> c.notFound += n;
          default -> c.failed += n;
        }
      }
      return c;
    }

    /** One record read the upstream way: verified, missing, or there but wrong. */
    void add(Map<String, String> record, String key) {
      if (record == null) {
        failed++;
      } else if (record.isEmpty()) {
        notFound++;
      } else if (IntegrityRecords.matches(key, record)) {
        ok++;
      } else {
        failed++;
      }
    }

    long ok() {
      return ok;
    }

    long failed() {
      return failed;
    }

    @Override
    public String toString() {
      return "OK " + ok + ", NOT_FOUND " + notFound + ", ERROR " + failed;
    }
  }

  private static void assertVerifiedReads(Run run, Counts reads) {
    String out = run.stdout();
    assertThat(reads.ok()).as(run.describe()).isPositive();
    assertThat(reads.toString()).as(run.describe()).endsWith("NOT_FOUND 0, ERROR 0");
    assertThat(out).as("no failed verification\n%s", run.describe()).doesNotContain("UNEXPECTED_STATE");
    assertThat(CompatEnv.metric(out, "VERIFY", "Return=OK")).as("every read verified\n%s", run.describe())
        .isEqualTo(Long.toString(reads.ok()));
  }

  private static String verifyLine(String stdout) {
    return CompatEnv.metrics(stdout).stream().filter(m -> m.section().equals("VERIFY"))
        .filter(m -> m.name().startsWith("Return="))
        .map(m -> "VERIFY " + m.name().substring("Return=".length()) + " " + m.value().trim())
        .collect(Collectors.joining(", "));
  }

  private static void report(String binding, String direction, String workload, Counts counts, String detail) {
    System.out.printf("[compat-data] %-24s %-17s %s: %s; %s%n", binding, direction, workload, counts, detail);
  }

  // ------------------------------------------------------------------ set-up

  private static List<String> keys() {
    return LongStream.range(0, RECORDS).mapToObj(IntegrityRecords::key).toList();
  }

  private static Map<String, String> workloadA() {
    return map("workload", CompatEnv.CORE_WORKLOAD, "recordcount", Integer.toString(RECORDS),
        "operationcount", "2000", "readproportion", "0.5", "updateproportion", "0.5",
        "requestdistribution", "zipfian", "readallfields", "true", "dataintegrity", "true");
  }

  private static Map<String, String> workloadE() {
    return map("workload", CompatEnv.CORE_WORKLOAD, "recordcount", Integer.toString(RECORDS),
        "operationcount", "500", "readproportion", "0", "updateproportion", "0", "scanproportion", "0.95",
        "insertproportion", "0.05", "requestdistribution", "zipfian", "maxscanlength", "100",
        "scanlengthdistribution", "uniform", "insertorder", "hashed", "dataintegrity", "true");
  }

  private static Map<String, String> redisProps(TestServers.Address server) {
    return map("redis.host", server.host(), "redis.port", Integer.toString(server.port()),
        "redis.db", Integer.toString(REDIS_DB));
  }

  private static Map<String, String> memcachedProps(TestServers.Address server, String driver) {
    return map("memcached.hosts", server.hostAndPort(), "memcached.driver", driver);
  }

  private static DB redis(Map<String, String> props) throws Exception {
    DB db = new RedisClient();
    Properties p = new Properties();
    p.putAll(props);
    db.setProperties(p);
    db.init();
    return db;
  }

  /** Our client, in its own JVM, on the test's workload with the binding's properties. */
  private static Run ours(Path dir, Class<? extends DB> binding, Map<String, String> props,
      Map<String, String> workload, String phase) {
    Path file = CompatEnv.writeProperties(dir, "workload-" + phase.substring(1), workload);
    return CompatEnv.runClient(Side.OURS, dir, List.of(),
        CompatEnv.args(binding.getName(), file, props, phase, "-threads", "2")).assertSucceeded();
  }
}
