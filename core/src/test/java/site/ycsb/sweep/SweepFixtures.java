package site.ycsb.sweep;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import site.ycsb.Redactor;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;

/** What the tests of a sweep's parts start from: parsed options, a step's result.json, a console to read. */
final class SweepFixtures {
  private SweepFixtures() {
  }

  /** Options as {@code bin/ycsb sweep ARGS} parses them, with the repository's bindings. */
  static SweepOptions options(String... args) throws SweepUsageException {
    return SweepArgs.parse(List.of(args), BindingRegistry.read(SweepEndToEndTest.REGISTRY_FILE));
  }

  /** Writes DIR/result.json as a client would, with these figures. */
  static void result(Path dir, String status, double targetOpsPerSec, long dbOperations, long errors,
      List<String> warnings, Map<String, SeriesResult> series) throws IOException {
    ResultsDirectory results = new ResultsDirectory(dir);
    results.create();
    results.writeResult(new RunResult(RunResult.SCHEMA, RunResult.SCHEMA_VERSION, "run-1", "run", status, List.of(),
        null, null, null, 1, null, targetOpsPerSec, null, null, 0, 1000, dbOperations, 100.0, dbOperations,
        dbOperations - errors, 0, errors, 100.0, 0, 0, series, null, null, warnings, null, null));
  }

  /** A series of these latencies in µs. */
  static SeriesResult series(long... latenciesUs) {
    Histogram h = new Histogram(3);
    for (long l : latenciesUs) {
      h.recordValue(l);
    }
    return new SeriesResult(latenciesUs.length, Map.of(), 0, 0, 0, null, RunResultBuilder.encode(h), null, null);
  }

  /** A completed step of this value with these figures. */
  static StepRecord completed(long value, int repetition, double throughput, long p95Us, String... warnings) {
    return new StepRecord(value, (int) value, 0, repetition, "step-" + value + "-" + repetition,
        StepRecord.COMPLETED, null, 0, 1000L, throughput, p95Us, 0.0, List.of(warnings), null);
  }

  /** A step of this value that ended with this status and reason, without figures. */
  static StepRecord ended(long value, String status, String reason) {
    return new StepRecord(value, (int) value, 0, 1, "step-" + value, status, reason, 1, 1000L, null, null, null,
        List.of(), null);
  }

  /** The sweep's console (its stderr), for a test to read. */
  static final class Console {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    final PrintStream stream = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    Progress progress(SweepOptions options) {
      return new Progress(stream, options.dimension(), options.values().size(), options.repeat(),
          Redactor.standard());
    }

    String text() {
      return bytes.toString(StandardCharsets.UTF_8);
    }
  }
}
