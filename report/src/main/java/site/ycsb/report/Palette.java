package site.ycsb.report;

import java.awt.Color;
import java.util.List;
import java.util.TreeSet;

/** One colour per database, the same in every chart of a report (PNG and HTML). */
final class Palette {
  static final List<String> HEX = List.of("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
      "#e377c2", "#7f7f7f", "#bcbd22", "#17becf");

  private final List<String> databases;

  Palette(ReportModel m) {
    TreeSet<String> names = new TreeSet<>();
    m.charts().forEach(c -> c.bars().forEach(b -> names.add(b.database())));
    m.footprint().forEach(b -> names.add(b.database()));
    this.databases = List.copyOf(names);
  }

  String hex(String database) {
    int i = Math.max(0, databases.indexOf(database));
    return HEX.get(i % HEX.size());
  }

  /** A colour as HTML writes it: "#1f77b4". */
  static String hex(Color c) {
    return String.format(java.util.Locale.ROOT, "#%06x", c.getRGB() & 0xffffff);
  }

  Color color(String database) {
    return Color.decode(hex(database));
  }
}
