package site.ycsb.metrics;

import io.prometheus.metrics.model.snapshots.Labels;

/**
 * The labels every metric of a run carries, so that one Prometheus job tells the clients, steps and databases
 * of a whole plan apart. Names follow Prometheus' rules (run.id becomes run_id).
 *
 * @param runId the run's id ({@code run.id})
 * @param clientIndex this client's index among several ({@code client.index}), "0" for a single client
 * @param binding the binding's name (redis, memory, ...), or the database class where it has none
 * @param database the database's name in a sweep or plan ({@code --name}), else the binding's
 * @param workload the workload file's name (workloada), or the workload class without one
 * @param phase load or run
 * @param threads the client threads
 * @param target the target rate in ops/s, 0 for none
 * @param step the sweep step ("3" of a sweep), empty outside a sweep
 */
public record RunLabels(String runId, String clientIndex, String binding, String database, String workload,
    String phase, int threads, long target, String step) {

  /** The label names, in the order of {@link #values()}. */
  static final String[] NAMES = {
      "run_id", "client_index", "binding", "database", "workload", "phase", "threads", "target", "step"};

  String[] values() {
    return new String[] {runId, clientIndex, binding, database, workload, phase, Integer.toString(threads),
        Long.toString(target), step};
  }

  Labels labels() {
    return Labels.of(NAMES, values());
  }
}
