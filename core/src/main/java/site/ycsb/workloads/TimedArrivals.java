package site.ycsb.workloads;

/**
 * The arrival times a workload brings with it (a trace's timestamps), which the engine's open loop runs the
 * workload's operations on instead of a rate. The open loop calls both methods under its one lock, on the client
 * thread that claims, so the n-th {@link #claim} takes the operation of the n-th time {@link #nextOffsetNs} gave.
 */
public interface TimedArrivals {
  /** What {@link #nextOffsetNs} returns when there are no more operations. */
  long END = -1;

  /** The next operation's arrival in ns from the phase's start, never lower than the last; {@link #END}. */
  long nextOffsetNs();

  /**
   * The calling client thread takes the oldest operation whose time was given and not yet taken: its next
   * {@code doTransaction} runs that operation.
   */
  void claim();
}
