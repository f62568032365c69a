package compatbinding;

import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;

import site.ycsb.DB;
import site.ycsb.WorkloadException;
import site.ycsb.workloads.CoreWorkload;

/**
 * A custom workload as users wrote them against YCSB 0.17.0: it extends CoreWorkload, reads its
 * protected fields and overrides the per-operation hooks. Compiled by the compatibility tests
 * against site.ycsb:core:0.17.0 only. It reports on stderr what it saw, for the test to compare
 * with the client's own counts.
 */
public class CountingWorkload extends CoreWorkload {
  private final AtomicLong reads = new AtomicLong();
  private final AtomicLong updates = new AtomicLong();
  private final AtomicLong keys = new AtomicLong();

  @Override
  public void init(Properties p) throws WorkloadException {
    super.init(p);
    System.err.println("CountingWorkload init table=" + table + " fieldcount=" + fieldcount
        + " recordcount=" + recordcount + " orderedinserts=" + orderedinserts
        + " readallfields=" + readallfields + " writeallfields=" + writeallfields
        + " keychooser=" + (keychooser != null) + " operationchooser=" + (operationchooser != null));
  }

  @Override
  protected String buildKeyName(long keynum) {
    keys.incrementAndGet();
    return super.buildKeyName(keynum);
  }

  @Override
  public void doTransactionRead(DB db) {
    reads.incrementAndGet();
    super.doTransactionRead(db);
  }

  @Override
  public void doTransactionUpdate(DB db) {
    updates.incrementAndGet();
    super.doTransactionUpdate(db);
  }

  @Override
  public void cleanup() throws WorkloadException {
    System.err.println("CountingWorkload reads=" + reads.get() + " updates=" + updates.get()
        + " keys=" + keys.get());
    super.cleanup();
  }
}
