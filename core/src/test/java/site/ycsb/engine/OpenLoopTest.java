package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.Status;
import site.ycsb.TestDBs;
import site.ycsb.results.ArrivalsResult;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;

/** {@code arrivals=open}: operations start on their schedule, whatever earlier ones do. */
class OpenLoopTest {
  @TempDir
  Path tmp;

  /** Answers OK at once, except that the first read of a run ({@code stall.id}) blocks for 200 ms. */
  /** The first {@code stall.count} reads of a run (default 1), whichever clients make them, block for 200 ms. */
  public static class StallOnceDB extends TestDBs.OkDB {
    private static final Map<String, AtomicInteger> STALLED = new ConcurrentHashMap<>();

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      int stalls = Integer.parseInt(getProperties().getProperty("stall.count", "1"));
      if (STALLED.computeIfAbsent(getProperties().getProperty("stall.id"), k -> new AtomicInteger())
          .getAndIncrement() < stalls) {
        try {
          TimeUnit.MILLISECONDS.sleep(200);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      return Status.OK;
    }
  }

  /** {@link StallOnceDB} whose init takes 20 ms, as a binding's connect may: each client started costs that. */
  public static class SlowStartDB extends StallOnceDB {
    @Override
    public void init() {
      try {
        TimeUnit.MILLISECONDS.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  private List<String> stallRun(String arrivals, Path dir) {
    return stallRun(arrivals, dir, 2);
  }

  private List<String> stallRun(String arrivals, Path dir, int threads) {
    return new ArrayList<>(List.of("-db", StallOnceDB.class.getName(), "-t", "-threads", "" + threads,
        "-target", "500",
        "-p", "recordcount=10", "-p", "operationcount=400", "-p", "readproportion=1", "-p", "updateproportion=0",
        "-p", "arrivals=" + arrivals, "-p", "stall.id=" + dir, "-p", "results.dir=" + dir));
  }

  @Test
  void openLoopKeepsTheScheduleWhileTheBindingStalls() throws Exception {
    Path dir = tmp.resolve("open");
    List<String> args = stallRun("open", dir);
    // Both ready clients stall at once (one alone is covered by the other, whose reads take microseconds).
    args.addAll(List.of("-p", "stall.count=2"));
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.count("READ", "Operations")).isEqualTo(400);
    assertThat(o.errLines()).filteredOn(l -> l.startsWith("Open-loop arrivals")).hasSize(1);
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    ArrivalsResult a = r.arrivals();
    assertThat(a.mode()).isEqualTo("open");
    assertThat(a.process()).isEqualTo("uniform");
    // 100 arrivals fall into the stall, with no client free to take them: clients are started.
    assertThat(a.clientsStarted()).isGreaterThan(2);
    assertThat(a.maxOutstanding()).isGreaterThan(2);
    // Far below the cap; a late dispatcher's catch-up hand-over may still queue a few (one new client each).
    assertThat(a.clientsStarted()).isLessThan(a.maxClients());
    assertThat(a.maxLagMs()).isGreaterThanOrEqualTo(0);
    assertThat(r.operations()).isEqualTo(400);
    // The stalled read's response time counts from its scheduled start.
    assertThat(r.series().get("Intended-READ").latencyUs().max()).isGreaterThanOrEqualTo(190_000);
  }

  @Test
  void clientsStartOneAtATimeAndTheFirstFreeOneTakesTheBacklog() throws Exception {
    Path dir = tmp.resolve("slow-start");
    List<String> args = stallRun("open", dir);
    args.set(1, SlowStartDB.class.getName());
    args.addAll(List.of("-p", "stall.count=2"));
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as(o.err()).isZero();
    ArrivalsResult a = ResultsDirectory.readResult(dir.resolve("result.json")).arrivals();
    // Both ready clients stall for 200 ms (100 arrivals). One client is started (20 ms), takes every due arrival
    // itself (their reads take microseconds) and then keeps up: not one new client per arrival while it starts.
    assertThat(a.clientsStarted()).isBetween(3, 5);
    assertThat(a.maxOutstanding()).isGreaterThan(5);
    assertThat(a.queuedArrivals()).isGreaterThan(0);
  }

  @Test
  void closedLoopFallsBehindTheScheduleInstead() throws Exception {
    Path dir = tmp.resolve("closed");
    ClientHarness.Outcome o = ClientHarness.run(stallRun("closed", dir));
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.err()).doesNotContain("Open-loop");
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    ArrivalsResult a = r.arrivals();
    assertThat(a.mode()).isEqualTo("closed");
    assertThat(a.clientsStarted()).isEqualTo(2);
    assertThat(a.maxOutstanding()).isEqualTo(2);
    // The stalled thread's next operations start ~200 ms after their scheduled times.
    assertThat(a.maxLagMs()).isGreaterThanOrEqualTo(150);
    assertThat(r.operations()).isEqualTo(400);
  }

  @Test
  void atTheCapArrivalsQueueAndStillCountFromTheirSchedule() throws Exception {
    Path dir = tmp.resolve("cap");
    // One client, which stalls: the arrivals of the next 200 ms wait for it.
    List<String> args = stallRun("open", dir, 1);
    args.addAll(List.of("-p", "openloop.maxclients=1", "-p", "arrivalprocess=poisson"));
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as(o.err()).isZero();
    ArrivalsResult a = ResultsDirectory.readResult(dir.resolve("result.json")).arrivals();
    assertThat(a.process()).isEqualTo("poisson");
    assertThat(a.clientsStarted()).isEqualTo(1);
    assertThat(a.queuedArrivals()).isGreaterThan(50);
    assertThat(a.maxOutstanding()).isGreaterThan(50);
    assertThat(a.maxLagMs()).isGreaterThanOrEqualTo(150);
  }

  @Test
  void withoutTargetResultJsonHasNoArrivals() throws Exception {
    Path dir = tmp.resolve("none");
    ClientHarness.Outcome o = ClientHarness.run("-db", TestDBs.OkDB.class.getName(), "-t", "-p", "recordcount=10",
        "-p", "operationcount=10", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).arrivals()).isNull();
  }

  @Test
  void badValuesAreRefusedInOneLine() {
    assertRefused("property 'arrivals' is 'sometimes'; accepted: closed, open", "-target", "100",
        "-p", "arrivals=sometimes");
    assertRefused("property 'arrivalprocess' is 'bursty'; accepted: uniform, poisson", "-target", "100",
        "-p", "arrivalprocess=bursty");
    assertRefused("property 'openloop.maxclients' is '0'", "-target", "100", "-p", "arrivals=open",
        "-p", "openloop.maxclients=0");
    assertRefused("property 'openloop.maxclients' is '2'; accepted: a whole number from the thread count (4",
        "-target", "100", "-p", "arrivals=open", "-p", "openloop.maxclients=2", "-threads", "4");
    assertRefused("property 'arrivals' is 'open': an open loop needs a target rate", "-p", "arrivals=open");
    assertRefused("property 'arrivals' is 'open': an open loop needs a target rate", "-target", "0",
        "-p", "arrivals=open");
  }

  private static void assertRefused(String message, String... extra) {
    List<String> args = new ArrayList<>(List.of("-db", TestDBs.OkDB.class.getName(), "-t", "-p", "recordcount=10",
        "-p", "operationcount=10"));
    args.addAll(List.of(extra));
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLines()).as(o.err()).hasSize(1);
    assertThat(o.errorLines().get(0)).contains(message);
    assertThat(o.err()).doesNotContain("\tat ");
  }
}
