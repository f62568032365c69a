package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.junit.jupiter.api.Test;

/** Escaped text renders, through a CommonMark renderer with GitHub's tables, as exactly the text given. */
class MarkdownTextTest {
  static final List<String> PAYLOADS = List.of("<img src=x onerror=alert(1)>", "<script>alert(1)</script>",
      "[x](javascript:alert(1))", "![i](javascript:alert(1))", "<javascript:alert(1)>", "<http://example.com>",
      "a | b", "back\\slash \\| \\*", "*em* **strong** _em_ __strong__", "snake_case_name", "~~del~~ ~del~",
      "`code` ``two``", "&lt; &#60; &#x3C; &amp;", "# heading", "> quote", "- item", "+ item", "* item",
      "1. item", "12) item", "===", "---", "***", "___", "    indented", "line one\nline two\r\nthree\rfour",
      "[ref]: javascript:alert(1)", "a\\", "<!-- comment -->", "x<y>z", "AT&T", "p99<=2ms", "");
  private static final Parser PARSER = Parser.builder().extensions(List.of(TablesExtension.create())).build();
  private static final HtmlRenderer HTML = HtmlRenderer.builder().extensions(List.of(TablesExtension.create()))
      .build();

  @Test
  void aTableCellShowsTheTextItself() {
    for (String p : PAYLOADS) {
      String md = "| h |\n| --- |\n| " + MarkdownText.text(p) + " |\n";
      assertThat(HTML.render(PARSER.parse(md))).as(p).contains("<td>" + shown(p) + "</td>");
    }
  }

  @Test
  void aParagraphShowsTheTextItself() {
    for (String p : PAYLOADS) {
      if (p.isEmpty()) {
        continue;
      }
      String md = "Before.\n\n" + MarkdownText.paragraph(p) + "\n\nAfter.\n";
      assertThat(HTML.render(PARSER.parse(md))).as(p).isEqualTo("<p>Before.</p>\n<p>" + shown(p) + "</p>\n"
          + "<p>After.</p>\n");
    }
  }

  @Test
  void emphasisAroundEscapedTextStaysEmphasis() {
    for (String p : List.of("<img src=x onerror=alert(1)>", "*****", "a_b", "[x](y)")) {
      String md = "| h |\n| --- |\n| **" + MarkdownText.text(p) + "** |\n";
      assertThat(HTML.render(PARSER.parse(md))).as(p).contains("<td><strong>" + shown(p) + "</strong></td>");
    }
  }

  @Test
  void aFencedBlockHoldsAnyTextVerbatim() {
    for (String text : List.of("a\n```\n<img src=x onerror=alert(1)>\n````\nb", "``````", "x ``` y", "plain",
        "ends with\n```")) {
      String md = "Intro.\n\n" + MarkdownText.fenced(text, "yaml") + "\nAfter.\n";
      List<String> blocks = new ArrayList<>();
      Node doc = PARSER.parse(md);
      doc.accept(new AbstractVisitor() {
        @Override
        public void visit(FencedCodeBlock block) {
          blocks.add(block.getInfo() + ":" + block.getLiteral());
        }
      });
      assertThat(blocks).as(text).containsExactly("yaml:" + text + "\n");
      assertThat(HTML.render(doc)).as(text).endsWith("</code></pre>\n<p>After.</p>\n");
    }
  }

  /** The text as the renderer shows it: on one line, trimmed, HTML-escaped. */
  private static String shown(String p) {
    return Fmt.html(p.replace("\r\n", " ").replace('\r', ' ').replace('\n', ' ').strip()).replace("&#39;", "'");
  }
}
