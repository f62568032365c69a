package site.ycsb.sweep;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import site.ycsb.engine.OperationSupport;
import site.ycsb.engine.ValidityGuard;
import site.ycsb.tool.ExitCode;

/**
 * How a step (or the load) ended, decided from its process's outcome and the files it left in its folder
 * (result.json, stderr.txt): completed, failed, interrupted or unsupported, with the reason and what it measured.
 *
 * @param status a {@link StepRecord} status
 * @param reason why it did not complete (one line), or null
 * @param measurement its figures from result.json, or null when it wrote none
 */
record StepVerdict(String status, String reason, StepMeasurement measurement) {

  private static final String ERROR_PREFIX = "ycsb: error: ";

  /**
   * Judges a step whose client ran in {@code dir}.
   *
   * @param maxErrorRate the share of failed operations above which a step that ran counts as failed
   * @param stepTimeoutSeconds the --step-timeout, named in the reason of a step it stopped
   */
  static StepVerdict of(StepOutcome o, Path dir, double maxErrorRate, double stepTimeoutSeconds) {
    StepMeasurement m = null;
    String readError = null;
    try {
      m = StepMeasurement.read(dir);
    } catch (IOException e) {
      readError = e.getMessage();
    }
    if (o.startError() != null) {
      return failed(m, o.startError());
    }
    if (o.interrupted() && (o.exitCode() == null || o.exitCode() != 0)) {
      return new StepVerdict(StepRecord.INTERRUPTED, "the sweep was interrupted (SIGINT/SIGTERM) during this step", m);
    }
    if (o.timedOut()) {
      return failed(m, String.format(Locale.ROOT, "step timeout: stopped after %.0f s (--step-timeout)",
          stepTimeoutSeconds));
    }
    if (o.exitCode() != 0) {
      String line = firstErrorLine(dir.resolve("stderr.txt"));
      if (o.exitCode() == ExitCode.BAD_INPUT && line != null && line.startsWith(OperationSupport.PREFIX)) {
        return new StepVerdict(StepRecord.UNSUPPORTED, line, m);
      }
      return failed(m, "client exit code " + o.exitCode() + (line == null ? "" : ": " + line));
    }
    if (m == null) {
      return failed(m, readError != null ? readError : "the client wrote no result.json");
    }
    if ("failed".equals(m.status())) {
      return failed(m, m.problems().isEmpty() ? "the client reported the run as failed" : m.problems().get(0));
    }
    if (m.errorRate() > maxErrorRate) {
      // Calls the binding answered NOT_IMPLEMENTED count as errors, but the database did not fail them: say so.
      List<String> warnings = m.warnings() == null ? List.of() : m.warnings();
      String unimplemented = warnings.stream().filter(w -> w.startsWith(ValidityGuard.NOT_IMPLEMENTED_WARNING))
          .findFirst().orElse(null);
      if (unimplemented != null) {
        return failed(m, unimplemented);
      }
      return failed(m, String.format(Locale.ROOT,
          "error rate %.2f%% (%d of %d operations) is over --max-error-rate %.2f%%",
          m.errorRate() * 100, m.errors(), m.dbOperations(), maxErrorRate * 100));
    }
    return new StepVerdict(StepRecord.COMPLETED, null, m);
  }

  boolean completed() {
    return StepRecord.COMPLETED.equals(status);
  }

  private static StepVerdict failed(StepMeasurement m, String reason) {
    return new StepVerdict(StepRecord.FAILED, OneLine.of(reason), m);
  }

  /** The client's first "ycsb: error:" line, without the prefix; null when it wrote none. */
  static String firstErrorLine(Path stderr) {
    if (!Files.isRegularFile(stderr)) {
      return null;
    }
    try (Stream<String> lines = Files.lines(stderr, StandardCharsets.UTF_8)) {
      return lines.filter(l -> l.startsWith(ERROR_PREFIX)).map(l -> OneLine.of(l.substring(ERROR_PREFIX.length())))
          .findFirst().orElse(null);
    } catch (IOException | java.io.UncheckedIOException e) {
      return null;
    }
  }
}
