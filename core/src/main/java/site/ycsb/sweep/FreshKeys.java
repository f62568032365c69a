package site.ycsb.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import site.ycsb.Client;
import site.ycsb.PropertyReader;
import site.ycsb.Workload;
import site.ycsb.engine.ClientArgs;

/**
 * {@code --fresh-keys}: load step k (0-based, repetitions counted) inserts {@code count} keys from
 * {@code insertstart + k * count}, so a database that is not emptied between steps never sees a key twice.
 * {@code count} is insertcount where set, else recordcount, as the load phase itself counts.
 */
record FreshKeys(long insertStart, long count, long recordCount) {

  /** From the options every step gets (-P files and -p). */
  static FreshKeys of(List<String> ycsbOptions, String dbClass) throws SweepUsageException {
    List<String> args = new ArrayList<>(ycsbOptions);
    args.addAll(List.of("-db", dbClass));
    try {
      return of(ClientArgs.parse(args.toArray(new String[0])).properties());
    } catch (IllegalArgumentException e) {
      throw new SweepUsageException(e.getMessage());
    }
  }

  static FreshKeys of(Properties props) throws SweepUsageException {
    try {
      PropertyReader p = new PropertyReader(props);
      long recordCount = p.longValue(Client.RECORD_COUNT_PROPERTY, 0, 0);
      long start = p.longValue(Workload.INSERT_START_PROPERTY, 0, 0);
      long count = p.isSet(Client.INSERT_COUNT_PROPERTY) ? p.longValue(Client.INSERT_COUNT_PROPERTY, 0, 0)
          : recordCount;
      if (count <= 0) {
        throw new SweepUsageException("--fresh-keys needs recordcount (or insertcount) > 0: the number of keys "
            + "every step inserts");
      }
      return new FreshKeys(start, count, recordCount);
    } catch (IllegalArgumentException e) {
      throw new SweepUsageException(e.getMessage());
    }
  }

  /** The properties of step k that move its keys past those of the steps before it. */
  List<String> argsOfStep(int k) {
    long start = insertStart + k * count;
    return List.of("-p", Workload.INSERT_START_PROPERTY + "=" + start,
        "-p", Client.INSERT_COUNT_PROPERTY + "=" + count,
        "-p", Client.RECORD_COUNT_PROPERTY + "=" + Math.max(recordCount, start + count));
  }
}
