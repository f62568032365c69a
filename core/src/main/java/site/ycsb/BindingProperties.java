package site.ycsb;

import java.util.Iterator;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * Binding API (not in 0.17.0): how a binding publishes its properties, found without connecting.
 *
 * <p>A binding implements this in a small class and names that class in its jar's
 * {@code META-INF/services/site.ycsb.BindingProperties}; {@code bin/ycsb help BINDING} and the client's typo
 * warning find it by the binding's DB class through {@link ServiceLoader}. A binding without one (such as one
 * built against 0.17.0) still runs; its help says it declares nothing.
 */
public interface BindingProperties {
  /** The fully qualified DB classes these properties belong to (usually one). */
  Set<String> dbClasses();

  /** The properties, with the prefix the binding's own share. */
  PropertyCatalog catalog();

  /** The catalog published for {@code dbClass} by a provider visible to {@code loader}, if any. */
  static Optional<PropertyCatalog> forDbClass(String dbClass, ClassLoader loader) {
    Iterator<BindingProperties> providers = ServiceLoader.load(BindingProperties.class, loader).iterator();
    while (true) {
      BindingProperties p;
      try {
        if (!providers.hasNext()) {
          return Optional.empty();
        }
        p = providers.next();
      } catch (ServiceConfigurationError e) {
        // A provider that cannot be loaded says nothing about this binding: the others are still asked.
        continue;
      }
      if (p.dbClasses().contains(dbClass)) {
        return Optional.of(p.catalog());
      }
    }
  }

  /** As {@link #forDbClass(String, ClassLoader)} with this thread's context class loader. */
  static Optional<PropertyCatalog> forDbClass(String dbClass) {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    return forDbClass(dbClass, loader != null ? loader : BindingProperties.class.getClassLoader());
  }
}
