package site.ycsb.db;

import static site.ycsb.PropertyDeclaration.text;

import java.util.Set;
import site.ycsb.BindingProperties;
import site.ycsb.PropertyCatalog;
import site.ycsb.PropertyDeclaration;

/** The properties of the {@code memory} binding ({@link MemoryDB}). */
public final class MemoryDBProperties implements BindingProperties {
  public static final PropertyDeclaration NAME = text(MemoryDB.NAME_PROPERTY, "default",
      "instances in one JVM with the same name share one store");
  public static final PropertyDeclaration FILE = text(MemoryDB.FILE_PROPERTY, null,
      "read the store from this file at the start, write it back at the end");
  static final PropertyCatalog CATALOG = PropertyCatalog.of("memory", "memory.", NAME, FILE);

  @Override
  public Set<String> dbClasses() {
    return Set.of(MemoryDB.class.getName());
  }

  @Override
  public PropertyCatalog catalog() {
    return CATALOG;
  }
}
