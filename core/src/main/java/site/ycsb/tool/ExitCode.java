package site.ycsb.tool;

/**
 * The exit codes of every command (client, shell, sweep, report), in one place; bin/ycsb documents the
 * same values.
 */
public final class ExitCode {
  /** Everything ran and every result was written. */
  public static final int OK = 0;
  /**
   * A failure during the run: init or cleanup failed (also when it lost writes), stuck threads, reads that failed
   * dataintegrity verification above validity.maxerrorrate, a failed step.
   */
  public static final int FAILED = 1;
  /** Bad input: one line naming the option or property and what it accepts. */
  public static final int BAD_INPUT = 2;
  /** Stopped by SIGINT or SIGTERM (128 + 2), after writing what was measured. */
  public static final int INTERRUPTED = 130;

  private ExitCode() {
  }
}
