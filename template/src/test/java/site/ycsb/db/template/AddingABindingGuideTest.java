package site.ycsb.db.template;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/adding-a-binding.md walks through this module; these checks keep it true: every path it names
 * exists, every class it names loads, every code block it attributes to a file is still in that file.
 */
class AddingABindingGuideTest {
  private static final Path ROOT = Paths.get("").toAbsolutePath().getParent();
  private static final Path GUIDE = ROOT.resolve("docs/adding-a-binding.md");
  /** The hypothetical binding of the guide's examples. */
  private static final String EXAMPLE = "acme";

  private static String guide() throws IOException {
    return Files.readString(GUIDE);
  }

  /** `path/like/this` words whose first folder exists in the repository (others are relative, e.g. lib/). */
  @Test
  void everyPathItNamesExists() throws IOException {
    Matcher m = Pattern.compile("`([^`\\s*<]+)`").matcher(guide());
    List<String> checked = new ArrayList<>();
    while (m.find()) {
      String path = m.group(1);
      String first = path.split("/")[0];
      boolean pathLike = path.contains("/") || path.matches("[\\w.-]+\\.(md|xml|properties)");
      boolean inRepository = !first.isEmpty() && !first.startsWith(".") && !first.equals("target")
          && Files.exists(ROOT.resolve(first));
      if (pathLike && inRepository && !path.contains(EXAMPLE)) {
        assertThat(ROOT.resolve(path)).as("path named in the guide").exists();
        checked.add(path);
      }
    }
    assertThat(checked).as("the paths found").contains("template/pom.xml", "bin/bindings.properties",
        "distribution/src/assembly/distribution.xml", "scripts/servers/memcached.sh");
  }

  @Test
  void everyMarkdownLinkResolves() throws IOException {
    Matcher m = Pattern.compile("\\]\\(([^)#:]+)\\)").matcher(guide());
    int links = 0;
    while (m.find()) {
      assertThat(GUIDE.getParent().resolve(m.group(1))).as("link target").exists();
      links++;
    }
    assertThat(links).isPositive();
  }

  @Test
  void everyClassItNamesLoads() throws IOException {
    Matcher m = Pattern.compile("\\bsite\\.ycsb(?:\\.[a-z]\\w*)*\\.[A-Z]\\w*").matcher(guide());
    List<String> checked = new ArrayList<>();
    while (m.find()) {
      String name = m.group();
      if (!name.contains("." + EXAMPLE + ".")) {
        assertThat(canLoad(name) || inSomeModule(name)).as("class named in the guide: " + name).isTrue();
        checked.add(name);
      }
    }
    assertThat(checked).contains(TemplateClient.class.getName(), "site.ycsb.PropertyReader", "site.ycsb.ServerStats");
  }

  /** A block after a line ending in "`file`:" is a quote of that file and must still be in it, verbatim. */
  @Test
  void everyQuoteIsStillInItsFile() throws IOException {
    Matcher m = Pattern.compile("`([^`\\s]+)`:\\n\\n```\\w*\\n(.*?)```", Pattern.DOTALL).matcher(guide());
    int quotes = 0;
    while (m.find()) {
      if (m.group(1).contains(EXAMPLE)) {
        continue;
      }
      String file = Files.readString(ROOT.resolve(m.group(1)));
      assertThat(file).as("quote from " + m.group(1)).contains(m.group(2));
      quotes++;
    }
    assertThat(quotes).isGreaterThanOrEqualTo(8);
  }

  /** The guide says why the template is neither registered nor shipped; keep it that way. */
  @Test
  void theTemplateIsNotAUserBinding() throws IOException {
    assertThat(Files.readString(ROOT.resolve("bin/bindings.properties"))).doesNotContain("template");
    for (String file : List.of("distribution/src/assembly/distribution.xml", "distribution/pom.xml")) {
      assertThat(Files.readString(ROOT.resolve(file))).doesNotContain("template-binding").doesNotContain("/template/");
    }
  }

  /** A binding's class (not on this module's class path): its source in some module of the tree. */
  private static boolean inSomeModule(String name) throws IOException {
    try (Stream<Path> modules = Files.list(ROOT)) {
      return modules.anyMatch(m -> Files.isRegularFile(m.resolve("src/main/java").resolve(name.replace('.', '/')
          + ".java")));
    }
  }

  private static boolean canLoad(String name) {
    try {
      Class.forName(name, false, AddingABindingGuideTest.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
