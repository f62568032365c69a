package site.ycsb.db.couchbase;

import com.couchbase.client.core.msg.kv.DurabilityLevel;
import com.couchbase.client.java.query.QueryScanConsistency;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Properties;
import site.ycsb.DBException;

/**
 * The binding's properties, read and checked once. Names are upstream couchbase2's where they still
 * mean something; bad values stop the client with one line naming the property and what it accepts.
 */
record CouchbaseSettings(
    String connectionString,
    boolean tls,
    Path caCertificate,
    String bucket,
    String scope,
    String collection,
    String username,
    String password,
    boolean upsert,
    boolean kv,
    boolean adhoc,
    int maxParallelism,
    Duration documentExpiry,
    DurabilityLevel durability,
    Duration kvTimeout,
    Duration queryTimeout,
    Duration connectTimeout,
    boolean compression,
    int kvEndpoints,
    int queryEndpoints,
    ScanMode scanMode,
    QueryScanConsistency scanConsistency,
    boolean createIndex,
    String indexName,
    boolean createPrimaryIndex,
    Duration indexTimeout) {

  static final String PREFIX = "couchbase.";

  /** How a Workload E scan fetches its records. */
  enum ScanMode {
    /** {@code SELECT RAW meta().id ...} on the index, then parallel KV gets. */
    IDS,
    /** One query returning the requested fields. */
    DOCUMENTS
  }

  static CouchbaseSettings from(Properties p) throws DBException {
    PropertyView v = new PropertyView(p);
    String host = v.string("host", "127.0.0.1");
    boolean tlsFlag = v.bool("tls", false);
    boolean secureScheme = host.startsWith("couchbases://");
    if (secureScheme && p.containsKey(PREFIX + "tls") && !tlsFlag) {
      throw new DBException("couchbase.tls=false contradicts the couchbases:// scheme of couchbase.host");
    }
    boolean tls = tlsFlag || secureScheme;
    String connectionString = host.contains("://") ? host : (tls ? "couchbases://" : "couchbase://") + host;
    if (tls && connectionString.startsWith("couchbase://")) {
      throw new DBException("couchbase.tls=true needs couchbase.host without a scheme or with couchbases://");
    }
    Path ca = null;
    String caName = v.string("tls.certificate", "");
    if (!caName.isEmpty()) {
      ca = Path.of(caName);
      if (!Files.isReadable(ca)) {
        throw new DBException("couchbase.tls.certificate: cannot read the CA certificate file " + caName);
      }
      if (!tls) {
        throw new DBException("couchbase.tls.certificate is set but TLS is off: set couchbase.tls=true "
            + "or use a couchbases:// couchbase.host");
      }
    }
    String bucket = v.string("bucket", "default");
    if (bucket.isEmpty()) {
      throw new DBException("couchbase.bucket must name a bucket");
    }
    return new CouchbaseSettings(
        connectionString,
        tls,
        ca,
        bucket,
        v.string("scope", "_default"),
        v.string("collection", "_default"),
        v.string("username", bucket),
        v.raw("password", ""),
        v.bool("upsert", false),
        v.bool("kv", true),
        v.bool("adhoc", false),
        v.integer("maxParallelism", 1, 0, 1024),
        Duration.ofSeconds(v.integer("documentExpiry", 0, 0, Integer.MAX_VALUE)),
        durability(v),
        Duration.ofMillis(v.integer("kvTimeout", 2500, 1, Integer.MAX_VALUE)),
        Duration.ofMillis(v.integer("queryTimeout", 75000, 1, Integer.MAX_VALUE)),
        Duration.ofMillis(v.integer("connectTimeout", 10000, 1, Integer.MAX_VALUE)),
        v.bool("compression", true),
        v.integer("kvEndpoints", 1, 1, 64),
        v.integer("queryEndpoints", 12, 1, 1024),
        v.choice("scan.mode", "ids", "ids", "documents").equals("ids") ? ScanMode.IDS : ScanMode.DOCUMENTS,
        v.choice("scan.consistency", "not_bounded", "not_bounded", "request_plus").equals("request_plus")
            ? QueryScanConsistency.REQUEST_PLUS : QueryScanConsistency.NOT_BOUNDED,
        v.bool("index.create", false),
        v.string("index.name", "ycsb_meta_id"),
        v.bool("index.primary", false),
        Duration.ofMillis(v.integer("index.timeout", 120000, 1, Integer.MAX_VALUE)));
  }

  /**
   * {@code couchbase.durability} when given; otherwise upstream's persistTo / replicateTo (observe-based
   * in SDK 2) mapped onto the server-side durability level that gives at least the same guarantee.
   */
  static DurabilityLevel durability(PropertyView v) throws DBException {
    int persistTo = v.integer("persistTo", 0, 0, 4);
    int replicateTo = v.integer("replicateTo", 0, 0, 3);
    String level = v.choice("durability", "", "", "none", "majority", "majorityAndPersistToActive",
        "persistToMajority");
    if (!level.isEmpty()) {
      if (persistTo > 0 || replicateTo > 0) {
        throw new DBException("couchbase.durability and couchbase.persistTo/couchbase.replicateTo are "
            + "exclusive: set one of them");
      }
      return switch (level) {
        case "majority" -> DurabilityLevel.MAJORITY;
        case "majorityAndPersistToActive" -> DurabilityLevel.MAJORITY_AND_PERSIST_TO_ACTIVE;
        case "persistToMajority" -> DurabilityLevel.PERSIST_TO_MAJORITY;
        default -> DurabilityLevel.NONE;
      };
    }
    if (persistTo >= 2) {
      return DurabilityLevel.PERSIST_TO_MAJORITY;
    }
    if (persistTo == 1) {
      return DurabilityLevel.MAJORITY_AND_PERSIST_TO_ACTIVE;
    }
    return replicateTo > 0 ? DurabilityLevel.MAJORITY : DurabilityLevel.NONE;
  }

  /** The keyspace a statement names: the bucket alone for the default collection (any server version). */
  String keyspace() {
    if ("_default".equals(scope) && "_default".equals(collection)) {
      return N1qlStatements.quote(bucket);
    }
    return N1qlStatements.quote(bucket) + "." + N1qlStatements.quote(scope) + "." + N1qlStatements.quote(collection);
  }

  /** Identifies one shared SDK cluster: everything that goes into connecting. */
  String connectionKey() {
    return String.join("\u0000", connectionString, String.valueOf(tls), String.valueOf(caCertificate), username,
        password, String.valueOf(kvTimeout), String.valueOf(queryTimeout), String.valueOf(connectTimeout),
        String.valueOf(compression), String.valueOf(kvEndpoints), String.valueOf(queryEndpoints));
  }

  @Override
  public String toString() {
    // A record's default toString would print the password.
    return "CouchbaseSettings[" + connectionString + ", bucket=" + bucket + ", user=" + username + "]";
  }

  /** Typed, checked access to {@code couchbase.*} properties. */
  static final class PropertyView {
    private final Properties props;

    PropertyView(Properties props) {
      this.props = props;
    }

    String raw(String name, String def) {
      return props.getProperty(PREFIX + name, def);
    }

    String string(String name, String def) {
      return raw(name, def).trim();
    }

    boolean bool(String name, boolean def) throws DBException {
      String value = string(name, String.valueOf(def)).toLowerCase(Locale.ROOT);
      return switch (value) {
        case "true" -> true;
        case "false" -> false;
        default -> throw new DBException(PREFIX + name + " must be true or false, not '" + value + "'");
      };
    }

    int integer(String name, int def, int min, int max) throws DBException {
      String value = string(name, String.valueOf(def));
      try {
        int n = Integer.parseInt(value);
        if (n >= min && n <= max) {
          return n;
        }
      } catch (NumberFormatException e) {
        // reported below
      }
      throw new DBException(PREFIX + name + " must be an integer from " + min + " to " + max + ", not '"
          + value + "'");
    }

    /** One of {@code accepted} (compared ignoring case, returned as spelled there), or def when unset. */
    String choice(String name, String def, String... accepted) throws DBException {
      String value = string(name, def);
      if (value.equals(def)) {
        return def;
      }
      for (String a : accepted) {
        if (!a.isEmpty() && a.equalsIgnoreCase(value)) {
          return a;
        }
      }
      StringBuilder names = new StringBuilder();
      for (String a : accepted) {
        if (!a.isEmpty()) {
          names.append(names.length() == 0 ? "" : ", ").append(a);
        }
      }
      throw new DBException(PREFIX + name + " must be one of " + names + ", not '" + value + "'");
    }
  }
}
