package site.ycsb.plan;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The command line of {@code bin/ycsb plan FILE.yaml [--out DIR] [--dry-run] [ycsb options]}.
 *
 * @param out the folder for every sweep and the report; null: results/NAME-TIME
 * @param ycsbOptions options given to every sweep after the plan's own (-p key=value wins over the plan)
 */
record PlanOptions(Path file, Path out, boolean dryRun, boolean help, List<String> ycsbOptions, String percentile,
    boolean yes) {
  static final String USAGE = String.join("\n", Stream.concat(Stream.of(
      "Usage: bin/ycsb plan FILE.yaml [--out DIR] [--dry-run] [--yes] [--percentile P] [ycsb options for every run]",
      "",
      "  Runs every database of the plan on every workload and phase as sweeps (DIR/<database>/<workload>-<phase>)",
      "  and ends with the combined report in DIR/report/.",
      "  --out DIR    a new or empty folder (default results/<plan name>-<UTC time>)",
      "  --dry-run    print every command the plan would run, then exit 0",
      "  --percentile the report's latency line: 50, 95 (default) or 99",
      "  --yes        run a plan of more than " + String.format(Locale.ROOT, "%,d", PlanSize.CONSENT_STEPS)
          + " steps (or set the plan key max-steps)",
      "  ycsb options such as -p key=value or -s go to every sweep after the plan's properties.",
      ""), PlanKeys.usage().stream()).toList());

  static PlanOptions parse(List<String> args) throws PlanException {
    Path file = null;
    Path out = null;
    boolean dryRun = false;
    boolean help = false;
    boolean yes = false;
    String percentile = null;
    List<String> ycsb = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (a.equals("--help") || a.equals("-h") || a.equals("-help")) {
        help = true;
      } else if (a.equals("--dry-run")) {
        dryRun = true;
      } else if (a.equals("--yes")) {
        yes = true;
      } else if (a.equals("--out") || a.startsWith("--out=")) {
        String v = a.startsWith("--out=") ? a.substring(6) : i + 1 < args.size() ? args.get(++i) : null;
        if (v == null || v.isBlank()) {
          throw new PlanException("option --out needs a folder");
        }
        // Normalised before use: a/../b is b, whether or not a exists (nothing is made in a missing a).
        out = Path.of(v).normalize();
      } else if (a.equals("--percentile")) {
        percentile = i + 1 < args.size() ? args.get(++i) : "";
        if (!List.of("50", "95", "99").contains(percentile)) {
          throw new PlanException("--percentile is '" + percentile + "'; accepted: 50, 95 or 99");
        }
      } else if (a.startsWith("--")) {
        throw new PlanException("unknown option '" + a + "'; accepted: --out DIR, --dry-run, --yes, --percentile P, "
            + "--help, and ycsb options (-p key=value, -s, ...) for every run");
      } else if (a.startsWith("-")) {
        ycsb.add(a);
        if ((a.equals("-p") || a.equals("-P") || a.equals("-l") || a.equals("-threads") || a.equals("-target"))
            && i + 1 < args.size()) {
          ycsb.add(args.get(++i));
        }
      } else if (file == null) {
        file = Path.of(a);
      } else {
        throw new PlanException("unexpected argument '" + a + "': one plan file per run (it is " + file + ")");
      }
    }
    if (help) {
      return new PlanOptions(file, out, dryRun, true, List.copyOf(ycsb), percentile, yes);
    }
    if (file == null) {
      throw new PlanException("no plan file: bin/ycsb plan FILE.yaml [--out DIR] [--dry-run]");
    }
    return new PlanOptions(file, out, dryRun, false, List.copyOf(ycsb), percentile, yes);
  }
}
