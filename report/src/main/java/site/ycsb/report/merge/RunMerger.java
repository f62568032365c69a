package site.ycsb.report.merge;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.HdrHistogram.Histogram;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.report.io.BadInput;
import site.ycsb.results.ClientResources;
import site.ycsb.results.ClientSlice;
import site.ycsb.results.Disclosure;
import site.ycsb.results.LatencySummary;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.ScanRecords;
import site.ycsb.results.SeriesResult;
import site.ycsb.results.ServerResult;

/**
 * Merges the results one run left on several client hosts (same run id). Histograms are added, counts
 * summed; percentiles are recomputed from the summed histograms, never averaged.
 *
 * <p>Throughput is the summed operations over the window from the earliest start to the latest end, so
 * it never overstates; when the clients' windows overlap less than {@link #MIN_OVERLAP} of that window
 * (or not at all) a warning says so, because the sum then describes no single moment of load.
 */
public final class RunMerger {
  static final double MIN_OVERLAP = 0.9;

  private RunMerger() {
  }

  /** One client's part: its directory (for its interval logs) and what it wrote. */
  public record Part(Path dir, RunResult result, Disclosure disclosure) {
  }

  public static MergedRun merge(List<Part> input) {
    if (input.isEmpty()) {
      throw new IllegalArgumentException("nothing to merge");
    }
    List<Part> parts = new ArrayList<>(input);
    parts.sort(Comparator.comparingLong((Part p) -> p.result().startEpochMs()));
    List<RunResult> rs = parts.stream().map(Part::result).toList();
    List<String> warnings = new ArrayList<>();
    warnings.addAll(mismatches(parts));
    differ(warnings, "thread models", rs.stream().map(RunResult::threadModel).toList());
    slices(warnings, rs);

    long start = rs.stream().mapToLong(RunMerger::measuredStart).min().orElse(0);
    long end = rs.stream().mapToLong(RunMerger::measuredEnd).max().orElse(0);
    long commonStart = rs.stream().mapToLong(RunMerger::measuredStart).max().orElse(0);
    long commonEnd = rs.stream().mapToLong(RunMerger::measuredEnd).min().orElse(0);
    long span = Math.max(0, end - start);
    long overlap = commonEnd - commonStart;
    if (rs.size() > 1 && overlap <= 0) {
      warnings.add("the clients' measurement windows do not overlap: throughput is summed over "
          + span + " ms from the first start to the last end, not over a common window");
    } else if (rs.size() > 1 && overlap < MIN_OVERLAP * span) {
      warnings.add(String.format(Locale.ROOT, "the clients' measurement windows overlap only %.0f%% "
          + "(%d of %d ms): the summed throughput mixes periods with fewer clients", 100.0 * overlap / span,
          overlap, span));
    }
    // As for one client, startEpochMs + warmupMs is where the merged measured window begins.
    long warmupMs = rs.stream().mapToLong(RunResult::warmupMs).max().orElse(0);
    long operations = rs.stream().mapToLong(RunResult::operations).sum();
    long successful = rs.stream().mapToLong(RunResult::successfulOperations).sum();
    double seconds = span / 1000.0;
    RunResult first = rs.get(0);
    RunResult last = rs.stream().max(Comparator.comparingLong(RunMerger::measuredEnd)).get();
    String status = rs.stream().map(RunResult::status).filter(s -> !"completed".equals(s)).findFirst()
        .orElse("completed");
    Set<String> problems = new LinkedHashSet<>();
    rs.forEach(r -> problems.addAll(r.problems() == null ? List.of() : r.problems()));
    Set<String> clientWarnings = new LinkedHashSet<>();
    rs.forEach(r -> clientWarnings.addAll(r.warnings()));
    RunResult merged = RunResult.builder().runId(first.runId()).phase(first.phase()).status(status)
        .problems(List.copyOf(problems)).label(first.label()).database(first.database()).workload(first.workload())
        .threads(rs.stream().mapToInt(RunResult::threads).sum()).threadModel(threadModels(rs))
        .targetOpsPerSec(rs.stream().mapToDouble(RunResult::targetOpsPerSec).sum())
        .startTime(first.startTime()).endTime(last.endTime()).startEpochMs(start - warmupMs).runtimeMs(span)
        .operations(operations).throughput(seconds > 0 ? operations / seconds : 0)
        .dbOperations(rs.stream().mapToLong(RunResult::dbOperations).sum()).successfulOperations(successful)
        .misses(rs.stream().mapToLong(RunResult::misses).sum()).errors(rs.stream().mapToLong(RunResult::errors).sum())
        .successfulThroughput(seconds > 0 ? successful / seconds : 0)
        .warmupOperations(rs.stream().mapToLong(RunResult::warmupOperations).sum())
        .warmupMs(warmupMs).series(series(parts))
        .client(client(rs, operations)).server(server(first, last))
        .sizeBuckets(SizeBucketsMerge.of(rs, List.of(), warnings)).warnings(merged(clientWarnings, warnings))
        .build();
    return new MergedRun(merged, disclosure(parts), parts.stream().map(Part::dir).toList(), warnings);
  }

  /** The clients' own warnings, then the merge's: a report of the merged run shows both. */
  private static List<String> merged(Set<String> clientWarnings, List<String> mergeWarnings) {
    Set<String> all = new LinkedHashSet<>(clientWarnings);
    mergeWarnings.forEach(w -> all.add("merge: " + w));
    return List.copyOf(all);
  }

  /** Clients started with client.count: as many results as clients, each index once. */
  private static void slices(List<String> warnings, List<RunResult> rs) {
    List<ClientSlice> slices = rs.stream().map(RunResult::clientSlice).filter(Objects::nonNull).toList();
    if (slices.isEmpty()) {
      return;
    }
    differ(warnings, "client.count values", slices.stream().map(ClientSlice::count).toList());
    int expected = slices.stream().mapToInt(ClientSlice::count).max().getAsInt();
    Map<Integer, Long> seen = new TreeMap<>();
    slices.forEach(s -> seen.merge(s.index(), 1L, Long::sum));
    seen.forEach((index, times) -> {
      if (times > 1) {
        warnings.add("client.index " + index + " appears in " + times + " results: one client ran twice or two "
            + "clients were given the same index (their load slices overlap)");
      }
    });
    List<Integer> missing = new ArrayList<>();
    for (int i = 0; i < expected; i++) {
      if (!seen.containsKey(i)) {
        missing.add(i);
      }
    }
    if (rs.size() < expected || !missing.isEmpty()) {
      warnings.add("only " + rs.size() + " result(s) for client.count=" + expected
          + (missing.isEmpty() ? "" : ", none from client.index " + missing)
          + ": the merged figures cover part of the clients");
    }
    if (slices.size() < rs.size()) {
      warnings.add((rs.size() - slices.size()) + " result(s) have no client.index beside " + slices.size()
          + " that have one");
    }
  }

  /** The clients' common thread model; when they differ, every one of them ("platform, virtual"). */
  private static String threadModels(List<RunResult> rs) {
    List<String> distinct = rs.stream().map(RunResult::threadModel).filter(Objects::nonNull).distinct().toList();
    return distinct.isEmpty() ? null : String.join(", ", distinct);
  }

  private static void differ(List<String> warnings, String what, List<?> values) {
    Set<Object> distinct = new LinkedHashSet<>(values);
    if (distinct.size() > 1) {
      warnings.add("the clients' " + what + " differ: " + distinct);
    }
  }

  /**
   * Why these results are not parts of one run: different run ids, phases, databases or workloads (a workload
   * file or its content). Adding their histograms would describe no run at all, so report merge refuses them
   * unless forced; each line names the clients by folder and the workloads by file and properties.
   */
  public static List<String> mismatches(List<Part> parts) {
    List<String> ret = new ArrayList<>();
    mismatch(ret, "run ids", parts, p -> p.result().runId());
    mismatch(ret, "phases", parts, p -> p.result().phase());
    mismatch(ret, "databases", parts, p -> p.result().database());
    Set<Object> workloads = new LinkedHashSet<>();
    parts.forEach(p -> workloads.add(List.of(String.valueOf(p.result().workload()), workloadDigests(p))));
    if (workloads.size() > 1) {
      List<String> each = new ArrayList<>();
      for (Part p : parts) {
        each.add(name(p) + " ran " + workloadOf(p));
      }
      ret.add("the clients ran different workloads: " + String.join("; ", each));
    }
    return ret;
  }

  private static void mismatch(List<String> out, String what, List<Part> parts,
      Function<Part, String> value) {
    if (parts.stream().map(value).distinct().count() > 1) {
      out.add("the clients' " + what + " differ: " + String.join(", ", parts.stream()
          .map(p -> name(p) + " " + value.apply(p)).toList()));
    }
  }

  /** The client's folder name, as the user gave it. */
  private static String name(Part p) {
    return p.dir() == null ? "(merged)" : String.valueOf(p.dir().toAbsolutePath().normalize().getFileName());
  }

  /** Properties that tell one workload from another, shown when clients ran different ones. */
  static final List<String> WORKLOAD_KEYS = List.of("workload", "recordcount", "operationcount",
      "readproportion", "updateproportion", "insertproportion", "scanproportion", "readmodifywriteproportion",
      "requestdistribution", "fieldcount", "fieldlength");

  /** E.g. "workloada (readproportion=0.5, updateproportion=0.5, requestdistribution=zipfian)". */
  private static String workloadOf(Part p) {
    Disclosure d = p.disclosure();
    String file = d == null || d.workloadFiles() == null || d.workloadFiles().isEmpty() ? null
        : String.join(" + ", d.workloadFiles().stream().map(f -> {
          String path = String.valueOf(f.path()).replace('\\', '/');
          return path.substring(path.lastIndexOf('/') + 1);
        }).toList());
    List<String> props = new ArrayList<>();
    if (d != null && d.properties() != null) {
      for (String k : WORKLOAD_KEYS) {
        if (d.properties().get(k) != null && !k.equals("workload")) {
          props.add(k + "=" + d.properties().get(k));
        }
      }
    }
    String w = p.result().workload();
    String name = file != null ? file : w == null ? "an unknown workload" : w.substring(w.lastIndexOf('.') + 1);
    return props.isEmpty() ? name : name + " (" + String.join(", ", props) + ")";
  }

  private static Object workloadDigests(Part p) {
    if (p.disclosure() == null || p.disclosure().workloadFiles() == null) {
      return List.of();
    }
    return p.disclosure().workloadFiles().stream().map(Disclosure.FileDigest::sha256).toList();
  }

  private static Map<String, SeriesResult> series(List<Part> parts) {
    List<RunResult> rs = parts.stream().map(Part::result).toList();
    Set<String> names = new TreeSet<>();
    rs.forEach(r -> names.addAll(r.series() == null ? Set.of() : r.series().keySet()));
    Map<String, SeriesResult> out = new LinkedHashMap<>();
    for (String name : names) {
      long count = 0;
      long hits = 0;
      long misses = 0;
      long errors = 0;
      Map<String, Long> returns = null;
      String intervalLog = null;
      ScanRecords scanRecords = null;
      HistogramSum sum = new HistogramSum();
      Set<Double> percentiles = new TreeSet<>();
      for (Part part : parts) {
        RunResult r = part.result();
        SeriesResult s = r.series() == null ? null : r.series().get(name);
        if (s == null) {
          continue;
        }
        count += s.count();
        hits += s.hits();
        misses += s.misses();
        errors += s.errors();
        if (s.returns() != null) {
          returns = returns == null ? new LinkedHashMap<>() : returns;
          for (Map.Entry<String, Long> e : s.returns().entrySet()) {
            returns.merge(e.getKey(), e.getValue(), Long::sum);
          }
        }
        intervalLog = intervalLog != null ? intervalLog : s.intervalLog();
        if (s.scanRecords() != null) {
          scanRecords = s.scanRecords().plus(scanRecords);
        }
        try {
          sum.add(s.histogram());
        } catch (RuntimeException e) {
          throw BadInput.histogram(part.dir() == null ? "a merged client"
              : part.dir().resolve(ResultsDirectory.RESULT_FILE).toString(), name, e);
        }
        if (s.latencyUs() != null && s.latencyUs().percentiles() != null) {
          for (String key : s.latencyUs().percentiles().keySet()) {
            percentiles.add(Double.parseDouble(key.substring(1)));
          }
        }
      }
      Histogram h = sum.result();
      out.put(name, new SeriesResult(count, returns, hits, misses, errors,
          h == null ? null : LatencySummary.of(h, percentiles), h == null ? null : RunResultBuilder.encode(h),
          intervalLog, scanRecords));
    }
    return out;
  }

  /** Client figures: totals where they add up, the worst client where a limit matters (CPU, GC share). */
  private static ClientResources client(List<RunResult> rs, long operations) {
    List<ClientResources> cs = rs.stream().map(RunResult::client).filter(Objects::nonNull).toList();
    if (cs.isEmpty()) {
      return null;
    }
    long cpuMs = cs.stream().mapToLong(ClientResources::cpuTimeMs).sum();
    return new ClientResources(cpuMs, operations == 0 ? 0 : cpuMs * 1000.0 / operations,
        cs.stream().mapToDouble(ClientResources::cpuUtilization).max().orElse(0),
        cs.stream().mapToLong(ClientResources::gcCount).sum(), cs.stream().mapToLong(ClientResources::gcTimeMs).sum(),
        cs.stream().mapToDouble(ClientResources::gcShare).max().orElse(0),
        cs.stream().mapToLong(ClientResources::heapUsedMaxMb).max().orElse(-1));
  }

  /** The server is shared: its state before the first client started and after the last one ended. */
  private static ServerResult server(RunResult first, RunResult last) {
    ServerStatsSnapshot before = first.server() == null ? null : first.server().before();
    ServerStatsSnapshot after = last.server() == null ? null : last.server().after();
    if (before == null && after == null) {
      return first.server();
    }
    String error = first.server() != null && first.server().error() != null ? first.server().error()
        : last.server() == null ? null : last.server().error();
    return ServerResult.of(before, after, error);
  }

  /** The first client's disclosure, with every client's command lines. */
  private static Disclosure disclosure(List<Part> parts) {
    Disclosure d = parts.stream().map(Part::disclosure).filter(Objects::nonNull).findFirst().orElse(null);
    if (d == null) {
      return null;
    }
    List<String> lines = new ArrayList<>();
    for (Part p : parts) {
      if (p.disclosure() != null && p.disclosure().commandLines() != null) {
        String host = p.disclosure().clientHost() == null ? "?" : p.disclosure().clientHost().hostname();
        for (String line : p.disclosure().commandLines()) {
          lines.add("[" + host + "] " + line);
        }
      }
    }
    return new Disclosure(d.schema(), d.schemaVersion(), d.runId(), d.tool(), lines, d.properties(),
        d.workloadFiles(), d.clientHost(), d.jvm(), d.binding(), d.server(), d.startTime(),
        parts.get(parts.size() - 1).disclosure() == null ? d.endTime() : parts.get(parts.size() - 1)
            .disclosure().endTime(), d.plan());
  }

  /** Where a client's measured window begins: startEpochMs is the start of its warm-up, which is not measured. */
  private static long measuredStart(RunResult r) {
    return r.startEpochMs() + r.warmupMs();
  }

  private static long measuredEnd(RunResult r) {
    return measuredStart(r) + r.runtimeMs();
  }
}
