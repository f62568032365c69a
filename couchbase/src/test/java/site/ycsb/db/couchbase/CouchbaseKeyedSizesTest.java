package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;

import com.couchbase.client.java.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.NavigableMap;
import java.util.Properties;
import java.util.TreeMap;
import java.util.Vector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.Status;
import site.ycsb.generator.sizes.KeyedUniform;
import site.ycsb.generator.sizes.SizePresets;
import site.ycsb.workloads.PaddedKeyNames;

/**
 * Facebook ETC value sizes and key lengths through the binding against CouchbaseMock and the query double: every
 * read of the run finds and verifies the loaded record under its padded name, the bucket holds as document IDs
 * exactly the padded names at the lengths their key numbers draw, and a N1QL range scan from a padded key returns
 * the next keys' records in order, in both scan modes.
 */
class CouchbaseKeyedSizesTest {
  private static final int RECORDS = 400;

  private MockCluster cluster;

  @BeforeEach
  void start() throws Exception {
    cluster = MockCluster.start();
  }

  @AfterEach
  void stop() {
    cluster.close();
  }

  private List<String> args(String phase, String... extra) {
    List<String> a = new ArrayList<>(List.of("-db", CouchbaseClientWorkloadRunTest.DB, phase,
        "-p", "recordcount=" + RECORDS, "-p", "fieldcount=1", "-p", "fieldlengthdistribution=facebook-etc",
        "-p", "keylengthdistribution=facebook-etc", "-p", "dataintegrity=true", "-threads", "2"));
    a.addAll(cluster.args());
    a.addAll(List.of(extra));
    return a;
  }

  @Test
  void storedKeysAndSizesAreTheKeysOwnAndScansFollowThem() throws Exception {
    ClientHarness.Outcome load = ClientHarness.runOk(args("-load", "-p", "couchbase.index.create=true"));
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(RECORDS);
    ClientHarness.Outcome run = ClientHarness.runOk(args("-t", "-p", "operationcount=2000",
        "-p", "readproportion=0.4", "-p", "updateproportion=0.2", "-p", "scanproportion=0.1",
        "-p", "readmodifywriteproportion=0.2", "-p", "insertproportion=0.1", "-p", "maxscanlength=10"));
    assertThat(run.count("VERIFY", "Return=OK")).isEqualTo(run.count("READ", "Return=OK")).isPositive();
    assertThat(run.metric("READ", "Return=NOT_FOUND")).isNull();
    assertThat(run.count("SCAN", "Return=OK")).isEqualTo(run.count("SCAN", "Operations")).isPositive();
    assertThat(run.out()).doesNotContain("Return=ERROR").doesNotContain("UNEXPECTED_STATE");
    long records = RECORDS + run.count("INSERT", "Return=OK");

    Properties p = new Properties();
    p.setProperty("recordcount", Integer.toString(RECORDS));
    p.setProperty("keylengthdistribution", "facebook-etc");
    PaddedKeyNames names = PaddedKeyNames.of(p, records,
        n -> SizePresets.facebookEtcKeys().size(PaddedKeyNames.keyUniform(n)));
    TreeMap<String, Long> expected = names.byName();

    // The document IDs and values the KV service holds.
    NavigableMap<String, byte[]> stored = cluster.documents();
    assertThat(stored.keySet()).containsExactlyElementsOf(expected.keySet());
    expected.forEach((key, n) -> assertThat(field0(stored.get(key))).as(key)
        .hasSize((int) SizePresets.facebookEtcValues().size(KeyedUniform.of(n, PaddedKeyNames.VALUE_STREAM))));

    for (String mode : List.of("ids", "documents")) {
      Properties c = cluster.properties();
      c.setProperty("couchbase.scan.mode", mode);
      CouchbaseClient db = CouchbaseClientKvOperationsTest.client(c);
      try {
        for (long n : new long[] {0, 7, 123, RECORDS - 1}) {
          String start = names.name(n);
          List<String> next = expected.tailMap(start, true).keySet().stream().limit(10).toList();
          Vector<HashMap<String, ByteIterator>> scanned = new Vector<>();
          assertThat(db.scan("usertable", start, 10, null, scanned)).isEqualTo(Status.OK);
          assertThat(scanned.stream().map(r -> r.get("field0").toString()).toList()).as(mode + " " + start)
              .containsExactlyElementsOf(next.stream().map(k -> field0(stored.get(k))).toList());
        }
      } finally {
        db.cleanup();
      }
    }
  }

  @Test
  void keysOfTheLongestLengthADocumentIdHoldsAreStored() {
    ClientHarness.Outcome load = ClientHarness.runOk(args("-load", "-p", "keylengthdistribution=uniform",
        "-p", "keylength.min=250", "-p", "keylength.max=250", "-p", "recordcount=20"));
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(20);
    assertThat(cluster.documents().keySet()).hasSize(20).allSatisfy(id -> assertThat(id).hasSize(250));
  }

  @Test
  void aLongestKeyAboveWhatADocumentIdHoldsIsRefusedInOneLine() {
    ClientHarness.Outcome load = ClientHarness.run(args("-load", "-p", "keylengthdistribution=uniform",
        "-p", "keylength.min=251", "-p", "keylength.max=251", "-p", "recordcount=20"));
    assertThat(load.exitCode()).as(load.err()).isEqualTo(2);
    assertThat(load.errorLines()).singleElement().asString().contains("keylength.max").contains("'251'")
        .contains("1 to 250").doesNotContain("Exception");
    assertThat(load.err()).doesNotContain("\tat ");
    assertThat(cluster.documents()).isEmpty();
  }

  private static String field0(byte[] document) {
    return JsonObject.fromJson(new String(document, StandardCharsets.UTF_8)).getString("field0");
  }
}
