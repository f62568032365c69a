package site.ycsb;

import java.lang.reflect.InvocationTargetException;
import java.util.Properties;
import site.ycsb.measurements.Measurements;

/** Loads a binding class by name and wraps it for measurement. */
public final class DBFactory {
  private DBFactory() {
  }

  /** Loads {@code className}, a subclass of {@link DB} with a public no-argument constructor. */
  public static DB load(String className, Properties properties) throws UnknownDBException {
    Class<?> dbClass;
    try {
      dbClass = Class.forName(className, true, classLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new UnknownDBException("cannot load the binding class '" + className
          + "' (is its binding on the classpath? bin/ycsb --help lists the binding names)", e);
    }
    if (!DB.class.isAssignableFrom(dbClass)) {
      throw new UnknownDBException("class '" + className + "' is not a site.ycsb.DB");
    }
    try {
      DB db = (DB) dbClass.getDeclaredConstructor().newInstance();
      db.setProperties(properties);
      return db;
    } catch (NoSuchMethodException e) {
      throw new UnknownDBException("binding class '" + className + "' has no public no-argument constructor", e);
    } catch (InvocationTargetException e) {
      throw new UnknownDBException("the constructor of '" + className + "' failed: " + e.getCause(), e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new UnknownDBException("cannot instantiate '" + className + "': " + e, e);
    }
  }

  /** A measured binding instance. */
  public static DBWrapper newDB(String className, Properties properties, Measurements measurements)
      throws UnknownDBException {
    return new DBWrapper(load(className, properties), measurements);
  }

  /**
   * Engine use: the binding class {@code className} from the loader {@link #load} uses, not initialised, so its
   * annotations can be read before any instance exists.
   */
  public static Class<?> findClass(String className) throws ClassNotFoundException {
    return Class.forName(className, false, classLoader());
  }

  private static ClassLoader classLoader() {
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    return context != null ? context : DBFactory.class.getClassLoader();
  }
}
