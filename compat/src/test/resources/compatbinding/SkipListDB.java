package compatbinding;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;

import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/**
 * A binding as a third party would have written it against YCSB 0.17.0: it is compiled by the
 * compatibility tests against site.ycsb:core:0.17.0 ONLY (for Java 8) and then run on both clients.
 *
 * <p>Records live in one static ordered map shared by the client threads. Because load and run are
 * separate JVMs, the map is read from the file named by {@code skiplistdb.file} when the first
 * instance initialises and written back when the last instance cleans up.
 */
public class SkipListDB extends DB {
  public static final String FILE_PROPERTY = "skiplistdb.file";

  private static final ConcurrentSkipListMap<String, Map<String, String>> STORE =
      new ConcurrentSkipListMap<String, Map<String, String>>();
  private static final Object LOCK = new Object();
  private static int open;
  private static boolean loaded;

  private static String storeKey(String table, String key) {
    return table + '\u0000' + key;
  }

  @Override
  public void init() throws DBException {
    synchronized (LOCK) {
      if (!loaded) {
        loaded = true;
        String file = getProperties().getProperty(FILE_PROPERTY);
        if (file != null && new File(file).isFile()) {
          try (ObjectInputStream in = new ObjectInputStream(new FileInputStream(file))) {
            @SuppressWarnings("unchecked")
            Map<String, Map<String, String>> saved = (Map<String, Map<String, String>>) in.readObject();
            STORE.putAll(saved);
          } catch (IOException | ClassNotFoundException e) {
            throw new DBException("cannot read " + file, e);
          }
        }
      }
      open++;
    }
  }

  @Override
  public void cleanup() throws DBException {
    synchronized (LOCK) {
      open--;
      String file = getProperties().getProperty(FILE_PROPERTY);
      if (open == 0 && file != null) {
        TreeMap<String, Map<String, String>> copy = new TreeMap<String, Map<String, String>>();
        for (Map.Entry<String, Map<String, String>> e : STORE.entrySet()) {
          copy.put(e.getKey(), new HashMap<String, String>(e.getValue()));
        }
        try (ObjectOutputStream out = new ObjectOutputStream(new FileOutputStream(file))) {
          out.writeObject(copy);
        } catch (IOException e) {
          throw new DBException("cannot write " + file, e);
        }
      }
    }
  }

  private static void copyFields(Map<String, String> record, Set<String> fields,
      Map<String, ByteIterator> result) {
    if (fields == null) {
      StringByteIterator.putAllAsByteIterators(result, record);
      return;
    }
    Map<String, String> selected = new HashMap<String, String>();
    for (String f : fields) {
      String v = record.get(f);
      if (v != null) {
        selected.put(f, v);
      }
    }
    StringByteIterator.putAllAsByteIterators(result, selected);
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    Map<String, String> record = STORE.get(storeKey(table, key));
    if (record == null) {
      return Status.NOT_FOUND;
    }
    copyFields(record, fields, result);
    return Status.OK;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    if (recordcount < 0) {
      return Status.BAD_REQUEST;
    }
    String prefix = table + '\u0000';
    ConcurrentNavigableMap<String, Map<String, String>> tail = STORE.tailMap(storeKey(table, startkey), true);
    for (Map.Entry<String, Map<String, String>> e : tail.entrySet()) {
      if (result.size() >= recordcount || !e.getKey().startsWith(prefix)) {
        break;
      }
      HashMap<String, ByteIterator> row = new HashMap<String, ByteIterator>();
      copyFields(e.getValue(), fields, row);
      result.add(row);
    }
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    String k = storeKey(table, key);
    Map<String, String> changes = StringByteIterator.getStringMap(values);
    while (true) {
      Map<String, String> old = STORE.get(k);
      if (old == null) {
        return Status.NOT_FOUND;
      }
      Map<String, String> updated = new HashMap<String, String>(old);
      updated.putAll(changes);
      if (STORE.replace(k, old, updated)) {
        return Status.OK;
      }
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    Map<String, String> record = new HashMap<String, String>();
    StringByteIterator.putAllAsStrings(record, values);
    STORE.put(storeKey(table, key), record);
    return Status.OK;
  }

  @Override
  public Status delete(String table, String key) {
    return STORE.remove(storeKey(table, key)) != null ? Status.OK : Status.NOT_FOUND;
  }
}
