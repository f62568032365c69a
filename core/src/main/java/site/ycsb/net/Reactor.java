package site.ycsb.net;

import java.io.IOException;
import java.nio.channels.CancelledKeyException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import site.ycsb.VirtualThreads;

/**
 * One selector over many {@link ReactorWire}s and the thread that reads them: whatever arrives on a ready
 * connection goes into that wire's inbox, and the client thread waiting on it is unparked. A connection is
 * registered once, so no system call per operation re-arms anything; a read happens only when the answer is
 * there; answers that arrive together are read in one pass. That is the event loop of memcaslap and
 * redis-benchmark, while each client thread still has exactly one request outstanding and waits for its answer
 * (YCSB's closed loop).
 *
 * <p>The thread is of the kind of the client thread that started the reactor: a virtual thread beside virtual
 * client threads, on the same carriers, so that its unparks are queue pushes, not wake-ups of another OS thread.
 * After a pass that found answers it yields, letting the clients it woke send their next requests before it
 * polls again; with nothing ready it parks in the selector (the JDK parks a virtual thread there).
 *
 * <p>The process's reactors are shared by all wires and reference-counted: the first wire starts them, the last
 * one closed stops them. A reactor that fails fails all its wires with the cause; their clients count errors and
 * connect again.
 */
final class Reactor {
  /** Measured on 2 cores only: one reactor beat two (three alternating rounds, bench/results/concurrency.md). */
  private static final int PROCESSORS_PER_REACTOR = 4;
  private static final ReentrantLock LOCK = new ReentrantLock();
  private static final List<Reactor> RUNNING = new ArrayList<>();
  private static int references;
  private static int next;

  private final Selector selector;
  private volatile boolean stopped;

  private Reactor(int index) throws IOException {
    selector = Selector.open();
    String name = "ycsb-reactor-" + index;
    Thread thread = VirtualThreads.isVirtual(Thread.currentThread()) ? VirtualThreads.unstarted(this::loop, name)
        : new Thread(this::loop, name);
    thread.setDaemon(true);
    thread.start();
  }

  /** A running reactor for one more wire; pair with {@link #release}. */
  static Reactor acquire() throws IOException {
    LOCK.lock();
    try {
      if (references == 0) {
        int count = Math.max(1, Runtime.getRuntime().availableProcessors() / PROCESSORS_PER_REACTOR);
        for (int i = 0; i < count; i++) {
          RUNNING.add(new Reactor(i));
        }
      }
      references++;
      Reactor ret = RUNNING.get(next++ % RUNNING.size());
      next %= RUNNING.size();
      return ret;
    } catch (IOException e) {
      stopAll();
      throw e;
    } finally {
      LOCK.unlock();
    }
  }

  /** Gives back a reference taken by {@link #acquire}; the last one stops the reactors. */
  static void release() {
    LOCK.lock();
    try {
      if (references > 0 && --references == 0) {
        stopAll();
      }
    } finally {
      LOCK.unlock();
    }
  }

  private static void stopAll() {
    for (Reactor r : RUNNING) {
      r.stop();
    }
    RUNNING.clear();
    next = 0;
  }

  /** Registers a connected non-blocking channel; from now on the reactor reads it into {@code wire}'s inbox. */
  void register(SocketChannel channel, ReactorWire wire) throws IOException {
    if (stopped) {
      throw new IOException("the reactor has stopped");
    }
    try {
      channel.register(selector, SelectionKey.OP_READ, wire);
    } catch (ClosedSelectorException e) {
      throw new IOException("the reactor has stopped");
    }
    selector.wakeup();  // a select in progress would not see the new key before something else woke it
  }

  /** Lets a select in progress drop the keys of closed channels, so their sockets are released now. */
  void wakeup() {
    selector.wakeup();
  }

  private void loop() {
    try {
      while (!stopped) {
        if (selector.select(Reactor::dispatch) > 0) {
          Thread.yield();
        }
      }
    } catch (ClosedSelectorException e) {
      // stopped
    } catch (IOException | RuntimeException e) {
      stopped = true;
      failAll(new IOException("the reactor failed: " + e, e));
    }
  }

  private static void dispatch(SelectionKey key) {
    try {
      ((ReactorWire) key.attachment()).readable(key);
    } catch (CancelledKeyException e) {
      // closed meanwhile; its client has its failure already
    }
  }

  private void failAll(IOException cause) {
    try {
      for (SelectionKey key : selector.keys()) {
        key.cancel();
        ((ReactorWire) key.attachment()).fail(cause);
      }
    } catch (ClosedSelectorException e) {
      // nothing left to fail
    }
  }

  private void stop() {
    stopped = true;
    try {
      selector.close();  // wakes the select, which then ends the loop
    } catch (IOException e) {
      // its keys' channels are closed by their wires; nothing else holds the selector
    }
  }
}
