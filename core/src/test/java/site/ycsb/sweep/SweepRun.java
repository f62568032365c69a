package site.ycsb.sweep;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import site.ycsb.launcher.BindingRegistry;

/** A {@code bin/ycsb sweep} run in this JVM (its steps in child JVMs): its exit code and what it printed on stderr. */
record SweepRun(int exitCode, String err) {
  static SweepRun sweep(String... args) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SweepMain.run(List.of(args), ChildJvm.current(), BindingRegistry.read(SweepEndToEndTest.REGISTRY_FILE),
        System.out, new PrintStream(err, true, StandardCharsets.UTF_8));
    return new SweepRun(code, err.toString(StandardCharsets.UTF_8));
  }
}
