package site.ycsb.engine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import site.ycsb.DBWrapper;
import site.ycsb.PropertyReader;
import site.ycsb.Redactor;
import site.ycsb.Workload;
import site.ycsb.measurements.Measurements;

/**
 * A phase built from the engine's real parts for their tests: the arguments of {@code site.ycsb.Client}, the
 * phase's settings, its initialised workload and installed measurements, and its two streams kept as text.
 */
final class PhaseFixture {
  final ClientArgs args;
  final PhaseContext phase;
  final Measurements measurements;
  private final ByteArrayOutputStream outBytes;
  private final ByteArrayOutputStream errBytes;

  private PhaseFixture(ClientArgs args, PhaseContext phase, Measurements measurements, ByteArrayOutputStream out,
      ByteArrayOutputStream err) {
    this.args = args;
    this.phase = phase;
    this.measurements = measurements;
    this.outBytes = out;
    this.errBytes = err;
  }

  /** A phase of these command-line arguments, read and initialised as BenchmarkRun does before any client. */
  static PhaseFixture of(String... clientArgs) throws Exception {
    ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
    ClientArgs args = ClientArgs.parse(clientArgs);
    Properties props = args.properties();
    PropertyReader p = new PropertyReader(props);
    PhaseSettings settings = PhaseSettings.read(p, err);
    Measurements.setProperties(props);
    Measurements measurements = new Measurements(props);
    Measurements.setMeasurements(measurements);
    Workload workload = PhaseWorkload.instantiate(p);
    workload.init(props);
    return new PhaseFixture(args, new PhaseContext(p, settings, workload, new PhaseStop(), out, err), measurements,
        outBytes, errBytes);
  }

  String out() {
    return outBytes.toString(StandardCharsets.UTF_8);
  }

  String err() {
    return errBytes.toString(StandardCharsets.UTF_8);
  }

  long operationCount() {
    return PhaseWorkload.operationCount(phase.reader(), phase.settings().dotransactions());
  }

  FailFast failFast() {
    return FailFast.from(phase.reader(), phase.settings().phase(), reason -> {
      phase.stop().failFast(reason);
      phase.workload().requestStop();
    });
  }

  /** The phase's metrics without an endpoint (no metrics.port), as BenchmarkRun has them then. */
  RunMetrics noEndpoint() {
    return RunMetrics.start(null, phase, List.of(), measurements, Redactor.rulesOnly());
  }

  /** The phase's clients started, their bindings initialised (or not: see the coordinator). */
  RunningClients launch(FailFast failFast) throws Exception {
    ClientLaunch launch = new ClientLaunch(phase, noEndpoint());
    List<DBWrapper> dbs = launch.newDatabases(measurements);
    RunningClients clients = launch.start(dbs, operationCount(), failFast);
    launch.initialised(clients, System.nanoTime());
    return clients;
  }

  /** The phase run to its end: started, measured until its clients end. */
  Ran run() throws Exception {
    FailFast failFast = failFast();
    RunningClients clients = launch(failFast);
    MeasuredWindow window = new WindowRecorder(phase, measurements, noEndpoint())
        .record(clients, null, false, failFast);
    return new Ran(clients, window);
  }

  /** A phase's clients once they have ended, and its measured window. */
  record Ran(RunningClients clients, MeasuredWindow window) {
    PhaseTotals totals() {
      return new PhaseTotals(clients.operations(), window.runNs());
    }
  }
}
