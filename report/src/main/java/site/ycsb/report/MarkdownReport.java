package site.ycsb.report;

import java.util.List;

/** {@code report.md}: the tables and the PNG charts, for wikis, pull requests and papers. */
final class MarkdownReport {
  private MarkdownReport() {
  }

  static String render(ReportModel m, List<Table> tables, List<PngCharts.Chart> charts) {
    StringBuilder sb = new StringBuilder();
    sb.append("# YCSB report\n\n");
    // The verdict first: what ran, what failed and why, the capacity, the headline figures.
    sb.append(FirstScreen.of(m).markdown());
    // The picture first: a reader looks at the charts before the long tables.
    charts(sb, charts);
    for (Table t : tables) {
      table(sb, t);
    }
    if (!m.plans().isEmpty()) {
      sb.append("## Plan: how to reproduce this report\n\n");
      for (ReportModel.PlanSource p : m.plans()) {
        sb.append(MarkdownText.paragraph(planIntro(p))).append("\n\n")
            .append(MarkdownText.fenced(p.text().strip(), "yaml")).append('\n');
      }
    }
    return sb.toString();
  }

  static String planIntro(ReportModel.PlanSource p) {
    String file = p.path() == null ? "plan.yaml" : p.path().replace('\\', '/');
    file = file.substring(file.lastIndexOf('/') + 1);
    return p.runs() + " run(s) came from this plan (secrets hidden). Save it as " + file
        + " and run: bin/ycsb plan " + file + " --out DIR";
  }

  private static void charts(StringBuilder sb, List<PngCharts.Chart> charts) {
    sb.append("## Charts\n\n");
    if (charts.isEmpty()) {
      sb.append("No completed measured step to chart.\n\n");
    }
    for (PngCharts.Chart c : charts) {
      sb.append("![").append(MarkdownText.text(c.title())).append("](").append(c.file()).append(")\n\n");
      if (!c.caption().isEmpty()) {
        sb.append('*').append(MarkdownText.text(c.caption())).append("*\n\n");
      }
    }
  }

  private static void table(StringBuilder sb, Table t) {
    sb.append("## ").append(MarkdownText.text(t.title())).append("\n\n");
    if (!t.intro().isEmpty()) {
      sb.append(MarkdownText.paragraph(t.intro())).append("\n\n");
    }
    if (t.rows().isEmpty()) {
      sb.append("(none)\n\n");
    } else {
      sb.append('|');
      for (String h : t.headers()) {
        sb.append(' ').append(MarkdownText.text(h)).append(" |");
      }
      sb.append("\n|");
      for (int i = 0; i < t.headers().size(); i++) {
        boolean numeric = t.rows().get(0).get(i).numeric();
        sb.append(numeric ? " ---: |" : " --- |");
      }
      sb.append('\n');
      for (List<Table.Cell> row : t.rows()) {
        sb.append('|');
        for (Table.Cell c : row) {
          String text = MarkdownText.text(c.text());
          sb.append(' ').append(c.emphasis() && !text.isEmpty() ? "**" + text + "**" : text).append(" |");
        }
        sb.append('\n');
      }
      sb.append('\n');
    }
    for (String f : t.footnotes()) {
      sb.append(MarkdownText.paragraph(f)).append("\n\n");
    }
  }
}
