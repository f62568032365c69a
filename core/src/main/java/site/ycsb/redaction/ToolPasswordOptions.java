package site.ycsb.redaction;

/** The options by which one kind of tool takes a password, read in the words of a command that runs it. */
interface ToolPasswordOptions {

  /** Whether {@code program} (a command word, lower-cased, without its directory and ".exe") is this tool. */
  boolean runs(String program);

  /**
   * Reads {@code word}, the command's word [s, e) of {@code t} without its quotes and brackets: hides the password
   * it holds and says what to do with the next word, or returns null when it is none of this tool's options.
   */
  NextWord option(String t, int s, int e, String word, MaskRanges r);

  /** Whether this tool's secret-named options come without a leading '-' as well (redis-cli's requirepass). */
  default boolean takesBareOptionNames() {
    return false;
  }
}
