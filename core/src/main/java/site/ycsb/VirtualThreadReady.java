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
}
