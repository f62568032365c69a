package site.ycsb.engine;

import java.util.Properties;
import site.ycsb.DB;
import site.ycsb.DBFactory;
import site.ycsb.PropertyReader;
import site.ycsb.Workload;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.workloads.CoreWorkload;

/**
 * Refuses, before a phase starts, a {@code ttl} the binding cannot apply ({@link DB#ttlRefusal()}): without this,
 * every write would fail, or, for a binding that ignored it, the run would measure records that never expire.
 */
final class ExpirySupport {
  /** The bindings that expire records, for the refusal's advice. */
  static final String EXPIRING_BINDINGS = "memory, redis, memcached, mysql-memcached, couchbase, mongodb";

  private ExpirySupport() {
  }

  /** The one-line refusal, or null when the phase sets no {@code ttl} or the binding can expire its records. */
  static String refusal(PhaseSettings s, Workload workload, Properties props) {
    PropertyReader p = new PropertyReader(props);
    if (!(workload instanceof CoreWorkload) || !p.isSet(CoreWorkload.TTL_PROPERTY)) {
      return null;
    }
    String reason;
    try {
      DB db = (DB) DBFactory.findClass(s.dbName()).getDeclaredConstructor().newInstance();
      db.setProperties(props);
      reason = db.ttlRefusal();
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      return null; // the binding's own start names what is wrong with it
    }
    if (reason == null) {
      return null;
    }
    String binding = BindingRegistry.bindingNameOf(s.dbName());
    return "property '" + CoreWorkload.TTL_PROPERTY + "' is '" + p.string(CoreWorkload.TTL_PROPERTY, "").trim()
        + "', but the " + binding + " binding refuses it: " + reason + "; unset "
        + CoreWorkload.TTL_PROPERTY + ", or use a binding that does (" + EXPIRING_BINDINGS + ")";
  }
}
