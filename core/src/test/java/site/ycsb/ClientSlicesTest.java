package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.ClientSlice;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;

/** Several client processes of one run (client.index of client.count), over one shared memory store. */
class ClientSlicesTest {
  private static final String MEMORY = "site.ycsb.db.MemoryDB";

  @TempDir
  Path tmp;

  private static ClientHarness.Outcome ok(List<String> args) {
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as("exit code; stderr:%n%s", o.err()).isZero();
    assertThat(o.errorLines()).as(o.err()).isEmpty();
    return o;
  }

  private List<String> client(String store, String phase, int index, int count, String... extra) {
    List<String> a = new ArrayList<>(List.of("-db", MEMORY, phase, "-p", "memory.name=" + store,
        "-p", "client.index=" + index, "-p", "client.count=" + count, "-p", "run.id=slices",
        "-p", "results.dir=" + tmp.resolve(store + "-" + ("-t".equals(phase) ? "run" : "load") + "-" + index)));
    a.addAll(List.of(extra));
    return a;
  }

  private RunResult result(String store, String phase, int index) throws Exception {
    return ResultsDirectory.readResult(tmp.resolve(store + "-" + phase + "-" + index).resolve("result.json"));
  }

  @Test
  void threeLoadSlicesInsertEveryRecordOnceTheLastTakingTheRemainder() throws Exception {
    String store = "slices-load";
    long[] expected = {333, 333, 334};
    for (int i = 0; i < 3; i++) {
      ClientHarness.Outcome o = ok(client(store, "-load", i, 3, "-p", "recordcount=1000", "-threads", "2",
          "-p", "dataintegrity=true"));
      assertThat(o.count("INSERT", "Return=OK")).isEqualTo(expected[i]);
      assertThat(o.err()).contains("Client " + i + " of 3: inserts keys " + (333 * i) + "..");
      RunResult r = result(store, "load", i);
      assertThat(r.clientSlice()).isEqualTo(new ClientSlice(i, 3));
      assertThat(r.operations()).isEqualTo(expected[i]);
    }
    // Together exactly recordcount records: no key twice, none missing.
    assertThat(result(store, "load", 2).server().after().records()).isEqualTo(1000L);

    // Run: every client reads the whole key space, and every read finds its record.
    ClientHarness.Outcome run = ok(client(store, "-t", 1, 3, "-p", "recordcount=1000", "-p", "operationcount=3000",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "requestdistribution=uniform",
        "-p", "dataintegrity=true"));
    assertThat(run.count("READ", "Return=OK")).isEqualTo(3000);
    assertThat(run.metric("READ", "Return=NOT_FOUND")).isNull();
    assertThat(run.err()).contains("Client 1 of 3: the whole key space");
    assertThat(result(store, "run", 1).clientSlice()).isEqualTo(new ClientSlice(1, 3));
  }

  @Test
  void theTargetIsTheTotalOfAllClients() throws Exception {
    String store = "slices-target";
    ok(List.of("-db", MEMORY, "-load", "-p", "memory.name=" + store, "-p", "recordcount=100"));
    double sum = 0;
    for (int i = 0; i < 3; i++) {
      ClientHarness.Outcome o = ok(client(store, "-t", i, 3, "-p", "recordcount=100", "-p", "operationcount=20",
          "-target", "1000"));
      assertThat(o.err()).contains("target " + (i == 0 ? 334 : 333) + " ops/s");
      sum += result(store, "run", i).targetOpsPerSec();
    }
    assertThat(sum).isEqualTo(1000);
  }

  @Test
  void anExplicitInsertRangeInsideTheSliceWins() throws Exception {
    String store = "slices-explicit";
    ClientHarness.Outcome o = ok(client(store, "-load", 1, 2, "-p", "recordcount=100", "-p", "insertstart=60",
        "-p", "insertcount=20"));
    assertThat(o.count("INSERT", "Return=OK")).isEqualTo(20);
    assertThat(o.err()).contains("inserts keys 60..79");
  }
}
