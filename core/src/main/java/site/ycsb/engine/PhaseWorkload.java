package site.ycsb.engine;

import java.io.PrintStream;
import java.util.Properties;
import site.ycsb.Client;
import site.ycsb.DBFactory;
import site.ycsb.ErrorText;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.workloads.ReplayWorkload;

/** The phase's workload: its class, its operation count, and whether the binding can run its operations. */
final class PhaseWorkload {
  private PhaseWorkload() {
  }

  /** A new, not yet initialised instance of the class named by {@code workload}. */
  static Workload instantiate(PropertyReader p) throws WorkloadException {
    String className = p.string(Client.WORKLOAD_PROPERTY, "site.ycsb.workloads.CoreWorkload");
    try {
      Class<?> c = Class.forName(className, true, Thread.currentThread().getContextClassLoader());
      if (!Workload.class.isAssignableFrom(c)) {
        throw new WorkloadException("class '" + className + "' (property workload) is not a site.ycsb.Workload");
      }
      return (Workload) c.getDeclaredConstructor().newInstance();
    } catch (ClassNotFoundException | LinkageError e) {
      throw new WorkloadException("cannot load the workload class '" + className
          + "' (property workload); the standard one is site.ycsb.workloads.CoreWorkload", e);
    } catch (ReflectiveOperationException e) {
      throw new WorkloadException("cannot instantiate workload class '" + className + "': " + ErrorText.describe(e), e);
    }
  }

  /** The operations the phase does in all: operationcount for a run, insertcount or recordcount for a load. */
  static long operationCount(PropertyReader p, boolean dotransactions) {
    if (dotransactions) {
      return p.longValue(Client.OPERATION_COUNT_PROPERTY, 0, 0);
    }
    if (p.isSet(Client.INSERT_COUNT_PROPERTY)) {
      return p.longValue(Client.INSERT_COUNT_PROPERTY, 0, 0);
    }
    return p.longValue(Client.RECORD_COUNT_PROPERTY, Long.parseLong(Client.DEFAULT_RECORD_COUNT), 0);
  }

  /**
   * The operation count, read after the workload's init as 0.17.0 does (a workload may set the counts, as
   * ConstantOccupancyWorkload does); warns of a phase without one, and refuses a load without a bound.
   */
  static long checkedOperationCount(PropertyReader p, PhaseSettings s, PrintStream err) {
    return checkedOperationCount(p, s, null, err);
  }

  /** As above; a replay's phase ({@link ReplayWorkload}) ends with its trace, so it gets no warning of none. */
  static long checkedOperationCount(PropertyReader p, PhaseSettings s, Workload workload, PrintStream err) {
    long opcount = operationCount(p, s.dotransactions());
    if (s.dotransactions() && opcount == 0 && s.maxExecutionTime() == 0 && !(workload instanceof ReplayWorkload)) {
      err.println("ycsb: warning: operationcount is " + (p.isSet(Client.OPERATION_COUNT_PROPERTY) ? "0"
          : "not set (no -P workload file?)") + " and maxexecutiontime is not set: the run goes on until "
          + "interrupted (Ctrl-C)");
    }
    if (!s.dotransactions() && opcount == 0) {
      if (s.maxExecutionTime() == 0) {
        throw unboundedLoad(p);
      }
      // Allowed (a load that fills for a time), but said: a -P file that was not read looks the same.
      err.println("ycsb: warning: neither " + Client.RECORD_COUNT_PROPERTY + " nor " + Client.INSERT_COUNT_PROPERTY
          + " is set (no -P workload file?): the load inserts until " + Client.MAX_EXECUTION_TIME + " ("
          + s.maxExecutionTime() + " s) elapses");
    }
    return opcount;
  }

  /**
   * The one-line refusal of a phase whose operation mix needs an operation the binding declares it does not
   * implement ({@link OperationSupport}), or null: refused before any connection, so no run measures nothing.
   */
  static String unsupportedOperation(PhaseSettings s, Workload workload, Properties props) {
    Class<?> dbClass;
    try {
      dbClass = DBFactory.findClass(s.dbName());
    } catch (ClassNotFoundException | LinkageError e) {
      return null; // the binding's own start names a missing class
    }
    return OperationSupport.refusal(BindingRegistry.bindingNameOf(s.dbName()), dbClass,
        OperationSupport.needed(workload.getClass(), props, s.dotransactions()));
  }

  /**
   * A load without a count would insert until interrupted, growing the database without bound (0.17.0 loaded
   * nothing): unlike a run without operationcount, which goes on over a key space of fixed size, it is refused.
   */
  private static IllegalPropertyException unboundedLoad(PropertyReader p) {
    String name = p.isSet(Client.INSERT_COUNT_PROPERTY) ? Client.INSERT_COUNT_PROPERTY : Client.RECORD_COUNT_PROPERTY;
    String value = p.isSet(name) ? "is '" + p.string(name, "") + "'"
        : "is not set (no -P workload file?), nor is " + Client.INSERT_COUNT_PROPERTY;
    return new IllegalPropertyException("property '" + name + "' " + value + ": the load would insert until "
        + "interrupted; accepted: the number of records to insert (a whole number >= 1), or set "
        + Client.MAX_EXECUTION_TIME + " to insert until it elapses");
  }
}
