package site.ycsb.db;

import static site.ycsb.PropertyDeclaration.integer;
import static site.ycsb.PropertyDeclaration.number;

import java.util.Set;
import site.ycsb.BindingProperties;
import site.ycsb.PropertyCatalog;
import site.ycsb.PropertyDeclaration;

/** The properties of the {@code queue} binding ({@link QueueDB}). */
public final class QueueDBProperties implements BindingProperties {
  public static final PropertyDeclaration SERVERS = integer(QueueDB.SERVERS_PROPERTY, 1,
      "servers behind one FIFO queue");
  public static final PropertyDeclaration SERVICE_MEAN = number(QueueDB.SERVICE_MEAN_PROPERTY, "1000",
      "mean exponential service time, microseconds");
  public static final PropertyDeclaration SEED = integer(QueueDB.SEED_PROPERTY, null,
      "a fixed seed for the service times (none: random)");
  public static final PropertyDeclaration SPIN = integer(QueueDB.SPIN_PROPERTY, QueueDB.DEFAULT_SPIN_US,
      "microseconds of a service time spent spinning, not parked");
  static final PropertyCatalog CATALOG = PropertyCatalog.of("queue", "queue.", SERVERS, SERVICE_MEAN, SEED, SPIN);

  @Override
  public Set<String> dbClasses() {
    return Set.of(QueueDB.class.getName());
  }

  @Override
  public PropertyCatalog catalog() {
    return CATALOG;
  }
}
