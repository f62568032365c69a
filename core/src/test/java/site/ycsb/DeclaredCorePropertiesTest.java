package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import site.ycsb.engine.ClientProperties;
import site.ycsb.workloads.CoreWorkloadProperties;

/**
 * The bindings built into core declare every property their code reads, and docs/reference/properties.md says
 * what the declarations of CoreWorkload, the client, memory and queue say (its tables are checked, not generated:
 * their longer explanations are the docs' own).
 */
class DeclaredCorePropertiesTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Path SOURCES = Path.of("src/main/java/site/ycsb");
  private static final Path PROPERTIES_MD = ROOT.resolve("docs/reference/properties.md");

  @Test
  void theBuiltInBindingsDeclareEveryPropertyTheyRead() {
    for (String dbClass : List.of("site.ycsb.BasicDB", "site.ycsb.db.MemoryDB", "site.ycsb.db.QueueDB")) {
      PropertyCatalog catalog = BindingProperties.forDbClass(dbClass).orElseThrow();
      String prefix = Pattern.quote(catalog.prefix());
      // The built-in bindings of site.ycsb.db read their properties there (the sweep's memory.bin is a file).
      Path sources = dbClass.startsWith("site.ycsb.db.") ? SOURCES.resolve("db") : SOURCES;
      assertThat(DeclaredProperties.undeclared(catalog, DeclaredProperties.namesInSources(sources,
          Pattern.compile("\"(" + prefix + "[A-Za-z0-9_]+)\""), ""))).as(dbClass).isEmpty();
    }
  }

  @Test
  void thePropertiesReferenceAgreesWithTheWorkloadAndClientDeclarations() throws IOException {
    String text = Files.readString(PROPERTIES_MD);
    List<PropertyDeclaration> both = new ArrayList<>(CoreWorkloadProperties.CATALOG.declarations());
    both.addAll(ClientProperties.CATALOG.declarations());
    PropertyCatalog shared = PropertyCatalog.of("CoreWorkload and the client", "", both);
    String sections = between(text, "## Upstream's workload and client properties", "## Prometheus endpoint")
        // This table's second column says who sets the property, not its default: only its names are checked.
        + between(text, "## Set by the tools, not by hand", "## Bindings").replace("| property | set by |",
            "| set property | by |");
    List<String> disagreements = new ArrayList<>(DeclaredProperties.tableDisagreements(shared, "properties.md",
        sections, name -> !name.startsWith("ycsb.") || name.equals("ycsb.debug")));
    for (String dbClass : List.of("site.ycsb.db.MemoryDB", "site.ycsb.db.QueueDB")) {
      PropertyCatalog catalog = BindingProperties.forDbClass(dbClass).orElseThrow();
      disagreements.addAll(DeclaredProperties.tableDisagreements(catalog, PROPERTIES_MD,
          name -> name.startsWith(catalog.prefix())));
    }
    assertThat(disagreements).isEmpty();
  }

  private static String between(String text, String from, String to) {
    return text.substring(text.indexOf(from), text.indexOf(to, text.indexOf(from)));
  }
}
