package site.ycsb.engine;

import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Where a client thread is in its life, so that threads that did not stop in time are described truly: a binding
 * that makes no calls out is never said to be "blocked in a database call". Set by the thread itself at each
 * change, never per operation.
 */
public enum ClientStage {
  /** Started, but never run: the operating system had not scheduled it yet (thousands of platform threads). */
  NOT_RUNNING("not yet running (started, never scheduled)"),
  INITIALISING("initialising their binding (init)"),
  WAITING_FOR_START("waiting for the common start"),
  OPERATING("running operations (in or between database calls)"),
  CLEANING_UP("cleaning up their binding (cleanup)"),
  ENDED("ended");

  private final String description;

  ClientStage(String description) {
    this.description = description;
  }

  /** "3 not yet running (...), 2 running operations (...)": the stages of threads that have not ended. */
  public static String describe(Iterable<ClientStage> stages) {
    Map<ClientStage, Integer> counts = new EnumMap<>(ClientStage.class);
    for (ClientStage s : stages) {
      if (s != ENDED) {
        counts.merge(s, 1, Integer::sum);
      }
    }
    return counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey().description)
        .collect(Collectors.joining(", "));
  }
}
