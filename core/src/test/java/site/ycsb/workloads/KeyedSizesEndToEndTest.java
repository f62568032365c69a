package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Properties;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.Status;
import site.ycsb.TestProperties;
import site.ycsb.db.MemoryDB;
import site.ycsb.generator.sizes.KeyedUniform;
import site.ycsb.generator.sizes.SizePresets;

/**
 * A load and a run with Facebook ETC value sizes and key lengths over the memory binding: the run's reads, updates,
 * scans, read-modify-writes and inserts find the loaded records under the same padded names, every read verifies,
 * and the store holds exactly the names and sizes the keys say.
 */
class KeyedSizesEndToEndTest {
  private static final String[] SIZES = {"-p", "fieldcount=1", "-p", "fieldlengthdistribution=facebook-etc",
      "-p", "keylengthdistribution=facebook-etc", "-p", "dataintegrity=true", "-p", "recordcount=500"};

  private static List<String> args(String store, String phase, String... extra) {
    List<String> a = new ArrayList<>(List.of("-db", "site.ycsb.db.MemoryDB", phase, "-p", "memory.name=" + store));
    a.addAll(List.of(SIZES));
    a.addAll(List.of(extra));
    return a;
  }

  private static ClientHarness.Outcome ok(List<String> args) {
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as("exit code; stderr:%n%s", o.err()).isZero();
    assertThat(o.errorLines()).as(o.err()).isEmpty();
    return o;
  }

  @Test
  void everyOperationFindsWhatTheLoadWrote() throws Exception {
    String store = "keyed-sizes-e2e";
    ok(args(store, "-load", "-threads", "2"));
    ClientHarness.Outcome run = ok(args(store, "-t", "-threads", "2", "-p", "operationcount=3000",
        "-p", "readproportion=0.4", "-p", "updateproportion=0.2", "-p", "scanproportion=0.1",
        "-p", "readmodifywriteproportion=0.2", "-p", "insertproportion=0.1", "-p", "maxscanlength=5"));
    long reads = run.count("READ", "Return=OK");
    assertThat(run.metric("READ", "Return=NOT_FOUND")).isNull();
    assertThat(run.count("VERIFY", "Return=OK")).isEqualTo(reads).isPositive();
    assertThat(run.out()).doesNotContain("UNEXPECTED_STATE").doesNotContain("Return=ERROR");
    long inserts = run.count("INSERT", "Return=OK");
    assertThat(run.count("SCAN", "Return=OK")).isPositive();

    CoreWorkloadSizesTest.KeyWorkload names = new CoreWorkloadSizesTest.KeyWorkload();
    Properties p = TestProperties.of("recordcount", "500", "keylengthdistribution", "facebook-etc");
    names.init(p);
    MemoryDB db = new MemoryDB();
    db.setProperties(TestProperties.of("memory.name", store));
    db.init();
    try {
      int padded = 0;
      for (long n = 0; n < 500 + inserts; n++) {
        HashMap<String, ByteIterator> cells = new HashMap<>();
        String key = names.key(n);
        assertThat(db.read("usertable", key, null, cells)).as(key).isEqualTo(Status.OK);
        long size = SizePresets.facebookEtcValues().size(KeyedUniform.of(n, RecordValueSizes.STREAM));
        assertThat(cells.get("field0").toString()).as(key).hasSize((int) size);
        padded += key.length() > ("user" + site.ycsb.Utils.hash(n)).length() ? 1 : 0;
      }
      assertThat(padded).isPositive();
      Vector<HashMap<String, ByteIterator>> all = new Vector<>();
      db.scan("usertable", "", 100_000, null, all);
      assertThat(all).hasSize((int) (500 + inserts));
    } finally {
      db.cleanup();
    }
  }
}
