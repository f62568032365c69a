package site.ycsb;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Binding API (not in 0.17.0): makes virtual threads on Java 21 and newer while the code is compiled for Java 17;
 * the calls to {@code Thread.ofVirtual().name(..).unstarted(..)} go through method handles found at run time.
 * The client uses it for {@code threadmodel}; a binding can use it to give a helper thread the kind of the client
 * threads it serves.
 */
public final class VirtualThreads {
  /** The first Java feature release with virtual threads as a final (not preview) feature. */
  public static final int MIN_JAVA = 21;
  /**
   * The first Java on which a virtual thread that blocks inside {@code synchronized} (a selector, a library's
   * monitor) no longer pins its carrier (JEP 491): from here virtual threads are a safe default.
   */
  public static final int UNPINNED_MONITORS_JAVA = 24;

  private static final Handles HANDLES = Handles.find();

  private VirtualThreads() {
  }

  /** True when this JVM can make virtual threads. */
  public static boolean available() {
    return HANDLES != null;
  }

  /** An unstarted virtual thread named {@code name}; only when {@link #available()}. */
  public static Thread unstarted(Runnable task, String name) {
    if (HANDLES == null) {
      throw new IllegalStateException("virtual threads need Java " + MIN_JAVA + " or newer; this is Java "
          + Runtime.version().feature());
    }
    try {
      Object builder = HANDLES.ofVirtual().invoke();
      builder = HANDLES.name().invoke(builder, name);
      return (Thread) HANDLES.unstarted().invoke(builder, task);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("cannot create a virtual thread: " + e, e);
    }
  }

  /** True when {@code t} is a virtual thread ({@code Thread.isVirtual()}, false before Java 21). */
  public static boolean isVirtual(Thread t) {
    if (HANDLES == null) {
      return false;
    }
    try {
      return (boolean) HANDLES.isVirtual().invoke(t);
    } catch (Throwable e) {
      return false;
    }
  }

  /** The method handles of the Java 21 API; null before Java 21. */
  private record Handles(MethodHandle ofVirtual, MethodHandle name, MethodHandle unstarted, MethodHandle isVirtual) {
    static Handles find() {
      if (Runtime.version().feature() < MIN_JAVA) {
        return null;  // Java 19 and 20 have the methods as a preview that throws unless enabled
      }
      try {
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        Class<?> builder = Class.forName("java.lang.Thread$Builder");
        Class<?> ofVirtual = Class.forName("java.lang.Thread$Builder$OfVirtual");
        return new Handles(lookup.findStatic(Thread.class, "ofVirtual", MethodType.methodType(ofVirtual)),
            lookup.findVirtual(builder, "name", MethodType.methodType(builder, String.class)),
            lookup.findVirtual(builder, "unstarted", MethodType.methodType(Thread.class, Runnable.class)),
            lookup.findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class)));
      } catch (ReflectiveOperationException e) {
        return null;
      }
    }
  }
}
