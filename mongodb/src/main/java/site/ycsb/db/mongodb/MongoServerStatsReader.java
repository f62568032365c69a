package site.ycsb.db.mongodb;

import com.mongodb.MongoCommandException;
import com.mongodb.MongoException;
import com.mongodb.ReadPreference;
import com.mongodb.WriteConcern;
import com.mongodb.client.MongoDatabase;
import java.util.LinkedHashMap;
import java.util.Map;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;
import site.ycsb.DBException;
import site.ycsb.ServerStatsSnapshot;

/**
 * Reads buildInfo, serverStatus, dbStats and collStats (plus hello and getCmdLineOpts where the user
 * may run them) into one {@link ServerStatsSnapshot}. Only selected sections are kept: a full
 * serverStatus is hundreds of kilobytes, and getCmdLineOpts' security and net sections can hold
 * secrets, so only its storage, replication and sharding sections are read.
 */
public final class MongoServerStatsReader {
  private static final String[] CACHE_FIELDS = {"bytes currently in the cache", "maximum bytes configured",
      "tracked dirty bytes in the cache", "bytes read into cache", "bytes written from cache",
      "pages evicted by application threads"};
  private static final int NAMESPACE_NOT_FOUND = 26;
  private static final String IN_CACHE = "bytes currently in the cache";
  private static final String CACHE_MAX = "maximum bytes configured";
  private static final String FERRETDB_VERSION = "ferretdbVersion";

  private final MongoSettings settings;
  private final MongoDatabase admin;
  private final MongoDatabase database;
  private final Map<String, Object> errors = new LinkedHashMap<>();

  private MongoServerStatsReader(MongoSettings settings, SharedMongoClients.Handle handle) {
    this.settings = settings;
    this.admin = handle.client().getDatabase("admin");
    this.database = handle.database();
  }

  public static ServerStatsSnapshot read(MongoSettings settings, SharedMongoClients.Handle handle) throws DBException {
    return new MongoServerStatsReader(settings, handle).read();
  }

  private ServerStatsSnapshot read() throws DBException {
    BsonDocument buildInfo;
    try {
      buildInfo = admin.runCommand(command("buildInfo"), BsonDocument.class);
    } catch (MongoException e) {
      throw new DBException("buildInfo failed on " + settings.hosts() + ": "
          + MongoSettings.scrub(SharedMongoClients.oneLine(e), settings.url()));
    }
    BsonDocument status = run(admin, "serverStatus", command("serverStatus"));
    BsonDocument hello = hello();
    BsonDocument cmdLine = run(admin, "getCmdLineOpts", command("getCmdLineOpts"));
    BsonDocument dbStats = run(database, "dbStats", command("dbStats"));
    BsonDocument collStats = collStats();

    ServerProfile profile = status == null
        ? ServerProfile.unavailable("serverStatus failed") : ServerProfile.of(status);
    BsonDocument cache = engineCache(status, profile);
    Long cacheInUse = BsonJson.longValue(cache, IN_CACHE);
    Long dataSize = BsonJson.longValue(dbStats, "dataSize");
    Long indexSize = BsonJson.longValue(dbStats, "indexSize");
    Long storageSize = BsonJson.longValue(dbStats, "storageSize");
    Long records = BsonJson.longValue(collStats, "count");
    if (records == null && collStats == null) {
      records = BsonJson.longValue(dbStats, "objects");
    }

    // In-memory engines: the cache is where the data lives, so it is the footprint. Elsewhere the
    // cache holds only the working set; the logical size (data + indexes) is the comparable figure.
    Long memoryUsed;
    String memorySource;
    if (profile.hasNoJournal() && cacheInUse != null) {
      memoryUsed = cacheInUse;
      memorySource = "serverStatus cache['" + IN_CACHE + "'] of the " + profile.storageEngine() + " engine";
    } else if (dataSize != null) {
      memoryUsed = dataSize + (indexSize == null ? 0 : indexSize);
      memorySource = "dbStats.dataSize + dbStats.indexSize";
    } else {
      memoryUsed = null;
      memorySource = "unavailable";
    }

    BsonDocument extra = BsonJson.doc(status, "extra_info");
    Long userUs = BsonJson.longValue(extra, "user_time_us");
    Long systemUs = BsonJson.longValue(extra, "system_time_us");
    Double cpuSeconds = userUs == null || systemUs == null ? null : (userUs + systemUs) / 1e6;
    BsonDocument network = BsonJson.doc(status, "network");

    Map<String, Object> details = new LinkedHashMap<>();
    details.put("memoryUsedBytesSource", memorySource);
    details.put("bytesPerRecord", perRecord(records, dataSize, indexSize, storageSize, cacheInUse));
    details.put("buildInfo", BsonJson.pick(buildInfo, "version", "gitVersion", "psmdbVersion", "allocator", "bits",
        "storageEngines", "modules"));
    if (status != null) {
      Map<String, Object> s = BsonJson.pick(status, "process", FERRETDB_VERSION, "uptime", "connections", "opcounters",
          "network", "mem");
      s.put("extra_info", BsonJson.pick(extra, "user_time_us", "system_time_us", "page_faults"));
      s.put("storageEngine", BsonJson.value(status.get("storageEngine")));
      if (cache != null) {
        s.put("cache", BsonJson.pick(cache, CACHE_FIELDS));
      }
      details.put("serverStatus", s);
    }
    if (dbStats != null) {
      details.put("dbStats", BsonJson.map(dbStats));
    }
    if (collStats != null) {
      details.put("collStats", BsonJson.pick(collStats, "ns", "count", "size", "storageSize", "totalIndexSize",
          "totalSize", "avgObjSize", "nindexes", "indexSizes"));
    }
    if (!errors.isEmpty()) {
      details.put("errors", new LinkedHashMap<>(errors));
    }
    // FerretDB answers buildInfo with the MongoDB version it speaks as; its own is serverStatus.ferretdbVersion.
    String ferretDb = BsonJson.string(status, FERRETDB_VERSION);
    return new ServerStatsSnapshot(ferretDb != null ? "FerretDB" : serverName(buildInfo, profile),
        ferretDb != null ? ferretDb : BsonJson.string(buildInfo, "version"), memoryUsed,
        records, cpuSeconds, BsonJson.longValue(network, "bytesIn"), BsonJson.longValue(network, "bytesOut"),
        settings(buildInfo, profile, cache, hello, cmdLine), details);
  }

  private Map<String, Object> settings(BsonDocument buildInfo, ServerProfile profile, BsonDocument cache,
      BsonDocument hello, BsonDocument cmdLine) {
    Map<String, Object> ret = new LinkedHashMap<>();
    if (profile.storageEngine() != null) {
      ret.put("storageEngine", profile.storageEngine());
    }
    if (profile.persistent() != null) {
      ret.put("storageEnginePersistent", profile.persistent());
    }
    Long cacheMax = BsonJson.longValue(cache, CACHE_MAX);
    if (cacheMax != null) {
      ret.put("cacheMaximumBytes", cacheMax);
    }
    if (buildInfo.containsKey("psmdbVersion")) {
      ret.put("psmdbVersion", BsonJson.value(buildInfo.get("psmdbVersion")));
    }
    ret.put("topology", topology(profile, hello));
    BsonDocument parsed = BsonJson.doc(cmdLine, "parsed");
    if (parsed != null) {
      Map<String, Object> opts = BsonJson.pick(parsed, "storage", "replication", "sharding");
      if (!opts.isEmpty()) {
        ret.put("cmdLineOpts", opts);
      }
    }
    WriteConcern wc = settings.connectionString().getWriteConcern();
    ret.put("writeConcern", wc == null ? "server default" : BsonJson.map(wc.asDocument()));
    ReadPreference rp = settings.connectionString().getReadPreference();
    ret.put("readPreference", rp == null ? "primary" : rp.getName());
    ret.put("mongodb.batchsize", settings.batchSize());
    ret.put("mongodb.upsert", settings.upsert());
    return ret;
  }

  /**
   * The engine's cache section: serverStatus.&lt;engine&gt;.cache (wiredTiger, and Percona's inMemory,
   * which is WiredTiger underneath), else serverStatus.wiredTiger.cache where a build reports it there.
   */
  private static BsonDocument engineCache(BsonDocument status, ServerProfile profile) {
    if (status == null || profile.storageEngine() == null) {
      return null;
    }
    BsonDocument cache = BsonJson.doc(BsonJson.doc(status, profile.storageEngine()), "cache");
    return cache != null ? cache : BsonJson.doc(BsonJson.doc(status, "wiredTiger"), "cache");
  }

  private static String topology(ServerProfile profile, BsonDocument hello) {
    if (profile.isMongos() || "isdbgrid".equals(BsonJson.string(hello, "msg"))) {
      return "sharded (mongos)";
    }
    String setName = BsonJson.string(hello, "setName");
    return setName != null ? "replica set " + setName : "standalone";
  }

  private static String serverName(BsonDocument buildInfo, ServerProfile profile) {
    if (buildInfo.containsKey("psmdbVersion")) {
      return "Percona Server for MongoDB";
    }
    if (profile.process() != null && !profile.process().startsWith("mongo")) {
      // A stand-in speaking the wire protocol (mongo-java-server says "java"): say so in the results.
      return "MongoDB wire protocol (process " + profile.process() + ")";
    }
    return "MongoDB";
  }

  private static Map<String, Object> perRecord(Long records, Long dataSize, Long indexSize, Long storageSize,
      Long cacheInUse) {
    Map<String, Object> ret = new LinkedHashMap<>();
    if (records == null || records <= 0) {
      return ret;
    }
    putPerRecord(ret, "dataSize", dataSize, records);
    putPerRecord(ret, "dataSizePlusIndexSize", dataSize == null || indexSize == null ? null : dataSize + indexSize,
        records);
    putPerRecord(ret, "storageSize", storageSize, records);
    putPerRecord(ret, "cacheBytesInUse", cacheInUse, records);
    return ret;
  }

  private static void putPerRecord(Map<String, Object> map, String name, Long bytes, long records) {
    if (bytes != null) {
      map.put(name, Math.round(bytes * 100.0 / records) / 100.0);
    }
  }

  /** collStats of the workload's collection; one that does not exist yet (before a load) holds 0 records. */
  private BsonDocument collStats() {
    try {
      return database.runCommand(new BsonDocument("collStats", new BsonString(settings.table())), BsonDocument.class);
    } catch (MongoCommandException e) {
      if (e.getErrorCode() == NAMESPACE_NOT_FOUND) {
        return new BsonDocument("count", new BsonInt32(0));
      }
      errors.put("collStats", MongoSettings.scrub(SharedMongoClients.oneLine(e), settings.url()));
      return null;
    } catch (MongoException e) {
      errors.put("collStats", MongoSettings.scrub(SharedMongoClients.oneLine(e), settings.url()));
      return null;
    }
  }

  /** hello, or isMaster on servers older than 4.4.2 (and stand-ins) that do not know hello. */
  private BsonDocument hello() {
    try {
      return admin.runCommand(command("hello"), BsonDocument.class);
    } catch (MongoException e) {
      return run(admin, "isMaster", command("isMaster"));
    }
  }

  private BsonDocument run(MongoDatabase db, String name, BsonDocument command) {
    try {
      return db.runCommand(command, BsonDocument.class);
    } catch (MongoException e) {
      errors.put(name, MongoSettings.scrub(SharedMongoClients.oneLine(e), settings.url()));
      return null;
    }
  }

  private static BsonDocument command(String name) {
    return new BsonDocument(name, new BsonInt32(1));
  }
}
