package site.ycsb.compare;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.report.InputScanner;
import site.ycsb.report.LoadedRun;
import site.ycsb.report.LoadedSweep;
import site.ycsb.report.ReportBuilder;
import site.ycsb.report.ReportException;
import site.ycsb.report.ReportModel;
import site.ycsb.report.StepRow;

/**
 * One side of a comparison as it was read: its steps' repetitions, and by run label each run's row (figures and
 * validity warnings) and the run itself (time window, disclosure).
 */
record ComparedSide(Path dir, List<ReportModel.Repetitions> repetitions, Map<String, StepRow> rows,
    Map<String, LoadedRun> runs) {

  ComparedSide {
    repetitions = List.copyOf(repetitions);
    rows = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(rows));
    runs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(runs));
  }

  static ComparedSide load(Path dir) throws ReportException, IOException {
    InputScanner.Inputs inputs = new InputScanner(BindingRegistry.fromSystemProperties()).scan(List.of(dir));
    if (inputs.isEmpty()) {
      throw new ReportException("no results found in " + dir + " (expected result.json or sweep.json below it)");
    }
    ReportModel model = ReportBuilder.build(inputs);
    Map<String, StepRow> rows = new LinkedHashMap<>();
    model.rows().forEach(r -> rows.put(r.run(), r));
    Map<String, LoadedRun> runs = new LinkedHashMap<>();
    for (LoadedSweep s : inputs.sweeps()) {
      s.runs().stream().filter(LoadedRun::hasResult).forEach(r -> runs.put(r.label(), r));
    }
    inputs.singleRuns().forEach(r -> runs.put(r.label(), r));
    return new ComparedSide(dir, model.repetitions(), rows, runs);
  }

  /** The runs behind a row label: the run itself, or the clients a merged run's label joins with " + ". */
  List<LoadedRun> runsOf(String label) {
    LoadedRun r = runs.get(label);
    if (r != null) {
      return List.of(r);
    }
    List<LoadedRun> parts = new ArrayList<>();
    for (String part : label.split(" \\+ ")) {
      LoadedRun p = runs.get(part);
      if (p != null) {
        parts.add(p);
      }
    }
    return parts;
  }

  /** The distinct databases of the side's steps. */
  List<String> databases() {
    return repetitions.stream().map(ReportModel.Repetitions::database).distinct().toList();
  }
}
