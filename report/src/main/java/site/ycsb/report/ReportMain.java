package site.ycsb.report;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.engine.ExitCode;
import site.ycsb.report.merge.MergeWriter;
import site.ycsb.report.merge.MergedRun;
import site.ycsb.report.merge.RunMerger;
import site.ycsb.sweep.BindingRegistry;

/**
 * {@code bin/ycsb report DIR... -o OUT} and {@code bin/ycsb report merge DIR... -o MERGED}. Exit codes: 0
 * done, 1 the output could not be written, 2 bad input (one line naming the problem).
 */
public final class ReportMain {

  private ReportMain() {
  }

  public static void main(String[] args) {
    System.setProperty("java.awt.headless", "true");
    System.exit(run(args, System.out, System.err));
  }

  public static int run(String[] args, PrintStream out, PrintStream err) {
    ReportOptions options;
    try {
      options = ReportOptions.parse(args);
    } catch (ReportException e) {
      err.println("ycsb: error: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    }
    if (options.help()) {
      out.println(ReportOptions.USAGE);
      return ExitCode.OK;
    }
    InputScanner.Inputs inputs;
    try {
      inputs = new InputScanner(BindingRegistry.fromSystemProperties()).scan(options.inputs());
      if (inputs.isEmpty()) {
        throw new ReportException("no results found in " + String.join(", ", options.inputs().stream()
            .map(Path::toString).toList()) + " (expected result.json or sweep.json below them)");
      }
    } catch (ReportException e) {
      err.println("ycsb: error: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    } catch (IOException e) {
      err.println("ycsb: error: cannot read the inputs: " + InputScanner.firstLine(e.getMessage()));
      return ExitCode.BAD_INPUT;
    }
    try {
      if (options.merge()) {
        return merge(inputs, options.out(), out, err);
      }
      long start = System.nanoTime();
      ReportModel model = ReportBuilder.build(inputs, options.percentile());
      ReportWriter.write(model, options.out());
      out.printf("Report written to %s (%s, %s, %s, %s): %d steps, %d sweeps, %d charts in %.1f s%n",
          options.out(), ReportWriter.HTML, ReportWriter.MARKDOWN, ReportWriter.CSV, ReportWriter.JSON,
          model.rows().size(), model.sweeps().size(), PngCharts.count(model),
          (System.nanoTime() - start) / 1e9);
      for (String note : model.notes()) {
        out.println("note: " + note);
      }
      return ExitCode.OK;
    } catch (IOException | RuntimeException e) {
      err.println("ycsb: error: cannot write the report to " + options.out() + ": "
          + InputScanner.firstLine(e.getMessage()));
      return ExitCode.FAILED;
    }
  }

  /** Merges every group of runs with the same run id and phase; sweep steps are left alone. */
  private static int merge(InputScanner.Inputs inputs, Path target, PrintStream out, PrintStream err)
      throws IOException {
    Map<String, List<LoadedRun>> groups = new LinkedHashMap<>();
    for (LoadedRun r : inputs.singleRuns()) {
      groups.computeIfAbsent(r.result().phase() + "-" + r.result().runId(), k -> new ArrayList<>()).add(r);
    }
    if (groups.isEmpty()) {
      err.println("ycsb: error: no single runs to merge (sweep folders are not merged)");
      return ExitCode.BAD_INPUT;
    }
    for (Map.Entry<String, List<LoadedRun>> g : groups.entrySet()) {
      MergedRun m = RunMerger.merge(g.getValue().stream()
          .map(r -> new RunMerger.Part(r.dir(), r.result(), r.disclosure())).toList());
      Path dir = groups.size() == 1 ? target : target.resolve(Fmt.slug(g.getKey()));
      MergeWriter.write(m, dir);
      out.printf("Merged %d client(s) of run %s (%s) into %s: %d operations, %.1f ops/s%n", g.getValue().size(),
          m.result().runId(), m.result().phase(), dir, m.result().operations(), m.result().throughput());
      for (String w : m.warnings()) {
        out.println("warning: " + w);
      }
    }
    return ExitCode.OK;
  }
}
