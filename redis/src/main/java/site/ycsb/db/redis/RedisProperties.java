package site.ycsb.db.redis;

import static site.ycsb.PropertyDeclaration.bool;
import static site.ycsb.PropertyDeclaration.choice;
import static site.ycsb.PropertyDeclaration.integer;
import static site.ycsb.PropertyDeclaration.secret;
import static site.ycsb.PropertyDeclaration.text;

import java.util.Set;
import site.ycsb.BindingProperties;
import site.ycsb.PropertyCatalog;
import site.ycsb.PropertyDeclaration;

/** The redis binding's properties: what {@code bin/ycsb help redis} lists and {@link RedisSettings} reads. */
public final class RedisProperties implements BindingProperties {
  public static final PropertyDeclaration HOST = text(RedisSettings.HOST, "localhost",
      "server host; in cluster mode a comma-separated seed list h1:7001,h2:7002");
  public static final PropertyDeclaration PORT = integer(RedisSettings.PORT, RedisSettings.DEFAULT_PORT,
      "port (for seeds given without one)");
  public static final PropertyDeclaration USER = text(RedisSettings.USER, null,
      "ACL user (Redis 6+); needs redis.password");
  public static final PropertyDeclaration PASSWORD = secret(RedisSettings.PASSWORD,
      "password (AUTH); redacted everywhere");
  public static final PropertyDeclaration URI = text(RedisSettings.URI_PROPERTY, null,
      "redis://[user[:password]@]host[:port][/db] instead of host/port/user/password/db; rediss:// for TLS");
  public static final PropertyDeclaration MODE = choice(RedisSettings.MODE, "standalone",
      "how the binding reaches the data", "standalone", "cluster", "sentinel");
  public static final PropertyDeclaration CLUSTER = bool(RedisSettings.CLUSTER, false,
      "upstream's switch: true is redis.mode=cluster");
  public static final PropertyDeclaration DB = integer(RedisSettings.DB, 0,
      "database index (SELECT); must be 0 in cluster mode");
  public static final PropertyDeclaration TIMEOUT = integer(RedisSettings.TIMEOUT, 2000,
      "ms: the longest a connect, one operation or a wait for a pooled connection may take");
  public static final PropertyDeclaration POOL_SIZE = integer(RedisSettings.POOL_SIZE,
      "0 standalone; max(8, threadcount+1) otherwise",
      "0: a dedicated connection per client thread; >0: a pool of that size shared by all threads");
  public static final PropertyDeclaration SENTINELS = text(RedisSettings.SENTINELS, null,
      "sentinel mode: host:port,host:port (default port " + RedisSettings.DEFAULT_SENTINEL_PORT + ")");
  public static final PropertyDeclaration SENTINEL_MASTER = text(RedisSettings.SENTINEL_MASTER, "mymaster",
      "sentinel mode: the master's name");
  public static final PropertyDeclaration SSL = bool(RedisSettings.SSL, false, "TLS (Redis 6+ built with TLS)");
  public static final PropertyDeclaration SSL_CA_FILE = text(TlsSettings.CA_FILE, null,
      "PEM file with the server's CA certificate(s); none: the JVM's trust store");
  public static final PropertyDeclaration SSL_TRUST_STORE = text(TlsSettings.TRUST_STORE, null,
      "JKS or PKCS#12 trust store instead of a CA file");
  public static final PropertyDeclaration SSL_TRUST_STORE_PASSWORD = secret(TlsSettings.TRUST_STORE_PASSWORD,
      "the trust store's password");
  public static final PropertyDeclaration SSL_KEY_STORE = text(TlsSettings.KEY_STORE, null,
      "client certificate for servers with tls-auth-clients yes");
  public static final PropertyDeclaration SSL_KEY_STORE_PASSWORD = secret(TlsSettings.KEY_STORE_PASSWORD,
      "the key store's password");
  public static final PropertyDeclaration SSL_VERIFY = choice(TlsSettings.VERIFY, "full",
      "full (CA and host name), ca (CA only), none (encrypt, accept any certificate)", "full", "ca", "none");
  public static final PropertyDeclaration SCAN_INDEX = choice(RedisSettings.SCAN_INDEX, "both",
      "which sorted sets index the keys for scans", "both", "lex", "hash", "none");
  public static final PropertyDeclaration IO = choice(RedisSettings.IO, "auto",
      "how a dedicated connection's thread waits for its replies", "auto", "blocking", "reactor");

  static final PropertyCatalog CATALOG = PropertyCatalog.of("redis", "redis.", HOST, PORT, USER, PASSWORD, URI, MODE,
      CLUSTER, DB, TIMEOUT, POOL_SIZE, SENTINELS, SENTINEL_MASTER, SSL, SSL_CA_FILE, SSL_TRUST_STORE,
      SSL_TRUST_STORE_PASSWORD, SSL_KEY_STORE, SSL_KEY_STORE_PASSWORD, SSL_VERIFY, SCAN_INDEX, IO);

  @Override
  public Set<String> dbClasses() {
    return Set.of("site.ycsb.db.RedisClient");
  }

  @Override
  public PropertyCatalog catalog() {
    return CATALOG;
  }
}
