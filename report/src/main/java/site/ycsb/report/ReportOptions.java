package site.ycsb.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of {@code bin/ycsb report}: {@code [merge|--merge] DIR... -o OUT}.
 *
 * @param merge write a merged run directory instead of a report
 */
record ReportOptions(boolean merge, List<Path> inputs, Path out, boolean help) {
  static final String USAGE = String.join("\n",
      "Usage: bin/ycsb report DIR... -o OUT",
      "       bin/ycsb report merge DIR... -o MERGED_DIR",
      "",
      "  DIR   results directories (-p results.dir=...) and sweep folders (with sweep.json), in any mix;",
      "        folders are searched recursively. Runs with the same run.id from several client hosts",
      "        are merged exactly (HDR histograms added).",
      "  -o    report: the folder for index.html, report.md (+ charts/*.png), results.csv, results.json",
      "        merge: the results directory to write (result.json, disclosure.json, hdr/, merge.json);",
      "        one subfolder <phase>-<run id> per run when the inputs hold several runs");

  static ReportOptions parse(String[] args) throws ReportException {
    boolean merge = false;
    boolean help = false;
    Path out = null;
    List<Path> inputs = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      switch (a) {
        case "-h", "--help", "-help" -> help = true;
        case "--merge" -> merge = true;
        case "-o", "--out", "--output" -> {
          if (i + 1 >= args.length) {
            throw new ReportException("option " + a + " needs a folder: bin/ycsb report DIR... -o OUT");
          }
          if (out != null) {
            throw new ReportException("option " + a + " given twice");
          }
          out = Path.of(args[++i]);
        }
        default -> {
          if (a.equals("merge") && i == 0) {
            merge = true;
          } else if (a.startsWith("-")) {
            throw new ReportException("unknown option '" + a + "'; expected -o OUT, --merge or --help");
          } else {
            inputs.add(Path.of(a));
          }
        }
      }
    }
    if (help) {
      return new ReportOptions(merge, inputs, out, true);
    }
    if (inputs.isEmpty()) {
      throw new ReportException("no input folders: bin/ycsb report DIR... -o OUT");
    }
    if (out == null) {
      throw new ReportException("no output folder: add -o OUT");
    }
    return new ReportOptions(merge, List.copyOf(inputs), out, false);
  }
}
