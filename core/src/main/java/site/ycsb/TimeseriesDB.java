package site.ycsb;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import site.ycsb.generator.IncrementingPrintableStringGenerator;
import site.ycsb.workloads.TimeSeriesWorkload;

/**
 * A base for time-series bindings, as in YCSB 0.17.0: it decodes the fields and values with which
 * {@link TimeSeriesWorkload} encodes data points and queries in the ordinary {@link DB} calls, and
 * calls the time-series methods a binding implements: {@link #read(String, long, Map)},
 * {@link #scan(String, long, long, Map, AggregationOperation, int, TimeUnit)} and the two
 * {@code insert}s (integer and floating point values). Update and delete answer NOT_IMPLEMENTED unless
 * a binding overrides them.
 *
 * <p>The {@code metric} these methods receive is the table ({@code table}, default usertable), not the
 * workload's series key, exactly as 0.17.0 passed it: bindings written for 0.17.0 rely on it (one
 * measurement or table for all points), so the series of different keys with equal tags share it.
 *
 * <p>A subclass that overrides {@link #init()} must call {@code super.init()}. The properties it reads
 * are the workload's ({@code timestampkey}, {@code valuekey}, {@code tagpairdelimiter},
 * {@code querytimespandelimiter}, {@code deletedelimiter}, {@code timestampunits},
 * {@code groupbykey}, {@code downsamplingkey}, {@code downsamplingfunction},
 * {@code downsamplinginterval}) plus {@code test} and {@code debug}, which a binding may use to skip
 * its server or to log.
 */
public abstract class TimeseriesDB extends DB {
  private static final String DOWNSAMPLING_FUNCTION_PROPERTY_DEFAULT = "NONE";
  private static final String DOWNSAMPLING_INTERVAL_PROPERTY_DEFAULT = "0";
  private static final String DEBUG_PROPERTY = "debug";
  private static final String TEST_PROPERTY = "test";

  protected String timestampKey;
  protected String valueKey;
  protected String tagPairDelimiter;
  protected String queryTimeSpanDelimiter;
  protected String deleteDelimiter;
  protected TimeUnit timestampUnit;
  protected String groupByKey;
  protected String downsamplingKey;
  /** The downsampling bucket length, in {@link #timestampUnit}; 0 without downsampling. */
  protected Integer downsamplingInterval;
  protected AggregationOperation downsamplingFunction;
  protected boolean debug;
  /** A test run: {@code test=true}; a binding may then do without its server. */
  protected boolean test;

  /**
   * Reads the workload's encoding settings. A bad value fails here, as one line naming the property
   * (0.17.0 accepted only upper-case units and functions, and failed later on others).
   */
  @Override
  public void init() throws DBException {
    try {
      PropertyReader props = new PropertyReader(getProperties());
      timestampKey = setting(TimeSeriesWorkload.TIMESTAMP_KEY_PROPERTY,
          TimeSeriesWorkload.TIMESTAMP_KEY_PROPERTY_DEFAULT);
      valueKey = setting(TimeSeriesWorkload.VALUE_KEY_PROPERTY, TimeSeriesWorkload.VALUE_KEY_PROPERTY_DEFAULT);
      tagPairDelimiter = setting(TimeSeriesWorkload.PAIR_DELIMITER_PROPERTY,
          TimeSeriesWorkload.PAIR_DELIMITER_PROPERTY_DEFAULT);
      queryTimeSpanDelimiter = setting(TimeSeriesWorkload.QUERY_TIMESPAN_DELIMITER_PROPERTY,
          TimeSeriesWorkload.QUERY_TIMESPAN_DELIMITER_PROPERTY_DEFAULT);
      deleteDelimiter = setting(TimeSeriesWorkload.DELETE_DELIMITER_PROPERTY,
          TimeSeriesWorkload.DELETE_DELIMITER_PROPERTY_DEFAULT);
      timestampUnit = TimeUnit.valueOf(props.choice(TimeSeriesWorkload.TIMESTAMP_UNITS_PROPERTY,
          TimeSeriesWorkload.TIMESTAMP_UNITS_PROPERTY_DEFAULT,
          Arrays.stream(TimeUnit.values()).map(TimeUnit::name).toArray(String[]::new)));
      groupByKey = setting(TimeSeriesWorkload.GROUPBY_KEY_PROPERTY, TimeSeriesWorkload.GROUPBY_KEY_PROPERTY_DEFAULT);
      downsamplingKey = setting(TimeSeriesWorkload.DOWNSAMPLING_KEY_PROPERTY,
          TimeSeriesWorkload.DOWNSAMPLING_KEY_PROPERTY_DEFAULT);
      downsamplingFunction = AggregationOperation.valueOf(props.choice(
          TimeSeriesWorkload.DOWNSAMPLING_FUNCTION_PROPERTY, DOWNSAMPLING_FUNCTION_PROPERTY_DEFAULT, operationNames()));
      downsamplingInterval = props.intValue(TimeSeriesWorkload.DOWNSAMPLING_INTERVAL_PROPERTY,
          Integer.parseInt(DOWNSAMPLING_INTERVAL_PROPERTY_DEFAULT), 0);
      test = props.booleanValue(TEST_PROPERTY, false);
      debug = props.booleanValue(DEBUG_PROPERTY, false);
    } catch (IllegalPropertyException e) {
      throw new DBException(e.getMessage(), e);
    }
  }

  private String setting(String property, String defaultValue) {
    String value = getProperties().getProperty(property, defaultValue);
    if (value.isEmpty()) {
      throw new IllegalPropertyException(property, value, "a non-empty string (default " + defaultValue + ")");
    }
    return value;
  }

  private static String[] operationNames() {
    return Arrays.stream(AggregationOperation.values()).map(Enum::name).toArray(String[]::new);
  }

  /**
   * Decodes a point read: the fields name the tags ({@code tagkey=value}) and one timestamp
   * ({@code timestampkey=ts}). A time span with distinct ends, a missing timestamp or one that is no
   * number is BAD_REQUEST. Tags without a value (grouped over) and the group-by and downsampling
   * fields do not reach the binding: a single point has nothing to aggregate (0.17.0 failed on the
   * former and passed the latter as tags).
   */
  @Override
  public final Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    TimeseriesFields query = parse(fields);
    if (query.problem != null || query.start == null || query.isSpan()) {
      debug("read", key, query.problem != null ? query.problem : query.start == null ? "no timestamp"
          : "a time span, not one timestamp");
      return Status.BAD_REQUEST;
    }
    return read(table, query.start, query.tags);
  }

  /**
   * Reads one data point.
   *
   * @param metric the table (see the class comment)
   * @param timestamp in {@link #timestampUnit}
   * @param tags tag key to the values asked for; may be empty
   */
  protected abstract Status read(String metric, long timestamp, Map<String, List<String>> tags);

  /**
   * Decodes a scan: tags, a time span ({@code timestampkey=start,end}; a single timestamp is the span
   * from it to itself, where 0.17.0 answered NOT_IMPLEMENTED) and optionally downsampling, which must
   * be the configured one ({@code downsamplingfunction} and {@code downsamplinginterval}), written
   * either as {@code SUM60} or, as the workload writes it for scans, {@code SUM=60} (0.17.0 accepted
   * only the former, so every downsampled scan failed). Tags grouped over are left out of the tags,
   * so the binding matches every value of them; the group-by function must be an
   * {@link AggregationOperation} but, as in 0.17.0, is not passed on. Anything else is BAD_REQUEST.
   */
  @Override
  public final Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    TimeseriesFields query = parse(fields);
    String problem = query.problem != null ? query.problem : query.start == null ? "no timestamp" : null;
    if (problem == null && query.groupByFunction != null && !isOperation(query.groupByFunction)) {
      problem = "unknown group-by function '" + query.groupByFunction + "'";
    }
    if (problem == null && query.downsampling != null && !isConfiguredDownsampling(query.downsampling)) {
      problem = "downsampling '" + query.downsampling + "' is not the configured " + downsamplingFunction
          + downsamplingInterval;
    }
    if (problem != null) {
      debug("scan", startkey, problem);
      return Status.BAD_REQUEST;
    }
    return scan(table, query.start, query.end, query.tags, downsamplingFunction, downsamplingInterval,
        timestampUnit);
  }

  /**
   * Reads the data points of a time span.
   *
   * @param metric the table (see the class comment)
   * @param startTs the first timestamp, in {@link #timestampUnit}
   * @param endTs the last timestamp (inclusive), in {@link #timestampUnit}
   * @param tags tag key to the values asked for; may be empty
   * @param aggreg how to downsample; {@link AggregationOperation#NONE} for raw points
   * @param timeValue the downsampling bucket length, in {@code timeUnit}
   * @param timeUnit the unit of the timestamps and of {@code timeValue}
   */
  protected abstract Status scan(String metric, long startTs, long endTs, Map<String, List<String>> tags,
      AggregationOperation aggreg, int timeValue, TimeUnit timeUnit);

  private TimeseriesFields parse(Set<String> fields) {
    return TimeseriesFields.parse(fields, tagPairDelimiter, queryTimeSpanDelimiter, timestampKey, groupByKey,
        downsamplingKey);
  }

  private static boolean isOperation(String name) {
    return Arrays.stream(AggregationOperation.values()).anyMatch(o -> o.name().equalsIgnoreCase(name.trim()));
  }

  private boolean isConfiguredDownsampling(String spec) {
    String compact = spec.replace(tagPairDelimiter, "").trim();
    return compact.equalsIgnoreCase(downsamplingFunction.name() + downsamplingInterval);
  }

  private void debug(String operation, String key, String problem) {
    if (debug) {
      System.err.println("TimeseriesDB " + operation + " " + key + ": BAD_REQUEST, " + problem);
    }
  }

  /** Time-series databases rarely rewrite points; a binding that can overrides this. */
  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return Status.NOT_IMPLEMENTED;
  }

  /**
   * Takes the timestamp and the value out of {@code values} (what remains are the tags) and calls the
   * insert for an integer or a floating point value. Without either it is BAD_REQUEST.
   */
  @Override
  public final Status insert(String table, String key, Map<String, ByteIterator> values) {
    ByteIterator timestamp = values.remove(timestampKey);
    ByteIterator value = values.remove(valueKey);
    if (!(timestamp instanceof NumericByteIterator ts) || !(value instanceof NumericByteIterator number)) {
      debug("insert", key, "no numeric " + timestampKey + " and " + valueKey);
      return Status.BAD_REQUEST;
    }
    return number.isFloatingPoint()
        ? insert(table, ts.getLong(), number.getDouble(), values)
        : insert(table, ts.getLong(), number.getLong(), values);
  }

  /**
   * Writes a data point with an integer value.
   *
   * @param metric the table (see the class comment)
   * @param timestamp in {@link #timestampUnit}
   * @param tags tag key to value (StringByteIterators)
   */
  protected abstract Status insert(String metric, long timestamp, long value, Map<String, ByteIterator> tags);

  /** Writes a data point with a floating point value. */
  protected abstract Status insert(String metric, long timestamp, double value, Map<String, ByteIterator> tags);

  /** Time-series databases usually expire data by retention rather than delete it. */
  @Override
  public Status delete(String table, String key) {
    return Status.NOT_IMPLEMENTED;
  }

  /**
   * The tag keys the workload generates for these properties ({@code tagcount}, {@code tagkeylength}),
   * in order: for a binding that must declare them (as columns) before the first insert.
   */
  protected static String[] getPossibleTagKeys(Properties properties) {
    PropertyReader props = new PropertyReader(properties);
    int count = props.intValue(TimeSeriesWorkload.TAG_COUNT_PROPERTY,
        Integer.parseInt(TimeSeriesWorkload.TAG_COUNT_PROPERTY_DEFAULT), 1);
    int length = props.intValue(TimeSeriesWorkload.TAG_KEY_LENGTH_PROPERTY,
        Integer.parseInt(TimeSeriesWorkload.TAG_KEY_LENGTH_PROPERTY_DEFAULT), 1);
    IncrementingPrintableStringGenerator generator = new IncrementingPrintableStringGenerator(length);
    String[] ret = new String[count];
    for (int i = 0; i < count; i++) {
      ret[i] = generator.nextValue();
    }
    return ret;
  }

  /** Aggregations a scan may ask for; a binding need not support them all. */
  public enum AggregationOperation {
    NONE, SUM, AVERAGE, COUNT, MAX, MIN
  }
}
