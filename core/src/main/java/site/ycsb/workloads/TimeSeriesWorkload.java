package site.ycsb.workloads;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import site.ycsb.ByteIterator;
import site.ycsb.Client;
import site.ycsb.DB;
import site.ycsb.IllegalPropertyException;
import site.ycsb.NumericByteIterator;
import site.ycsb.PropertyReader;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.Utils;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.Generator;
import site.ycsb.generator.HotspotIntegerGenerator;
import site.ycsb.generator.IncrementingPrintableStringGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.RandomDiscreteTimestampGenerator;
import site.ycsb.generator.ScrambledZipfianGenerator;
import site.ycsb.generator.SequentialGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.UnixEpochTimestampGenerator;
import site.ycsb.generator.ZipfianGenerator;
import site.ycsb.measurements.Measurements;

/**
 * YCSB 0.17.0's time-series workload. A series is a key (a "metric", {@code fieldcount} of them,
 * {@code fieldlength} characters) plus one value for each of {@code tagcount} tag keys; tag key i has
 * {@code tagcardinality[i]} possible values. The load writes one data point per series per timestamp,
 * {@code timestampinterval} {@code timestampunits} apart, series by series, and only then moves to the
 * next timestamp.
 *
 * <p>The data point travels through the ordinary {@link DB} API, so existing bindings need no new
 * interface (see {@link site.ycsb.TimeseriesDB} for the decoding):
 * <ul>
 * <li>insert and update: the values map holds the tags as strings, the timestamp under
 * {@code timestampkey} and the value under {@code valuekey}, both {@link NumericByteIterator}s;</li>
 * <li>read and scan: the fields set holds {@code tagkey=value} (just {@code tagkey} when grouping by
 * it), {@code timestampkey=start} or {@code timestampkey=start,end}, and optionally
 * {@code groupbykey=function} and {@code downsamplingkey=function interval} (reads: {@code SUM60},
 * scans: {@code SUM=60}, as 0.17.0 sent them);</li>
 * <li>delete: all of that flattened into the key, {@code key:tag=value:...:timestampkey=start}.</li>
 * </ul>
 *
 * <p>Each client thread writes the series of its own share of the keys, so {@code fieldcount} must be
 * at least the thread count. Property names and defaults are 0.17.0's (see
 * {@code workloads/tsworkload_template}); values 0.17.0 failed on or silently misread are rejected
 * here with one line naming the property.
 */
public class TimeSeriesWorkload extends Workload {

  /** The kinds of values written, as {@code valuetype} names them. */
  public enum ValueType {
    INTEGERS("integers"),
    FLOATS("floats"),
    MIXED("mixednumbers");

    protected final String name;

    ValueType(String name) {
      this.name = name;
    }

    /**
     * The type called {@code name}, ignoring case. {@code mixed} (the spelling the workload template
     * suggested, which 0.17.0 rejected) means {@link #MIXED} too.
     *
     * @throws IllegalPropertyException (an IllegalArgumentException) for any other name
     */
    public static ValueType fromString(String name) {
      String given = name == null ? "" : name.trim();
      for (ValueType type : values()) {
        if (type.name.equalsIgnoreCase(given)) {
          return type;
        }
      }
      if ("mixed".equalsIgnoreCase(given)) {
        return MIXED;
      }
      throw new IllegalPropertyException(VALUE_TYPE_PROPERTY, String.valueOf(name),
          "integers, floats, mixednumbers (or mixed)");
    }

    /** A random value: a 32-bit integer (as a long), a double in [0, 100000), or either at random. */
    NumericByteIterator randomValue(Random random) {
      switch (this) {
        case INTEGERS:
          return new NumericByteIterator(random.nextInt());
        case FLOATS:
          return new NumericByteIterator(random.nextDouble() * 100_000);
        default:
          return random.nextBoolean() ? INTEGERS.randomValue(random) : FLOATS.randomValue(random);
      }
    }
  }

  public static final String TIMESTAMP_KEY_PROPERTY = "timestampkey";
  public static final String TIMESTAMP_KEY_PROPERTY_DEFAULT = "YCSBTS";
  public static final String VALUE_KEY_PROPERTY = "valuekey";
  public static final String VALUE_KEY_PROPERTY_DEFAULT = "YCSBV";
  public static final String TIMESTAMP_INTERVAL_PROPERTY = "timestampinterval";
  public static final String TIMESTAMP_INTERVAL_PROPERTY_DEFAULT = "60";
  public static final String TIMESTAMP_UNITS_PROPERTY = "timestampunits";
  public static final String TIMESTAMP_UNITS_PROPERTY_DEFAULT = "SECONDS";
  public static final String TAG_COUNT_PROPERTY = "tagcount";
  public static final String TAG_COUNT_PROPERTY_DEFAULT = "4";
  public static final String TAG_CARDINALITY_PROPERTY = "tagcardinality";
  public static final String TAG_CARDINALITY_PROPERTY_DEFAULT = "1, 2, 4, 8";
  public static final String TAG_KEY_LENGTH_PROPERTY = "tagkeylength";
  public static final String TAG_KEY_LENGTH_PROPERTY_DEFAULT = "8";
  public static final String TAG_VALUE_LENGTH_PROPERTY = "tagvaluelength";
  public static final String TAG_VALUE_LENGTH_PROPERTY_DEFAULT = "8";
  public static final String PAIR_DELIMITER_PROPERTY = "tagpairdelimiter";
  public static final String PAIR_DELIMITER_PROPERTY_DEFAULT = "=";
  public static final String DELETE_DELIMITER_PROPERTY = "deletedelimiter";
  public static final String DELETE_DELIMITER_PROPERTY_DEFAULT = ":";
  public static final String RANDOMIZE_TIMESTAMP_ORDER_PROPERTY = "randomwritetimestamporder";
  public static final String RANDOMIZE_TIMESTAMP_ORDER_PROPERTY_DEFAULT = "false";
  public static final String RANDOMIZE_TIMESERIES_ORDER_PROPERTY = "randomtimeseriesorder";
  public static final String RANDOMIZE_TIMESERIES_ORDER_PROPERTY_DEFAULT = "true";
  public static final String VALUE_TYPE_PROPERTY = "valuetype";
  public static final String VALUE_TYPE_PROPERTY_DEFAULT = "floats";
  public static final String SPARSITY_PROPERTY = "sparsity";
  public static final String SPARSITY_PROPERTY_DEFAULT = "0.00";
  public static final String DELAYED_SERIES_PROPERTY = "delayedseries";
  public static final String DELAYED_SERIES_PROPERTY_DEFAULT = "0.10";
  public static final String DELAYED_INTERVALS_PROPERTY = "delayedintervals";
  public static final String DELAYED_INTERVALS_PROPERTY_DEFAULT = "5";
  public static final String QUERY_TIMESPAN_PROPERTY = "querytimespan";
  public static final String QUERY_TIMESPAN_PROPERTY_DEFAULT = "0";
  public static final String QUERY_RANDOM_TIMESPAN_PROPERTY = "queryrandomtimespan";
  public static final String QUERY_RANDOM_TIMESPAN_PROPERTY_DEFAULT = "false";
  public static final String QUERY_TIMESPAN_DELIMITER_PROPERTY = "querytimespandelimiter";
  public static final String QUERY_TIMESPAN_DELIMITER_PROPERTY_DEFAULT = ",";
  public static final String GROUPBY_KEY_PROPERTY = "groupbykey";
  public static final String GROUPBY_KEY_PROPERTY_DEFAULT = "YCSBGB";
  public static final String GROUPBY_PROPERTY = "groupbyfunction";
  public static final String GROUPBY_KEYS_PROPERTY = "groupbykeys";
  public static final String DOWNSAMPLING_KEY_PROPERTY = "downsamplingkey";
  public static final String DOWNSAMPLING_KEY_PROPERTY_DEFAULT = "YCSBDS";
  public static final String DOWNSAMPLING_FUNCTION_PROPERTY = "downsamplingfunction";
  public static final String DOWNSAMPLING_INTERVAL_PROPERTY = "downsamplinginterval";

  /** Timestamp units the timestamp generators can start from the clock in (0.17.0 refused finer ones). */
  private static final String[] TIME_UNITS = {"SECONDS", "MILLISECONDS", "MINUTES", "HOURS", "DAYS"};

  protected Properties properties;
  protected Generator<String> keyGenerator;
  protected Generator<String> tagKeyGenerator;
  protected Generator<String> tagValueGenerator;
  protected String timestampKey;
  protected String valueKey;
  protected int timestampInterval;
  protected TimeUnit timeUnits;
  protected boolean randomizeTimestampOrder;
  protected boolean randomizeTimeseriesOrder;
  protected ValueType valueType;
  /** cumulativeCardinality[i]: series per value of tag i-1 (index 0: per key); the last entry is 1. */
  protected int[] cumulativeCardinality;
  /** Series in all: keys times the tag value combinations. */
  protected int totalCardinality;
  /** Tag value combinations of one key. */
  protected int perKeyCardinality;
  protected NumberGenerator scanlength;
  protected NumberGenerator keychooser;
  protected DiscreteGenerator operationchooser;
  /** One more than the timestamps {@code recordcount} points fill; queries pick their start among them. */
  protected int maxOffsets;
  protected int recordcount;
  protected int tagPairs;
  protected String table;
  protected int numKeys;
  protected String[] keys;
  protected String[] tagKeys;
  /** The values of every tag key: tag key i uses the first tagCardinality[i] of them. */
  protected String[] tagValues;
  protected int[] tagCardinality;
  /** The first tag with more than one value (0 when none has). */
  protected int firstIncrementableCardinality;
  protected double sparsity;
  protected double delayedSeries;
  protected int delayedIntervals;
  protected int queryTimeSpan;
  protected boolean queryRandomTimeSpan;
  protected String tagPairDelimiter;
  protected String deleteDelimiter;
  protected String queryTimeSpanDelimiter;
  protected boolean groupBy;
  protected String groupByKey;
  protected String groupByFunction;
  /** groupBys[i]: whether queries group by tag key i (and so name only the key). */
  protected boolean[] groupBys;
  protected boolean downsample;
  protected String downsampleKey;
  protected String downsampleFunction;
  protected int downsampleInterval;
  protected boolean dataintegrity;
  protected Measurements measurements = Measurements.getMeasurements();
  /** {@code insertstart}, or null to start from the clock. */
  private Long firstTimestamp;

  @Override
  public void init(Properties p) throws WorkloadException {
    properties = p;
    PropertyReader props = new PropertyReader(p);
    long records = props.longValue(Client.RECORD_COUNT_PROPERTY, Long.parseLong(Client.DEFAULT_RECORD_COUNT), 0);
    // 0 means "unbounded", as in CoreWorkload; the count only bounds the time range queries pick from.
    recordcount = records == 0 || records > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) records;
    table = props.string(CoreWorkload.TABLENAME_PROPERTY, CoreWorkload.TABLENAME_PROPERTY_DEFAULT);
    operationchooser = createOperationChooser(p);
    scanlength = createScanLengthGenerator(props);
    numKeys = props.intValue(CoreWorkload.FIELD_COUNT_PROPERTY,
        Integer.parseInt(CoreWorkload.FIELD_COUNT_PROPERTY_DEFAULT), 1);
    tagPairs = props.intValue(TAG_COUNT_PROPERTY, Integer.parseInt(TAG_COUNT_PROPERTY_DEFAULT), 1);
    keychooser = createKeyChooser(props, numKeys);
    dataintegrity = props.booleanValue(CoreWorkload.DATA_INTEGRITY_PROPERTY, false);
    readEncoding(props);
    readWriteSettings(props);
    readQuerySettings(props);
    initKeysAndTags();
    validateSettings();
  }

  /** The names and separators of the special fields the database receives. */
  private void readEncoding(PropertyReader props) {
    timestampKey = nonEmpty(props, TIMESTAMP_KEY_PROPERTY, TIMESTAMP_KEY_PROPERTY_DEFAULT);
    valueKey = nonEmpty(props, VALUE_KEY_PROPERTY, VALUE_KEY_PROPERTY_DEFAULT);
    tagPairDelimiter = nonEmpty(props, PAIR_DELIMITER_PROPERTY, PAIR_DELIMITER_PROPERTY_DEFAULT);
    deleteDelimiter = nonEmpty(props, DELETE_DELIMITER_PROPERTY, DELETE_DELIMITER_PROPERTY_DEFAULT);
    queryTimeSpanDelimiter = nonEmpty(props, QUERY_TIMESPAN_DELIMITER_PROPERTY,
        QUERY_TIMESPAN_DELIMITER_PROPERTY_DEFAULT);
    groupByKey = nonEmpty(props, GROUPBY_KEY_PROPERTY, GROUPBY_KEY_PROPERTY_DEFAULT);
    downsampleKey = nonEmpty(props, DOWNSAMPLING_KEY_PROPERTY, DOWNSAMPLING_KEY_PROPERTY_DEFAULT);
  }

  /** Timestamps, their order and the values written. */
  private void readWriteSettings(PropertyReader props) {
    timestampInterval = props.intValue(TIMESTAMP_INTERVAL_PROPERTY,
        Integer.parseInt(TIMESTAMP_INTERVAL_PROPERTY_DEFAULT), 1);
    timeUnits = TimeUnit.valueOf(props.choice(TIMESTAMP_UNITS_PROPERTY, TIMESTAMP_UNITS_PROPERTY_DEFAULT, TIME_UNITS));
    // Here insertstart is the first timestamp (Unix epoch, in timestampunits); unset, the clock's time.
    firstTimestamp = props.isSet(CoreWorkload.INSERT_START_PROPERTY)
        ? props.longValue(CoreWorkload.INSERT_START_PROPERTY, 0, 0) : null;
    randomizeTimestampOrder = props.booleanValue(RANDOMIZE_TIMESTAMP_ORDER_PROPERTY, false);
    randomizeTimeseriesOrder = props.booleanValue(RANDOMIZE_TIMESERIES_ORDER_PROPERTY, true);
    sparsity = props.doubleValue(SPARSITY_PROPERTY, 0.0, 0, 1);
    delayedSeries = props.doubleValue(DELAYED_SERIES_PROPERTY, Double.parseDouble(DELAYED_SERIES_PROPERTY_DEFAULT),
        0, 1);
    delayedIntervals = props.intValue(DELAYED_INTERVALS_PROPERTY,
        Integer.parseInt(DELAYED_INTERVALS_PROPERTY_DEFAULT), 0);
    valueType = ValueType.fromString(props.string(VALUE_TYPE_PROPERTY, VALUE_TYPE_PROPERTY_DEFAULT));
  }

  /** Time spans, group-by and downsampling of reads, scans and deletes. */
  private void readQuerySettings(PropertyReader props) {
    queryTimeSpan = props.intValue(QUERY_TIMESPAN_PROPERTY, 0, 0);
    queryRandomTimeSpan = props.booleanValue(QUERY_RANDOM_TIMESPAN_PROPERTY, false);
    groupByFunction = props.isSet(GROUPBY_PROPERTY) ? props.string(GROUPBY_PROPERTY, null) : null;
    if (groupByFunction != null) {
      groupBys = groupByFlags(props, tagPairs);
      groupBy = true;
    }
    downsampleFunction = props.isSet(DOWNSAMPLING_FUNCTION_PROPERTY)
        ? props.string(DOWNSAMPLING_FUNCTION_PROPERTY, null) : null;
    if (downsampleFunction != null) {
      if (!props.isSet(DOWNSAMPLING_INTERVAL_PROPERTY)) {
        throw new IllegalPropertyException("property '" + DOWNSAMPLING_INTERVAL_PROPERTY + "' is missing; '"
            + DOWNSAMPLING_FUNCTION_PROPERTY + "' is set and needs the bucket length (in timestampunits)");
      }
      downsampleInterval = props.intValue(DOWNSAMPLING_INTERVAL_PROPERTY, 0, 1);
      downsample = true;
    }
  }

  /** A non-empty string property: keys and delimiters that are empty could not be parsed back. */
  private static String nonEmpty(PropertyReader props, String property, String defaultValue) {
    String value = props.properties().getProperty(property, defaultValue);
    if (value.isEmpty()) {
      throw new IllegalPropertyException(property, value, "a non-empty string (default " + defaultValue + ")");
    }
    return value;
  }

  /**
   * CoreWorkload's proportions plus {@code deleteproportion}. A read-modify-write has no meaning for
   * time series: 0.17.0 silently stopped the client thread that drew one.
   */
  private static DiscreteGenerator createOperationChooser(Properties p) {
    DiscreteGenerator chooser = OperationMix.withDeletes(p);
    if (chooser.canChoose("READMODIFYWRITE")) {
      throw new IllegalPropertyException("property '" + CoreWorkload.READMODIFYWRITE_PROPORTION_PROPERTY
          + "' must be 0 for the time-series workload (it has reads, scans, updates, inserts and deletes)");
    }
    return chooser;
  }

  private static NumberGenerator createScanLengthGenerator(PropertyReader props) {
    int maxscanlength = props.intValue(CoreWorkload.MAX_SCAN_LENGTH_PROPERTY,
        Integer.parseInt(CoreWorkload.MAX_SCAN_LENGTH_PROPERTY_DEFAULT), 1);
    String distribution = props.choice(CoreWorkload.SCAN_LENGTH_DISTRIBUTION_PROPERTY,
        CoreWorkload.SCAN_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT, "uniform", "zipfian");
    return "uniform".equals(distribution) ? new UniformLongGenerator(1, maxscanlength)
        : new ZipfianGenerator(1, maxscanlength);
  }

  /** Chooses the key of a read; 0.17.0 knew no "latest" or "exponential" here. */
  private static NumberGenerator createKeyChooser(PropertyReader props, int keyCount) {
    String distribution = props.choice(CoreWorkload.REQUEST_DISTRIBUTION_PROPERTY,
        CoreWorkload.REQUEST_DISTRIBUTION_PROPERTY_DEFAULT, "uniform", "sequential", "zipfian", "hotspot");
    switch (distribution) {
      case "uniform":
        return new UniformLongGenerator(0, keyCount - 1);
      case "sequential":
        return new SequentialGenerator(0, keyCount - 1);
      case "zipfian":
        return new ScrambledZipfianGenerator(0, keyCount - 1);
      default:
        return new HotspotIntegerGenerator(0, keyCount - 1,
          props.doubleValue(CoreWorkload.HOTSPOT_DATA_FRACTION,
              Double.parseDouble(CoreWorkload.HOTSPOT_DATA_FRACTION_DEFAULT), 0, 1),
          props.doubleValue(CoreWorkload.HOTSPOT_OPN_FRACTION,
              Double.parseDouble(CoreWorkload.HOTSPOT_OPN_FRACTION_DEFAULT), 0, 1));
    }
  }

  /** {@code groupbykeys}: one 0 or 1 per tag key, 1 for the tags queries group by. */
  private static boolean[] groupByFlags(PropertyReader props, int tagCount) {
    String accepted = tagCount + " comma-separated 0s and 1s (one per tag key, tagcount=" + tagCount + ")";
    if (!props.isSet(GROUPBY_KEYS_PROPERTY)) {
      throw new IllegalPropertyException("property '" + GROUPBY_KEYS_PROPERTY + "' is missing; '" + GROUPBY_PROPERTY
          + "' is set and needs " + accepted);
    }
    String raw = props.string(GROUPBY_KEYS_PROPERTY, "");
    String[] parts = raw.split(",", -1);
    boolean[] flags = new boolean[parts.length];
    for (int i = 0; i < parts.length; i++) {
      String part = parts[i].trim();
      if (!part.equals("0") && !part.equals("1")) {
        throw new IllegalPropertyException(GROUPBY_KEYS_PROPERTY, raw, accepted);
      }
      flags[i] = part.equals("1");
    }
    if (flags.length != tagCount) {
      throw new IllegalPropertyException(GROUPBY_KEYS_PROPERTY, raw, accepted);
    }
    return flags;
  }

  /**
   * Generates the keys, tag keys and tag values and the cardinality tables. Keys, tag keys and tag
   * values each count up from "AA..." (ASCII letters, odometer order), as in 0.17.0; with
   * {@code randomtimeseriesorder} the keys and the tag values are shuffled.
   */
  protected void initKeysAndTags() throws WorkloadException {
    PropertyReader props = new PropertyReader(properties);
    int keyLength = props.intValue(CoreWorkload.FIELD_LENGTH_PROPERTY,
        Integer.parseInt(CoreWorkload.FIELD_LENGTH_PROPERTY_DEFAULT), 1);
    int tagKeyLength = props.intValue(TAG_KEY_LENGTH_PROPERTY, Integer.parseInt(TAG_KEY_LENGTH_PROPERTY_DEFAULT), 1);
    int tagValueLength = props.intValue(TAG_VALUE_LENGTH_PROPERTY,
        Integer.parseInt(TAG_VALUE_LENGTH_PROPERTY_DEFAULT), 1);
    int threads = props.intValue(Client.THREAD_COUNT_PROPERTY, 1, 1);
    if (numKeys < threads) {
      throw new IllegalPropertyException("fieldcount (" + numKeys + ", the number of time-series keys) must be at "
          + "least the thread count (" + threads + "): each thread writes the series of keys of its own");
    }
    requireDistinctTagKeys(tagPairs, tagKeyLength);
    tagCardinality = TagCardinalities.parse(props.string(TAG_CARDINALITY_PROPERTY, TAG_CARDINALITY_PROPERTY_DEFAULT),
        tagPairs);
    long perKey = TagCardinalities.product(tagCardinality);
    long total = perKey * numKeys;
    if (total > Integer.MAX_VALUE) {
      throw new IllegalPropertyException("fieldcount x " + TAG_CARDINALITY_PROPERTY + " makes " + total
          + " series; at most " + Integer.MAX_VALUE + " are possible");
    }
    perKeyCardinality = (int) perKey;
    totalCardinality = (int) total;
    firstIncrementableCardinality = TagCardinalities.firstAbove1(tagCardinality);

    keyGenerator = new IncrementingPrintableStringGenerator(keyLength);
    tagKeyGenerator = new IncrementingPrintableStringGenerator(tagKeyLength);
    tagValueGenerator = new IncrementingPrintableStringGenerator(tagValueLength);
    keys = next(keyGenerator, numKeys);
    tagKeys = next(tagKeyGenerator, tagPairs);
    tagValues = next(tagValueGenerator, TagCardinalities.max(tagCardinality));
    if (randomizeTimeseriesOrder) {
      Utils.shuffleArray(keys);
      Utils.shuffleArray(tagValues);
    }
    maxOffsets = recordcount / totalCardinality + 1;
    cumulativeCardinality = TagCardinalities.seriesPerValue(tagCardinality);
  }

  /** Tag keys name map entries: two equal ones would lose a tag (keys and values may repeat). */
  private static void requireDistinctTagKeys(int tagCount, int tagKeyLength) {
    double distinct = Math.pow(IncrementingPrintableStringGenerator.printableBasicAlphaASCIISet().length, tagKeyLength);
    if (tagCount > distinct) {
      throw new IllegalPropertyException("tagcount=" + tagCount + " needs more distinct tag keys than "
          + TAG_KEY_LENGTH_PROPERTY + "=" + tagKeyLength + " letters make (" + (long) distinct + ")");
    }
  }

  private static String[] next(Generator<String> generator, int count) {
    String[] ret = new String[count];
    for (int i = 0; i < count; i++) {
      ret[i] = generator.nextValue();
    }
    return ret;
  }

  /** Settings that are each valid but do not work together. */
  protected void validateSettings() throws WorkloadException {
    if (timestampKey.equals(valueKey)) {
      throw new IllegalPropertyException("timestampkey and valuekey are both '" + valueKey
          + "': a point's value would replace its timestamp");
    }
    if (queryRandomTimeSpan && queryTimeSpan > 0 && queryTimeSpan < timestampInterval) {
      throw new IllegalPropertyException("querytimespan=" + queryTimeSpan + " with queryrandomtimespan=true must be "
          + "at least timestampinterval (" + timestampInterval + "): the span is a random number of intervals");
    }
    if (delayedSeries > 0 && delayedIntervals < 1) {
      throw new IllegalPropertyException("delayedintervals must be at least 1 when delayedseries (" + delayedSeries
          + ") is above 0; set delayedseries=0 for no delayed series");
    }
    if (randomizeTimestampOrder && maxOffsets > RandomDiscreteTimestampGenerator.MAX_INTERVALS) {
      throw new IllegalPropertyException("randomwritetimestamporder=true shuffles every timestamp up front: "
          + "recordcount / series (" + (maxOffsets - 1L) + ") must be at most "
          + RandomDiscreteTimestampGenerator.MAX_INTERVALS);
    }
    if (dataintegrity) {
      requireForDataIntegrity(valueType == ValueType.INTEGERS, "valuetype must be integers");
      requireForDataIntegrity(!groupBy, "groupbyfunction must be empty");
      requireForDataIntegrity(!downsample, "downsamplingfunction must be empty");
      requireForDataIntegrity(queryTimeSpan == 0, "querytimespan must be 0");
      requireForDataIntegrity(!randomizeTimeseriesOrder, "randomtimeseriesorder must be false");
      requireForDataIntegrity(firstTimestamp != null,
          "insertstart must be set to the first timestamp (Unix epoch, in timestampunits)");
    }
  }

  private static void requireForDataIntegrity(boolean ok, String what) {
    if (!ok) {
      throw new IllegalPropertyException("dataintegrity=true: " + what);
    }
  }

  @Override
  public Object initThread(Properties p, int mythreadid, int threadcount) throws WorkloadException {
    if (properties == null) {
      throw new WorkloadException("Workload has not been initialized.");
    }
    return new ThreadState(mythreadid, threadcount);
  }

  @Override
  public boolean doInsert(DB db, Object threadstate) {
    Map<String, ByteIterator> point = new TreeMap<>();
    String key = state(threadstate).nextDataPoint(point, true);
    return db.insert(table, key, point).isOk();
  }

  @Override
  public boolean doTransaction(DB db, Object threadstate) {
    state(threadstate);
    switch (operationchooser.sample()) {
      case "READ":
        doTransactionRead(db, threadstate);
        break;
      case "UPDATE":
        doTransactionUpdate(db, threadstate);
        break;
      case "INSERT":
        doTransactionInsert(db, threadstate);
        break;
      case "SCAN":
        doTransactionScan(db, threadstate);
        break;
      case "DELETE":
        doTransactionDelete(db, threadstate);
        break;
      default:
        return false;
    }
    return true;
  }

  private static ThreadState state(Object threadstate) {
    if (threadstate == null) {
      throw new IllegalStateException("Missing thread state.");
    }
    return (ThreadState) threadstate;
  }

  /** Reads one data point: a key by {@code requestdistribution}, random tags, a loaded timestamp. */
  protected void doTransactionRead(DB db, Object threadstate) {
    ThreadState state = state(threadstate);
    Random random = ThreadLocalRandom.current();
    String key = keys[(int) keychooser.nextLong()];
    long start = queryStart(state, state.queryOffsetGenerator.nextLong());
    Set<String> fields = queryFields(state, start, random);
    if (downsample) {
      fields.add(downsampleKey + tagPairDelimiter + downsampleFunction + downsampleInterval);
    }
    Map<String, ByteIterator> cells = new HashMap<>();
    Status status = db.read(table, key, fields, cells);
    if (dataintegrity && status.isOk()) {
      verifyRow(key, cells);
    }
  }

  /** Rewrites a point of an already written timestamp, chosen at random. */
  protected void doTransactionUpdate(DB db, Object threadstate) {
    Map<String, ByteIterator> point = new TreeMap<>();
    String key = state(threadstate).nextDataPoint(point, false);
    db.update(table, key, point);
  }

  protected void doTransactionInsert(DB db, Object threadstate) {
    doInsert(db, threadstate);
  }

  /** Scans from a random key and loaded timestamp; the length is drawn but time series ignore it. */
  protected void doTransactionScan(DB db, Object threadstate) {
    ThreadState state = state(threadstate);
    Random random = ThreadLocalRandom.current();
    String key = keys[random.nextInt(keys.length)];
    int length = (int) scanlength.nextLong();
    long start = queryStart(state, random.nextInt(Math.max(1, maxOffsets - 1)));
    Set<String> fields = queryFields(state, start, random);
    if (downsample) {
      // 0.17.0 put the delimiter between function and interval for scans, but not for reads.
      fields.add(downsampleKey + tagPairDelimiter + downsampleFunction + tagPairDelimiter + downsampleInterval);
    }
    db.scan(table, key, length, fields, new Vector<>());
  }

  /** Deletes the series of a random key and tags (every value of grouped tags) at a loaded timestamp. */
  protected void doTransactionDelete(DB db, Object threadstate) {
    ThreadState state = state(threadstate);
    Random random = ThreadLocalRandom.current();
    StringBuilder key = new StringBuilder(keys[random.nextInt(keys.length)]);
    long start = queryStart(state, random.nextInt(Math.max(1, maxOffsets - 1)));
    for (int i = 0; i < tagPairs; i++) {
      key.append(deleteDelimiter).append(tagField(i, random));
    }
    key.append(deleteDelimiter).append(timestampField(state, start, random));
    db.delete(table, key.toString());
  }

  /** The timestamp {@code offsets} intervals after the thread's first one. */
  private static long queryStart(ThreadState state, long offsets) {
    return offsets > 0 ? state.startTimestamp + state.timestampGenerator.getOffset(offsets) : state.startTimestamp;
  }

  /** Tags, timestamp (or time span) and group-by function of a read or scan. */
  private Set<String> queryFields(ThreadState state, long start, Random random) {
    Set<String> fields = new HashSet<>();
    for (int i = 0; i < tagPairs; i++) {
      fields.add(tagField(i, random));
    }
    fields.add(timestampField(state, start, random));
    if (groupBy) {
      fields.add(groupByKey + tagPairDelimiter + groupByFunction);
    }
    return fields;
  }

  /** {@code tagkey=value} with a random value, or just {@code tagkey} when grouping by that tag. */
  private String tagField(int tag, Random random) {
    if (groupBy && groupBys[tag]) {
      return tagKeys[tag];
    }
    return tagKeys[tag] + tagPairDelimiter + tagValues[random.nextInt(tagCardinality[tag])];
  }

  /** {@code timestampkey=start}, or {@code timestampkey=start,end} with a query time span. */
  private String timestampField(ThreadState state, long start, Random random) {
    if (queryTimeSpan <= 0) {
      return timestampKey + tagPairDelimiter + start;
    }
    long span = queryRandomTimeSpan
        ? state.timestampGenerator.getOffset(random.nextInt(queryTimeSpan / timestampInterval))
        : inTimestampUnits(queryTimeSpan);
    return timestampKey + tagPairDelimiter + start + queryTimeSpanDelimiter + (start + span);
  }

  /**
   * A duration given in {@code timestampunits} as a timestamp difference. Timestamps stay in seconds
   * for MINUTES, HOURS and DAYS (only the interval is scaled), which 0.17.0 forgot for spans.
   */
  private long inTimestampUnits(long amount) {
    switch (timeUnits) {
      case MINUTES:
      case HOURS:
      case DAYS:
        return TimeUnit.SECONDS.convert(amount, timeUnits);
      default:
        return amount;
    }
  }

  /**
   * Checks a read data point against the value {@link #validationFunction} gives for its tags and
   * timestamp, and records the outcome as the VERIFY series.
   */
  protected Status verifyRow(String key, Map<String, ByteIterator> cells) {
    long startNs = System.nanoTime();
    long timestamp = 0;
    double value = 0;
    TreeMap<String, String> tags = new TreeMap<>();
    Status status = Status.UNEXPECTED_STATE;
    try {
      for (Map.Entry<String, ByteIterator> cell : cells.entrySet()) {
        if (cell.getKey().equals(timestampKey)) {
          timestamp = (long) number(cell.getValue());
        } else if (cell.getKey().equals(valueKey)) {
          value = number(cell.getValue());
        } else {
          tags.put(cell.getKey(), cell.getValue().toString());
        }
      }
      if (validationFunction(key, timestamp, tags) == value) {
        status = Status.OK;
      }
    } catch (NumberFormatException e) {
      // a timestamp or value the database returned as text that is no number: not our data
    }
    measurements.measure("VERIFY", (int) ((System.nanoTime() - startNs) / 1000));
    measurements.reportStatus("VERIFY", status);
    return status;
  }

  /** A numeric cell; a binding may return numbers as text rather than as NumericByteIterators. */
  private static double number(ByteIterator cell) {
    if (cell instanceof NumericByteIterator numeric) {
      return numeric.isFloatingPoint() ? numeric.getDouble() : numeric.getLong();
    }
    return Double.parseDouble(cell.toString().trim());
  }

  /**
   * The value written under {@code dataintegrity=true}: the string hash of the tag keys and values
   * (in key order) XOR the timestamp, as 0.17.0 computed it. The key does not take part.
   */
  protected long validationFunction(String key, long timestamp, TreeMap<String, String> tags) {
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, String> tag : tags.entrySet()) {
      sb.append(tag.getKey()).append(tag.getValue());
    }
    return (long) sb.toString().hashCode() ^ timestamp;
  }

  /**
   * The write position of one client thread: it owns the keys [keyIdxStart, keyIdxEnd) and writes
   * every tag combination of each of them, in odometer order (last tag fastest), at one timestamp
   * before moving to the next timestamp.
   */
  protected class ThreadState {
    protected final UnixEpochTimestampGenerator timestampGenerator;
    /** Picks the timestamp offset of a read among the loaded ones. */
    protected final NumberGenerator queryOffsetGenerator;
    protected int keyIdx;
    protected int keyIdxStart;
    protected int keyIdxEnd;
    /** The current value index of each tag. */
    protected int[] tagValueIdxs;
    /** Every series of the thread has a point at the current timestamp: the next write starts the next one. */
    protected boolean rollover;
    /** The thread's first timestamp, where queries and updates start. */
    protected long startTimestamp;

    protected ThreadState(int threadID, int threadCount) throws WorkloadException {
      int threads = Math.max(1, threadCount);
      if (threadID < 0 || threadID >= threads) {
        throw new IllegalStateException("Thread ID " + threadID + " is outside [0, " + threads + ")");
      }
      if (keys.length < threads) {
        throw new WorkloadException("fieldcount (" + keys.length + ") must be at least the thread count ("
            + threads + ")");
      }
      int keysPerThread = keys.length / threads;
      keyIdxStart = keysPerThread * threadID;
      keyIdx = keyIdxStart;
      keyIdxEnd = threadID == threads - 1 ? keys.length : keyIdxStart + keysPerThread;
      tagValueIdxs = new int[tagPairs];
      timestampGenerator = newTimestampGenerator();
      startTimestamp = timestampGenerator.nextValue();
      queryOffsetGenerator = new UniformLongGenerator(0, Math.max(0, maxOffsets - 2));
    }

    /** From {@code insertstart}, or from the clock when it is not set. */
    private UnixEpochTimestampGenerator newTimestampGenerator() {
      if (firstTimestamp == null) {
        return randomizeTimestampOrder
            ? new RandomDiscreteTimestampGenerator(timestampInterval, timeUnits, maxOffsets)
            : new UnixEpochTimestampGenerator(timestampInterval, timeUnits);
      }
      return randomizeTimestampOrder
          ? new RandomDiscreteTimestampGenerator(timestampInterval, timeUnits, firstTimestamp, maxOffsets)
          : new UnixEpochTimestampGenerator(timestampInterval, timeUnits, firstTimestamp);
    }

    /**
     * Fills {@code map} with the next data point (tags, timestamp, value) and returns its key. With
     * {@code sparsity}, up to that share of the key's series is passed over first. An update takes a
     * random timestamp already written instead of the current one.
     */
    protected String nextDataPoint(Map<String, ByteIterator> map, boolean isInsert) {
      Random random = ThreadLocalRandom.current();
      for (int skip = seriesToSkip(random); skip > 0; skip--) {
        startPendingTimestamp();
        advance();
      }
      startPendingTimestamp();
      String key = keys[keyIdx];
      TreeMap<String, String> tags = new TreeMap<>();
      int seriesIndex = keyIdx * cumulativeCardinality[0];
      for (int i = 0; i < tagPairs; i++) {
        String value = tagValues[tagValueIdxs[i]];
        map.put(tagKeys[i], new StringByteIterator(value));
        tags.put(tagKeys[i], value);
        seriesIndex += tagValueIdxs[i] * cumulativeCardinality[i + 1];
      }
      long timestamp = isInsert ? insertTimestamp(seriesIndex) : updateTimestamp(random);
      map.put(timestampKey, new NumericByteIterator(timestamp));
      // 0.17.0 hashed the generator's current timestamp even for delayed and updated points, so those
      // failed verification; the hash is of the timestamp written.
      map.put(valueKey, dataintegrity ? new NumericByteIterator(validationFunction(key, timestamp, tags))
          : valueType.randomValue(random));
      advance();
      return key;
    }

    /** 0.17.0's draw: a random count below perKeyCardinality x sparsity, less one (0 when that is < 2). */
    private int seriesToSkip(Random random) {
      int bound = (int) (perKeyCardinality * sparsity);
      return bound < 2 ? 0 : Math.max(0, random.nextInt(bound) - 1);
    }

    private void startPendingTimestamp() {
      if (rollover) {
        timestampGenerator.nextValue();
        rollover = false;
      }
    }

    /**
     * The current timestamp, or for the first {@code delayedseries} share of all series (by series
     * index) one lagging {@code index % delayedintervals} intervals behind.
     */
    private long insertTimestamp(int seriesIndex) {
      long now = timestampGenerator.currentValue();
      if (delayedSeries > 0 && (double) seriesIndex / totalCardinality < delayedSeries) {
        return now - timestampGenerator.getOffset(seriesIndex % delayedIntervals);
      }
      return now;
    }

    /** A random timestamp from the first one up to (not including) the current one. */
    private long updateTimestamp(Random random) {
      long written = (timestampGenerator.currentValue() - startTimestamp) / timestampGenerator.getOffset(1);
      // 0.17.0 failed (Random.nextInt(0)) while the first timestamp was still being written.
      long intervals = written > 0 ? random.nextInt((int) Math.min(written, Integer.MAX_VALUE)) : 0;
      return startTimestamp + timestampGenerator.getOffset(intervals);
    }

    /** The next tag combination of this key; after the last, the next key; after the last key, the next timestamp. */
    private void advance() {
      for (int i = tagPairs - 1; i >= 0; i--) {
        if (tagCardinality[i] > 1) {
          if (++tagValueIdxs[i] < tagCardinality[i]) {
            return;
          }
          tagValueIdxs[i] = 0;
        }
      }
      if (++keyIdx >= keyIdxEnd) {
        keyIdx = keyIdxStart;
        rollover = true;
      }
    }
  }
}
