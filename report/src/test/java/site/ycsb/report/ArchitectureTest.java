package site.ycsb.report;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The layers of the report module's packages, as docs/architecture.md tables them, and no cycle between them.
 * Core's packages are one layer below them all (core's own ArchitectureTest holds core's layers); only this
 * module's classes are imported, so that layer is optional here.
 */
class ArchitectureTest {
  private static final List<String> MODULE_PACKAGES = List.of("site.ycsb.report", "site.ycsb.compare",
      "site.ycsb.plan");

  private static final JavaClasses REPORT = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages(MODULE_PACKAGES);

  @Test
  void everyPackageUsesOnlyTheLayersBelowItThatItsRowNames() {
    Architectures.layeredArchitecture().consideringOnlyDependenciesInLayers().withOptionalLayers(true)
        .layer("core").definedBy(JavaClass.Predicates.resideInAPackage("site.ycsb..")
            .and(JavaClass.Predicates.resideOutsideOfPackages("site.ycsb.report..", "site.ycsb.compare..",
                "site.ycsb.plan..")))
        .layer("report.io").definedBy("site.ycsb.report.io")
        .layer("report.merge").definedBy("site.ycsb.report.merge")
        .layer("report").definedBy("site.ycsb.report")
        .layer("compare").definedBy("site.ycsb.compare")
        .layer("plan").definedBy("site.ycsb.plan")
        .whereLayer("core").mayNotAccessAnyLayer()
        .whereLayer("report.io").mayOnlyAccessLayers("core")
        .whereLayer("report.merge").mayOnlyAccessLayers("core", "report.io")
        .whereLayer("report").mayOnlyAccessLayers("core", "report.io", "report.merge")
        .whereLayer("compare").mayOnlyAccessLayers("core", "report.io", "report")
        .whereLayer("plan").mayOnlyAccessLayers("core", "report")
        .check(REPORT);
  }

  @Test
  void noPackageCycle() {
    SlicesRuleDefinition.slices().assignedFrom(new ModulePackages()).should().beFreeOfCycles().check(REPORT);
  }

  /** Each package of this module its own slice; core's packages are left out. */
  static final class ModulePackages implements SliceAssignment {
    @Override
    public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
      String pkg = javaClass.getPackageName();
      for (String root : MODULE_PACKAGES) {
        if (pkg.equals(root) || pkg.startsWith(root + ".")) {
          return SliceIdentifier.of(pkg);
        }
      }
      return SliceIdentifier.ignore();
    }

    @Override
    public String getDescription() {
      return "the packages of the report module";
    }
  }
}
