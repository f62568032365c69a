package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Properties;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ClientHarness;
import site.ycsb.Status;
import site.ycsb.TestProperties;
import site.ycsb.VirtualThreads;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;

/** The {@code queue} binding serves like the queue it claims to be. */
class QueueDBTest {
  @TempDir
  Path tmp;

  /**
   * The queue in virtual time (Poisson arrivals handed to {@link QueueServers#admit(long)}), free of the machine's
   * timing: mean and p99 response time against M/M/1, where the response time is exponential with rate mu - lambda.
   */
  @Test
  void oneServerIsAnMm1Queue() {
    double[] response = simulate(1, 1000, 700, 200_000);
    double rate = 1000 - 700;
    assertThat(mean(response)).isCloseTo(1 / rate, withinPercentage(5));
    assertThat(percentile(response, 0.99)).isCloseTo(Math.log(100) / rate,
        withinPercentage(5));
  }

  /** Two servers: the mean response time of M/M/2 (Erlang C: wait probability 2 rho^2 / (1 + rho)). */
  @Test
  void twoServersAreAnMm2Queue() {
    double mu = 1000;
    double lambda = 1500;
    double rho = lambda / (2 * mu);
    double expected = 2 * rho * rho / (1 + rho) / (2 * mu - lambda) + 1 / mu;
    assertThat(mean(simulate(2, mu, lambda, 200_000))).isCloseTo(expected,
        withinPercentage(5));
  }

  /** Response times in seconds of {@code n} Poisson arrivals at {@code lambda}/s to {@code servers} at mu/s each. */
  private static double[] simulate(int servers, double mu, double lambda, int n) {
    QueueServers queue = new QueueServers(servers, 1e9 / mu, 0, 42);
    SplittableRandom arrivals = new SplittableRandom(43);
    double[] response = new double[n];
    double t = System.nanoTime() + 1e9;
    for (int i = 0; i < n; i++) {
      t += -Math.log(1 - arrivals.nextDouble()) / lambda * 1e9;
      response[i] = (queue.admit((long) t) - (long) t) / 1e9;
    }
    return response;
  }

  private static double mean(double[] values) {
    return Arrays.stream(values).average().orElseThrow();
  }

  private static double percentile(double[] values, double p) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[(int) (p * (sorted.length - 1))];
  }

  @Test
  void oneClientAloneSeesTheMeanServiceTime() {
    Properties p = TestProperties.of(QueueDB.SERVICE_MEAN_PROPERTY, "2000", QueueDB.SEED_PROPERTY, "7");
    QueueDB db = new QueueDB();
    db.setProperties(p);
    db.init();
    int n = 400;
    long start = System.nanoTime();
    for (int i = 0; i < n; i++) {
      assertThat(db.read("t", "k", null, new HashMap<>())).isEqualTo(Status.OK);
    }
    double meanUs = (System.nanoTime() - start) / 1000.0 / n;
    db.cleanup();
    // Exponential with mean 2 ms: the mean of 400 has a standard deviation of 5%; late wake-ups only add (on a
    // 2-core machine at a load average of 30, 2.5 ms an operation).
    assertThat(meanUs).isBetween(1600.0, 20_000.0);
  }

  @Test
  void instancesOfOneRunShareOneQueueAndOtherRunsDoNot() throws Exception {
    Properties run = TestProperties.of(QueueDB.SERVICE_MEAN_PROPERTY, "20000", QueueDB.SEED_PROPERTY, "1");
    QueueDB a = new QueueDB();
    QueueDB b = new QueueDB();
    QueueDB other = new QueueDB();
    a.setProperties(run);
    b.setProperties(run);
    other.setProperties(TestProperties.of(QueueDB.SERVICE_MEAN_PROPERTY, "20000", QueueDB.SEED_PROPERTY, "1"));
    a.init();
    b.init();
    other.init();
    // By identity, not by timing two requests: on a loaded host a thread can start after the other's request
    // was served, and the lone request's time can include a stall (it failed that way, 48 ms against 70 ms).
    assertThat(a.servers()).isNotNull().isSameAs(b.servers()).isNotSameAs(other.servers());
    Object ended = a.servers();
    a.cleanup();
    b.cleanup();
    QueueDB again = new QueueDB();
    again.setProperties(run);
    again.init();
    assertThat(again.servers()).as("a run whose instances all ended leaves no queue behind")
        .isNotSameAs(ended).isNotNull();
    again.cleanup();
    other.cleanup();
    assertThat(again.servers()).isNull();
  }

  @Test
  void mm1MeanResponseTimeAtModerateLoad() throws Exception {
    // mu = 1000/s, lambda = 500/s: rho 0.5, mean response 1/(mu - lambda) = 2 ms.
    Path dir = tmp.resolve("mm1");
    ClientHarness.Outcome o = ClientHarness.run("-db", QueueDB.class.getName(), "-t", "-target", "500",
        "-p", "arrivals=open", "-p", "arrivalprocess=poisson", "-p", "queue.servicemean=1000",
        "-p", "recordcount=10", "-p", "operationcount=2000", "-p", "readproportion=1", "-p", "updateproportion=0",
        "-threads", "4", "-p", "warmup.time=1", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    double meanUs = r.series().get("Intended-READ").latencyUs().mean();
    // Very generous: on a loaded machine the dispatcher and the clients wake late, and a late dispatcher hands
    // the queue a burst (seen at a load average of 30: 0.4 s mean). oneServerIsAnMm1Queue checks the queue
    // itself against theory; bench/queue-mm1.sh the whole within 10%. Without the shared queue the mean would be
    // the service time, 1 ms.
    assertThat(meanUs).isBetween(1500.0, 5_000_000.0);
    assertThat(r.operations()).isEqualTo(2000);
    assertThat(r.threadModel()).isEqualTo(VirtualThreads.available() ? "virtual" : "platform");
  }

  @Test
  void badValuesAreRefusedInOneLine() {
    assertRefused("property 'queue.servers' is '0'", "queue.servers=0");
    assertRefused("property 'queue.servicemean' is '-5'", "queue.servicemean=-5");
    assertRefused("property 'queue.servicemean' is 'fast'", "queue.servicemean=fast");
    assertRefused("property 'queue.seed' is 'x'", "queue.seed=x");
    assertRefused("property 'queue.spinus' is '-1'", "queue.spinus=-1");
  }

  private static void assertRefused(String message, String property) {
    List<String> args = new ArrayList<>(List.of("-db", QueueDB.class.getName(), "-t", "-p", "recordcount=10",
        "-p", "operationcount=10", "-p", property));
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLines()).as(o.err()).hasSize(1);
    assertThat(o.errorLines().get(0)).contains(message);
  }
}
