package site.ycsb.launcher;

import site.ycsb.tool.ExitCode;

/** A problem the launcher reports in one line ({@code ycsb: <message>}) and exits with {@code code}. */
final class LaunchException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int code;

  LaunchException(String message, int code) {
    super(message);
    this.code = code;
  }

  static LaunchException failure(String message) {
    return new LaunchException(message, ExitCode.FAILED);
  }

  static LaunchException usage(String message) {
    return new LaunchException(message, ExitCode.BAD_INPUT);
  }

  int code() {
    return code;
  }
}
