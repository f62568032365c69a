package site.ycsb.db.memcached;

import static site.ycsb.PropertyDeclaration.bool;
import static site.ycsb.PropertyDeclaration.choice;
import static site.ycsb.PropertyDeclaration.integer;
import static site.ycsb.PropertyDeclaration.text;

import java.util.List;
import java.util.Set;
import site.ycsb.BindingProperties;
import site.ycsb.PropertyCatalog;
import site.ycsb.PropertyDeclaration;

/**
 * The memcached binding's properties: what {@code bin/ycsb help memcached} lists and {@link MemcachedSettings}
 * reads. The mysql-memcached binding reaches the plugin with the same {@code memcached.*} properties.
 */
public final class MemcachedProperties implements BindingProperties {
  public static final PropertyDeclaration HOSTS = text(MemcachedSettings.HOSTS, null,
      "required: host[:port][,host[:port]]..., port " + MemcachedSettings.DEFAULT_PORT + " by default");
  public static final PropertyDeclaration PROTOCOL = choice(MemcachedSettings.PROTOCOL, "text",
      "the memcached protocol", "text", "binary");
  public static final PropertyDeclaration OP_TIMEOUT = integer(MemcachedSettings.OP_TIMEOUT, 60_000,
      "ms: an operation that takes longer counts as an error");
  public static final PropertyDeclaration SHUTDOWN_TIMEOUT = integer(MemcachedSettings.SHUTDOWN_TIMEOUT, 30_000,
      "ms cleanup waits for queued operations");
  public static final PropertyDeclaration EXPIRATION = integer(MemcachedSettings.EXPIRATION, Integer.MAX_VALUE,
      "expiration of every store (seconds, or a Unix time above 30 days; 0 = never)");
  public static final PropertyDeclaration FAILURE_MODE = choice(MemcachedSettings.FAILURE_MODE, "Redistribute",
      "spymemcached: operations for a server that is down", "Redistribute", "Retry", "Cancel");
  public static final PropertyDeclaration CHECK_STATUS = bool(MemcachedSettings.CHECK_STATUS, true,
      "wait for and check the server's answer to stores and deletes (false: fire-and-forget)");
  public static final PropertyDeclaration READ_BUFFER = integer(MemcachedSettings.READ_BUFFER, 3_000_000,
      "spymemcached's read buffer per connection, bytes");
  public static final PropertyDeclaration FORMAT = choice(MemcachedSettings.FORMAT, "json",
      "how a record is packed: json (upstream's record) or compact", "json", "compact");
  public static final PropertyDeclaration UPDATE = choice(MemcachedSettings.UPDATE_MODE, "merge",
      "merge: an update keeps the fields it does not name (gets + cas); replace: it writes the record anew",
      "merge", "replace");
  public static final PropertyDeclaration CAS_RETRIES = integer(MemcachedSettings.CAS_RETRIES, 100,
      "how often a merging update starts over after a concurrent change");
  public static final PropertyDeclaration CONNECT_TIMEOUT = integer(MemcachedSettings.CONNECT_TIMEOUT, 5_000,
      "ms init waits for every server to accept the connection");
  public static final PropertyDeclaration DRIVER = choice(MemcachedSettings.DRIVER,
      "direct, or spymemcached when a spymemcached-only property is set", "the client library", "direct",
      "spymemcached");
  public static final PropertyDeclaration IO = choice(MemcachedSettings.IO, "auto",
      "how the direct driver's threads wait for their answers", "auto", "blocking", "reactor");
  public static final PropertyDeclaration CLIENTS = integer(MemcachedSettings.CLIENTS, 1,
      "spymemcached clients shared by all client threads of the process");

  /** Every declaration, in the README's order; mysql-memcached adds them to its own. */
  static final List<PropertyDeclaration> ALL = List.of(HOSTS, PROTOCOL, OP_TIMEOUT, SHUTDOWN_TIMEOUT, EXPIRATION,
      FAILURE_MODE, CHECK_STATUS, READ_BUFFER, FORMAT, UPDATE, CAS_RETRIES, CONNECT_TIMEOUT, DRIVER, IO, CLIENTS);
  public static final PropertyCatalog CATALOG = PropertyCatalog.of("memcached", "memcached.", ALL);

  @Override
  public Set<String> dbClasses() {
    return Set.of("site.ycsb.db.MemcachedClient");
  }

  @Override
  public PropertyCatalog catalog() {
    return CATALOG;
  }

  /** The declarations other than memcached.hosts, whose default another binding gives otherwise. */
  public static List<PropertyDeclaration> withoutHosts() {
    return ALL.stream().filter(d -> d != HOSTS).toList();
  }
}
