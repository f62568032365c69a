package site.ycsb.engine;

import java.util.Locale;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/**
 * What the client threads are ({@code -p threadmodel=...}): {@code platform} (the default, as upstream: one
 * operating-system thread per client) or {@code virtual} (Java 21+ virtual threads on a few carrier threads).
 * Either way each client thread is one closed-loop client with one operation outstanding.
 */
public enum ThreadModel {
  PLATFORM, VIRTUAL;

  public static final String PROPERTY = "threadmodel";

  /** The model {@code threadmodel} names on this JVM; bad values and virtual before Java 21 are bad input. */
  public static ThreadModel read(PropertyReader p) {
    return read(p, Runtime.version().feature());
  }

  /** As {@link #read(PropertyReader)} on a JVM of feature release {@code javaFeature}. */
  static ThreadModel read(PropertyReader p, int javaFeature) {
    ThreadModel model = valueOf(p.choice(PROPERTY, "platform", "platform", "virtual").toUpperCase(Locale.ROOT));
    if (model == VIRTUAL && javaFeature < VirtualThreads.MIN_JAVA) {
      throw new IllegalPropertyException(PROPERTY, p.string(PROPERTY, "").trim(), "platform (virtual threads need "
          + "Java " + VirtualThreads.MIN_JAVA + " or newer; this is Java " + javaFeature + ")");
    }
    return model;
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
