package site.ycsb.plan;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.sweep.ChildJvm;

/** A plan in a JVM of its own, its sweeps started as this test JVM's class path allows (no launcher). */
public final class PlanHarness {
  private PlanHarness() {
  }

  public static void main(String[] args) {
    Path registry = PlanDryRunTest.ROOT.resolve("bin").resolve("bindings.properties");
    List<String> sweep = new ArrayList<>(ChildJvm.current().command("site.ycsb.sweep.SweepMain", List.of()));
    sweep.add(1, "-Dycsb.bindings=" + registry);
    PrintStream out = System.out;
    System.exit(PlanMain.run(List.of(args), sweep, List.of("ycsb", "report"), BindingRegistry.read(registry), out,
        System.err, Path.of("")));
  }
}
