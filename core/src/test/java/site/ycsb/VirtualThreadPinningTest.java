package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.PinningCheck.with;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;

/**
 * The built-in bindings under virtual client threads never block a virtual thread while it is pinned to its
 * carrier ({@link PinningCheck}; bench/pinning.sh collects the lines this prints into its table).
 */
@EnabledForJreRange(min = JRE.JAVA_21, disabledReason = "virtual threads need Java 21; bench/pinning.sh runs "
    + "this with a JDK 25")
class VirtualThreadPinningTest {
  @Test
  void memoryPinsNoCarrier() throws Exception {
    List<String> common = List.of("-db", "site.ycsb.db.MemoryDB", "-P", "../workloads/workloada",
        "-p", "memory.name=VirtualThreadPinningTest", "-threads", "16");
    PinningCheck.Report load = PinningCheck.twice(with(common, "-load"));
    PinningCheck.Report run = PinningCheck.twice(with(common, "-t", "-p", "operationcount=20000"));
    System.out.println(load.line("memory load"));
    System.out.println(run.line("memory run"));
    assertThat(load.first().run().exitCode()).as(load.first().run().err()).isZero();
    assertThat(run.repeat().run().exitCode()).as(run.repeat().run().err()).isZero();
    assertThat(load.repeat().recurring()).isEmpty();
    assertThat(run.repeat().recurring()).isEmpty();
  }

  @Test
  void queuePinsNoCarrier() throws Exception {
    // An open loop, so that clients wait in the queue's parkNanos while others take the lock.
    PinningCheck.Report run = PinningCheck.twice(List.of("-db", "site.ycsb.db.QueueDB", "-P", "../workloads/workloada",
        "-t", "-threads", "16", "-p", "operationcount=2000", "-target", "2000", "-p", "arrivals=open",
        "-p", "arrivalprocess=poisson", "-p", "queue.servicemean=400", "-p", "queue.servers=4"));
    System.out.println(run.line("queue run"));
    assertThat(run.first().run().exitCode()).as(run.first().run().err()).isZero();
    assertThat(run.repeat().recurring()).isEmpty();
  }

  @Test
  void basicPinsNoCarrier() throws Exception {
    // With a simulated delay, so that the threads sleep (a quiet basic never waits, so could never pin).
    PinningCheck.Report run = PinningCheck.twice(List.of("-db", "site.ycsb.BasicDB", "-P", "../workloads/workloada",
        "-t", "-threads", "16", "-p", "operationcount=2000", "-p", "basicdb.verbose=false",
        "-p", "basicdb.simulatedelay=2"));
    System.out.println(run.line("basic run"));
    assertThat(run.first().run().exitCode()).as(run.first().run().err()).isZero();
    assertThat(run.repeat().recurring()).isEmpty();
  }
}
