package site.ycsb.db.mongodb;

import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * What the server said about itself at connect time, from serverStatus.
 *
 * @param process the server process name: mongod, mongos, or another program speaking the protocol
 * @param storageEngine serverStatus.storageEngine.name, or null when the server reports none
 * @param persistent serverStatus.storageEngine.persistent, or null when unknown; false for inMemory
 * @param error why serverStatus could not be read, or null
 */
record ServerProfile(String process, String storageEngine, Boolean persistent, String error) {

  static ServerProfile of(BsonDocument serverStatus) {
    String process = string(serverStatus.get("process"));
    BsonValue engine = serverStatus.get("storageEngine");
    if (engine == null || !engine.isDocument()) {
      return new ServerProfile(process, null, null, null);
    }
    BsonDocument e = engine.asDocument();
    BsonValue persistent = e.get("persistent");
    return new ServerProfile(process, string(e.get("name")),
        persistent != null && persistent.isBoolean() ? persistent.asBoolean().getValue() : null, null);
  }

  static ServerProfile unavailable(String error) {
    return new ServerProfile(null, null, null, error);
  }

  boolean isMongos() {
    return "mongos".equals(process);
  }

  /** True when the engine keeps no journal (Percona's inMemory, MongoDB Enterprise's inMemory). */
  boolean hasNoJournal() {
    return Boolean.FALSE.equals(persistent);
  }

  private static String string(BsonValue v) {
    return v != null && v.isString() ? v.asString().getValue() : null;
  }
}
