package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.MemoryDB;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * The {@code ttl} property end to end on the in-process memory binding: records expire, a read of one is counted as
 * EXPIRED apart from other misses (in the text output and in result.json), a binding that cannot expire records is
 * refused in one line, and a run without {@code ttl} is as before.
 */
class ClientTtlTest {
  @TempDir
  Path dir;

  private static ClientHarness.Outcome run(String store, String phase, String... extra) {
    List<String> a = new ArrayList<>(List.of("-db", MemoryDB.class.getName(), phase, "-p", "memory.name=" + store,
        "-p", "recordcount=200", "-p", "operationcount=400", "-p", "readproportion=1", "-p", "updateproportion=0",
        "-threads", "1"));
    a.addAll(List.of(extra));
    return ClientHarness.run(a);
  }

  @Test
  void readsOfExpiredRecordsAreCountedApartFromOtherMisses() throws Exception {
    ClientHarness.Outcome load = run("ttl-expire", "-load", "-p", "ttl=1");
    assertThat(load.exitCode()).as(load.err()).isZero();
    ClientHarness.Outcome fresh = run("ttl-expire", "-t", "-p", "ttl=1");
    assertThat(fresh.exitCode()).as(fresh.err()).isZero();
    assertThat(fresh.count("READ", "Return=OK")).isEqualTo(400);
    assertThat(fresh.measurementsOf("READ")).doesNotContain("Return=EXPIRED");
    Thread.sleep(1300);
    Path results = dir.resolve("after");
    ClientHarness.Outcome late = run("ttl-expire", "-t", "-p", "ttl=1", "-p", "results.dir=" + results);
    assertThat(late.exitCode()).as(late.err()).isZero();
    assertThat(late.count("READ", "Return=EXPIRED")).isEqualTo(400);
    assertThat(late.measurementsOf("READ")).doesNotContain("Return=NOT_FOUND");
    assertThat(late.err()).doesNotContain("failed").doesNotContain("was the data loaded");
    JsonNode read = new ObjectMapper().readTree(Files.readString(results.resolve("result.json")))
        .path("series").path("READ");
    assertThat(read.path("returns").path("EXPIRED").asLong()).isEqualTo(400);
    assertThat(read.path("misses").asLong()).isEqualTo(400);
    assertThat(read.path("errors").asLong()).isZero();
  }

  @Test
  void insertsAndUpdatesOfTheRunExpireToo() throws Exception {
    assertThat(run("ttl-writes", "-load").exitCode()).isZero();
    ClientHarness.Outcome writes = run("ttl-writes", "-t", "-p", "ttl=1", "-p", "readproportion=0",
        "-p", "updateproportion=0.5", "-p", "insertproportion=0.5", "-p", "requestdistribution=sequential");
    assertThat(writes.exitCode()).as(writes.err()).isZero();
    Thread.sleep(1300);
    // Without ttl a read that misses is an ordinary NOT_FOUND: the run does not know how the records were written.
    ClientHarness.Outcome plain = run("ttl-writes", "-t", "-p", "recordcount=400", "-p", "operationcount=400",
        "-p", "requestdistribution=sequential");
    assertThat(plain.count("READ", "Return=NOT_FOUND")).as(plain.out()).isGreaterThan(0);
    assertThat(plain.measurementsOf("READ")).doesNotContain("Return=EXPIRED");
    // The records written during the run with a TTL (the 200 inserted, and those updated) are gone; only the
    // loaded records never updated are left.
    assertThat(plain.count("READ", "Return=NOT_FOUND")).isGreaterThanOrEqualTo(200 + 100);
  }

  @Test
  void withoutTtlNothingExpires() throws Exception {
    assertThat(run("ttl-none", "-load").exitCode()).isZero();
    Thread.sleep(1100);
    ClientHarness.Outcome o = run("ttl-none", "-t");
    assertThat(o.count("READ", "Return=OK")).isEqualTo(400);
    assertThat(o.measurementsOf("READ")).containsOnlyOnce("Return=OK").doesNotContain("Return=EXPIRED");
  }

  @Test
  void aBindingThatCannotExpireRecordsIsRefusedInOneLine() {
    ClientHarness.Outcome o = ClientHarness.run("-db", BasicDB.class.getName(), "-load", "-p", "recordcount=10",
        "-p", "ttl=300");
    assertThat(o.exitCode()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLines()).containsExactly("ycsb: error: property 'ttl' is '300', but the basic binding refuses "
        + "it: it cannot expire records; unset ttl, or use a binding that does (memory, redis, memcached, "
        + "mysql-memcached, couchbase, mongodb)");
    assertThat(o.out()).doesNotContain("[INSERT]");
  }

  @Test
  void aTtlThatIsNotOneIsRefusedInOneLine() {
    ClientHarness.Outcome o = run("ttl-bad", "-load", "-p", "ttl=200-100");
    assertThat(o.exitCode()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLines()).containsExactly("ycsb: error: property 'ttl' is '200-100': '200-100' is reversed: "
        + "write the range low-high; accepted: " + site.ycsb.generator.expiry.TtlDistribution.ACCEPTED);
  }
}
