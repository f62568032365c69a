package compatbinding;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.TimeseriesDB;

/**
 * A time-series binding as a third party would have written it against YCSB 0.17.0: it extends
 * site.ycsb.TimeseriesDB, is compiled by the compatibility tests against site.ycsb:core:0.17.0 ONLY
 * (for Java 8) and runs on both clients. It prints every call it receives, one line each, prefixed
 * with "TSDB ", so that the tests can compare what each client's TimeseriesDB decoded.
 */
public class PrintingTimeseriesDB extends TimeseriesDB {

  @Override
  public void init() throws DBException {
    super.init();
    synchronized (System.out) {
      System.out.println("TSDB init " + timestampKey + " " + valueKey + " " + tagPairDelimiter + " "
          + timestampUnit + " " + downsamplingFunction + " " + downsamplingInterval + " test=" + test);
    }
  }

  @Override
  protected Status read(String metric, long timestamp, Map<String, List<String>> tags) {
    print("read " + metric + " " + timestamp + " " + new TreeMap<String, List<String>>(tags));
    return Status.OK;
  }

  @Override
  protected Status scan(String metric, long startTs, long endTs, Map<String, List<String>> tags,
      AggregationOperation aggreg, int timeValue, TimeUnit timeUnit) {
    print("scan " + metric + " " + startTs + " " + endTs + " " + new TreeMap<String, List<String>>(tags)
        + " " + aggreg + " " + timeValue + " " + timeUnit);
    return Status.OK;
  }

  @Override
  protected Status insert(String metric, long timestamp, long value, Map<String, ByteIterator> tags) {
    print("insert " + metric + " " + timestamp + " long " + value + " " + strings(tags));
    return Status.OK;
  }

  @Override
  protected Status insert(String metric, long timestamp, double value, Map<String, ByteIterator> tags) {
    print("insert " + metric + " " + timestamp + " double " + value + " " + strings(tags));
    return Status.OK;
  }

  private static Map<String, String> strings(Map<String, ByteIterator> tags) {
    Map<String, String> ret = new TreeMap<String, String>();
    for (Map.Entry<String, ByteIterator> e : tags.entrySet()) {
      ret.put(e.getKey(), e.getValue().toString());
    }
    return ret;
  }

  private static void print(String line) {
    synchronized (System.out) {
      System.out.println("TSDB " + line);
    }
  }
}
