package site.ycsb.db;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.PropertyReader;
import site.ycsb.ServerStats;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;

/**
 * The embedded {@code memory} binding: an ordered in-process store with real scans, so every
 * command works with no server. All instances in one JVM with the same {@code memory.name} share
 * one store. With {@code memory.file} the store is read from that file when the first instance
 * starts and written back when the last one ends, so a load and a later run can be separate
 * processes.
 */
public class MemoryDB extends DB implements ServerStats {
  public static final String NAME_PROPERTY = "memory.name";
  public static final String FILE_PROPERTY = "memory.file";

  /** Stores by name, with the number of open instances using each. */
  private static final Map<String, SharedStore> STORES = new HashMap<>();

  private SharedStore shared;
  private MemoryStore store;

  private static final class SharedStore {
    final MemoryStore store = new MemoryStore();
    final Path file;
    int users;

    SharedStore(Path file) {
      this.file = file;
    }
  }

  @Override
  public void init() throws DBException {
    PropertyReader props = new PropertyReader(getProperties());
    String name = props.string(MemoryDBProperties.NAME);
    Path file = props.isSet(FILE_PROPERTY) ? Paths.get(props.string(FILE_PROPERTY, "")) : null;
    synchronized (STORES) {
      SharedStore s = STORES.get(name);
      if (s == null) {
        s = new SharedStore(file);
        if (file != null && Files.exists(file)) {
          try {
            s.store.load(file);
          } catch (IOException | RuntimeException e) {
            throw new DBException("cannot read the memory store file '" + file + "' (property " + FILE_PROPERTY
                + "): " + reason(e), e);
          }
        } else if (file != null) {
          prepareFolder(file);
        }
        STORES.put(name, s);
      }
      s.users++;
      shared = s;
      store = s.store;
    }
  }

  @Override
  public void cleanup() throws DBException {
    synchronized (STORES) {
      if (shared == null) {
        return;
      }
      shared.users--;
      if (shared.users == 0 && shared.file != null) {
        try {
          shared.store.save(shared.file);
        } catch (IOException | RuntimeException e) {
          // The store lives only in this process: a failed save loses every write of the run.
          throw new DBException("cannot write the memory store file '" + shared.file + "' (property " + FILE_PROPERTY
              + "): " + reason(e) + "; the data written in this run is lost", e);
        }
      }
      shared = null;
    }
  }

  /**
   * Creates the file's missing parent folders at init, so that a store that cannot be saved fails
   * before the run rather than losing the run's writes at its end.
   */
  private static void prepareFolder(Path file) throws DBException {
    Path parent = file.toAbsolutePath().getParent();
    try {
      if (parent != null) {
        Files.createDirectories(parent);
      }
    } catch (IOException | RuntimeException e) {
      throw new DBException("cannot create the folder of the memory store file '" + file + "' (property "
          + FILE_PROPERTY + "): " + reason(e), e);
    }
    if (parent != null && !Files.isWritable(parent)) {
      throw new DBException("cannot write the memory store file '" + file + "' (property " + FILE_PROPERTY
          + "): the folder " + parent + " is not writable");
    }
  }

  /** What went wrong with a file, in words: the JDK's messages for these are just the path. */
  private static String reason(Exception e) {
    if (e instanceof NoSuchFileException x) {
      return "no such file or folder: " + x.getFile();
    }
    if (e instanceof AccessDeniedException x) {
      return "permission denied: " + x.getFile();
    }
    if (e instanceof FileAlreadyExistsException x) {
      return "a file is in the way: " + x.getFile();
    }
    if (e instanceof FileSystemException x && x.getReason() != null) {
      return x.getReason() + ": " + x.getFile();
    }
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    Map<String, byte[]> record = store.table(table).get(key);
    if (record == null || store.expired(table, key, System.currentTimeMillis())) {
      return Status.NOT_FOUND;
    }
    copyFields(record, fields, result);
    return Status.OK;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    int n = 0;
    long now = System.currentTimeMillis();
    for (Map.Entry<String, Map<String, byte[]>> e : store.table(table).tailMap(startkey, true).entrySet()) {
      if (store.expired(table, e.getKey(), now)) {
        continue;
      }
      if (n++ >= recordcount) {
        break;
      }
      HashMap<String, ByteIterator> row = new HashMap<>();
      copyFields(e.getValue(), fields, row);
      result.add(row);
    }
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    if (store.expired(table, key, System.currentTimeMillis())) {
      return Status.NOT_FOUND;
    }
    return store.merge(table, key, toBytes(values)) ? Status.OK : Status.NOT_FOUND;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    store.expireAt(table, key, -1);
    store.put(table, key, toBytes(values));
    return Status.OK;
  }

  /** Null: the store keeps a deadline per record and removes it when it is next touched after it. */
  @Override
  public String ttlRefusal() {
    return null;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    store.put(table, key, toBytes(values));
    store.expireAt(table, key, System.currentTimeMillis() + 1000L * ttlSeconds);
    return Status.OK;
  }

  /** As Redis's HSET then EXPIRE: the fields written, the record's expiry set again from now. */
  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    if (store.expired(table, key, System.currentTimeMillis())) {
      return Status.NOT_FOUND;
    }
    if (!store.merge(table, key, toBytes(values))) {
      return Status.NOT_FOUND;
    }
    store.expireAt(table, key, System.currentTimeMillis() + 1000L * ttlSeconds);
    return Status.OK;
  }

  @Override
  public Status delete(String table, String key) {
    return store.remove(table, key) ? Status.OK : Status.NOT_FOUND;
  }

  @Override
  public ServerStatsSnapshot serverStats() {
    Runtime rt = Runtime.getRuntime();
    Map<String, Object> settings = new LinkedHashMap<>();
    settings.put("durability",
        shared.file == null ? "none (process memory)" : "snapshot to " + shared.file + " at exit");
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("jvmHeapUsedBytes", rt.totalMemory() - rt.freeMemory());
    details.put("jvmHeapMaxBytes", rt.maxMemory());
    return new ServerStatsSnapshot("memory", site.ycsb.tool.ToolVersion.version(), store.dataBytes(),
        store.records(), settings, details);
  }

  private static void copyFields(Map<String, byte[]> record, Set<String> fields, Map<String, ByteIterator> result) {
    if (fields == null) {
      for (Map.Entry<String, byte[]> f : record.entrySet()) {
        result.put(f.getKey(), new ByteArrayByteIterator(f.getValue()));
      }
    } else {
      for (String field : fields) {
        byte[] value = record.get(field);
        if (value != null) {
          result.put(field, new ByteArrayByteIterator(value));
        }
      }
    }
  }

  private static Map<String, byte[]> toBytes(Map<String, ByteIterator> values) {
    Map<String, byte[]> ret = new HashMap<>(values.size() * 2);
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      ret.put(e.getKey(), e.getValue().toArray());
    }
    return ret;
  }
}
