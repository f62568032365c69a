package site.ycsb.db.mongodb;

import static site.ycsb.PropertyDeclaration.bool;
import static site.ycsb.PropertyDeclaration.choice;
import static site.ycsb.PropertyDeclaration.integer;
import static site.ycsb.PropertyDeclaration.text;

import java.util.Set;
import site.ycsb.BindingProperties;
import site.ycsb.PropertyCatalog;
import site.ycsb.PropertyDeclaration;

/** The mongodb binding's properties: what {@code bin/ycsb help mongodb} lists and {@link MongoSettings} reads. */
public final class MongoProperties implements BindingProperties {
  public static final PropertyDeclaration URL = text(MongoSettings.URL, MongoSettings.DEFAULT_URL,
      "the connection string (mongodb:// or mongodb+srv://); every driver option goes here");
  public static final PropertyDeclaration BATCH_SIZE = integer(MongoSettings.BATCH_SIZE, 1,
      "inserts sent together in one insertMany; a partial last batch is sent at cleanup");
  public static final PropertyDeclaration BATCH_SIZE_ALIAS = integer(MongoSettings.BATCH_SIZE_ALIAS, 1,
      "upstream's name for mongodb.batchsize (which wins when both are set)");
  public static final PropertyDeclaration UPSERT = bool(MongoSettings.UPSERT, false,
      "inserts as replace-with-upsert, so a load can be repeated over existing data");
  public static final PropertyDeclaration STORAGE_ENGINE = text(MongoSettings.STORAGE_ENGINE, null,
      "the storage engine the server must run (e.g. inMemory); none: no check");
  public static final PropertyDeclaration WRITE_CONCERN = choice(LegacyUrlOptions.WRITE_CONCERN, null,
      "deprecated: folded into mongodb.url as w=... or journal=true", "errors_ignored", "unacknowledged",
      "acknowledged", "journaled", "replica_acknowledged", "majority");
  public static final PropertyDeclaration READ_PREFERENCE = choice(LegacyUrlOptions.READ_PREFERENCE, null,
      "deprecated: folded into mongodb.url as readPreference=...", "primary", "primary_preferred", "secondary",
      "secondary_preferred", "nearest");
  public static final PropertyDeclaration MAX_CONNECTIONS = integer(LegacyUrlOptions.MAX_CONNECTIONS, null,
      "deprecated: folded into mongodb.url as maxPoolSize=N");
  public static final PropertyDeclaration BLOCK_MULTIPLIER = text(LegacyUrlOptions.BLOCK_MULTIPLIER, null,
      "deprecated and ignored: the driver has no wait-queue multiple; use waitQueueTimeoutMS in mongodb.url");

  static final PropertyCatalog CATALOG = PropertyCatalog.of("mongodb", "mongodb.", URL, BATCH_SIZE,
      BATCH_SIZE_ALIAS, UPSERT, STORAGE_ENGINE, WRITE_CONCERN, READ_PREFERENCE, MAX_CONNECTIONS, BLOCK_MULTIPLIER);

  @Override
  public Set<String> dbClasses() {
    return Set.of("site.ycsb.db.MongoDbClient");
  }

  @Override
  public PropertyCatalog catalog() {
    return CATALOG;
  }
}
