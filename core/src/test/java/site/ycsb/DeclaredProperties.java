package site.ycsb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Checks for a binding's tests: every property its code reads is declared (found by scanning its sources for the
 * names it asks for), and its README's property table agrees with the declarations (the same names, the same
 * defaults). Each check returns the disagreements, one line each, so that a failure says what to fix.
 */
public final class DeclaredProperties {
  /** A table row whose first cell names one or more properties in backticks; an escaped \\| stays in its cell. */
  private static final Pattern ROW =
      Pattern.compile("^\\|\\s*((?:`[^`]+`[^|]*?)+)\\|\\s*((?:\\\\\\||[^|])*)\\|");
  private static final Pattern CODE = Pattern.compile("`([^`]+)`");

  private DeclaredProperties() {
  }

  /** Every group 1 of {@code pattern} in the .java files under {@code sources}, with {@code prefix} put before. */
  public static Set<String> namesInSources(Path sources, Pattern pattern, String prefix) {
    Set<String> ret = new TreeSet<>();
    try (Stream<Path> files = Files.walk(sources)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        Matcher m = pattern.matcher(Files.readString(f));
        while (m.find()) {
          ret.add(prefix + m.group(1));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (ret.isEmpty()) {
      // A pattern that finds nothing would make every check of its result pass.
      throw new IllegalStateException("no property name matches " + pattern + " under " + sources);
    }
    return ret;
  }

  /** The names of {@code read} that {@code catalog} does not declare. */
  public static Set<String> undeclared(PropertyCatalog catalog, Set<String> read) {
    Set<String> ret = new TreeSet<>(read);
    ret.removeIf(catalog::declares);
    return ret;
  }

  /**
   * The rows of the Markdown tables of {@code text} whose header starts with {@code | property} (or of every table,
   * with {@code anyTable}): each backticked name of a first cell, with its default cell.
   */
  public static Map<String, String> tableRows(String text, boolean anyTable) {
    Map<String, String> ret = new LinkedHashMap<>();
    boolean inPropertyTable = false;
    for (String line : text.split("\\R")) {
      if (!line.startsWith("|")) {
        inPropertyTable = false;
        continue;
      }
      if (line.startsWith("| property ")) {
        inPropertyTable = true;
      }
      Matcher row = ROW.matcher(line);
      if ((anyTable || inPropertyTable) && row.find()) {
        List<String> names = new ArrayList<>();
        Matcher name = CODE.matcher(row.group(1));
        while (name.find()) {
          names.add(name.group(1));
        }
        // `a` / `b` | `1` / `2` (or `a`, `b` | 1, 2): one default for each name.
        String[] defaults = row.group(2).strip().split(" / |, ");
        for (int i = 0; i < names.size(); i++) {
          ret.putIfAbsent(names.get(i), defaults.length == names.size() ? defaults[i].strip() : row.group(2).strip());
        }
      }
    }
    return ret;
  }

  /**
   * Where the tables of {@code markdown} and the declarations disagree, for the table rows {@code concerns}
   * selects: a row of a property table nobody declares, a default it gives otherwise, a declaration without a
   * row in any table.
   */
  public static List<String> tableDisagreements(PropertyCatalog catalog, Path markdown, Predicate<String> concerns) {
    try {
      return tableDisagreements(catalog, markdown.getFileName().toString(), Files.readString(markdown), concerns);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** As {@link #tableDisagreements(PropertyCatalog, Path, Predicate)} for a part of a document. */
  public static List<String> tableDisagreements(PropertyCatalog catalog, String document, String text,
      Predicate<String> concerns) {
    Map<String, String> rows = tableRows(text, false);
    Map<String, String> anyRows = tableRows(text, true);
    List<String> ret = new ArrayList<>();
    for (Map.Entry<String, String> row : rows.entrySet()) {
      if (!concerns.test(row.getKey())) {
        continue;
      }
      PropertyDeclaration d = catalog.find(row.getKey()).orElse(null);
      if (d == null) {
        ret.add(document + ": " + row.getKey() + " has a row but " + catalog.subject()
            + " declares no such property");
      } else if (!sameDefault(d.defaultValue(), row.getValue())) {
        ret.add(document + ": " + row.getKey() + " has the default '" + row.getValue()
            + "' in the table but '" + d.defaultValue() + "' in its declaration");
      }
    }
    for (String name : catalog.names()) {
      if (!anyRows.containsKey(name)) {
        ret.add(document + ": " + name + " is declared by " + catalog.subject() + " but has no row");
      }
    }
    return ret;
  }

  /** A table's default cell against a declared default: backticks aside, the same text or the same number. */
  static boolean sameDefault(String declared, String cell) {
    String shown = cell.replace("`", "").replace("*new*", "").replace("\\|", "|").strip();
    if (declared == null || declared.isEmpty()) {
      return shown.startsWith("(none") || shown.startsWith("(required") || shown.equals("(empty)")
          || shown.equals("none") || shown.isEmpty();
    }
    if (shown.equals(declared)) {
      return true;
    }
    try {
      return Double.parseDouble(shown) == Double.parseDouble(declared);
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
