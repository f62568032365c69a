package site.ycsb.engine;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.PropertyCatalog;
import site.ycsb.PropertyDeclaration;

/** A catalog as a plain-text table for the terminal: property, default, accepted values, help. */
final class PropertyTable {
  private static final String NONE = "(none)";

  private PropertyTable() {
  }

  /** The table's lines, columns padded to their widest cell; the help is the last column and never cut. */
  static List<String> lines(PropertyCatalog catalog) {
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"property", "default", "accepted", "meaning"});
    for (PropertyDeclaration d : catalog.declarations()) {
      rows.add(new String[] {d.name(), defaultOf(d), acceptedOf(d), d.help()});
    }
    int[] width = new int[3];
    for (String[] row : rows) {
      for (int i = 0; i < width.length; i++) {
        width[i] = Math.max(width[i], row[i].length());
      }
    }
    List<String> ret = new ArrayList<>();
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder("  ");
      for (int i = 0; i < width.length; i++) {
        line.append(row[i]).append(" ".repeat(width[i] - row[i].length() + 2));
      }
      ret.add(line.append(row[3]).toString().stripTrailing());
    }
    return ret;
  }

  static String defaultOf(PropertyDeclaration d) {
    return d.defaultValue() == null || d.defaultValue().isEmpty() ? NONE : d.defaultValue();
  }

  /** The closed set as a|b|c, else the kind of value. */
  static String acceptedOf(PropertyDeclaration d) {
    return d.accepted().isEmpty() ? d.type().word() : String.join("|", d.accepted());
  }
}
