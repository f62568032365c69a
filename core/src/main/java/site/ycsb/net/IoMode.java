package site.ycsb.net;

import java.util.Locale;
import site.ycsb.PropertyReader;

/**
 * How a binding's client thread waits for its replies: the {@code redis.io} and {@code memcached.io} properties.
 * One rule for both, so that {@code auto} means the same thing in every binding that has a reactor.
 */
public enum IoMode {
  /** {@link #REACTOR} when {@link ReactorWire#suitsCurrentThread()}, else {@link #BLOCKING}. */
  AUTO,
  /** Each client thread reads its own socket; on a virtual thread the JDK parks it in its poller until data come. */
  BLOCKING,
  /** A {@link ReactorWire}: the process's reactor reads every connection and unparks the thread that waits. */
  REACTOR;

  /** The value of {@code property} ({@code auto} when unset); anything else fails naming the accepted values. */
  public static IoMode from(PropertyReader props, String property) {
    return valueOf(props.choice(property, "auto", "auto", "blocking", "reactor").toUpperCase(Locale.ROOT));
  }

  /** This setting for the calling client thread, with {@link #AUTO} resolved. */
  public IoMode forCurrentThread() {
    if (this != AUTO) {
      return this;
    }
    return ReactorWire.suitsCurrentThread() ? REACTOR : BLOCKING;
  }
}
