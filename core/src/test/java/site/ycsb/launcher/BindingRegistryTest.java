package site.ycsb.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** bin/bindings.properties, as the launchers (strict) and the sweep and report (lenient) read it. */
class BindingRegistryTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Path REGISTRY = ROOT.resolve("bin/bindings.properties");

  @Test
  void namesClassesAndModules() {
    BindingRegistry r = BindingRegistry.parse("# comment\n\n  # indented comment\n"
        + "basic:site.ycsb.BasicDB:core\n"
        + "redis:site.ycsb.db.RedisClient\n"
        + " couchbase2 : site.ycsb.db.couchbase.CouchbaseClient : couchbase \r\n", "reg");
    assertThat(r.entries()).extracting(BindingRegistry.Entry::name).containsExactly("basic", "redis", "couchbase2");
    assertThat(r.entry("basic")).get().matches(BindingRegistry.Entry::inCore);
    assertThat(r.entry("redis")).get().extracting(BindingRegistry.Entry::module).isEqualTo("redis");
    assertThat(r.entry("couchbase2")).get()
        .isEqualTo(new BindingRegistry.Entry("couchbase2", "site.ycsb.db.couchbase.CouchbaseClient", "couchbase"));
    assertThat(r.nameOf("site.ycsb.db.RedisClient")).contains("redis");
  }

  @Test
  void theRunsBindingNameIsTheTypedOneElseTheFirstForItsClass() {
    BindingRegistry r = BindingRegistry.read(REGISTRY);
    String couchbase = "site.ycsb.db.couchbase.CouchbaseClient";
    // Three names share one class: the one the user typed, when the launcher passed it, else the first.
    assertThat(r.nameFor(couchbase, "couchbase2")).isEqualTo("couchbase2");
    assertThat(r.nameFor(couchbase, "couchbase3")).isEqualTo("couchbase3");
    assertThat(r.nameFor(couchbase, null)).isEqualTo("couchbase");
    assertThat(r.nameFor("site.ycsb.db.RedisClient", null)).isEqualTo("redis");
    assertThat(r.nameFor("site.ycsb.db.QueueDB", " ")).isEqualTo("queue");
    // A typed name the registry gives another class (an inherited setting) is not this run's.
    assertThat(r.nameFor("site.ycsb.db.MemcachedClient", "redis")).isEqualTo("memcached");
    // A name this registry does not know (a line added to the distribution's copy) is kept as typed.
    assertThat(r.nameFor("com.example.MyDB", "mydb")).isEqualTo("mydb");
    // A class no binding names stays a class.
    assertThat(r.nameFor("com.example.MyDB", null)).isEqualTo("com.example.MyDB");
  }

  @Test
  void theCoreJarCarriesTheRegistry() {
    // For java site.ycsb.Client -db CLASS, run without the launcher: the same entries as bin/bindings.properties.
    assertThat(BindingRegistry.bundled().entries()).isNotEmpty()
        .containsExactlyElementsOf(BindingRegistry.read(REGISTRY).entries());
  }

  @ParameterizedTest
  @ValueSource(strings = {"justaname", "a:b:c:d", ":site.ycsb.X", "a::core", "a:b:"})
  void strictlyAMalformedLineIsOneLineNamingIt(String line) {
    assertThatThrownBy(() -> BindingRegistry.parse(line + "\n", "reg")).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("reg line 1: expected name:class[:module], got '" + line + "'");
    assertThat(BindingRegistry.parse("ok:site.ycsb.Ok\n" + line + "\n").names()).isEqualTo("ok");
  }

  @Test
  void strictlyDuplicatesAndAnEmptyRegistryAreErrors() {
    assertThatThrownBy(() -> BindingRegistry.parse("a:X\na:Y\n", "reg"))
        .hasMessage("reg line 2: binding 'a' is listed twice");
    assertThatThrownBy(() -> BindingRegistry.parse("# nothing\n", "reg")).hasMessage("reg lists no bindings");
    assertThat(BindingRegistry.parse("a:X\na:Y\n").classOf("a")).contains("X");
  }

  /**
   * Properties of bin/bindings.properties, not its lines: adding a binding needs no edit here, and a
   * binding that is registered but not wired in fails with a message naming the missing edit.
   */
  @Test
  void theShippedRegistryParsesStrictlyAndNamesUniqueBindings() throws IOException {
    BindingRegistry r = BindingRegistry.parse(Files.readString(REGISTRY), REGISTRY.toString());
    assertThat(r.entries()).as("the built-in bindings").extracting(BindingRegistry.Entry::name)
        .contains("basic", "memory");
  }

  @Test
  void everyClassItNamesExists() throws IOException {
    for (BindingRegistry.Entry e : shipped()) {
      if (e.inCore()) {
        assertThat(canLoad(e.className())).as(e.name() + ": class in the core jar: " + e.className()).isTrue();
      } else {
        Path source = ROOT.resolve(e.module()).resolve("src/main/java")
            .resolve(e.className().replace('.', '/') + ".java");
        assertThat(source).as(e.name() + ": the class " + e.className() + " in module " + e.module() + "/").exists();
      }
    }
  }

  /** Everything the guide's step 8 and step 1 ask for, checked for every registered module. */
  @Test
  void everyModuleItNamesIsBuiltAndShipped() throws IOException {
    String rootPom = Files.readString(ROOT.resolve("pom.xml"));
    String distributionPom = Files.readString(ROOT.resolve("distribution/pom.xml"));
    String assembly = Files.readString(ROOT.resolve("distribution/src/assembly/distribution.xml"));
    for (String module : modules()) {
      String artifact = module + "-binding";
      assertThat(ROOT.resolve(module).resolve("pom.xml")).as("module folder " + module + "/").exists();
      assertThat(Files.readString(ROOT.resolve(module).resolve("pom.xml")))
          .as(module + "/pom.xml: the launchers expect artifactId " + artifact)
          .contains("<artifactId>" + artifact + "</artifactId>");
      assertThat(rootPom).as("pom.xml <modules>").contains("<module>" + module + "</module>");
      assertThat(distributionPom).as("distribution/pom.xml dependency").contains("<artifactId>" + artifact
          + "</artifactId>");
      assertThat(assembly).as("distribution.xml: the module's jar").contains("/../" + module + "/target</directory>");
      assertThat(assembly).as("distribution.xml: the module's dependencies")
          .contains("/../" + module + "/target/dependency</directory>");
    }
    assertThat(modules()).as("the server bindings").contains("redis", "memcached");
  }

  private static List<BindingRegistry.Entry> shipped() throws IOException {
    return List.copyOf(BindingRegistry.parse(Files.readString(REGISTRY), REGISTRY.toString()).entries());
  }

  private static Set<String> modules() throws IOException {
    Set<String> modules = new TreeSet<>();
    for (BindingRegistry.Entry e : shipped()) {
      if (!e.inCore()) {
        modules.add(e.module());
      }
    }
    return modules;
  }

  private static boolean canLoad(String name) {
    try {
      Class.forName(name, false, BindingRegistryTest.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
