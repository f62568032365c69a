package site.ycsb.report;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.report.io.BadInput;
import site.ycsb.report.merge.MergeWriter;
import site.ycsb.report.merge.MergedRun;
import site.ycsb.report.merge.RunMerger;
import site.ycsb.sweep.OutputFolder;
import site.ycsb.tool.ExitCode;

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
    String outProblem = options.merge() ? OutputFolder.problem(options.out()) : ReportWriter.problem(options.out());
    if (outProblem != null) {
      err.println("ycsb: error: -o " + options.out() + ": " + outProblem);
      return ExitCode.BAD_INPUT;
    }
    try {
      OutputFolder.probe(options.out());
    } catch (IOException e) {
      err.println("ycsb: error: " + e.getMessage());
      return ExitCode.BAD_INPUT;
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
      err.println("ycsb: error: cannot read the inputs: " + BadInput.firstLine(e.getMessage()));
      return ExitCode.BAD_INPUT;
    }
    try {
      if (options.merge()) {
        return merge(inputs, options.out(), options.force(), out, err);
      }
      long start = System.nanoTime();
      ReportModel model = ReportBuilder.build(inputs, options.percentile());
      ReportWriter.write(model, options.out());
      out.printf("Report written to %s (%s, %s, %s, %s): %d steps, %d sweeps, %d charts in %.1f s%n",
          options.out(), ReportWriter.HTML, ReportWriter.MARKDOWN, ReportWriter.CSV, ReportWriter.JSON,
          model.rows().size(), model.sweeps().size(), PngCharts.count(model),
          (System.nanoTime() - start) / 1e9);
      for (LoadedSweep sweep : inputs.sweeps()) {
        for (LoadedRun run : sweep.runs()) {
          if (InputScanner.MISSING.equals(run.step().status())) {
            err.println("ycsb: warning: " + run.step().reason() + " (shown as a missing step, not measured)");
          }
        }
      }
      for (String note : model.notes()) {
        out.println("note: " + note);
      }
      return ExitCode.OK;
    } catch (BadInput e) {
      err.println("ycsb: error: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    } catch (IOException | RuntimeException e) {
      err.println("ycsb: error: cannot write the report to " + options.out() + ": "
          + BadInput.firstLine(e.getMessage()));
      return ExitCode.FAILED;
    }
  }

  /**
   * Merges every group of runs with the same run id and phase; sweep steps are left alone. Results of
   * different workloads or databases are refused unless forced: one histogram of two workloads describes
   * neither.
   */
  private static int merge(InputScanner.Inputs inputs, Path target, boolean force, PrintStream out,
      PrintStream err) throws IOException {
    Map<String, List<LoadedRun>> groups = new LinkedHashMap<>();
    for (LoadedRun r : inputs.singleRuns()) {
      groups.computeIfAbsent(r.result().phase() + "-" + r.result().runId(), k -> new ArrayList<>()).add(r);
    }
    if (groups.isEmpty()) {
      err.println("ycsb: error: no single runs to merge (sweep folders are not merged)");
      return ExitCode.BAD_INPUT;
    }
    List<List<RunMerger.Part>> parts = new ArrayList<>();
    for (List<LoadedRun> g : groups.values()) {
      List<RunMerger.Part> p = g.stream().map(r -> new RunMerger.Part(r.dir(), r.result(), r.disclosure())).toList();
      List<String> mismatches = RunMerger.mismatches(p);
      if (!mismatches.isEmpty() && !force) {
        err.println("ycsb: error: cannot merge: " + mismatches.get(0) + " (--force merges them anyway, with the "
            + "warning kept in the merged result.json)");
        return ExitCode.BAD_INPUT;
      }
      parts.add(p);
    }
    int i = 0;
    for (Map.Entry<String, List<LoadedRun>> g : groups.entrySet()) {
      MergedRun m = RunMerger.merge(parts.get(i++));
      Path dir = groups.size() == 1 ? target : target.resolve(Fmt.slug(g.getKey()));
      MergeWriter.write(m, dir);
      out.printf("Merged %d client(s) of run %s (%s) into %s: %d operations, %.1f ops/s%n", g.getValue().size(),
          m.result().runId(), m.result().phase(), dir, m.result().operations(), m.result().throughput());
      for (String w : m.warnings()) {
        err.println("ycsb: warning: " + w);
      }
    }
    return ExitCode.OK;
  }
}
