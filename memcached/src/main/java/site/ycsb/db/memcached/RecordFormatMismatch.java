package site.ycsb.db.memcached;

/**
 * A value that is a record, but in the other format this binding writes (JSON where compact was asked for, or
 * the reverse): data loaded with another {@code memcached.format}, or by upstream 0.17.0. Said once per run,
 * naming the setting that reads it, instead of once per value.
 */
public final class RecordFormatMismatch extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final MemcachedSettings.Format found;

  public RecordFormatMismatch(MemcachedSettings.Format found) {
    super("a record in the " + found.propertyValue() + " format");
    this.found = found;
  }

  /** The format the value is in. */
  public MemcachedSettings.Format found() {
    return found;
  }
}
