package site.ycsb.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A titled table the Markdown and HTML writers render the same way. A cell marked {@code emphasis} is
 * highlighted (a difference between compared runs, a warning).
 */
record Table(String id, String title, String intro, List<String> headers, List<List<Cell>> rows,
    List<String> footnotes) {

  record Cell(String text, boolean emphasis, boolean numeric) {
  }

  /** The same table with only the named columns, in the order named (names this table lacks are left out). */
  Table columns(List<String> names) {
    List<Integer> keep = new ArrayList<>();
    for (String n : names) {
      int i = headers.indexOf(n);
      if (i >= 0) {
        keep.add(i);
      }
    }
    List<List<Cell>> picked = new ArrayList<>();
    for (List<Cell> row : rows) {
      picked.add(keep.stream().map(row::get).toList());
    }
    return new Table(id, title, intro, keep.stream().map(headers::get).toList(), picked, footnotes);
  }

  static Cell text(String s) {
    return new Cell(s == null ? "" : s, false, false);
  }

  static Cell num(String s) {
    return new Cell(s == null ? "" : s, false, true);
  }

  static Cell strong(String s, boolean emphasis) {
    return new Cell(s == null ? "" : s, emphasis, false);
  }

  /** Collects rows in order. */
  static final class Builder {
    private final String id;
    private final String title;
    private String intro = "";
    private final List<String> headers;
    private final List<List<Cell>> rows = new ArrayList<>();
    private final List<String> footnotes = new ArrayList<>();

    Builder(String id, String title, List<String> headers) {
      this.id = id;
      this.title = title;
      this.headers = headers;
    }

    Builder intro(String text) {
      this.intro = text;
      return this;
    }

    Builder row(List<Cell> cells) {
      rows.add(List.copyOf(cells));
      return this;
    }

    Builder footnote(String text) {
      footnotes.add(text);
      return this;
    }

    Table build() {
      return new Table(id, title, intro, List.copyOf(headers), List.copyOf(rows), List.copyOf(footnotes));
    }
  }
}
