package site.ycsb.db.template;

import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.ErrorText;
import site.ycsb.IllegalPropertyException;
import site.ycsb.ServerStats;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;

/**
 * The worked example of docs/adding-a-binding.md: a YCSB binding for a line-protocol key-value server
 * (protocol in template/README.md). The client creates one instance per client thread, so each instance
 * owns one connection and needs no locking.
 */
public class TemplateClient extends DB implements ServerStats {
  private TemplateSettings settings;
  private LineConnection connection;
  private boolean failureReported;

  @Override
  public void init() throws DBException {
    try {
      settings = TemplateSettings.from(getProperties());
    } catch (IllegalPropertyException e) {
      throw new DBException(e.getMessage(), e);
    }
    try {
      connection = LineConnection.open(settings);
    } catch (IOException e) {
      throw new DBException("cannot connect to the template server at " + settings.where() + " (properties "
          + TemplateSettings.HOST + ", " + TemplateSettings.PORT + "): " + ErrorText.describe(e));
    }
  }

  @Override
  public void cleanup() throws DBException {
    if (connection != null) {
      try {
        connection.close();
      } catch (IOException e) {
        throw new DBException("cannot close the connection to " + settings.where() + ": " + ErrorText.describe(e));
      } finally {
        connection = null;
      }
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try {
      String answer = connection().call("GET " + recordKey(table, key));
      if (answer.equals("MISSING")) {
        return Status.NOT_FOUND;  // a miss is not an error: the client counts it apart
      }
      RecordLine.decode(answer.split(" "), 1, fields, result);
      return Status.OK;
    } catch (IOException e) {
      return failed("read", e);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    try {
      String prefix = table + ":";
      for (String line : connection().callUntilEnd("SCAN " + prefix + startkey + " " + recordcount)) {
        String[] words = line.split(" ");
        if (!words[1].startsWith(prefix)) {
          break;  // the next table's keys follow this one's in the server's order
        }
        HashMap<String, ByteIterator> record = new HashMap<>();
        RecordLine.decode(words, 2, fields, record);
        result.add(record);
      }
      return Status.OK;
    } catch (IOException e) {
      return failed("scan", e);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    try {
      String answer = expect(connection().call("MERGE " + recordKey(table, key) + RecordLine.encode(values)),
          "OK", "MISSING");
      return answer.equals("MISSING") ? Status.NOT_FOUND : Status.OK;
    } catch (IOException e) {
      return failed("update", e);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    try {
      expect(connection().call("PUT " + recordKey(table, key) + RecordLine.encode(values)), "OK");
      return Status.OK;
    } catch (IOException e) {
      return failed("insert", e);
    }
  }

  @Override
  public Status delete(String table, String key) {
    try {
      String answer = expect(connection().call("DEL " + recordKey(table, key)), "OK", "MISSING");
      return answer.equals("MISSING") ? Status.NOT_FOUND : Status.OK;
    } catch (IOException e) {
      return failed("delete", e);
    }
  }

  /** Called on a separate instance before and after the run; the figures go to result.json. */
  @Override
  public ServerStatsSnapshot serverStats() throws DBException {
    try {
      Map<String, String> stats = new LinkedHashMap<>();
      for (String word : connection().call("STATS").split(" ")) {
        int eq = word.indexOf('=');
        if (eq > 0) {
          stats.put(word.substring(0, eq), word.substring(eq + 1));
        }
      }
      return new ServerStatsSnapshot("template-kv", stats.getOrDefault("version", "unknown"),
          parseLong(stats.get("bytes")), parseLong(stats.get("records")), Map.of(), Map.copyOf(stats));
    } catch (IOException e) {
      throw new DBException("cannot read the statistics of " + settings.where() + ": " + ErrorText.describe(e));
    }
  }

  /** The answer when it is one of {@code accepted}: any other line is not a success, whatever sent it. */
  private static String expect(String answer, String... accepted) throws IOException {
    for (String a : accepted) {
      if (a.equals(answer)) {
        return answer;
      }
    }
    throw new IOException("unexpected answer '" + (answer.length() > 40 ? answer.substring(0, 40) + "..." : answer)
        + "' (expected " + String.join(" or ", accepted) + ")");
  }

  /** The open connection; after a failure, a new one (so a restarted server is used again). */
  private LineConnection connection() throws IOException {
    if (connection == null) {
      connection = LineConnection.open(settings);
    }
    return connection;
  }

  /** Counts the failure as ERROR; says so once per client thread, and drops a connection in an unknown state. */
  private Status failed(String operation, IOException e) {
    if (!failureReported) {
      failureReported = true;
      System.err.println("template: " + operation + " on " + settings.where() + " failed (further failures of this"
          + " client thread are counted, not printed): " + ErrorText.describe(e));
    }
    if (connection != null) {
      try {
        connection.close();
      } catch (IOException ignored) {
        // the connection is being dropped anyway
      }
      connection = null;
    }
    return Status.ERROR;
  }

  private static String recordKey(String table, String key) {
    return table + ":" + key;
  }

  private static Long parseLong(String value) {
    try {
      return value == null ? null : Long.valueOf(value);
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
