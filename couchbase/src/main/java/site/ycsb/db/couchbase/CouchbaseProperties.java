package site.ycsb.db.couchbase;

import static site.ycsb.PropertyDeclaration.bool;
import static site.ycsb.PropertyDeclaration.choice;
import static site.ycsb.PropertyDeclaration.integer;
import static site.ycsb.PropertyDeclaration.secret;
import static site.ycsb.PropertyDeclaration.text;

import java.util.Set;
import site.ycsb.BindingProperties;
import site.ycsb.PropertyCatalog;

/**
 * The couchbase binding's properties (also under the names couchbase2 and couchbase3): what
 * {@code bin/ycsb help couchbase} lists. {@link CouchbaseSettings} reads them through its own view, whose
 * messages are the binding's.
 */
public final class CouchbaseProperties implements BindingProperties {
  private static final String P = CouchbaseSettings.PREFIX;

  static final PropertyCatalog CATALOG = PropertyCatalog.of("couchbase", P,
      text(P + "host", "127.0.0.1", "host list (cb1,cb2) or a full SDK 3 connection string"),
      text(P + "bucket", "default", "bucket holding the records"),
      text(P + "username", "the bucket name", "RBAC user (Server 5.0+)"),
      secret(P + "password", "the user's password; redacted everywhere"),
      text(P + "scope", "_default", "scope of the collection holding the records (Server 7.0+)"),
      text(P + "collection", "_default", "collection holding the records (Server 7.0+)"),
      bool(P + "upsert", false, "inserts as upserts (overwrite existing keys)"),
      bool(P + "kv", true, "false runs read/insert/update/delete through N1QL instead of KV"),
      bool(P + "adhoc", false, "true sends statements unprepared every time"),
      integer(P + "maxParallelism", 1, "N1QL max_parallelism of every statement (0: the server's setting)"),
      choice(P + "scan.mode", "ids", "ids (keys, then parallel KV gets) or documents (one query)", "ids",
          "documents"),
      choice(P + "scan.consistency", "not_bounded", "not_bounded, or request_plus (wait for the index)",
          "not_bounded", "request_plus"),
      bool(P + "index.create", false, "create the index on meta().id once at start"),
      text(P + "index.name", "ycsb_meta_id", "name of that index"),
      bool(P + "index.primary", false, "with couchbase.index.create, also create a primary index"),
      integer(P + "index.timeout", 120_000, "ms to wait for the index(es) to be online"),
      choice(P + "durability", "none", "synchronous durability level of writes (none: from persistTo/replicateTo)",
          "none", "majority", "majorityAndPersistToActive", "persistToMajority"),
      integer(P + "persistTo", 0, "upstream's (0..4), mapped onto a durability level"),
      integer(P + "replicateTo", 0, "upstream's (0..3), mapped onto a durability level"),
      integer(P + "documentExpiry", 0, "document expiry in seconds (0: never)"),
      bool(P + "tls", false, "TLS (same as a couchbases:// host)"),
      text(P + "tls.certificate", null, "PEM file of the CA certificate to trust; none: the JVM's trust store"),
      integer(P + "kvTimeout", 2500, "ms per KV operation (durable writes get 4x)"),
      integer(P + "queryTimeout", 75_000, "ms per N1QL statement"),
      integer(P + "connectTimeout", 10_000, "ms to connect and open the bucket at start"),
      bool(P + "compression", true, "Snappy compression of documents on the wire"),
      integer(P + "kvEndpoints", 1, "KV connections per node"),
      integer(P + "queryEndpoints", 12, "maximum HTTP (query) connections per node"));

  @Override
  public Set<String> dbClasses() {
    return Set.of("site.ycsb.db.couchbase.CouchbaseClient");
  }

  @Override
  public PropertyCatalog catalog() {
    return CATALOG;
  }
}
