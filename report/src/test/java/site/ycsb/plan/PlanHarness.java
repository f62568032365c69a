package site.ycsb.plan;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.sweep.ChildJvm;
import site.ycsb.testing.ProcessOutcome;

/**
 * A plan whose sweeps start as this test JVM's class path allows (no launcher): in a JVM of its own
 * ({@link #main}), or in this one ({@link #runHere}).
 */
public final class PlanHarness {
  private static final Path REGISTRY = PlanDryRunTest.ROOT.resolve("bin").resolve("bindings.properties");

  private PlanHarness() {
  }

  public static void main(String[] args) {
    System.exit(PlanMain.run(List.of(args), sweepCommand(), List.of("ycsb", "report"), BindingRegistry.read(REGISTRY),
        System.out, System.err, Path.of("")));
  }

  /** Runs {@code bin/ycsb plan ARGS} in this JVM (its sweeps in child JVMs): its exit code and its stderr. */
  static ProcessOutcome runHere(String... args) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = PlanMain.run(List.of(args), sweepCommand(), List.of("ycsb", "report"), PlanParserTest.REGISTRY,
        System.out, new PrintStream(err, true, StandardCharsets.UTF_8), Path.of(""));
    return new ProcessOutcome(code, "", err.toString(StandardCharsets.UTF_8));
  }

  private static List<String> sweepCommand() {
    List<String> sweep = new ArrayList<>(ChildJvm.current().command("site.ycsb.sweep.SweepMain", List.of()));
    sweep.add(1, "-Dycsb.bindings=" + REGISTRY);
    return sweep;
  }
}
