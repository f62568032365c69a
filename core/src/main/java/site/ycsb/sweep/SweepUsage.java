package site.ycsb.sweep;

import java.util.ArrayList;
import java.util.List;

/** The text of {@code bin/ycsb sweep --help}, built from the table of sweep options. */
public final class SweepUsage {
  /** Where the help starts: after two spaces and the option's synopsis padded to this width. */
  private static final int SYNOPSIS_WIDTH = 23;
  private static final String INDENT = "  ";

  private SweepUsage() {
  }

  /** The usage text, its lines joined by this system's line separator. */
  public static String text() {
    List<String> lines = new ArrayList<>();
    lines.add("Usage: bin/ycsb sweep <binding> -P <workload> [-threads 8,16,32 | -target 1000,2000] --out DIR "
        + "[options]");
    lines.add("Sweep options:");
    for (SweepOption option : SweepOption.values()) {
      List<String> help = option.help();
      lines.add(INDENT + String.format("%-" + SYNOPSIS_WIDTH + "s", option.synopsis()) + help.get(0));
      for (String more : help.subList(1, help.size())) {
        lines.add(INDENT + " ".repeat(SYNOPSIS_WIDTH) + more);
      }
    }
    lines.add("ycsb options, passed to every step: -P file, -p key=value, -s, -l label, -db class");
    return String.join(System.lineSeparator(), lines);
  }
}
