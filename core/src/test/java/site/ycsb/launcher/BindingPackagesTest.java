package site.ycsb.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The package rule of docs/adding-a-binding.md, checked over every module's sources: a binding's entry class
 * (the class bin/bindings.properties names, which users pass to -db) stays where it is; every other class of
 * the module, tests included, lives in {@code site.ycsb.db.<module without dashes>}. And no two modules hold
 * a class of the same name in the same package, so bindings on one class path can never shadow each other.
 */
class BindingPackagesTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  /** Not registered (never shipped), but the example every binding is copied from. */
  private static final String TEMPLATE = "template";

  @Test
  void noClassNameIsSharedByTwoModulesInOnePackage() throws IOException {
    Map<String, Set<String>> modulesByClass = new TreeMap<>();
    for (Path module : modules()) {
      for (String name : classes(module)) {
        modulesByClass.computeIfAbsent(name, k -> new TreeSet<>()).add(module.getFileName().toString());
      }
    }
    Map<String, Set<String>> shared = modulesByClass.entrySet().stream().filter(e -> e.getValue().size() > 1)
        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, TreeMap::new));
    assertThat(shared).as("classes that two modules define in one package").isEmpty();
    assertThat(modulesByClass).as("the scan saw the bindings").containsKeys("site.ycsb.db.RedisClient",
        "site.ycsb.db.memcached.MemcachedSettings", "site.ycsb.db.MemoryDB");
  }

  @Test
  void everyBindingClassButTheEntryClassIsInItsOwnPackage() throws IOException {
    BindingRegistry registry = BindingRegistry.read(ROOT.resolve("bin/bindings.properties"));
    Map<String, Set<String>> entryClasses = new TreeMap<>();
    for (BindingRegistry.Entry e : registry.entries()) {
      if (!e.inCore()) {
        entryClasses.computeIfAbsent(e.module(), k -> new TreeSet<>()).add(e.className());
      }
    }
    entryClasses.put(TEMPLATE, Set.of("site.ycsb.db.template.TemplateClient"));
    List<String> misplaced = new ArrayList<>();
    for (Map.Entry<String, Set<String>> module : entryClasses.entrySet()) {
      String own = packageOf(module.getKey());
      for (String name : classes(ROOT.resolve(module.getKey()))) {
        boolean inOwn = name.startsWith(own + ".") && name.indexOf('.', own.length() + 1) < 0;
        if (!inOwn && !module.getValue().contains(name)) {
          misplaced.add(module.getKey() + "/: " + name + " (expected in " + own + ")");
        }
      }
    }
    assertThat(misplaced).as("binding classes outside site.ycsb.db.<binding>").isEmpty();
    assertThat(entryClasses).containsKeys("redis", "mongodb", "memcached", "mysql-memcached", "couchbase");
  }

  /** {@code site.ycsb.db.<module>} with the dashes dropped: mysql-memcached is site.ycsb.db.mysqlmemcached. */
  static String packageOf(String module) {
    return "site.ycsb.db." + module.replace("-", "");
  }

  /** Folders of the reactor with Java sources. */
  private static List<Path> modules() throws IOException {
    try (Stream<Path> folders = Files.list(ROOT)) {
      return folders.filter(f -> Files.isRegularFile(f.resolve("pom.xml")) && Files.isDirectory(f.resolve("src")))
          .sorted().toList();
    }
  }

  /** Fully qualified names of the module's main and test classes, from their paths. */
  private static Set<String> classes(Path module) throws IOException {
    Set<String> names = new TreeSet<>();
    for (String kind : List.of("main", "test")) {
      Path sources = module.resolve("src").resolve(kind).resolve("java");
      if (!Files.isDirectory(sources)) {
        continue;
      }
      try (Stream<Path> files = Files.walk(sources)) {
        files.filter(f -> f.toString().endsWith(".java") && !f.endsWith("package-info.java"))
            .map(f -> sources.relativize(f).toString().replace('/', '.').replaceAll("\\.java$", ""))
            .forEach(names::add);
      }
    }
    return names;
  }
}
