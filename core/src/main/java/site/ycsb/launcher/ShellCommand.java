package site.ycsb.launcher;

import java.util.List;

/**
 * A shell command the tools run for the user (a sweep's {@code --before-step}, a plan's {@code setup}). On POSIX
 * the command reaches {@code sh} in its environment ({@link #VARIABLE}) and the shell's command line is only
 * {@code sh -c 'eval "$YCSB_SHELL_COMMAND"'}: a hook such as {@code redis-cli -a ${PW} flushall} holds a secret,
 * and a command line is visible to every user of the machine. Windows' cmd has no such indirection; it gets the
 * command as before. The child gets no {@link SecretArguments#VARIABLE}: that is for our own processes.
 */
public final class ShellCommand {
  /** The environment variable that holds the command. */
  public static final String VARIABLE = "YCSB_SHELL_COMMAND";

  private ShellCommand() {
  }

  /** A process builder that runs {@code command} in the platform's shell. */
  public static ProcessBuilder builder(String command) {
    ProcessBuilder pb;
    if (System.getProperty("os.name", "").startsWith("Windows")) {
      pb = new ProcessBuilder(List.of("cmd", "/c", command));
    } else {
      pb = new ProcessBuilder(List.of("sh", "-c", "eval \"$" + VARIABLE + "\""));
      pb.environment().put(VARIABLE, command);
    }
    pb.environment().remove(SecretArguments.VARIABLE);
    return pb;
  }
}
