package site.ycsb;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Binding API (not in 0.17.0): declares the operations of {@link DB} a binding never implements, e.g.
 * {@code @UnsupportedOperations("SCAN")} on a store without key order. A phase whose operation mix needs one of
 * them is refused before it starts, in one line naming the operation and the property that asks for it, instead
 * of running with every such operation answering {@link Status#NOT_IMPLEMENTED}. An annotation rather than a new
 * method of {@code DB}, so a binding compiled against 0.17.0 runs unchanged (it declares nothing, and its
 * NOT_IMPLEMENTED answers are still counted apart from failures). Not inherited: a subclass that adds an
 * operation must not inherit its parent's refusal.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface UnsupportedOperations {
  /** Operation names as the measurements call them: READ, UPDATE, INSERT, SCAN, DELETE. */
  String[] value();
}
