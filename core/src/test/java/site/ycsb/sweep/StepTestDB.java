package site.ycsb.sweep;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * A binding for sweep tests whose behaviour depends on the step's thread count:
 * {@code steptest.failthreads=N} makes init fail at N threads, {@code steptest.errorthreads=N} makes
 * every operation return ERROR at N threads, {@code steptest.slowthreads=N} makes every operation take
 * 50 ms at N threads, and {@code steptest.serial=true} runs operations one at a time, 1 ms each, so
 * throughput stays flat while latency grows with the thread count (a saturated server).
 */
public class StepTestDB extends DB {
  private static final Object SERIAL = new Object();

  private Status answer = Status.OK;
  private long sleepMs;
  private boolean serial;

  @Override
  public void init() throws DBException {
    String threads = getProperties().getProperty("threadcount", "1");
    if (threads.equals(getProperties().getProperty("steptest.failthreads"))) {
      throw new DBException("init fails at " + threads + " threads");
    }
    if (threads.equals(getProperties().getProperty("steptest.errorthreads"))) {
      answer = Status.ERROR;
    }
    if (threads.equals(getProperties().getProperty("steptest.slowthreads"))) {
      sleepMs = 50;
    }
    serial = Boolean.parseBoolean(getProperties().getProperty("steptest.serial", "false"));
  }

  private Status operate() {
    try {
      if (serial) {
        synchronized (SERIAL) {
          Thread.sleep(1);
        }
      } else if (sleepMs > 0) {
        Thread.sleep(sleepMs);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Status.ERROR;
    }
    return answer;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return operate();
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return operate();
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return operate();
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return operate();
  }

  @Override
  public Status delete(String table, String key) {
    return operate();
  }
}
