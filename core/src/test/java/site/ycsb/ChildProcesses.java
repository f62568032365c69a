package site.ycsb;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/** The processes a test's JVM started, directly or not: for the tests that a stop leaves none behind. */
public final class ChildProcesses {
  private ChildProcesses() {
  }

  /** This JVM's descendants whose command ends with {@code command}, waiting up to 5 s for one to appear. */
  public static List<ProcessHandle> await(String command) throws InterruptedException {
    List<ProcessHandle> found = List.of();
    for (int i = 0; i < 100 && found.isEmpty(); i++) {
      Thread.sleep(50);
      found = ProcessHandle.current().descendants()
          .filter(p -> p.info().command().orElse("").endsWith(command)).toList();
    }
    return found;
  }

  /** Whether a process runs; a killed orphan stays a zombie until the container's init reaps it. */
  public static boolean running(ProcessHandle p) throws IOException {
    Path stat = Path.of("/proc", Long.toString(p.pid()), "stat");
    if (!Files.exists(stat)) {
      return p.isAlive();
    }
    try {
      String s = Files.readString(stat);
      return !s.substring(s.lastIndexOf(')') + 2).startsWith("Z");
    } catch (NoSuchFileException gone) {
      return false;
    }
  }
}
