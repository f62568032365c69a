package site.ycsb.sweep;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.testing.ProcessOutcome;

/** A {@code bin/ycsb sweep} run in this JVM (its steps in child JVMs): its exit code and what it printed on stderr. */
final class SweepRun {
  private SweepRun() {
  }

  static ProcessOutcome sweep(String... args) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SweepMain.run(List.of(args), ChildJvm.current(), BindingRegistry.read(SweepEndToEndTest.REGISTRY_FILE),
        System.out, new PrintStream(err, true, StandardCharsets.UTF_8));
    return new ProcessOutcome(code, "", err.toString(StandardCharsets.UTF_8));
  }
}
