package site.ycsb.engine;

import java.util.Locale;
import site.ycsb.DBFactory;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.VirtualThreadReady;
import site.ycsb.VirtualThreads;

/**
 * What the client threads are ({@code -p threadmodel=...}): {@code platform} (one operating-system thread per
 * client, upstream's model), {@code virtual} (Java 21+ virtual threads on as many carrier threads as cores) or
 * {@code auto} (the default), which picks one per run by {@link #choose}. Either way each client thread is one
 * closed-loop client with one operation outstanding.
 */
public enum ThreadModel {
  PLATFORM, VIRTUAL;

  public static final String PROPERTY = "threadmodel";
  /** Where the operating system caps platform threads: what a message about a refused thread says to raise. */
  public static final String OS_THREAD_LIMITS = "ulimit -u, ulimit -v, kernel.threads-max";
  public static final String AUTO = "auto";
  /** {@code auto} picks virtual threads from this Java on, where a monitor no longer pins (JEP 491). */
  static final int AUTO_MIN_JAVA = VirtualThreads.UNPINNED_MONITORS_JAVA;
  /** Client threads from which a run on a Java without virtual threads says what a newer Java would change. */
  static final int NOTE_MIN_THREADS = 64;

  /** A model and how it was chosen, for the start line. */
  public record Choice(ThreadModel model, String reason) {
    /** {@code platform}, {@code virtual}, or {@code auto: virtual, for 512 threads on 2 cores}. */
    public String describe() {
      return reason == null ? model.label() : AUTO + ": " + model.label() + ", " + reason;
    }
  }

  /** Checks {@code threadmodel} on this JVM without choosing (the sweep checks it before its first step). */
  public static void check(PropertyReader p) {
    requested(p, Runtime.version().feature());
  }

  /** The model for {@code threads} client threads of the binding class {@code dbClass} on this JVM. */
  public static Choice choose(PropertyReader p, int threads, String dbClass) {
    return choose(p, threads, dbClass, Runtime.version().feature(), Runtime.getRuntime().availableProcessors());
  }

  static Choice choose(PropertyReader p, int threads, String dbClass, int javaFeature, int cores) {
    ThreadModel requested = requested(p, javaFeature);
    if (requested != null) {
      return new Choice(requested, null);
    }
    VirtualThreadReady ready = readiness(dbClass);
    if (ready == null) {
      return new Choice(PLATFORM, simpleName(dbClass) + " is not @VirtualThreadReady");
    }
    if (javaFeature < AUTO_MIN_JAVA) {
      return new Choice(PLATFORM, "Java " + javaFeature);
    }
    String counts = "for " + threads + " thread" + (threads == 1 ? "" : "s") + " on " + cores + " core"
        + (cores == 1 ? "" : "s");
    return new Choice((long) threads >= (long) ready.fromThreadsPerCore() * cores ? VIRTUAL : PLATFORM, counts);
  }

  /**
   * The one line (for stderr) a run of {@code threads} client threads on a Java without virtual threads prints
   * about what Java 21+ would change, or null: none below {@link #NOTE_MIN_THREADS} threads, from Java 21 on, or
   * when the user named {@code platform}.
   */
  public static String newerJavaNote(Choice choice, int threads, String dbClass) {
    return newerJavaNote(choice, threads, dbClass, Runtime.version().feature(),
        Runtime.getRuntime().availableProcessors());
  }

  static String newerJavaNote(Choice choice, int threads, String dbClass, int javaFeature, int cores) {
    if (javaFeature >= VirtualThreads.MIN_JAVA || threads < NOTE_MIN_THREADS || choice.reason() == null) {
      return null;
    }
    String head = "ycsb: note: the " + threads + " client threads are platform threads (one operating-system "
        + "thread each) on Java " + javaFeature + "; ";
    String manual = "Java " + VirtualThreads.MIN_JAVA + "+ runs them as virtual threads with -p " + PROPERTY
        + "=virtual";
    VirtualThreadReady ready = readiness(dbClass);
    if (ready == null) {
      return head + manual + " (" + simpleName(dbClass) + " is not @VirtualThreadReady, so " + AUTO
          + " keeps platform threads)";
    }
    int perCore = ready.fromThreadsPerCore();
    if ((long) threads < (long) perCore * cores) {
      return head + manual + "; " + AUTO + " picks them on Java " + AUTO_MIN_JAVA + "+ from "
          + perCore + " threads per core (" + perCore * cores + " here)";
    }
    return head + "on Java " + AUTO_MIN_JAVA + "+ " + AUTO + " runs them as virtual threads (on 2 cores 1.2-2x the "
        + "throughput of platform threads at 128 and 512 threads), on Java " + VirtualThreads.MIN_JAVA + "-"
        + (AUTO_MIN_JAVA - 1) + " with -p " + PROPERTY + "=virtual";
  }

  /**
   * The model of an open loop's clients ({@code arrivals=open}), whose number grows with the backlog: under
   * {@code auto}, virtual threads from Java {@value VirtualThreads#MIN_JAVA} on for a {@code @VirtualThreadReady}
   * binding, whatever the thread count; platform threads otherwise.
   */
  public static Choice chooseOpenLoop(PropertyReader p, String dbClass) {
    return chooseOpenLoop(p, dbClass, Runtime.version().feature());
  }

  static Choice chooseOpenLoop(PropertyReader p, String dbClass, int javaFeature) {
    ThreadModel requested = requested(p, javaFeature);
    if (requested != null) {
      return new Choice(requested, null);
    }
    if (readiness(dbClass) == null) {
      return new Choice(PLATFORM, simpleName(dbClass) + " is not @VirtualThreadReady");
    }
    if (javaFeature < VirtualThreads.MIN_JAVA) {
      return new Choice(PLATFORM, "Java " + javaFeature);
    }
    return new Choice(VIRTUAL, "for an open loop");
  }

  /** The model the user named, null for auto; bad values and virtual before Java 21 are bad input. */
  private static ThreadModel requested(PropertyReader p, int javaFeature) {
    String value = p.choice(PROPERTY, AUTO, AUTO, "platform", "virtual");
    if (value.equals(AUTO)) {
      return null;
    }
    ThreadModel model = valueOf(value.toUpperCase(Locale.ROOT));
    if (model == VIRTUAL && javaFeature < VirtualThreads.MIN_JAVA) {
      throw new IllegalPropertyException(PROPERTY, p.string(PROPERTY, "").trim(), "auto, platform (virtual threads "
          + "need Java " + VirtualThreads.MIN_JAVA + " or newer; this is Java " + javaFeature + ")");
    }
    return model;
  }

  /** The binding's mark, or null: none, or the class cannot be loaded (the binding factory says that itself). */
  private static VirtualThreadReady readiness(String dbClass) {
    try {
      return DBFactory.findClass(dbClass).getAnnotation(VirtualThreadReady.class);
    } catch (ClassNotFoundException | LinkageError e) {
      return null;
    }
  }

  private static String simpleName(String className) {
    return className.substring(Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1);
  }

  /** The property value: {@code platform} or {@code virtual}, as result.json and the disclosure record it. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** An unstarted client thread of this model; platform threads are daemons, as virtual threads always are. */
  Thread newThread(Runnable task, String name) {
    if (this == VIRTUAL) {
      return VirtualThreads.unstarted(task, name);
    }
    Thread t = new Thread(task, name);
    t.setDaemon(true);
    return t;
  }
}
