package site.ycsb.launcher;

/**
 * What {@code bin/ycsb help SUBJECT} and {@code run BINDING --help} start: the engine's property help, named here
 * as text so that the launcher, which runs before any binding is on the class path, imports nothing above it.
 */
public final class HelpCommand {
  /** The main class the help command runs (engine's {@code PropertyHelp}; its test checks the name). */
  public static final String MAIN = "site.ycsb.engine.PropertyHelp";
  /** The subject that lists the workload's properties instead of a binding's. */
  public static final String WORKLOAD = "workload";

  private HelpCommand() {
  }
}
