package site.ycsb.sweep;

import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.TestDBs;

/**
 * A binding for sweep tests whose behaviour depends on the step's thread count:
 * {@code steptest.failthreads=N} makes init fail at N threads, {@code steptest.errorthreads=N} makes
 * every operation return ERROR at N threads, {@code steptest.slowthreads=N} makes every operation take
 * 50 ms at N threads, and {@code steptest.serial=true} runs operations one at a time, 1 ms each, so
 * throughput stays flat while latency grows with the thread count (a saturated server);
 * {@code steptest.notfound=true} answers NOT_FOUND (a database that was never loaded).
 */
public class StepTestDB extends TestDBs.SameAnswerDB {
  private static final Object SERIAL = new Object();

  private Status status = Status.OK;
  private long sleepMs;
  private boolean serial;

  @Override
  public void init() throws DBException {
    String threads = getProperties().getProperty("threadcount", "1");
    if (threads.equals(getProperties().getProperty("steptest.failthreads"))) {
      throw new DBException("init fails at " + threads + " threads");
    }
    if (threads.equals(getProperties().getProperty("steptest.errorthreads"))) {
      status = Status.ERROR;
    }
    if (threads.equals(getProperties().getProperty("steptest.slowthreads"))) {
      sleepMs = 50;
    }
    if (Boolean.parseBoolean(getProperties().getProperty("steptest.notfound", "false"))) {
      status = Status.NOT_FOUND;
    }
    serial = Boolean.parseBoolean(getProperties().getProperty("steptest.serial", "false"));
  }

  @Override
  protected Status answer() {
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
    return status;
  }
}
