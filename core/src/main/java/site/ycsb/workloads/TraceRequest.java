package site.ycsb.workloads;

/**
 * One request of a trace.
 *
 * @param line the line number in the file (1 is the first line, a CSV's header included)
 * @param timestamp seconds from the trace's start; 0 when the trace has none
 * @param key the key as the trace names it
 * @param keySize the key's size in bytes; 0: the key as it is
 * @param valueSize the value's size in bytes
 * @param client the trace's client id; null when the trace names no clients
 * @param operation what the request does
 * @param ttl the write's time to live in seconds; 0: none
 */
record TraceRequest(long line, long timestamp, String key, int keySize, int valueSize, String client,
    TraceOperation operation, int ttl) {

  /**
   * The key the database sees: the trace's key padded with '_' or cut to its key size, so that a key's size on
   * the server is the trace's and the same trace key always gives the same database key.
   */
  String databaseKey() {
    int n = key.length();
    if (keySize <= 0 || keySize == n) {
      return key;
    }
    if (keySize < n) {
      return key.substring(0, keySize);
    }
    return key + "_".repeat(keySize - n);
  }
}
