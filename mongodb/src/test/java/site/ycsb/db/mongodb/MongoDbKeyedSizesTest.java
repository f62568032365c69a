package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.Vector;
import org.bson.BsonDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.Status;
import site.ycsb.db.MongoDbClient;
import site.ycsb.generator.sizes.KeyedUniform;
import site.ycsb.generator.sizes.SizePresets;
import site.ycsb.workloads.PaddedKeyNames;

/**
 * Facebook ETC value sizes and key lengths through the binding against each MongoDB-wire server: every read of the
 * run finds and verifies the loaded record under its padded name, the server holds as {@code _id} exactly the
 * padded names at the lengths their key numbers draw, and a scan from a padded key returns the next keys in order.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(WireServer.class)
class MongoDbKeyedSizesTest {
  private static final int RECORDS = 400;

  @Parameter
  WireServer kind;
  private TestMongo server;

  @BeforeEach
  void start() {
    server = kind.open();
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  private static List<String> args(String url, String phase, String... extra) {
    List<String> a = new ArrayList<>(List.of("-db", MongoDbClient.class.getName(), phase, "-p", "mongodb.url=" + url,
        "-p", "recordcount=" + RECORDS, "-p", "fieldcount=1", "-p", "fieldlengthdistribution=facebook-etc",
        "-p", "keylengthdistribution=facebook-etc", "-p", "dataintegrity=true", "-threads", "2"));
    a.addAll(List.of(extra));
    return a;
  }

  @Test
  void storedKeysAndSizesAreTheKeysOwnAndScansFollowThem() throws Exception {
    String url = server.url("keyed");
    ClientHarness.Outcome load = ClientHarness.runOk(args(url, "-load"));
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(RECORDS);
    // FerretDB is a correctness server, not a speed one: fewer operations there.
    String ops = kind.isFerretDb() ? "600" : "2000";
    ClientHarness.Outcome run = ClientHarness.runOk(args(url, "-t", "-p", "operationcount=" + ops,
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

    try (MongoClient direct = MongoClients.create(url)) {
      MongoCollection<BsonDocument> collection = direct.getDatabase(server.database("keyed"))
          .getCollection("usertable", BsonDocument.class);
      Map<String, Integer> stored = new HashMap<>();
      for (BsonDocument doc : collection.find()) {
        stored.put(doc.getString("_id").getValue(), doc.getBinary("field0").getData().length);
      }
      assertThat(stored.keySet()).containsExactlyInAnyOrderElementsOf(expected.keySet());
      expected.forEach((key, n) -> assertThat(stored.get(key)).as(key)
          .isEqualTo((int) SizePresets.facebookEtcValues().size(KeyedUniform.of(n, PaddedKeyNames.VALUE_STREAM))));

      // From a padded start key, the server's own order of _id and the binding's scan: the next padded names.
      MongoDbClient db = new MongoDbClient();
      Properties c = new Properties();
      c.setProperty("mongodb.url", url);
      db.setProperties(c);
      db.init();
      try {
        for (long n : new long[] {0, 7, 123, RECORDS - 1}) {
          String start = names.name(n);
          List<String> next = expected.tailMap(start, true).keySet().stream().limit(10).toList();
          List<String> ids = new ArrayList<>();
          collection.find(Filters.gte("_id", start)).sort(Sorts.ascending("_id")).limit(10)
              .forEach(doc -> ids.add(doc.getString("_id").getValue()));
          assertThat(ids).as(start).containsExactlyElementsOf(next);

          Vector<HashMap<String, ByteIterator>> scanned = new Vector<>();
          assertThat(db.scan("usertable", start, 10, null, scanned)).isEqualTo(Status.OK);
          List<String> values = scanned.stream().map(r -> r.get("field0").toString()).toList();
          List<String> nextValues = new ArrayList<>();
          for (String key : next) {
            HashMap<String, ByteIterator> cells = new HashMap<>();
            assertThat(db.read("usertable", key, null, cells)).as(key).isEqualTo(Status.OK);
            nextValues.add(cells.get("field0").toString());
          }
          assertThat(values).as(start).containsExactlyElementsOf(nextValues);
        }
      } finally {
        db.cleanup();
      }
    }
  }
}
