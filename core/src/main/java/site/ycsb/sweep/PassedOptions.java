package site.ycsb.sweep;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Checks of the ycsb options a sweep passes to every step ({@code -P}, {@code -p}) that a step could not pass. */
final class PassedOptions {
  private PassedOptions() {
  }

  static void check(String option, String value) throws SweepUsageException {
    if (option.equals("-P")) {
      checkWorkloadFile(value);
      return;
    }
    if (!option.equals("-p")) {
      return;
    }
    String key = value.contains("=") ? value.substring(0, value.indexOf('=')).trim() : value;
    if (key.equals("results.dir")) {
      throw new SweepUsageException("-p results.dir cannot be given to a sweep: every step writes its own "
          + "results directory under --out");
    }
  }

  /**
   * Every step reads the workload files again, in a JVM of its own: a pipe ({@code -P <(...)}) is read once and
   * is not open in the steps, so the sweep refuses it rather than fail every step with a file that "does not exist".
   */
  private static void checkWorkloadFile(String value) throws SweepUsageException {
    Path file = Paths.get(value);
    if (Files.isDirectory(file)) {
      throw new SweepUsageException("-P " + value + " is a directory, not a workload file");
    }
    if (Files.exists(file) && !Files.isRegularFile(file)) {
      throw new SweepUsageException("-P " + value + " is not a regular file (a pipe or device): every step reads "
          + "the workload files again, so save it to a file first (e.g. COMMAND > workload.properties) and give that");
    }
    // Standard input redirected from a file leads to a regular file, yet it is this process's descriptor.
    String descriptor = ProcessDescriptorPath.named(file);
    if (descriptor != null) {
      throw new SweepUsageException("-P " + value + " names " + descriptor + " of this process, not a file: every "
          + "step reads the workload files again in a JVM of its own, where it is not the same; save it to a file "
          + "first (e.g. COMMAND > workload.properties) and give that");
    }
  }
}
