package site.ycsb.report;

import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import java.util.Set;
import site.ycsb.report.io.BadInput;
import site.ycsb.results.RunResult;
import site.ycsb.results.SeriesResult;
import site.ycsb.sweep.StepRecord;
import site.ycsb.sweep.SweepManifest;
import tools.jackson.core.JacksonException;

/**
 * What the report knows of {@code result.json} and {@code sweep.json}: their schema and the versions up to
 * its own, and counts that can be. A file that says otherwise (a newer version, a negative or impossible
 * count, a field of the wrong type) is refused in one line naming the file and the field: the report
 * compares runs, and a run left out or shown as zeros would change the comparison without a word.
 */
final class InputCheck {
  private static final Set<String> PHASES = Set.of("load", "run");
  private static final Set<String> RUN_STATUSES = Set.of("completed", "stopped", "failed");
  private static final Set<String> SWEEP_STATUSES = SweepManifest.STATUSES;

  private InputCheck() {
  }

  /** "FILE: field 'a.b[0]' is wrong: why" for a Jackson error that knows where it happened. */
  static String jsonError(Path file, Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof JacksonException j) {
        StringBuilder field = new StringBuilder();
        for (JacksonException.Reference r : j.getPath()) {
          if (r.getPropertyName() != null) {
            field.append(field.length() == 0 ? "" : ".").append(r.getPropertyName());
          } else if (r.getIndex() >= 0) {
            field.append('[').append(r.getIndex()).append(']');
          }
        }
        String why = BadInput.firstLine(j.getOriginalMessage());
        return file + ": " + (field.length() == 0 ? "not valid JSON: " + why
            : "field '" + field + "' has the wrong type: " + why);
      }
    }
    return file + ": " + BadInput.firstLine(e.getMessage());
  }

  static void result(Path file, RunResult r) throws ReportException {
    if (!RunResult.SCHEMA.equals(r.schema())) {
      throw new ReportException(file + " is not a YCSB result (schema '" + r.schema() + "', expected '"
          + RunResult.SCHEMA + "')");
    }
    version(file, r.schemaVersion(), RunResult.SCHEMA_VERSION);
    oneOf(file, "phase", r.phase(), PHASES);
    oneOf(file, "status", r.status(), RUN_STATUSES);
    notNegative(file, "threads", r.threads());
    notNegative(file, "runtimeMs", r.runtimeMs());
    notNegative(file, "operations", r.operations());
    notNegative(file, "dbOperations", r.dbOperations());
    notNegative(file, "successfulOperations", r.successfulOperations());
    notNegative(file, "misses", r.misses());
    notNegative(file, "errors", r.errors());
    notNegative(file, "warmupOperations", r.warmupOperations());
    notNegative(file, "warmupMs", r.warmupMs());
    rate(file, "throughput", r.throughput());
    rate(file, "successfulThroughput", r.successfulThroughput());
    rate(file, "targetOpsPerSec", r.targetOpsPerSec());
    atMost(file, "successfulOperations", r.successfulOperations(), "dbOperations", r.dbOperations());
    atMost(file, "errors", r.errors(), "dbOperations", r.dbOperations());
    atMost(file, "misses", r.misses(), "dbOperations", r.dbOperations());
    if (r.series() == null) {
      throw new ReportException(file + ": field 'series' is missing");
    }
    for (Map.Entry<String, SeriesResult> e : r.series().entrySet()) {
      String at = "series." + e.getKey();
      SeriesResult s = e.getValue();
      if (s == null) {
        throw new ReportException(file + ": field '" + at + "' is empty");
      }
      if (s.histogram() != null) {
        try {
          Base64.getDecoder().decode(s.histogram()); // cheap; the decompression is checked where it is decoded
        } catch (IllegalArgumentException bad) {
          throw new ReportException(BadInput.histogram(file.toString(), e.getKey(), bad).getMessage());
        }
      }
      notNegative(file, at + ".count", s.count());
      notNegative(file, at + ".hits", s.hits());
      notNegative(file, at + ".misses", s.misses());
      notNegative(file, at + ".errors", s.errors());
      if (s.returns() != null) {
        long total = 0;
        for (Map.Entry<String, Long> ret : s.returns().entrySet()) {
          long n = ret.getValue() == null ? 0 : ret.getValue();
          notNegative(file, at + ".returns." + ret.getKey(), n);
          total += n;
        }
        atMost(file, at + ".hits + misses + errors", s.hits() + s.misses() + s.errors(), at + ".returns (sum)",
            total);
      }
    }
  }

  static void sweep(Path file, SweepManifest m) throws ReportException {
    if (!SweepManifest.SCHEMA.equals(m.schema())) {
      throw new ReportException(file + " is not a sweep manifest (schema '" + m.schema() + "', expected '"
          + SweepManifest.SCHEMA + "')");
    }
    version(file, m.schemaVersion(), SweepManifest.SCHEMA_VERSION);
    oneOf(file, "status", m.status(), SWEEP_STATUSES);
    if (m.phase() != null) {
      oneOf(file, "phase", m.phase(), PHASES);
    }
    for (int i = 0; i < m.stepsOrEmpty().size(); i++) {
      StepRecord s = m.stepsOrEmpty().get(i);
      if (s == null) {
        throw new ReportException(file + ": field 'steps[" + i + "]' is empty");
      }
      notNegative(file, "steps[" + i + "].value", s.value());
      notNegative(file, "steps[" + i + "].threads", s.threads());
      notNegative(file, "steps[" + i + "].target", s.target());
    }
  }

  private static void version(Path file, int version, int known) throws ReportException {
    if (version > known) {
      throw new ReportException(file + ": field 'schemaVersion' is " + version + "; this ycsb reads version "
          + known + " (the file was written by a newer ycsb: report it with that one)");
    }
    if (version < 1) {
      throw new ReportException(file + ": field 'schemaVersion' is " + version + "; accepted: 1 to " + known);
    }
  }

  private static void oneOf(Path file, String field, String value, Set<String> accepted) throws ReportException {
    if (value == null || !accepted.contains(value)) {
      throw new ReportException(file + ": field '" + field + "' is " + (value == null ? "missing" : "'" + value + "'")
          + "; accepted: " + String.join(", ", accepted.stream().sorted().toList()));
    }
  }

  private static void notNegative(Path file, String field, double value) throws ReportException {
    if (value < 0) {
      throw new ReportException(file + ": field '" + field + "' is " + InputScanner.fmtValue(value)
          + "; a count cannot be negative");
    }
  }

  private static void rate(Path file, String field, double value) throws ReportException {
    if (Double.isNaN(value) || Double.isInfinite(value) || value < 0) {
      throw new ReportException(file + ": field '" + field + "' is " + value + "; accepted: a number >= 0");
    }
  }

  private static void atMost(Path file, String field, long value, String limitField, long limit)
      throws ReportException {
    if (value > limit) {
      throw new ReportException(file + ": field '" + field + "' is " + value + ", more than '" + limitField + "' ("
          + limit + "): impossible counts");
    }
  }
}
