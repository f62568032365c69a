package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.IllegalPropertyException;
import site.ycsb.Status;
import site.ycsb.TestDBs;
import site.ycsb.TestProperties;
import site.ycsb.measurements.Measurements;

class RestWorkloadTest {
  @TempDir
  Path dir;

  /** Every call as "OP url [body bytes]". */
  static final class Calls extends TestDBs.OkDB {
    final List<String> calls = new ArrayList<>();

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      calls.add("GET " + key);
      return Status.OK;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      calls.add("POST " + key + " " + values.get("data").toArray().length);
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      calls.add("PUT " + key + " " + values.get("data").toArray().length);
      return Status.OK;
    }

    @Override
    public Status delete(String table, String key) {
      calls.add("DELETE " + key);
      return Status.OK;
    }
  }

  @BeforeEach
  void measurements() {
    Measurements.setMeasurements(new Measurements(new Properties()));
  }

  private String trace(String name, String... urls) throws IOException {
    Path file = dir.resolve(name);
    Files.write(file, List.of(urls));
    return file.toString();
  }

  private static List<String> run(RestWorkload w, int operations) {
    Calls db = new Calls();
    for (int i = 0; i < operations; i++) {
      assertThat(w.doTransaction(db, null)).isTrue();
    }
    return db.calls;
  }

  @Test
  void eachOperationCallsAUrlOfItsOwnTrace() throws Exception {
    Properties p = TestProperties.of("readproportion", "0.5", "updateproportion", "0.25", "deleteproportion", "0.25",
        "fieldlength", "42", "url.trace.read", trace("r.txt", "/r/1", " /r/2 "),
        "url.trace.update", trace("u.txt", "/u/1"), "url.trace.delete", trace("d.txt", "/d/1", "/d/2", "/d/3"));
    RestWorkload w = new RestWorkload();
    w.init(p);  // no insert trace: the mix has no inserts
    List<String> calls = run(w, 4_000);
    assertThat(calls).allMatch(c -> c.matches("GET /r/[12]|PUT /u/1 42|DELETE /d/[123]"));
    long gets = calls.stream().filter(c -> c.startsWith("GET")).count();
    long deletes = calls.stream().filter(c -> c.startsWith("DELETE")).count();
    assertThat(gets).isBetween(1_800L, 2_200L);
    assertThat(deletes).isBetween(850L, 1_150L);
    assertThat(calls).contains("GET /r/2");  // lines are trimmed
    assertThat(w.doInsert(new Calls(), null)).isFalse();  // nothing to load
  }

  @Test
  void recordCountsLimitTheLinesUsedAndZipfianFavoursTheFirst() throws Exception {
    Properties p = TestProperties.of("readproportion", "1", "updateproportion", "0", "requestdistribution", "zipfian",
        "readrecordcount", "3", "url.trace.read", trace("r.txt", "/a", "/b", "/c", "/d", "/e"));
    RestWorkload w = new RestWorkload();
    w.init(p);
    List<String> calls = run(w, 3_000);
    assertThat(calls).allMatch(c -> c.matches("GET /[abc]"));
    Map<String, Integer> counts = new HashMap<>();
    calls.forEach(c -> counts.merge(c, 1, Integer::sum));
    assertThat(counts.get("GET /a")).isGreaterThan(counts.get("GET /b")).isGreaterThan(counts.get("GET /c"));
  }

  @Test
  void insertsPostABodyAndDeletesAloneAreAMix() throws Exception {
    RestWorkload w = new RestWorkload();
    w.init(TestProperties.of("readproportion", "0", "updateproportion", "0", "insertproportion", "1",
        "fieldlength", "7", "url.trace.insert", trace("i.txt", "/i")));
    assertThat(run(w, 10)).containsOnly("POST /i 7");
    RestWorkload d = new RestWorkload();
    d.init(TestProperties.of("readproportion", "0", "updateproportion", "0", "deleteproportion", "1",
        "url.trace.delete", trace("d.txt", "/d")));
    assertThat(run(d, 10)).containsOnly("DELETE /d");
  }

  @Test
  void badTracesAndMixesAreOneClearLine() throws Exception {
    assertThatThrownBy(() -> new RestWorkload().init(TestProperties.of("url.trace.read", dir.resolve("none").toString(),
        "updateproportion", "0"))).isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("url.trace.read").hasMessageContaining("no such trace file");
    String empty = trace("empty.txt");
    assertThatThrownBy(() -> new RestWorkload().init(TestProperties.of("url.trace.read", empty,
        "updateproportion", "0"))).hasMessageContaining("has no URL");
    assertThatThrownBy(() -> new RestWorkload().init(TestProperties.of("readproportion", "0",
        "updateproportion", "0"))).hasMessageContaining("deleteproportion");
    assertThatThrownBy(() -> new RestWorkload().init(TestProperties.of("requestdistribution", "latest",
        "url.trace.read", trace("r.txt", "/r"), "updateproportion", "0")))
        .hasMessageContaining("requestdistribution");
  }
}
