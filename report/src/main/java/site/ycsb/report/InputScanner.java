package site.ycsb.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.report.io.Json;
import site.ycsb.report.merge.MergeWriter;
import site.ycsb.results.Disclosure;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.sweep.StepRecord;
import site.ycsb.sweep.SweepManifest;
import tools.jackson.databind.json.JsonMapper;

/**
 * Finds sweeps (folders with {@code sweep.json}) and single runs (folders with {@code result.json}
 * outside any sweep) under the given paths, searching recursively, and reads them.
 */
public final class InputScanner {
  private static final JsonMapper MAPPER = Json.MAPPER;
  /** The status of a step the sweep finished whose result.json is gone. */
  static final String MISSING = "missing";

  private final BindingRegistry bindings;

  public InputScanner(BindingRegistry bindings) {
    this.bindings = bindings;
  }

  /** What was found: sweeps and the runs that belong to no sweep. */
  public record Inputs(List<LoadedSweep> sweeps, List<LoadedRun> singleRuns) {
    public boolean isEmpty() {
      return sweeps.isEmpty() && singleRuns.isEmpty();
    }
  }

  public Inputs scan(List<Path> roots) throws ReportException, IOException {
    List<LoadedSweep> sweeps = new ArrayList<>();
    List<LoadedRun> runs = new ArrayList<>();
    List<Request> singles = new ArrayList<>();
    Set<Path> seenSweeps = new LinkedHashSet<>();
    Set<Path> seenRuns = new LinkedHashSet<>();
    for (Path root : roots) {
      if (!Files.isDirectory(root)) {
        throw new ReportException("input '" + root + "' is not a directory (expected a results directory or a "
            + "sweep folder)");
      }
      Path base = root.toAbsolutePath().normalize();
      for (Path sweepDir : find(base, SweepManifest.FILE)) {
        if (seenSweeps.add(sweepDir.toRealPath())) {
          sweeps.add(readSweep(sweepDir, label(displayName(base), base, sweepDir)));
        }
      }
    }
    // A step folder given beside its sweep (or found under it) belongs to the sweep: counted once, there.
    for (Path root : roots) {
      Path base = root.toAbsolutePath().normalize();
      for (Path runDir : find(base, ResultsDirectory.RESULT_FILE)) {
        Path real = runDir.toRealPath();
        if (!insideAny(real, seenSweeps) && seenRuns.add(real)) {
          singles.add(new Request(runDir, label(displayName(base), base, runDir), null, null, StepContext.SINGLE));
        }
      }
    }
    runs.addAll(readAll(singles));
    return new Inputs(sweeps, runs);
  }

  /** A run directory to read and how to name it. */
  private record Request(Path dir, String label, String database, String workload, StepContext ctx) {
  }

  /** Reads the runs in parallel (they are independent files), keeping their order. */
  private List<LoadedRun> readAll(List<Request> requests) throws ReportException {
    try {
      return requests.parallelStream().map(r -> {
        try {
          return readStep(r.dir(), r.label(), r.database(), r.workload(), r.ctx());
        } catch (ReportException e) {
          throw new BadRun(e);
        }
      }).toList();
    } catch (BadRun e) {
      throw e.cause;
    }
  }

  /** Carries a {@link ReportException} out of a stream. */
  private static final class BadRun extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient ReportException cause;

    BadRun(ReportException cause) {
      super(cause.getMessage(), null, false, false);
      this.cause = cause;
    }
  }

  private static boolean insideAny(Path dir, Set<Path> folders) {
    for (Path p = dir; p != null; p = p.getParent()) {
      if (folders.contains(p)) {
        return true;
      }
    }
    return false;
  }

  private static String displayName(Path base) {
    Path name = base.getFileName();
    return name == null ? "." : name.toString();
  }

  private static String label(String prefix, Path base, Path dir) {
    String rel = base.relativize(dir).toString().replace('\\', '/');
    return rel.isEmpty() ? prefix : prefix + "/" + rel;
  }

  /** Folders under root holding the file, sorted so that output order never depends on the file system. */
  private static List<Path> find(Path root, String fileName) throws IOException {
    try (Stream<Path> s = Files.walk(root)) {
      return s.filter(p -> p.getFileName() != null && p.getFileName().toString().equals(fileName))
          .filter(Files::isRegularFile)
          .map(Path::getParent)
          .sorted(Comparator.comparing(Path::toString))
          .toList();
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  private LoadedSweep readSweep(Path dir, String label) throws ReportException, IOException {
    Path file = dir.resolve(SweepManifest.FILE);
    SweepManifest m;
    try {
      m = MAPPER.readValue(file.toFile(), SweepManifest.class);
    } catch (RuntimeException e) {
      throw new ReportException(InputCheck.jsonError(file, e));
    }
    InputCheck.sweep(file, m);
    String database = m.name() != null ? m.name() : m.binding() != null ? m.binding() : nameOf(m.database());
    List<Request> requests = new ArrayList<>();
    String dimension = m.dimension() == null ? "threads" : m.dimension();
    if (m.load() != null && m.load().dir() != null) {
      Path loadDir = dir.resolve(m.load().dir());
      StepContext ctx = new StepContext(m.sweepId(), dimension, 0, 0, 0, 1, m.load().status(), m.load().reason(),
          "load");
      requests.add(new Request(loadDir, label + "/" + m.load().dir(), database, m.workload(), ctx));
    }
    for (StepRecord s : m.stepsOrEmpty()) {
      StepContext ctx = new StepContext(m.sweepId(), dimension, s.value(), s.threads(), s.target(),
          Math.max(1, s.repetition()), s.status(), s.reason(), m.loadPhase() ? "load" : "run");
      String stepLabel = label + "/" + (s.dir() == null ? "step-" + fmtValue(s.value()) : s.dir());
      Path stepDir = s.dir() == null ? null : dir.resolve(s.dir());
      requests.add(new Request(stepDir, stepLabel, database, m.workload(), ctx));
    }
    return new LoadedSweep(label, m, database, readAll(requests));
  }

  private LoadedRun readStep(Path dir, String label, String database, String workload, StepContext ctx)
      throws ReportException {
    if (dir == null || !Files.isRegularFile(dir.resolve(ResultsDirectory.RESULT_FILE))) {
      StepContext step = ctx;
      if ("completed".equals(ctx.status())) {
        // Never a completed row of zeros: the step ran, but what it measured is gone.
        step = new StepContext(ctx.sweepId(), ctx.dimension(), ctx.value(), ctx.threads(), ctx.target(),
            ctx.repetition(), MISSING, "sweep.json marks it completed, but " + label + "/"
            + ResultsDirectory.RESULT_FILE + " is missing", ctx.phase());
      }
      return new LoadedRun(null, label, null, null, database, workload, step, 1, List.of());
    }
    return readRun(dir, label, database, workload, ctx);
  }

  private LoadedRun readRun(Path dir, String label, String database, String workload, StepContext ctx)
      throws ReportException {
    RunResult result;
    Path file = dir.resolve(ResultsDirectory.RESULT_FILE);
    try {
      result = ResultsDirectory.readResult(file);
    } catch (IOException e) {
      throw new ReportException(InputCheck.jsonError(file, e));
    }
    InputCheck.result(file, result);
    List<String> notes = new ArrayList<>();
    Disclosure disclosure = null;
    Path disclosureFile = dir.resolve(ResultsDirectory.DISCLOSURE_FILE);
    if (Files.isRegularFile(disclosureFile)) {
      try {
        disclosure = ResultsDirectory.readDisclosure(disclosureFile);
      } catch (IOException e) {
        // As a bad result.json: a report that left out the run's settings would read as a complete disclosure.
        throw new ReportException(InputCheck.jsonError(disclosureFile, e));
      }
    } else {
      notes.add("no disclosure.json");
    }
    String db = database != null ? database : nameOf(dbClass(result, disclosure));
    String wl = workload != null ? workload : workloadName(result, disclosure);
    return new LoadedRun(dir, label, result, disclosure, db, wl, ctx, mergedClients(dir), notes);
  }

  /** What a {@code merge.json} (written by report merge) says about the merged run. */
  record MergeManifest(int clients) {
  }

  /** The number of clients a merged results directory holds; 1 for any other run. */
  private static int mergedClients(Path dir) {
    Path file = dir.resolve(MergeWriter.MERGE_FILE);
    if (!Files.isRegularFile(file)) {
      return 1;
    }
    try {
      return Math.max(1, MAPPER.readValue(file.toFile(), MergeManifest.class).clients());
    } catch (RuntimeException e) {
      return 1; // only a label; the merged result itself is complete
    }
  }

  private static String dbClass(RunResult r, Disclosure d) {
    if (d != null && d.binding() != null && d.binding().dbClass() != null) {
      return d.binding().dbClass();
    }
    return r.database();
  }

  /** The workload file's name (workloada) where known, else the workload class's simple name. */
  static String workloadName(RunResult r, Disclosure d) {
    if (d != null && d.workloadFiles() != null && !d.workloadFiles().isEmpty()) {
      String path = d.workloadFiles().get(d.workloadFiles().size() - 1).path();
      if (path != null && !path.isBlank()) {
        String name = path.replace('\\', '/');
        return name.substring(name.lastIndexOf('/') + 1);
      }
    }
    String w = r.workload();
    if (w == null) {
      return "unknown";
    }
    return w.substring(w.lastIndexOf('.') + 1);
  }

  static String fmtValue(double v) {
    return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
  }

  /** The binding name users type for a DB class; the class name where the registry has none. */
  private String nameOf(String dbClass) {
    return dbClass == null ? null : bindings.nameOf(dbClass).orElse(dbClass);
  }
}
