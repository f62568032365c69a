package site.ycsb.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import site.ycsb.PropertyReader;
import site.ycsb.db.MemoryDB;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;
import site.ycsb.measurements.OneMeasurementHdrHistogram;
import site.ycsb.workloads.CoreWorkload;

/**
 * What speaks against a phase's figures once it has ended, in the order printed: the validity warnings of
 * {@link ValidityGuard} (misses, errors, an empty database, back-off), the client's own of
 * {@link ClientSelfCheck} (stalls, CPU, a short run, too few operations per percentile), a target not reached,
 * and an open loop that could not start a client.
 */
final class RunWarnings {
  private final ValidityGuard guard;
  private final ClientSelfCheck selfCheck;

  RunWarnings(ValidityGuard guard, ClientSelfCheck selfCheck) {
    this.guard = guard;
    this.selfCheck = selfCheck;
  }

  /** Reads (and checks) the thresholds before the phase starts. */
  static RunWarnings from(PropertyReader p) {
    return new RunWarnings(ValidityGuard.from(p), ClientSelfCheck.from(p));
  }

  /** The phase's warnings; samples the series for their histograms. */
  List<String> of(PhaseContext phase, Measurements measurements, MeasuredWindow window, RunningClients clients,
      PhaseTotals totals) {
    PhaseSettings s = phase.settings();
    long runNs = totals.runNs();
    List<String> warnings = new ArrayList<>(guard.warnings(new ValidityGuard.Phase(s.dotransactions(),
        phase.workload() instanceof CoreWorkload, clients.dbs().get(0).unwrap() instanceof MemoryDB),
        returnCodes(measurements), window.before() == null ? null : window.before().records(),
        clients.backoffShare(runNs)));
    warnings.addAll(selfCheck.warnings(s.phase(), operationHistograms(measurements),
        clientHistogram(measurements, HiccupMeter.SERIES), window.cpuShare(), runNs / 1e9,
        window.usageEnd().jitMsSince(window.warmup().usageAtEnd()),
        window.usageEnd().stealShareSince(window.warmup().usageAtEnd()), phase.reader().doubleList(
            OneMeasurementHdrHistogram.PERCENTILES_PROPERTY, OneMeasurementHdrHistogram.PERCENTILES_PROPERTY_DEFAULT,
            0, 100)));
    String targetMissed = guard.targetNotReached(TargetShape.meanTarget(s.arrivals().shape(), s.target(), runNs),
        totals.operations(), runNs, s.threads(),
        s.arrivals().poisson());
    if (targetMissed != null) {
      warnings.add(targetMissed);
    }
    if (clients.openLoop() != null && clients.openLoop().startRefused() != null) {
      warnings.add(clients.openLoop().startRefused());
    }
    return warnings;
  }

  /**
   * The failure of a phase that read wrong data ({@code dataintegrity}), or null. Wrong data is a failed run
   * (exit 1), as lost writes are; it stays among the warnings too, so that sweeps flag it.
   */
  String failedVerification(Measurements measurements) {
    return guard.failedVerification(returnCodes(measurements));
  }

  /** Return-code counts of every operation series. */
  static Map<String, Map<String, Long>> returnCodes(Measurements measurements) {
    Map<String, Map<String, Long>> ret = new LinkedHashMap<>();
    for (OneMeasurement m : measurements.operationSeries()) {
      ret.put(m.getName(), m.statusCounts());
    }
    return ret;
  }

  /** The operation series' total histograms by name (series without an HdrHistogram are left out). */
  private static Map<String, Histogram> operationHistograms(Measurements measurements) {
    Map<String, Histogram> ret = new LinkedHashMap<>();
    for (OneMeasurement m : measurements.operationSeries()) {
      m.sample();
      m.totalHistogram().ifPresent(h -> ret.put(m.getName(), h));
    }
    return ret;
  }

  /** The total histogram of one of the client's own series, or null. */
  private static Histogram clientHistogram(Measurements measurements, String name) {
    OneMeasurement m = measurements.clientSeries(name);
    m.sample();
    return m.totalHistogram().orElse(null);
  }
}
