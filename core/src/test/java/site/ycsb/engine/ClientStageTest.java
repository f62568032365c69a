package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import site.ycsb.ClientHarness;

/** Threads that did not stop in time are described by what they were doing, not as "blocked in a database call". */
class ClientStageTest {
  @Test
  void stagesOfThreadsNotEndedAreCountedInOrder() {
    assertThat(ClientStage.describe(List.of(ClientStage.OPERATING, ClientStage.NOT_RUNNING, ClientStage.ENDED,
        ClientStage.NOT_RUNNING, ClientStage.INITIALISING))).isEqualTo("2 not yet running (started, never "
        + "scheduled), 1 initialising their binding (init), 1 running operations (in or between database calls)");
    assertThat(ClientStage.describe(List.of(ClientStage.ENDED))).isEmpty();
  }

  /** Many threads on the in-process binding, given no grace: some have not ended, and none is said to be blocked. */
  @Test
  void manyThreadsOnTheMemoryBindingAreNeverSaidToBeBlockedInACall() {
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t", "-threads", "1500",
        "-p", "memory.name=stages", "-p", "recordcount=100", "-p", "operationcount=0", "-p", "maxexecutiontime=1",
        "-p", "stop.grace=0");
    List<String> stuck = o.errorLines().stream().filter(l -> l.contains("did not stop within 0 s")).toList();
    assertThat(stuck).as(o.err()).singleElement().asString()
        .doesNotContain("blocked in a database call")
        .containsPattern("\\(\\d+ (not yet running|initialising|waiting|running operations|cleaning up)");
  }
}
