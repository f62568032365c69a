package site.ycsb.generator;

/**
 * Produces a sequence of values. Generators are shared by all client threads, so implementations
 * are thread-safe.
 *
 * @param <V> the type of value
 */
public abstract class Generator<V> {

  /** Produces the next value and makes it the one {@link #lastValue()} returns. */
  public abstract V nextValue();

  /** The value most recently produced, or null before the first. */
  public abstract V lastValue();

  public final String nextString() {
    V ret = nextValue();
    return ret == null ? null : ret.toString();
  }

  public final String lastString() {
    V ret = lastValue();
    return ret == null ? null : ret.toString();
  }
}
