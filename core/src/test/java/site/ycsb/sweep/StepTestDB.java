package site.ycsb.sweep;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.TestDBs;

/**
 * A binding for sweep tests whose behaviour depends on the step's thread count:
 * {@code steptest.failthreads=N} makes init fail at N threads, {@code steptest.errorthreads=N} makes
 * every operation return ERROR at N threads, {@code steptest.slowthreads=N} makes every operation take
 * 50 ms at N threads, and {@code steptest.serial=true} runs operations one at a time, 1 ms each, so
 * throughput stays flat while latency grows with the thread count (a saturated server);
 * {@code steptest.notfound=true} answers NOT_FOUND (a database that was never loaded);
 * {@code steptest.stallsteps=3,5} makes every operation take 50 ms in the sweep's steps 3 and 5 (read from the
 * step folder's name, {@code step-03-...}, in {@code results.dir}): a host stall that passes.
 */
public class StepTestDB extends TestDBs.SameAnswerDB {
  private static final Object SERIAL = new Object();
  private static final Pattern STEP = Pattern.compile("step-([0-9]+)-");

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
    Matcher step = STEP.matcher(Path.of(getProperties().getProperty("results.dir", "none")).getFileName().toString());
    if (step.lookingAt() && Arrays.asList(getProperties().getProperty("steptest.stallsteps", "").split(","))
        .contains(Integer.toString(Integer.parseInt(step.group(1))))) {
      serial = false;
      sleepMs = 50;
    }
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
