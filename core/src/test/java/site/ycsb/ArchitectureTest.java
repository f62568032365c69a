package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import com.tngtech.archunit.library.dependencies.SliceRule;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The layers of core's packages, as docs/architecture.md tables them, and no package cycle but those upstream
 * 0.17.0's own classes force. The forced dependencies are listed one by one (class and package), so that any
 * other import upwards fails here, also one from a class that has a forced one.
 */
class ArchitectureTest {
  /**
   * The dependencies of 0.17.0's classes in {@code site.ycsb} on packages above it. Each exists in the 0.17.0 jar
   * (jdeps), or, for the engine, is 0.17.0's own code moved out of these classes: their names and signatures stay.
   */
  static final List<ForcedDependency> FORCED = List.of(
      // 0.17.0's Client.main and CommandLine run the benchmark (in 0.17.0 inside Client itself).
      new ForcedDependency("site.ycsb.Client", "site.ycsb.engine"),
      new ForcedDependency("site.ycsb.CommandLine", "site.ycsb.engine"),
      // 0.17.0's ClientThread, DBWrapper and StatusThread take a Measurements (jdeps: 0.17.0 has these imports)
      // and do the engine's per-thread work: the common start, warm-up, timing of each operation.
      new ForcedDependency("site.ycsb.ClientThread", "site.ycsb.engine"),
      new ForcedDependency("site.ycsb.ClientThread", "site.ycsb.measurements"),
      new ForcedDependency("site.ycsb.DBWrapper", "site.ycsb.engine"),
      new ForcedDependency("site.ycsb.DBWrapper", "site.ycsb.measurements"),
      new ForcedDependency("site.ycsb.StatusThread", "site.ycsb.engine"),
      new ForcedDependency("site.ycsb.StatusThread", "site.ycsb.measurements"),
      // 0.17.0's DBFactory makes the DBWrapper, which takes the run's Measurements.
      new ForcedDependency("site.ycsb.DBFactory", "site.ycsb.measurements"),
      // 0.17.0's TimeseriesDB makes tag values with IncrementingPrintableStringGenerator. It and BasicTSDB also
      // import TimeSeriesWorkload, as in 0.17.0, but only for its constant property names, which javac copies
      // into them: no dependency on site.ycsb.workloads is left in their bytecode to allow.
      new ForcedDependency("site.ycsb.TimeseriesDB", "site.ycsb.generator"));

  private static final JavaClasses CORE = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("site.ycsb");

  /** Core's layers, bottom to top, as docs/architecture.md tables them: each may use only the layers it lists. */
  static final List<Layer> LAYERS = List.of(
      new Layer("tool", "site.ycsb.tool"),
      new Layer("stats", "site.ycsb.stats"),
      new Layer("redaction", "site.ycsb.redaction"),
      new Layer("sizes", "site.ycsb.generator.sizes"),
      new Layer("expiry", "site.ycsb.generator.expiry", "sizes"),
      new Layer("api", "site.ycsb", "tool", "redaction"),
      new Layer("net", "site.ycsb.net", "api"),
      new Layer("generator", "site.ycsb.generator", "api"),
      new Layer("measurements", "site.ycsb.measurements..", "api", "sizes"),
      new Layer("results", "site.ycsb.results", "tool", "api", "measurements"),
      new Layer("launcher", "site.ycsb.launcher", "tool", "api"),
      new Layer("db", "site.ycsb.db", "tool", "api"),
      new Layer("workloads", "site.ycsb.workloads", "api", "generator", "sizes", "expiry", "measurements"),
      new Layer("metrics", "site.ycsb.metrics", "api", "measurements", "results"),
      new Layer("engine", "site.ycsb.engine", "tool", "stats", "api", "generator", "measurements", "results",
          "launcher", "db", "workloads", "metrics"),
      new Layer("sweep", "site.ycsb.sweep", "tool", "stats", "api", "measurements", "results", "launcher",
          "db", "workloads", "engine"));

  static LayeredArchitecture layers() {
    LayeredArchitecture layers = Architectures.layeredArchitecture().consideringOnlyDependenciesInLayers();
    for (Layer l : LAYERS) {
      layers = layers.layer(l.name()).definedBy(l.packages());
    }
    for (Layer l : LAYERS) {
      layers = l.mayAccess().isEmpty() ? layers.whereLayer(l.name()).mayNotAccessAnyLayer()
          : layers.whereLayer(l.name()).mayOnlyAccessLayers(l.mayAccess().toArray(String[]::new));
    }
    for (ForcedDependency f : FORCED) {
      layers = layers.ignoreDependency(f.origin(), f.target());
    }
    return layers;
  }

  /** No cycle between core's packages once the forced dependencies are set aside. */
  static SliceRule noCycles() {
    SliceRule rule = SlicesRuleDefinition.slices().assignedFrom(new PackageSlices()).should().beFreeOfCycles();
    for (ForcedDependency f : FORCED) {
      rule = rule.ignoreDependency(f.origin(), f.target());
    }
    return rule;
  }

  @Test
  void everyPackageUsesOnlyTheLayersBelowItThatItsRowNames() {
    layers().check(CORE);
  }

  @Test
  void everyPackageIsInALayer() {
    // The layer rule considers only the packages it names: a new package outside every layer would escape it.
    Set<String> outside = new TreeSet<>();
    CORE.stream().map(JavaClass::getPackageName).distinct()
        .filter(pkg -> LAYERS.stream().noneMatch(l -> l.holds(pkg))).forEach(outside::add);
    assertThat(outside).as("packages in no layer of ArchitectureTest.LAYERS (and of docs/architecture.md)")
        .isEmpty();
  }

  @Test
  void noPackageCycleButTheForcedOnes() {
    noCycles().check(CORE);
  }

  @Test
  void everyForcedDependencyStillExists() {
    for (ForcedDependency f : FORCED) {
      boolean used = CORE.stream().filter(f.origin())
          .flatMap(c -> c.getDirectDependenciesFromSelf().stream())
          .anyMatch(d -> f.target().test(d.getTargetClass()));
      assertThat(used).as("%s still uses %s (else drop it from FORCED and the table)", f.originClass(),
          f.targetPackage()).isTrue();
    }
  }

  /** One layer: its packages ("x.." for x and the packages under it) and the layers it may use. */
  record Layer(String name, String packages, List<String> mayAccess) {
    Layer(String name, String packages, String... mayAccess) {
      this(name, packages, List.of(mayAccess));
    }

    boolean holds(String pkg) {
      return packages.endsWith("..") ? pkg.equals(packages.substring(0, packages.length() - 2))
          || pkg.startsWith(packages.substring(0, packages.length() - 1)) : pkg.equals(packages);
    }
  }

  /** One allowed dependency: a class of 0.17.0 (and its nested classes) on one package. */
  record ForcedDependency(String originClass, String targetPackage) {
    DescribedPredicate<JavaClass> origin() {
      return DescribedPredicate.describe(originClass, c -> c.getName().equals(originClass)
          || c.getName().startsWith(originClass + "$"));
    }

    DescribedPredicate<JavaClass> target() {
      return DescribedPredicate.describe(targetPackage, c -> c.getPackageName().equals(targetPackage));
    }
  }

  /** Each package of this project its own slice. */
  static final class PackageSlices implements SliceAssignment {
    @Override
    public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
      String pkg = javaClass.getPackageName();
      return pkg.equals("site.ycsb") || pkg.startsWith("site.ycsb.") ? SliceIdentifier.of(pkg)
          : SliceIdentifier.ignore();
    }

    @Override
    public String getDescription() {
      return "the packages of site.ycsb";
    }
  }
}
