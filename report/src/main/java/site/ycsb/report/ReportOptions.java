package site.ycsb.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of {@code bin/ycsb report}: {@code [merge|--merge] DIR... -o OUT [--percentile P]}.
 *
 * @param merge write a merged run directory instead of a report
 * @param percentile the latency percentile the charts draw: 50, 95 (default) or 99
 * @param force merge: merge results of different workloads, databases or phases (refused without it)
 */
record ReportOptions(boolean merge, List<Path> inputs, Path out, boolean help, int percentile, boolean force) {
  static final int DEFAULT_PERCENTILE = 95;
  static final List<Integer> PERCENTILES = List.of(50, 95, 99);

  static final String USAGE = String.join("\n",
      "Usage: bin/ycsb report DIR... -o OUT [--percentile 50|95|99]",
      "       bin/ycsb report merge DIR... -o MERGED_DIR [--force]",
      "",
      "  DIR   results directories (-p results.dir=...) and sweep folders (with sweep.json), in any mix;",
      "        folders are searched recursively. Runs with the same run.id from several client hosts",
      "        are merged exactly (HDR histograms added).",
      "  -o    report: the folder for index.html, report.md (+ charts/*.png), results.csv, results.json:",
      "        a new or empty folder, or an earlier report's (replaced whole once the new one is complete)",
      "        merge: the results directory to write (result.json, disclosure.json, hdr/, merge.json);",
      "        one subfolder <phase>-<run id> per run when the inputs hold several runs; a new or empty folder",
      "  --force   merge: merge results of different workloads, databases or phases (refused without it);",
      "        the warning is kept in the merged result.json and shown by the report",
      "  --percentile P   the latency line of the charts: 50, 95 (default) or 99; the tables show p50, p95",
      "        and p99 either way");

  static ReportOptions parse(String[] args) throws ReportException {
    boolean merge = false;
    boolean help = false;
    boolean force = false;
    Path out = null;
    int percentile = DEFAULT_PERCENTILE;
    List<Path> inputs = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      switch (a) {
        case "-h", "--help", "-help" -> help = true;
        case "--merge" -> merge = true;
        case "--force" -> force = true;
        case "--percentile" -> {
          String v = i + 1 < args.length ? args[++i] : "";
          try {
            percentile = Integer.parseInt(v.strip().replaceFirst("^p", ""));
          } catch (NumberFormatException e) {
            percentile = -1;
          }
          if (!PERCENTILES.contains(percentile)) {
            throw new ReportException("--percentile is '" + v + "'; accepted: 50, 95 or 99");
          }
        }
        case "-o", "--out", "--output" -> {
          if (i + 1 >= args.length) {
            throw new ReportException("option " + a + " needs a folder: bin/ycsb report DIR... -o OUT");
          }
          if (out != null) {
            throw new ReportException("option " + a + " given twice");
          }
          out = Path.of(args[++i]).normalize(); // a/../b is b, whether or not a exists
        }
        default -> {
          if (a.equals("merge") && i == 0) {
            merge = true;
          } else if (a.startsWith("-")) {
            throw new ReportException("unknown option '" + a + "'; expected -o OUT, --percentile P, --merge, "
                + "--force or --help");
          } else {
            inputs.add(Path.of(a));
          }
        }
      }
    }
    if (help) {
      return new ReportOptions(merge, inputs, out, true, percentile, force);
    }
    if (inputs.isEmpty()) {
      throw new ReportException("no input folders: bin/ycsb report DIR... -o OUT");
    }
    if (out == null) {
      throw new ReportException("no output folder: add -o OUT");
    }
    if (force && !merge) {
      throw new ReportException("--force is an option of report merge only");
    }
    return new ReportOptions(merge, List.copyOf(inputs), out, false, percentile, force);
  }
}
