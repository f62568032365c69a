package site.ycsb.sweep;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.db.MemoryDB;
import site.ycsb.engine.PropertiesFile;

/**
 * A sweep on the embedded memory binding runs its load and each step in a JVM of its own, so without
 * {@code memory.file} every step would read an empty store: this gives the sweep a store file in its
 * output folder, and says so.
 */
final class MemoryFileDefault {
  static final String FILE_NAME = "memory.bin";

  private MemoryFileDefault() {
  }

  /** The options with {@code -p memory.file=<out>/memory.bin} added where the sweep needs it. */
  static SweepOptions apply(SweepOptions options, PrintStream err) {
    if (!isMemory(options) || !options.load() || setsMemoryFile(options)) {
      return options;
    }
    String file = options.out().resolve(FILE_NAME).toString();
    err.println("ycsb sweep: " + MemoryDB.FILE_PROPERTY + " is not set: the load and every step use " + file
        + " (-p " + MemoryDB.FILE_PROPERTY + "=" + file + "), so the steps read what the load wrote");
    List<String> ycsb = new ArrayList<>(options.ycsbOptions());
    ycsb.addAll(List.of("-p", MemoryDB.FILE_PROPERTY + "=" + file));
    return options.withYcsbOptions(ycsb);
  }

  static boolean isMemory(SweepOptions options) {
    return MemoryDB.class.getName().equals(options.dbClass());
  }

  static boolean setsMemoryFile(SweepOptions options) {
    List<String> args = options.ycsbOptions();
    for (int i = 0; i + 1 < args.size(); i++) {
      String value = args.get(i + 1);
      if ("-p".equals(args.get(i)) && value.startsWith(MemoryDB.FILE_PROPERTY + "=")) {
        return true;
      }
      if ("-P".equals(args.get(i)) && fileSets(value)) {
        return true;
      }
    }
    return false;
  }

  private static boolean fileSets(String workloadFile) {
    try {
      return PropertiesFile.load(Paths.get(workloadFile)).containsKey(MemoryDB.FILE_PROPERTY);
    } catch (IOException | IllegalArgumentException e) {
      return false; // the client names the unreadable file itself
    }
  }
}
