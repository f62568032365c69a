package site.ycsb;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>Marks a binding whose every operation waits on network I/O without pinning a virtual thread to its carrier,
 * checked with {@code PinningCheck} (JFR {@code jdk.VirtualThreadPinned}). {@code threadmodel=auto} runs only
 * such bindings on virtual threads. A binding that computes without waiting (an in-memory store) must not carry
 * it: virtual threads are not preempted, so its extra client threads would wait for the first ones to finish.
 * Not inherited: a subclass is checked and marked on its own.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface VirtualThreadReady {
  /**
   * Client threads per core from which {@code threadmodel=auto} runs this binding on virtual threads (Java 24+).
   * The default 8 is what 2 cores showed with a blocking socket read per thread (the grid in the README, "Virtual
   * threads"): platform threads won up to 2 per core, the two split at 4, virtual threads won from 8 per core for
   * Redis and memcached (15 of 16 pairs), by 1.2 to 2 times from 64. A binding whose replies one reactor reads
   * (redis, memcached) gains from fewer.
   */
  int fromThreadsPerCore() default 8;
}
