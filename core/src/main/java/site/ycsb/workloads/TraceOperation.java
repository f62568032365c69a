package site.ycsb.workloads;

import java.util.Locale;

/**
 * What a trace line's operation becomes in YCSB's terms. A cache's writes are upserts (set stores whatever was
 * there), so every write of the set family is an insert: telling new keys from known ones would need a set of
 * every key the replay has seen, which grows with the trace.
 */
enum TraceOperation {
  /** get, gets. */
  READ,
  /** set, add, replace, cas, append, prepend: an insert with the line's value size (and TTL). */
  WRITE,
  /** delete. */
  DELETE,
  /** incr, decr: a read and an update of the same key, timed as one READ-MODIFY-WRITE. */
  READ_MODIFY_WRITE;

  /** The operation names of Twitter's traces, as the error messages list them. */
  static final String ACCEPTED = "get, gets, set, add, replace, cas, append, prepend, delete, incr, decr";

  /** The operation of a trace's name (any case), or null when the name is none of {@link #ACCEPTED}. */
  static TraceOperation of(String name) {
    switch (name.toLowerCase(Locale.ROOT)) {
      case "get":
      case "gets":
        return READ;
      case "set":
      case "add":
      case "replace":
      case "cas":
      case "append":
      case "prepend":
        return WRITE;
      case "delete":
        return DELETE;
      case "incr":
      case "decr":
        return READ_MODIFY_WRITE;
      default:
        return null;
    }
  }
}
