package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.sweep.ChildJvm;
import site.ycsb.sweep.SweepMain;
import site.ycsb.testing.ProcessOutcome;

/**
 * User text (a sweep's folder and --name, a workload file's name, a property's key and value, a hook command,
 * a plan file's name and text) that looks like HTML, Markdown links or spreadsheet formulas: report.md,
 * rendered by a CommonMark viewer and opened in a browser, shows it as text and runs nothing; results.csv
 * shows formulas as text and numbers as numbers.
 */
class ReportInjectionEndToEndTest {
  static final String IMG = "<img src=x onerror=alert(1)>";
  static final String SCRIPT = "<script>alert(2)</script>";
  static final String LINK = "[x](javascript:alert(3))";
  static final String SVG = "<svg onload=alert(4)>";
  static final String AUTOLINK = "<javascript:alert(5)>";
  /** The plan's text: a line of three (and four) backticks would close a fence of three. */
  static final String PLAN = String.join("\n", "name: injection", "# " + SCRIPT, "databases:",
      "  - name: mem", "    binding: memory", "```", IMG, "````", "| a | b |", "threads: [1]");
  static final List<String> FORMULAS = List.of("=SUM(1+1)", "+1+cmd", "-2+3+cmd", "@SUM(1)", "\t=1+1",
      "\r=1+1");

  @TempDir
  static Path tmp;
  static Path out;
  static String md;

  @BeforeAll
  static void report() throws Exception {
    Path in = Files.createDirectories(tmp.resolve("in"));
    Path workload = in.resolve(SVG + " wl");
    Files.copy(Fixtures.WORKLOADS.resolve("workloada"), workload);
    Path plan = in.resolve(IMG + ".yaml");
    Files.writeString(plan, PLAN);
    // A real sweep (steps in child JVMs) whose folder, name, workload file, properties and hook are payloads.
    Path sweep = in.resolve(LINK + " | " + IMG);
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SweepMain.run(List.of("memory", "-P", workload.toString(), "-threads", "1", "-p", "recordcount=50",
        "-p", "operationcount=200", "-p", SCRIPT + "=" + LINK + " " + IMG + " *em* _em_ `code` &lt; "
        + AUTOLINK, "-p", "plan.file=" + plan, "-l", IMG, "--name", IMG + " | " + SCRIPT,
        "--before-step", "true '" + IMG + " " + SCRIPT + " " + LINK + "'", "--out", sweep.toString()),
        ChildJvm.current(), BindingRegistry.read(Path.of("..", "bin", "bindings.properties")), System.out,
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
    // Single runs in folders named like formulas, of a workload file named like one.
    Path formulaWorkload = in.resolve("-2+3+cmd|' -C calc'!A0");
    Files.copy(Fixtures.WORKLOADS.resolve("workloadc"), formulaWorkload);
    List<String> args = new ArrayList<>(List.of(sweep.toString()));
    for (String f : FORMULAS) {
      Path dir = in.resolve(f);
      Fixtures.runDir(dir, "site.ycsb.db.MemoryDB", formulaWorkload.toString(), 1, "-t", "-p", "recordcount=10",
          "-p", "operationcount=20");
      args.add(dir.toString());
    }
    out = tmp.resolve("out");
    args.addAll(List.of("-o", out.toString()));
    ProcessOutcome report = ReportMainTest.run(args.toArray(new String[0]));
    assertThat(report.exitCode()).as(report.err()).isZero();
    md = Files.readString(out.resolve(ReportWriter.MARKDOWN));
  }

  @Test
  void reportMdRenderedAndOpenedInABrowserRunsNothingAndShowsTheTextAsText() throws Exception {
    Parser parser = Parser.builder().extensions(List.of(TablesExtension.create())).build();
    Node doc = parser.parse(md);
    // As a careless viewer renders it: raw HTML passed through, URLs as written.
    String body = HtmlRenderer.builder().extensions(List.of(TablesExtension.create())).build().render(doc);
    Path page = out.resolve("report-md.html");
    Files.writeString(page, "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><script id=\"probe\">"
        + "window.dialogs=0;function seen(){window.dialogs++;"
        + "document.documentElement.setAttribute('data-dialogs',String(window.dialogs));}"
        + "window.alert=seen;window.confirm=seen;window.prompt=seen;"
        + "window.addEventListener('load',function(){document.querySelectorAll('a').forEach(function(a){"
        + "if(a.protocol==='javascript:'){a.click();}});"
        + "document.documentElement.setAttribute('data-loaded','1');});</script></head><body>" + body
        + "</body></html>", StandardCharsets.UTF_8);
    String dom = BrowserDom.dump(page, tmp);
    assertThat(dom).contains("data-loaded=\"1\"");
    Matcher dialogs = Pattern.compile("data-dialogs=\"(\\d+)\"").matcher(dom);
    int count = dialogs.find() ? Integer.parseInt(dialogs.group(1)) : 0;
    System.out.println("[injection] report.md rendered by CommonMark " + "and opened in Chromium: " + count
        + " dialog(s)");
    assertThat(count).as("dialogs raised by report.md").isZero();
    // No element or attribute from user text: the only images are the charts, the only script the probe's.
    assertThat(Pattern.compile("<img(?![^>]*src=\"charts/)").matcher(dom).find()).as("an <img> from user text")
        .isFalse();
    assertThat(dom).doesNotContainPattern("<script(?! id=\"probe\")").doesNotContain("<svg")
        .doesNotContainPattern("(?i)href=\"javascript:").doesNotContainPattern("(?i)<a [^>]*href=\"[^\"]*alert");
    // Chromium writes < and > inside attribute values as entities: a tag ends at the first >.
    Matcher tags = Pattern.compile("<[a-zA-Z][^>]*>").matcher(dom);
    while (tags.find()) {
      assertThat(tags.group().replaceAll("\"[^\"]*\"", "\"\"")).as("an event handler attribute")
          .doesNotContainPattern("(?i)\\son[a-z]+=");
    }
    // ... and the user text is there, shown as the text it is.
    assertThat(dom).contains(html(IMG + " | " + SCRIPT)).contains(html(LINK + " | " + IMG))
        .contains(html(SVG + " wl")).contains(html(SCRIPT)).contains(html(LINK + " " + IMG + " *em* _em_ `code` "
            + "&lt; " + AUTOLINK)).contains(html("true '" + IMG + " " + SCRIPT + " " + LINK + "'"))
        .contains(html("Save it as " + IMG + ".yaml"));
    // The plan is one code block holding its text verbatim: no backtick line inside closes it.
    List<String> blocks = new ArrayList<>();
    doc.accept(new AbstractVisitor() {
      @Override
      public void visit(FencedCodeBlock block) {
        blocks.add(block.getLiteral());
      }
    });
    assertThat(blocks).containsExactly(PLAN + "\n");
  }

  @Test
  void resultsCsvShowsFormulasAsTextAndNumbersAsNumbers() throws IOException {
    String text = Files.readString(out.resolve(ReportWriter.CSV), StandardCharsets.UTF_8);
    List<List<String>> rows = parse(text);
    List<String> header = rows.get(0);
    List<String> runs = new ArrayList<>();
    for (List<String> row : rows.subList(1, rows.size())) {
      assertThat(row).hasSameSizeAs(header);
      for (String cell : row) {
        if (!cell.isEmpty() && "=+-@\t\r".indexOf(cell.charAt(0)) >= 0) {
          assertThat(cell).as("a cell a spreadsheet runs as a formula").matches("[+-]?[0-9.]+(E[+-]?[0-9]+)?");
        }
      }
      runs.add(row.get(header.indexOf("run")));
      assertThat(row.get(header.indexOf("threads"))).isEqualTo("1");
      for (String column : List.of("operations", "opsPerSec", "p95Us", "runtimeSec")) {
        assertThat(Double.parseDouble(row.get(header.indexOf(column)))).as(column).isNotNegative();
      }
    }
    for (String f : FORMULAS) {
      assertThat(runs).contains("'" + f);
    }
    assertThat(text).contains(",\"'-2+3+cmd|' -C calc'!A0\",").contains("\"'=SUM(1+1)\"")
        .contains("\"'\t=1+1\"").contains("\"'\r=1+1\"");
  }

  private static String html(String s) {
    return Fmt.html(s).replace("&quot;", "\"").replace("&#39;", "'");
  }

  /** RFC 4180: cells separated by commas, quoted cells with doubled quotes and line breaks inside. */
  static List<List<String>> parse(String csv) {
    List<List<String>> rows = new ArrayList<>();
    List<String> row = new ArrayList<>();
    StringBuilder cell = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < csv.length(); i++) {
      char c = csv.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
          cell.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          cell.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        row.add(cell.toString());
        cell.setLength(0);
      } else if (c == '\n') {
        row.add(cell.toString());
        cell.setLength(0);
        rows.add(row);
        row = new ArrayList<>();
      } else {
        cell.append(c);
      }
    }
    return rows;
  }
}
