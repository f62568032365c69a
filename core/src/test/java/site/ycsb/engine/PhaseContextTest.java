package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What every step of a phase reads, built as BenchmarkRun builds it. */
class PhaseContextTest {
  @Test
  void thePropertiesAreThoseOfTheReaderWhichTheSliceAndTheWorkloadHaveSeen() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=100",
        "-p", "client.count=4", "-p", "client.index=3");
    assertThat(f.phase.properties()).isSameAs(f.phase.reader().properties()).isSameAs(f.args.properties());
    assertThat(f.phase.properties().getProperty("insertstart")).isEqualTo("75");
  }
}
