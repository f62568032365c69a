package site.ycsb.sweep;

import java.util.List;

/**
 * Ctrl-C for a driver of child processes (the sweep, the plan): once thrown, no new child starts and the
 * running one is asked to stop (SIGTERM, on which the client writes what it measured), with every process
 * it started: a shell's children would otherwise outlive it and hold the driver up.
 */
public final class StopSwitch {
  static final int SIGINT_EXIT = 130;
  static final int SIGTERM_EXIT = 143;
  private boolean stopped;
  private Process running;

  /** Registers a just-started child; false (and the child is stopped) when the sweep was stopped. */
  public boolean register(Process process) {
    synchronized (this) {
      if (!stopped) {
        running = process;
        return true;
      }
    }
    terminate(process);
    return false;
  }

  public synchronized void unregister() {
    running = null;
  }

  public synchronized boolean isStopped() {
    return stopped;
  }

  /**
   * Whether a child that ended with {@code exitCode} was stopped by this driver's Ctrl-C. A terminal's Ctrl-C
   * reaches the whole process group at once, so a child may die of it (128 + SIGINT or SIGTERM) just before
   * this JVM's own handler throws the switch: such an exit waits up to a second for the switch rather than
   * counting as a failure of its own.
   */
  public boolean stoppedWith(Integer exitCode) throws InterruptedException {
    if (exitCode != null && (exitCode == SIGINT_EXIT || exitCode == SIGTERM_EXIT)) {
      long end = System.nanoTime() + 1_000_000_000L;
      while (!isStopped() && System.nanoTime() < end) {
        Thread.sleep(20);
      }
    }
    return isStopped();
  }

  public void stop() {
    Process p;
    synchronized (this) {
      stopped = true;
      p = running;
    }
    if (p != null) {
      terminate(p);
    }
  }

  /** SIGTERM to a child and its descendants (listed first: once the child is gone they are no longer its). */
  public static void terminate(Process p) {
    List<ProcessHandle> tree = p.descendants().toList();
    p.destroy();
    tree.forEach(ProcessHandle::destroy);
  }

  /** SIGKILL to a child and its descendants. */
  public static void kill(Process p) {
    List<ProcessHandle> tree = p.descendants().toList();
    p.destroyForcibly();
    tree.forEach(ProcessHandle::destroyForcibly);
  }
}
