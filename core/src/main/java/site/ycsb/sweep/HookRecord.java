package site.ycsb.sweep;

/**
 * What a {@code --before-step} command did before a step ({@code beforeStep} in sweep.json).
 *
 * @param command the shell command, secrets hidden
 * @param exitCode its exit status, or null when it could not be started or was stopped
 * @param output its stdout and stderr together, the last {@link BeforeStepHook#MAX_OUTPUT} characters
 * @param failure why the hook counts as failed (one line), or null when it exited 0
 */
public record HookRecord(String command, Integer exitCode, String output, long elapsedMs, String failure) {

  public boolean failed() {
    return failure != null;
  }
}
