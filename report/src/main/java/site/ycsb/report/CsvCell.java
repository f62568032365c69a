package site.ycsb.report;

import java.util.List;
import java.util.regex.Pattern;

/**
 * One cell of a CSV or TSV file the project writes (results.csv, capacity.csv, compare's CSV, a plan's
 * order.tsv), safe to open in a spreadsheet. A cell starting with {@code =}, {@code +}, {@code -}, {@code @},
 * a tab or a carriage return (also after leading spaces or line breaks) is a formula to Excel, LibreOffice and
 * Google Sheets, which may run it: such a cell is written as OWASP's CSV-injection guidance says, a single
 * quote before it and the whole in double quotes, so the spreadsheet shows it as text.
 *
 * <p>A number stays a number, whoever wrote it: a cell that is wholly a decimal number (sign, fraction and
 * exponent allowed: {@code -5}, {@code -1.5e3}, {@code +3}) or {@code Infinity}, {@code -Infinity},
 * {@code NaN} (as Java writes a double) is left as it is: it holds no operator a spreadsheet could chain into
 * a call, and scripts read it as a number.
 */
public final class CsvCell {
  private static final Pattern NUMBER = Pattern.compile(
      "[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?|[+-]?Infinity|NaN");

  private CsvCell() {
  }

  /** A cell of a comma-separated file. */
  public static String csv(String s) {
    return cell(s, ',');
  }

  /** A cell of a tab-separated file. */
  public static String tsv(String s) {
    return cell(s, '\t');
  }

  /** One line of cells joined by the separator, with its line break. */
  public static String line(List<String> cells, char separator) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < cells.size(); i++) {
      sb.append(i == 0 ? "" : String.valueOf(separator)).append(cell(cells.get(i), separator));
    }
    return sb.append('\n').toString();
  }

  static String cell(String s, char separator) {
    if (s == null || s.isEmpty()) {
      return "";
    }
    if (isFormula(s)) {
      return quoted("'" + s);
    }
    if (s.indexOf(separator) >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0) {
      return quoted(s);
    }
    return s;
  }

  /** Whether a spreadsheet would take the cell for a formula (a number is not one). */
  static boolean isFormula(String s) {
    char first = s.charAt(0);
    if (first == '\t' || first == '\r') {
      return true;
    }
    int i = 0;
    while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\n')) {
      i++;
    }
    if (i == s.length()) {
      return false;
    }
    char c = s.charAt(i);
    return (c == '=' || c == '+' || c == '-' || c == '@') && !NUMBER.matcher(s).matches();
  }

  private static String quoted(String s) {
    return '"' + s.replace("\"", "\"\"") + '"';
  }
}
