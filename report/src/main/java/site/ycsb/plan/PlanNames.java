package site.ycsb.plan;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import site.ycsb.Redactor;

/**
 * The names a plan turns into folders and files (the plan's, the databases', the workloads' base names) and the
 * workload files it reads: each one plain folder name, none holding a secret, no two in one folder.
 */
final class PlanNames {
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
  /** Names a database cannot have: they are the plan's own files and folders beside the databases' folders. */
  private static final Set<String> RESERVED = Set.of(PlanCommands.REPORT_DIR, PlanCommands.PLAN_COPY,
      PlanRunner.ORDER_FILE);

  private PlanNames() {
  }

  /** A name that becomes a folder: one plain folder name, never a path ('../x', 'a/b'). */
  static String folderName(String name, String key) throws PlanException {
    if (!NAME.matcher(name).matches()) {
      throw new PlanException("key '" + key + "' is '" + PlanYaml.oneLine(name) + "'; accepted: letters, digits, "
          + "'.', '_' and '-', starting with a letter or digit (it names a folder)");
    }
    return name;
  }

  /** The plan's name when it has no {@code name:}: the file's, other characters replaced by '_'. */
  static String defaultName(Path file) {
    String n = file.getFileName().toString().replaceFirst("\\.ya?ml$", "").replaceAll("[^A-Za-z0-9._-]", "_");
    return NAME.matcher(n).matches() ? n : "plan";
  }

  /**
   * What becomes a folder name: no secret in it (a name is shown and written everywhere: the console, sweep.json,
   * order.tsv, every report file), and no two sweeps in one folder (two workload files of one base name, names
   * that differ only in case, which one folder on macOS and Windows).
   */
  static void check(String name, List<PlanDatabase> databases, List<String> workloads, List<String> phases,
      Redactor redactor) throws PlanException {
    noSecret(name, "name", redactor);
    Map<String, String> dbFolders = new LinkedHashMap<>();
    for (int i = 0; i < databases.size(); i++) {
      String key = "databases[" + i + "].name";
      String db = databases.get(i).name();
      noSecret(db, key, redactor);
      if (RESERVED.contains(db.toLowerCase(Locale.ROOT))) {
        throw new PlanException("key '" + key + "' is '" + db + "', the name of the plan's own " + (db.equals(
            PlanCommands.REPORT_DIR) ? "report folder" : "file") + "; accepted: any other name");
      }
      String other = dbFolders.put(db.toLowerCase(Locale.ROOT), key);
      if (other != null) {
        throw new PlanException("key '" + key + "': '" + db + "' differs from '" + other + "' only in case, and "
            + "both would write to one folder where case does not count (macOS, Windows); give it another name");
      }
    }
    Map<String, Integer> workloadFolders = new LinkedHashMap<>();
    for (int i = 0; i < workloads.size(); i++) {
      String key = "workloads[" + i + "]";
      String folder = PlanCommands.workloadName(workloads.get(i));
      noSecret(folder, key, redactor);
      Integer other = workloadFolders.put(folder.toLowerCase(Locale.ROOT), i);
      if (other != null) {
        throw new PlanException("key '" + key + "': '" + workloads.get(i) + "' and 'workloads[" + other + "]' ('"
            + workloads.get(other) + "') would write to one folder, <database>/" + folder + "-" + phases.get(0)
            + "; give each workload file its own base name (copy or rename one)");
      }
    }
  }

  /** Workload paths are relative to the folder the plan runs in, as -P is. */
  static void checkWorkloadFiles(List<String> workloads, Path workDir) throws PlanException {
    for (int i = 0; i < workloads.size(); i++) {
      Path w = Path.of(workloads.get(i));
      if (!Files.isRegularFile(workDir.resolve(w))) {
        throw new PlanException("key 'workloads[" + i + "]': no such file '" + w + "' (paths are relative to the "
            + "folder bin/ycsb plan runs in)");
      }
    }
  }

  private static void noSecret(String name, String key, Redactor redactor) throws PlanException {
    if (!name.equals(redactor.text(name))) {
      throw new PlanException("key '" + key + "' is '" + redactor.text(name) + "', which holds a secret; a name "
          + "is shown and written everywhere (console, folders, sweep.json, the report): keep secrets out of it");
    }
  }
}
