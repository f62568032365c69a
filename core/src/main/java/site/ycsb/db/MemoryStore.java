package site.ycsb.db;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An ordered, thread-safe in-memory store: tables of records, each record an immutable map of field
 * name to bytes that is replaced whole on write, so readers never see half an update. A record written with a TTL
 * has a deadline; it is removed when it is next touched after that (as Redis expires lazily), and scans skip it.
 */
final class MemoryStore {
  private static final int FORMAT_VERSION = 1;
  /** The snapshot format with the records' deadlines after the tables; written only when some record has one. */
  private static final int FORMAT_VERSION_WITH_DEADLINES = 2;
  private final ConcurrentHashMap<String, ConcurrentSkipListMap<String, Map<String, byte[]>>> tables =
      new ConcurrentHashMap<>();
  private final AtomicLong dataBytes = new AtomicLong();
  /** Deadlines (epoch milliseconds) of the records written with a TTL, by table, then key. */
  private final ConcurrentHashMap<String, ConcurrentHashMap<String, Long>> deadlines = new ConcurrentHashMap<>();

  ConcurrentNavigableMap<String, Map<String, byte[]>> table(String name) {
    return tables.computeIfAbsent(name, t -> new ConcurrentSkipListMap<>());
  }

  /** Key and value bytes held, an estimate of the data size without JVM overhead. */
  long dataBytes() {
    return dataBytes.get();
  }

  long records() {
    long n = 0;
    for (ConcurrentSkipListMap<String, Map<String, byte[]>> t : tables.values()) {
      n += t.size();
    }
    return n;
  }

  private ConcurrentHashMap<String, Long> deadlines(String table) {
    return deadlines.computeIfAbsent(table, t -> new ConcurrentHashMap<>());
  }

  /** Gives the record a deadline (epoch milliseconds), or none (never expires) with a negative one. */
  void expireAt(String table, String key, long deadlineMs) {
    if (deadlineMs < 0) {
      ConcurrentHashMap<String, Long> t = deadlines.get(table);
      if (t != null) {
        t.remove(key);
      }
    } else {
      deadlines(table).put(key, deadlineMs);
    }
  }

  /** Whether the record's deadline has passed at {@code nowMs}; if so, it is removed. */
  boolean expired(String table, String key, long nowMs) {
    ConcurrentHashMap<String, Long> t = deadlines.get(table);
    Long deadline = t == null ? null : t.get(key);
    if (deadline == null || deadline > nowMs) {
      return false;
    }
    // Removed only if the deadline is still the one seen: a write that gave it a new one keeps the record.
    if (t.remove(key, deadline)) {
      remove(table, key);
    }
    return true;
  }

  /** Inserts or replaces. */
  void put(String table, String key, Map<String, byte[]> record) {
    Map<String, byte[]> frozen = Collections.unmodifiableMap(record);
    Map<String, byte[]> old = table(table).put(key, frozen);
    dataBytes.addAndGet(size(key, frozen) - (old == null ? 0 : size(key, old)));
  }

  /** Merges fields into an existing record; false when there is none. */
  boolean merge(String table, String key, Map<String, byte[]> fields) {
    long[] delta = new long[1];
    Map<String, byte[]> result = table(table).computeIfPresent(key, (k, old) -> {
      Map<String, byte[]> merged = new HashMap<>(old);
      merged.putAll(fields);
      delta[0] = size(k, merged) - size(k, old);
      return Collections.unmodifiableMap(merged);
    });
    dataBytes.addAndGet(delta[0]);
    return result != null;
  }

  boolean remove(String table, String key) {
    Map<String, byte[]> old = table(table).remove(key);
    if (old != null) {
      dataBytes.addAndGet(-size(key, old));
    }
    return old != null;
  }

  private static long size(String key, Map<String, byte[]> record) {
    long n = key.length();
    for (Map.Entry<String, byte[]> e : record.entrySet()) {
      n += e.getKey().length() + e.getValue().length;
    }
    return n;
  }

  /** Writes a snapshot atomically (temp file, then rename). */
  void save(Path file) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    boolean withDeadlines = deadlines.values().stream().anyMatch(t -> !t.isEmpty());
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(tmp)))) {
      out.writeInt(withDeadlines ? FORMAT_VERSION_WITH_DEADLINES : FORMAT_VERSION);
      out.writeInt(tables.size());
      for (Map.Entry<String, ConcurrentSkipListMap<String, Map<String, byte[]>>> t : tables.entrySet()) {
        out.writeUTF(t.getKey());
        out.writeLong(t.getValue().size());
        for (Map.Entry<String, Map<String, byte[]>> r : t.getValue().entrySet()) {
          out.writeUTF(r.getKey());
          out.writeInt(r.getValue().size());
          for (Map.Entry<String, byte[]> f : r.getValue().entrySet()) {
            out.writeUTF(f.getKey());
            out.writeInt(f.getValue().length);
            out.write(f.getValue());
          }
        }
      }
      if (withDeadlines) {
        out.writeInt(deadlines.size());
        for (Map.Entry<String, ConcurrentHashMap<String, Long>> t : deadlines.entrySet()) {
          out.writeUTF(t.getKey());
          Map<String, Long> copy = new HashMap<>(t.getValue());
          out.writeInt(copy.size());
          for (Map.Entry<String, Long> d : copy.entrySet()) {
            out.writeUTF(d.getKey());
            out.writeLong(d.getValue());
          }
        }
      }
    }
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  void load(Path file) throws IOException {
    try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
      int version = in.readInt();
      if (version != FORMAT_VERSION && version != FORMAT_VERSION_WITH_DEADLINES) {
        throw new IOException("unsupported memory store snapshot version " + version + " in " + file);
      }
      int tableCount = in.readInt();
      for (int t = 0; t < tableCount; t++) {
        String table = in.readUTF();
        long records = in.readLong();
        for (long r = 0; r < records; r++) {
          String key = in.readUTF();
          int fields = in.readInt();
          Map<String, byte[]> record = new HashMap<>();
          for (int f = 0; f < fields; f++) {
            String name = in.readUTF();
            byte[] value = new byte[in.readInt()];
            in.readFully(value);
            record.put(name, value);
          }
          put(table, key, record);
        }
      }
      if (version == FORMAT_VERSION_WITH_DEADLINES) {
        int tables = in.readInt();
        for (int t = 0; t < tables; t++) {
          String table = in.readUTF();
          int n = in.readInt();
          for (int i = 0; i < n; i++) {
            String key = in.readUTF();
            expireAt(table, key, in.readLong());
          }
        }
      }
    }
  }
}
