package site.ycsb;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Runs the client in-process with {@code threadmodel=virtual} under a JFR recording of
 * {@code jdk.VirtualThreadPinned} from 0 ms with stack traces: every time a client's virtual thread
 * blocked while pinned to its carrier. (Only virtual threads pin, so servers that run in the test JVM
 * on platform threads add no events.) Java 21+ only; JDK 24+ also names the reason.
 */
public final class PinningCheck {
  public static final String EVENT = "jdk.VirtualThreadPinned";

  private PinningCheck() {
  }

  /**
   * One pinned wait: the reason the JDK gives (JDK 24+; else ""), the top frames of the stack outside the JDK's
   * parking code, and whether the thread was loading a class (a one-time wait, not one per operation).
   */
  public record Pinned(String reason, String stackTop, boolean classLoading, String fullStack) {
    /**
     * A wait that cannot recur: loading a class, or waiting for another thread to initialise one. A repeat can
     * still meet one when it reaches a class the first run never needed (seen once: a mongodb driver class).
     */
    public boolean oneTime() {
      return classLoading || reason.startsWith("Waited for initialization of");
    }
  }

  /** What the client printed and the pinned waits recorded during the run. */
  public record Outcome(ClientHarness.Outcome run, List<Pinned> pinned) {
    /** Pinned waits by reason and stack top, counted, sorted. */
    public Map<String, Long> counted() {
      return pinned.stream().collect(Collectors.groupingBy(p -> (p.classLoading() ? "class loading, " : "")
          + (p.reason().isEmpty() ? "" : p.reason() + " at ") + p.stackTop(), TreeMap::new, Collectors.counting()));
    }

    /** The pinned waits that could recur on every operation: all but the {@linkplain Pinned#oneTime one-time} ones. */
    public List<Pinned> recurring() {
      return pinned.stream().filter(p -> !p.oneTime()).toList();
    }

  }

  /**
   * A run and the same run again in the same JVM. Pinned waits of the first run alone are one-time waits
   * (a class initialised by another thread, whose initialisation the VM waits for pinned; a class loaded);
   * those of the repeat would recur on every operation.
   */
  public record Report(Outcome first, Outcome repeat) {
    /** One line for the pinning table of bench/pinning.sh. */
    public String line(String binding) {
      return "[pinning] " + binding + " | Java " + Runtime.version() + " | first run " + first.pinned().size()
          + " | repeat " + repeat.pinned().size() + " | " + (first.pinned().isEmpty() && repeat.pinned().isEmpty()
          ? "-" : "first " + first.counted() + (repeat.pinned().isEmpty() ? "" : "; repeat " + repeat.counted()));
    }
  }

  /** {@link #run} twice: the repeat finds every class initialised. */
  public static Report twice(List<String> args) throws IOException {
    return twice(args, args);
  }

  /**
   * {@link #run} of {@code first}, then of {@code repeat}: e.g. a load of other keys, for a database that
   * refuses to insert a key twice (the repeat must take the same code paths, not error paths).
   */
  public static Report twice(List<String> first, List<String> repeat) throws IOException {
    Outcome once = run(first);
    return new Report(once, run(repeat));
  }

  /** {@code args} with {@code more} appended. */
  public static List<String> with(List<String> args, String... more) {
    List<String> all = new ArrayList<>(args);
    all.addAll(List.of(more));
    return all;
  }

  /** Runs {@code Client} with {@code args} plus {@code -p threadmodel=virtual} under the recording. */
  public static Outcome run(List<String> args) throws IOException {
    List<String> all = new ArrayList<>(args);
    all.addAll(List.of("-p", "threadmodel=virtual"));
    Path file = Files.createTempFile("ycsb-pinning", ".jfr");
    try (Recording recording = new Recording()) {
      recording.enable(EVENT).withThreshold(Duration.ZERO).withStackTrace();
      recording.start();
      ClientHarness.Outcome outcome = ClientHarness.run(all);
      recording.stop();
      recording.dump(file);
      List<Pinned> pinned = new ArrayList<>();
      for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
        if (EVENT.equals(e.getEventType().getName())) {
          List<RecordedFrame> frames = e.getStackTrace() == null ? List.of() : e.getStackTrace().getFrames();
          pinned.add(new Pinned(e.hasField("pinnedReason") && e.getString("pinnedReason") != null
              ? e.getString("pinnedReason") : "", stackTop(frames), frames.stream().anyMatch(
                  fr -> fr.getMethod().getType().getName().equals("java.lang.ClassLoader")
                  || fr.getMethod().getType().getName().startsWith("jdk.internal.loader.")),
              frames.stream().map(fr -> fr.getMethod().getType().getName() + "." + fr.getMethod().getName() + ":"
                  + fr.getLineNumber()).collect(Collectors.joining("\n  "))));
        }
      }
      return new Outcome(outcome, pinned);
    } finally {
      Files.deleteIfExists(file);
    }
  }

  /** The first frames outside java.lang's parking code: where the pinned thread waited, and who called. */
  private static String stackTop(List<RecordedFrame> stack) {
    if (stack.isEmpty()) {
      return "(no stack)";
    }
    List<String> frames = new ArrayList<>();
    for (RecordedFrame f : stack) {
      String type = f.getMethod().getType().getName();
      if (frames.isEmpty() && (type.startsWith("java.lang.VirtualThread") || type.startsWith("jdk.internal.")
          || type.equals("java.util.concurrent.locks.LockSupport"))) {
        continue;
      }
      frames.add(type + "." + f.getMethod().getName() + ":" + f.getLineNumber());
      if (frames.size() == 2) {
        break;
      }
    }
    return String.join(" < ", frames);
  }
}
