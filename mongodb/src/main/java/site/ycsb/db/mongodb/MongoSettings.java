package site.ycsb.db.mongodb;

import com.mongodb.ConnectionString;
import java.util.List;
import java.util.Properties;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.Redactor;

/**
 * The binding's properties, read and validated once.
 *
 * @param url the effective connection string (legacy options folded in); may hold a password, never print it
 * @param connectionString the parsed {@code url}
 * @param database the database: the URL's, or {@code ycsb} when it names none or {@code admin} (as upstream)
 * @param batchSize inserts sent per insertMany / bulkWrite; 1 sends each insert alone
 * @param upsert inserts as replace-with-upsert, so a load can be repeated over existing data
 * @param storageEngine the engine the server must run, or null for no check
 * @param table the workload's table (collection), for the per-collection statistics
 * @param notices deprecation notices to print once
 */
public record MongoSettings(String url, ConnectionString connectionString, String database, int batchSize,
    boolean upsert, String storageEngine, String table, List<String> notices) {
  static final String URL = "mongodb.url";
  static final String DEFAULT_URL = "mongodb://localhost:27017/ycsb?w=1";
  public static final String BATCH_SIZE = "mongodb.batchsize";
  /** Upstream's name for the batch size. */
  static final String BATCH_SIZE_ALIAS = "batchsize";
  static final String UPSERT = "mongodb.upsert";
  static final String STORAGE_ENGINE = "mongodb.storageengine";
  static final String DEFAULT_DATABASE = "ycsb";

  public static MongoSettings from(Properties props) {
    PropertyReader reader = new PropertyReader(props);
    String rawUrl = reader.string(MongoProperties.URL);
    LegacyUrlOptions.Folded folded = LegacyUrlOptions.fold(rawUrl, props);
    ConnectionString cs = parse(folded.url());
    String db = cs.getDatabase();
    String database = db == null || db.isEmpty() || "admin".equals(db) ? DEFAULT_DATABASE : db;
    int batch = reader.isSet(BATCH_SIZE)
        ? reader.intValue(MongoProperties.BATCH_SIZE, 1)
        : reader.intValue(MongoProperties.BATCH_SIZE_ALIAS, 1);
    boolean upsert = reader.booleanValue(MongoProperties.UPSERT);
    String engine = reader.isSet(STORAGE_ENGINE) ? reader.string(STORAGE_ENGINE, null) : null;
    String table = reader.string("table", "usertable");
    return new MongoSettings(folded.url(), cs, database, batch, upsert, engine, table, folded.notices());
  }

  private static ConnectionString parse(String url) {
    try {
      return new ConnectionString(url);
    } catch (IllegalArgumentException e) {
      // The driver's message may quote the URL; redact it, and never echo the URL itself.
      throw new IllegalPropertyException("property '" + URL + "' is not a valid MongoDB connection string ("
          + scrub(String.valueOf(e.getMessage()), url).replace('\n', ' ')
          + "); accepted: mongodb://host[:port][,host2...]/[database][?options] or mongodb+srv://host/...");
    }
  }

  /** Hides the URL's password in a message, also where the message quotes it without the scheme. */
  static String scrub(String message, String url) {
    String ret = Redactor.redactUris(message);
    int scheme = url.indexOf("://");
    int at = url.lastIndexOf('@');
    if (scheme >= 0 && at > scheme) {
      String userInfo = url.substring(scheme + 3, at);
      int colon = userInfo.indexOf(':');
      String password = colon < 0 ? "" : userInfo.substring(colon + 1);
      if (!password.isEmpty()) {
        ret = ret.replace(password, Redactor.MASK);
      }
    }
    return ret;
  }

  /** The servers of the URL, for messages: never the credentials. */
  String hosts() {
    return String.join(",", connectionString.getHosts());
  }
}
