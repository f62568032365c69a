package site.ycsb.workloads;

import site.ycsb.IllegalPropertyException;

/** A trace line the replay cannot read: one line naming the file, the line number and what is accepted. */
final class TraceLineException extends IllegalPropertyException {
  private static final long serialVersionUID = 1L;

  TraceLineException(String file, long line, String problem, String accepted) {
    super("property '" + TraceWorkload.FILE_PROPERTY + "': line " + line + " of " + file + ": " + problem
        + "; accepted: " + accepted);
  }
}
