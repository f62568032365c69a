package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The classes bindings may use beyond 0.17.0's have one source: the first Javadoc line "Binding API" of a
 * class in site.ycsb. Every document that lists them lists exactly those (between
 * {@code <!-- binding-api -->} and {@code <!-- /binding-api -->}), and none places one of them among the
 * engine internals, so the lists cannot drift from the code.
 */
class BindingApiDocsTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final List<String> DOCS = List.of("docs/architecture.md", "core/README.md",
      "docs/adding-a-binding.md");
  private static final Pattern FIRST_JAVADOC_LINE = Pattern.compile("/\\*\\*\\s*\\n\\s*\\*\\s*(.*)");
  private static final Pattern LIST = Pattern.compile("<!-- binding-api -->(.*?)<!-- /binding-api -->",
      Pattern.DOTALL);
  private static final Pattern CODE_NAME = Pattern.compile("`(?:site\\.ycsb\\.)?([A-Z]\\w*)`");

  /** The classes of site.ycsb whose first Javadoc line starts with "Binding API". */
  static Set<String> markedClasses() throws IOException {
    Set<String> marked = new TreeSet<>();
    try (Stream<Path> files = Files.list(ROOT.resolve("core/src/main/java/site/ycsb"))) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        Matcher m = FIRST_JAVADOC_LINE.matcher(Files.readString(f));
        if (m.find() && m.group(1).startsWith("Binding API")) {
          marked.add(f.getFileName().toString().replace(".java", ""));
        }
      }
    }
    return marked;
  }

  @Test
  void theMarkerFindsTheBindingApi() throws IOException {
    assertThat(markedClasses()).contains("PropertyReader", "ServerStats", "VirtualThreads", "OperationWatchdog")
        .doesNotContain("DB", "Client", "DBWrapper");
  }

  @Test
  void everyDocumentListsExactlyTheMarkedClasses() throws IOException {
    Set<String> marked = markedClasses();
    for (String doc : DOCS) {
      Matcher list = LIST.matcher(Files.readString(ROOT.resolve(doc)));
      assertThat(list.find()).as(doc + ": a <!-- binding-api --> list").isTrue();
      Set<String> named = new TreeSet<>();
      Matcher name = CODE_NAME.matcher(list.group(1));
      while (name.find()) {
        named.add(name.group(1));
      }
      assertThat(named).as(doc + ": the binding API list (first Javadoc line 'Binding API' in site.ycsb)")
          .isEqualTo(marked);
    }
  }

  /** From each mention of site.ycsb.engine to the end of its paragraph or table row. */
  @Test
  void noDocumentPlacesABindingApiClassInTheEngine() throws IOException {
    Set<String> marked = markedClasses();
    for (String doc : DOCS) {
      String text = Files.readString(ROOT.resolve(doc));
      for (int at = text.indexOf("site.ycsb.engine"); at >= 0; at = text.indexOf("site.ycsb.engine", at + 1)) {
        int paragraphEnd = text.indexOf("\n\n", at);
        int rowEnd = text.indexOf("\n|", at);
        int end = Math.min(paragraphEnd < 0 ? text.length() : paragraphEnd, rowEnd < 0 ? text.length() : rowEnd);
        String engineText = text.substring(at, end);
        for (String api : marked) {
          assertThat(engineText).as(doc + ": " + api + " is binding API in site.ycsb, not an engine class")
              .doesNotContain("`" + api + "`");
        }
      }
    }
  }
}
