package site.ycsb.plan;

import java.nio.file.Path;
import java.util.List;

/**
 * One thing a plan runs, in order.
 *
 * @param database the database's name (null for the report)
 * @param command the program and its arguments; for SETUP the shell command as one word
 * @param out the sweep's folder (SWEEP), the report's folder (REPORT), or null
 * @param arguments how many of the last words of {@code command} are the program's arguments (after the launcher)
 */
record PlanCommand(Kind kind, String database, String label, List<String> command, Path out, int arguments) {

  enum Kind { SETUP, SWEEP, REPORT }

  PlanCommand {
    command = List.copyOf(command);
  }

  PlanCommand(Kind kind, String database, String label, List<String> command, Path out) {
    this(kind, database, label, command, out, command.size());
  }
}
