package site.ycsb.workloads;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import site.ycsb.ByteIterator;
import site.ycsb.Client;
import site.ycsb.DB;
import site.ycsb.DBWrapper;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.RandomByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.Utils;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.generator.AcknowledgedCounterGenerator;
import site.ycsb.generator.ConstantIntegerGenerator;
import site.ycsb.generator.CounterGenerator;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.ExponentialGenerator;
import site.ycsb.generator.HistogramGenerator;
import site.ycsb.generator.HotspotIntegerGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.ScrambledZipfianGenerator;
import site.ycsb.generator.SequentialGenerator;
import site.ycsb.generator.SkewedLatestGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.ZipfianGenerator;
import site.ycsb.generator.expiry.TtlDistribution;
import site.ycsb.measurements.Measurements;

/**
 * The standard YCSB workload: records of {@code fieldcount} fields under keys {@code user<n>}, and a
 * mix of reads, updates, inserts, scans and read-modify-writes chosen by proportion. Property names,
 * defaults, key names and values are those of YCSB 0.17.0, so data loaded by either can be run and
 * verified by the other.
 */
public class CoreWorkload extends Workload {
  public static final String TABLENAME_PROPERTY = "table";
  public static final String TABLENAME_PROPERTY_DEFAULT = "usertable";
  public static final String FIELD_COUNT_PROPERTY = "fieldcount";
  public static final String FIELD_COUNT_PROPERTY_DEFAULT = "10";
  public static final String FIELD_LENGTH_DISTRIBUTION_PROPERTY = "fieldlengthdistribution";
  public static final String FIELD_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT = "constant";
  public static final String FIELD_LENGTH_PROPERTY = "fieldlength";
  public static final String FIELD_LENGTH_PROPERTY_DEFAULT = "100";
  public static final String MIN_FIELD_LENGTH_PROPERTY = "minfieldlength";
  public static final String MIN_FIELD_LENGTH_PROPERTY_DEFAULT = "1";
  public static final String FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY = "fieldlengthhistogram";
  public static final String FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY_DEFAULT = "hist.txt";
  public static final String READ_ALL_FIELDS_PROPERTY = "readallfields";
  public static final String READ_ALL_FIELDS_PROPERTY_DEFAULT = "true";
  public static final String WRITE_ALL_FIELDS_PROPERTY = "writeallfields";
  public static final String WRITE_ALL_FIELDS_PROPERTY_DEFAULT = "false";
  public static final String DATA_INTEGRITY_PROPERTY = "dataintegrity";
  public static final String DATA_INTEGRITY_PROPERTY_DEFAULT = "false";
  public static final String READ_PROPORTION_PROPERTY = "readproportion";
  public static final String READ_PROPORTION_PROPERTY_DEFAULT = "0.95";
  public static final String UPDATE_PROPORTION_PROPERTY = "updateproportion";
  public static final String UPDATE_PROPORTION_PROPERTY_DEFAULT = "0.05";
  public static final String INSERT_PROPORTION_PROPERTY = "insertproportion";
  public static final String INSERT_PROPORTION_PROPERTY_DEFAULT = "0.0";
  public static final String SCAN_PROPORTION_PROPERTY = "scanproportion";
  public static final String SCAN_PROPORTION_PROPERTY_DEFAULT = "0.0";
  public static final String READMODIFYWRITE_PROPORTION_PROPERTY = "readmodifywriteproportion";
  public static final String READMODIFYWRITE_PROPORTION_PROPERTY_DEFAULT = "0.0";
  public static final String REQUEST_DISTRIBUTION_PROPERTY = "requestdistribution";
  public static final String REQUEST_DISTRIBUTION_PROPERTY_DEFAULT = "uniform";
  public static final String ZERO_PADDING_PROPERTY = "zeropadding";
  public static final String ZERO_PADDING_PROPERTY_DEFAULT = "1";
  public static final String MIN_SCAN_LENGTH_PROPERTY = "minscanlength";
  public static final String MIN_SCAN_LENGTH_PROPERTY_DEFAULT = "1";
  public static final String MAX_SCAN_LENGTH_PROPERTY = "maxscanlength";
  public static final String MAX_SCAN_LENGTH_PROPERTY_DEFAULT = "1000";
  public static final String SCAN_LENGTH_DISTRIBUTION_PROPERTY = "scanlengthdistribution";
  public static final String SCAN_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT = "uniform";
  public static final String INSERT_ORDER_PROPERTY = "insertorder";
  public static final String INSERT_ORDER_PROPERTY_DEFAULT = "hashed";
  public static final String HOTSPOT_DATA_FRACTION = "hotspotdatafraction";
  public static final String HOTSPOT_DATA_FRACTION_DEFAULT = "0.2";
  public static final String HOTSPOT_OPN_FRACTION = "hotspotopnfraction";
  public static final String HOTSPOT_OPN_FRACTION_DEFAULT = "0.8";
  public static final String INSERTION_RETRY_LIMIT = "core_workload_insertion_retry_limit";
  public static final String INSERTION_RETRY_LIMIT_DEFAULT = "0";
  public static final String INSERTION_RETRY_INTERVAL = "core_workload_insertion_retry_interval";
  public static final String INSERTION_RETRY_INTERVAL_DEFAULT = "3";
  public static final String FIELD_NAME_PREFIX = "fieldnameprefix";
  public static final String FIELD_NAME_PREFIX_DEFAULT = "field";
  /** How long the records written live, in seconds: {@link TtlDistribution}'s forms; unset, they never expire. */
  public static final String TTL_PROPERTY = "ttl";

  private static final String KEY_PREFIX = "user";

  protected String table;
  protected NumberGenerator fieldlengthgenerator;
  protected boolean readallfields;
  protected boolean writeallfields;
  protected NumberGenerator keysequence;
  protected DiscreteGenerator operationchooser;
  protected NumberGenerator keychooser;
  protected NumberGenerator fieldchooser;
  protected AcknowledgedCounterGenerator transactioninsertkeysequence;
  protected NumberGenerator scanlength;
  protected boolean orderedinserts;
  protected long fieldcount;
  protected long recordcount;
  protected int zeropadding;
  protected int insertionRetryLimit;
  protected int insertionRetryInterval;

  private boolean dataintegrity;
  private List<String> fieldnames;
  /** Room for the fields a read returns without growing the map (a default map's 16 slots for one field). */
  private int readMapCapacity;
  /** Names of chosen keys; null when a subclass builds key names its own way. */
  private KeyNameCache keyNames;
  private Measurements measurements;
  /** The sizes of a keyed fieldlengthdistribution kind (gpd, facebook-etc, ...); null for upstream's kinds. */
  private RecordValueSizes valueSizes;
  /** Key lengths other than upstream's; null for upstream's keys (keylengthdistribution=constant). */
  private KeyLengths keyLengths;
  /** The {@code ttl} property's distribution; null when records are written without expiry, as upstream does. */
  private TtlDistribution ttl;

  /** The generator of field lengths that {@code fieldlengthdistribution} asks for. */
  protected static NumberGenerator getFieldLengthGenerator(Properties p) throws WorkloadException {
    PropertyReader props = new PropertyReader(p);
    String distribution = fieldLengthDistribution(props);
    if (RecordValueSizes.KINDS.contains(distribution)) {
      return new FreshFieldLengthGenerator(keyedValueSizes(distribution, props));
    }
    int fieldlength = props.intValue(FIELD_LENGTH_PROPERTY, Integer.parseInt(FIELD_LENGTH_PROPERTY_DEFAULT), 1);
    int minfieldlength = props.intValue(MIN_FIELD_LENGTH_PROPERTY,
        Integer.parseInt(MIN_FIELD_LENGTH_PROPERTY_DEFAULT), 1);
    switch (distribution) {
      case "constant":
        return new ConstantIntegerGenerator(fieldlength);
      case "uniform":
        requireMinNotAboveMax(minfieldlength, fieldlength, MIN_FIELD_LENGTH_PROPERTY, FIELD_LENGTH_PROPERTY);
        return new UniformLongGenerator(minfieldlength, fieldlength);
      case "zipfian":
        requireMinNotAboveMax(minfieldlength, fieldlength, MIN_FIELD_LENGTH_PROPERTY, FIELD_LENGTH_PROPERTY);
        return new ZipfianGenerator(minfieldlength, fieldlength);
      default:
        String file = props.string(FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY, FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY_DEFAULT);
        try {
          return new HistogramGenerator(file);
        } catch (IOException | RuntimeException e) {
          throw new WorkloadException("cannot read the field length histogram '" + file + "' (property "
            + FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY + "): " + e.getMessage(), e);
        }
    }
  }

  /** The kind {@code fieldlengthdistribution} names, checked against the accepted ones. */
  static String fieldLengthDistribution(PropertyReader props) {
    List<String> kinds = new ArrayList<>(List.of("constant", "uniform", "zipfian", "histogram"));
    kinds.addAll(RecordValueSizes.KINDS);
    return props.choice(FIELD_LENGTH_DISTRIBUTION_PROPERTY, FIELD_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT,
        kinds.toArray(new String[0]));
  }

  private static RecordValueSizes keyedValueSizes(String distribution, PropertyReader props) {
    int fieldcount = (int) props.longValue(FIELD_COUNT_PROPERTY, Long.parseLong(FIELD_COUNT_PROPERTY_DEFAULT), 1,
        Integer.MAX_VALUE);
    return RecordValueSizes.of(distribution, props, fieldcount);
  }

  private static void requireMinNotAboveMax(long min, long max, String minName, String maxName) {
    if (min > max) {
      throw new IllegalPropertyException("property '" + minName + "' (" + min + ") must not exceed '"
          + maxName + "' (" + max + ")");
    }
  }

  @Override
  public void init(Properties p) throws WorkloadException {
    PropertyReader props = new PropertyReader(p);
    measurements = Measurements.getMeasurements();
    table = props.string(TABLENAME_PROPERTY, TABLENAME_PROPERTY_DEFAULT);
    fieldcount = props.longValue(FIELD_COUNT_PROPERTY, Long.parseLong(FIELD_COUNT_PROPERTY_DEFAULT), 1,
        Integer.MAX_VALUE);
    String prefix = props.string(FIELD_NAME_PREFIX, FIELD_NAME_PREFIX_DEFAULT);
    fieldnames = new ArrayList<>();
    for (int i = 0; i < fieldcount; i++) {
      fieldnames.add(prefix + i);
    }
    String distribution = fieldLengthDistribution(props);
    if (RecordValueSizes.KINDS.contains(distribution)) {
      valueSizes = keyedValueSizes(distribution, props);
      fieldlengthgenerator = new FreshFieldLengthGenerator(valueSizes);
    } else {
      fieldlengthgenerator = getFieldLengthGenerator(p);
    }
    keyLengths = KeyLengths.fromProperties(props);

    recordcount = props.longValue(Client.RECORD_COUNT_PROPERTY, Long.parseLong(Client.DEFAULT_RECORD_COUNT), 0);
    if (recordcount == 0) {
      recordcount = Integer.MAX_VALUE;
    }
    long insertstart = props.longValue(INSERT_START_PROPERTY, Long.parseLong(INSERT_START_PROPERTY_DEFAULT), 0);
    long insertcount = props.longValue(INSERT_COUNT_PROPERTY, Math.max(0, recordcount - insertstart), 0);
    // Subtracted, not added: insertstart + insertcount may overflow a long, and both are at least 0.
    if (insertstart > recordcount || insertcount > recordcount - insertstart) {
      throw new WorkloadException("recordcount (" + recordcount + ") must be at least insertstart + insertcount ("
          + insertstart + " + " + insertcount + ")");
    }
    zeropadding = props.intValue(ZERO_PADDING_PROPERTY, Integer.parseInt(ZERO_PADDING_PROPERTY_DEFAULT), 1);
    readallfields = props.booleanValue(READ_ALL_FIELDS_PROPERTY, true);
    writeallfields = props.booleanValue(WRITE_ALL_FIELDS_PROPERTY, false);
    dataintegrity = props.booleanValue(DATA_INTEGRITY_PROPERTY, false);
    if (dataintegrity && valueSizes == null && !(fieldlengthgenerator instanceof ConstantIntegerGenerator)) {
      throw new IllegalPropertyException("dataintegrity=true needs a constant field length or a size from the key: set "
          + FIELD_LENGTH_DISTRIBUTION_PROPERTY + "=constant or one of " + String.join(", ", RecordValueSizes.KINDS));
    }
    if (dataintegrity && valueSizes != null && valueSizes.redrawOnUpdate()) {
      throw new IllegalPropertyException("dataintegrity=true cannot verify sizes drawn afresh on update: set "
          + RecordValueSizes.ON_UPDATE + "=keep (accepted: keep, redraw)");
    }
    // Capped: with thousands of fields a map grown on demand wastes less than one sized up front.
    readMapCapacity = (int) Math.min(1024, (readallfields || dataintegrity ? fieldcount : 1) * 4 / 3 + 1);
    orderedinserts = "ordered".equals(props.choice(INSERT_ORDER_PROPERTY, INSERT_ORDER_PROPERTY_DEFAULT,
        "hashed", "ordered"));

    keysequence = new CounterGenerator(insertstart);
    operationchooser = createOperationGenerator(p);
    transactioninsertkeysequence = new AcknowledgedCounterGenerator(recordcount);
    keychooser = createKeyChooser(props, insertstart, insertcount);
    // Room for the loaded keys and as many inserted during the run. Only for key spaces that fit: on a large
    // one the cache's own memory misses cost more than building the names (measured at 10^6 records).
    keyNames = 2 * recordcount > KeyNameCache.MAX_ENTRIES || buildsKeyNamesItself() ? null
        : new KeyNameCache(2 * recordcount, this::buildKeyName);
    fieldchooser = new UniformLongGenerator(0, fieldcount - 1);
    scanlength = createScanLengthGenerator(props);
    insertionRetryLimit = props.intValue(INSERTION_RETRY_LIMIT, 0, 0);
    insertionRetryInterval = props.intValue(INSERTION_RETRY_INTERVAL, 3, 0);
    ttl = readTtl(props);
  }

  /** The {@code ttl} property's distribution, or null when it is not set. */
  static TtlDistribution readTtl(PropertyReader props) {
    if (!props.isSet(TTL_PROPERTY)) {
      return null;
    }
    String value = props.string(TTL_PROPERTY, "");
    try {
      return TtlDistribution.parse(value);
    } catch (IllegalArgumentException e) {
      throw new IllegalPropertyException("property '" + TTL_PROPERTY + "' is '" + value + "': " + e.getMessage()
          + "; accepted: " + TtlDistribution.ACCEPTED);
    }
  }

  private NumberGenerator createKeyChooser(PropertyReader props, long insertstart, long insertcount) {
    String distribution = props.choice(REQUEST_DISTRIBUTION_PROPERTY, REQUEST_DISTRIBUTION_PROPERTY_DEFAULT,
        "uniform", "zipfian", "latest", "hotspot", "sequential", "exponential");
    if (insertcount == 0 && !"latest".equals(distribution) && !"exponential".equals(distribution)) {
      throw new IllegalPropertyException("insertcount is 0: there are no keys to choose from (property "
          + INSERT_COUNT_PROPERTY + " or " + Client.RECORD_COUNT_PROPERTY + ")");
    }
    long last = insertstart + insertcount - 1;
    switch (distribution) {
      case "uniform":
        return new UniformLongGenerator(insertstart, last);
      case "sequential":
        return new SequentialGenerator(insertstart, last);
      case "exponential":
        double percentile = props.doubleValue(ExponentialGenerator.EXPONENTIAL_PERCENTILE_PROPERTY,
            Double.parseDouble(ExponentialGenerator.EXPONENTIAL_PERCENTILE_DEFAULT), Double.MIN_VALUE, 99.999999);
        double frac = props.doubleValue(ExponentialGenerator.EXPONENTIAL_FRAC_PROPERTY,
            Double.parseDouble(ExponentialGenerator.EXPONENTIAL_FRAC_DEFAULT), Double.MIN_VALUE, Double.MAX_VALUE);
        return new ExponentialGenerator(percentile, recordcount * frac);
      case "zipfian":
      // Leave room for the keys inserted during the run, so new keys can be chosen too.
        double insertproportion = props.doubleValue(INSERT_PROPORTION_PROPERTY, 0.0, 0, Double.MAX_VALUE);
        long opcount = props.longValue(Client.OPERATION_COUNT_PROPERTY, 0, 0);
        long expectednewkeys = (long) (opcount * insertproportion * 2.0);
        return new ScrambledZipfianGenerator(insertstart, insertstart + insertcount + expectednewkeys);
      case "latest":
        return new SkewedLatestGenerator(transactioninsertkeysequence);
      default:
        double hotsetfraction = props.doubleValue(HOTSPOT_DATA_FRACTION,
            Double.parseDouble(HOTSPOT_DATA_FRACTION_DEFAULT), 0, 1);
        double hotopnfraction = props.doubleValue(HOTSPOT_OPN_FRACTION,
            Double.parseDouble(HOTSPOT_OPN_FRACTION_DEFAULT), 0, 1);
        return new HotspotIntegerGenerator(insertstart, last, hotsetfraction, hotopnfraction);
    }
  }

  private static NumberGenerator createScanLengthGenerator(PropertyReader props) {
    int minscanlength = props.intValue(MIN_SCAN_LENGTH_PROPERTY, Integer.parseInt(MIN_SCAN_LENGTH_PROPERTY_DEFAULT), 1);
    int maxscanlength = props.intValue(MAX_SCAN_LENGTH_PROPERTY, Integer.parseInt(MAX_SCAN_LENGTH_PROPERTY_DEFAULT), 1);
    requireMinNotAboveMax(minscanlength, maxscanlength, MIN_SCAN_LENGTH_PROPERTY, MAX_SCAN_LENGTH_PROPERTY);
    String distribution = props.choice(SCAN_LENGTH_DISTRIBUTION_PROPERTY, SCAN_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT,
        "uniform", "zipfian");
    return "uniform".equals(distribution)
        ? new UniformLongGenerator(minscanlength, maxscanlength)
        : new ZipfianGenerator(minscanlength, maxscanlength);
  }

  /** The operation mix; proportions must be non-negative and must not all be zero. */
  protected static DiscreteGenerator createOperationGenerator(Properties p) {
    if (p == null) {
      throw new IllegalArgumentException("Properties object cannot be null");
    }
    PropertyReader props = new PropertyReader(p);
    String[][] mix = {
        {READ_PROPORTION_PROPERTY, READ_PROPORTION_PROPERTY_DEFAULT, "READ"},
        {UPDATE_PROPORTION_PROPERTY, UPDATE_PROPORTION_PROPERTY_DEFAULT, "UPDATE"},
        {INSERT_PROPORTION_PROPERTY, INSERT_PROPORTION_PROPERTY_DEFAULT, "INSERT"},
        {SCAN_PROPORTION_PROPERTY, SCAN_PROPORTION_PROPERTY_DEFAULT, "SCAN"},
        {READMODIFYWRITE_PROPORTION_PROPERTY, READMODIFYWRITE_PROPORTION_PROPERTY_DEFAULT, "READMODIFYWRITE"},
    };
    DiscreteGenerator chooser = new DiscreteGenerator();
    double sum = 0;
    for (String[] entry : mix) {
      double proportion = props.doubleValue(entry[0], Double.parseDouble(entry[1]), 0, 1);
      if (proportion > 0) {
        chooser.addValue(proportion, entry[2]);
        sum += proportion;
      }
    }
    if (sum <= 0) {
      throw new IllegalPropertyException("the operation proportions (readproportion, updateproportion, "
          + "insertproportion, scanproportion, readmodifywriteproportion) sum to zero; at least one must be > 0");
    }
    if (Math.abs(sum - 1) > 1e-6) {
      // 0.17.0 used them as weights whatever their sum; so do we, but the mix that runs is said aloud.
      StringBuilder used = new StringBuilder();
      for (String[] entry : mix) {
        double proportion = props.doubleValue(entry[0], Double.parseDouble(entry[1]), 0, 1);
        if (proportion > 0) {
          used.append(used.length() == 0 ? "" : ", ").append(entry[2]).append(' ')
              .append(String.format(Locale.ROOT, "%.1f%%", 100 * proportion / sum));
        }
      }
      System.err.println(String.format(Locale.ROOT, "ycsb: warning: the operation proportions sum to "
          + "%.4g, not 1; they are used as weights: %s", sum, used));
    }
    return chooser;
  }

  /** The name of a key chosen for a transaction: hot keys come from the cache. */
  private String chosenKeyName(long keynum) {
    return keyNames == null ? buildKeyName(keynum) : keyNames.get(keynum);
  }

  /** Whether a subclass overrides {@link #buildKeyName}: its names may not be cacheable. */
  private boolean buildsKeyNamesItself() {
    for (Class<?> c = getClass(); c != CoreWorkload.class; c = c.getSuperclass()) {
      try {
        c.getDeclaredMethod("buildKeyName", long.class);
        return true;
      } catch (NoSuchMethodException e) {
        // not declared here; look further up
      }
    }
    return false;
  }

  /** {@code user} + zero padding + the key number, hashed with FNV-1a-64 unless inserts are ordered. */
  protected String buildKeyName(long keynum) {
    String name = upstreamKeyName(keynum);
    return keyLengths == null ? name : keyLengths.pad(name, keynum);
  }

  private String upstreamKeyName(long keynum) {
    return upstreamKeyName(keynum, orderedinserts, zeropadding);
  }

  /** 0.17.0's name of key number {@code keynum}. */
  static String upstreamKeyName(long keynum, boolean orderedinserts, int zeropadding) {
    long value = orderedinserts ? keynum : Utils.hash(keynum);
    if (zeropadding <= 1) {
      // Every number has a digit, so nothing to pad: one string built in place (toString, then concat, made two).
      return KEY_PREFIX + value;
    }
    String digits = Long.toString(value);
    int fill = zeropadding - digits.length();
    if (fill <= 0) {
      return KEY_PREFIX.concat(digits);
    }
    StringBuilder key = new StringBuilder(KEY_PREFIX.length() + zeropadding);
    key.append(KEY_PREFIX);
    for (int i = 0; i < fill; i++) {
      key.append('0');
    }
    return key.append(digits).toString();
  }

  private HashMap<String, ByteIterator> buildSingleValue(String key, long keynum, boolean update) {
    // Sized for its one entry: a default map allocates a 16-slot table, the bulk of an update's garbage.
    HashMap<String, ByteIterator> value = new HashMap<>(2);
    int index = (int) fieldchooser.nextLong();
    String fieldkey = fieldnames.get(index);
    value.put(fieldkey, fieldValue(key, fieldkey, keynum, index, update));
    return value;
  }

  private HashMap<String, ByteIterator> buildValues(String key, long keynum, boolean update) {
    HashMap<String, ByteIterator> values = new HashMap<>(fieldnames.size() * 4 / 3 + 1);
    for (int index = 0; index < fieldnames.size(); index++) {
      String fieldkey = fieldnames.get(index);
      values.put(fieldkey, fieldValue(key, fieldkey, keynum, index, update));
    }
    return values;
  }

  private ByteIterator fieldValue(String key, String fieldkey, long keynum, int index, boolean update) {
    if (valueSizes != null) {
      long length = update && valueSizes.redrawOnUpdate() ? valueSizes.freshFieldLength(index)
          : valueSizes.fieldLength(keynum, index);
      return dataintegrity ? new StringByteIterator(buildDeterministicValue(key, fieldkey, (int) length))
          : new RandomByteIterator(length);
    }
    if (dataintegrity) {
      return new StringByteIterator(buildDeterministicValue(key, fieldkey));
    }
    return new RandomByteIterator(fieldlengthgenerator.nextLong());
  }

  /**
   * The value 0.17.0 writes under dataintegrity=true: {@code key:field}, then {@code :} and the
   * string's own hashCode appended until the length is reached, cut to the field length.
   */
  private String buildDeterministicValue(String key, String fieldkey) {
    return buildDeterministicValue(key, fieldkey, (int) fieldlengthgenerator.nextLong());
  }

  private static String buildDeterministicValue(String key, String fieldkey, int size) {
    StringBuilder sb = new StringBuilder(size + 16);
    sb.append(key).append(':').append(fieldkey);
    while (sb.length() < size) {
      sb.append(':').append(sb.toString().hashCode());
    }
    sb.setLength(size);
    return sb.toString();
  }

  @Override
  public boolean doInsert(DB db, Object threadstate) {
    long keynum = keysequence.nextLong();
    String dbkey = buildKeyName(keynum);
    HashMap<String, ByteIterator> values = buildValues(dbkey, keynum, false);
    Status status;
    int attempts = 0;
    while (true) {
      status = ttl == null ? db.insert(table, dbkey, values) : db.insert(table, dbkey, values, ttl.seconds(keynum));
      if (status != null && status.isOk()) {
        return true;
      }
      attempts++;
      if (attempts > insertionRetryLimit) {
        if (insertionRetryLimit > 0) {
          System.err.println("Error inserting " + dbkey + ", not retrying any more: " + attempts
              + " attempts, insertion retry limit " + insertionRetryLimit);
        }
        return false;
      }
      System.err.println("Retrying insertion of " + dbkey + ", retry count: " + attempts);
      try {
        // Random jitter of +-20% so that retrying threads do not hit the server in lockstep.
        long sleepMs = (long) (1000 * insertionRetryInterval * (0.8 + 0.4 * ThreadLocalRandom.current().nextDouble()));
        Thread.sleep(sleepMs);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
      values.values().forEach(CoreWorkload::rewind);
    }
  }

  private static void rewind(ByteIterator value) {
    try {
      value.reset();
    } catch (UnsupportedOperationException ignored) {
      // A value that cannot be rewound is sent as it is; only its unread part remains.
    }
  }

  @Override
  public boolean doTransaction(DB db, Object threadstate) {
    String operation = operationchooser.sample();
    if (operation == null) {
      return false;
    }
    switch (operation) {
      case "READ":
        doTransactionRead(db);
        break;
      case "UPDATE":
        doTransactionUpdate(db);
        break;
      case "INSERT":
        doTransactionInsert(db);
        break;
      case "SCAN":
        doTransactionScan(db);
        break;
      default:
        doTransactionReadModifyWrite(db);
    }
    return true;
  }

  /** Checks a row read back under dataintegrity=true and records the outcome as VERIFY. */
  protected void verifyRow(String key, HashMap<String, ByteIterator> cells) {
    verifyRow(key, -1, cells);
  }

  /** As {@link #verifyRow(String, HashMap)}, the lengths of a keyed size distribution taken from the key number. */
  private void verifyRow(String key, long keynum, HashMap<String, ByteIterator> cells) {
    Status verifyStatus = Status.OK;
    long startTime = System.nanoTime();
    if (!cells.isEmpty()) {
      for (Map.Entry<String, ByteIterator> entry : cells.entrySet()) {
        if (!entry.getValue().toString().equals(expectedValue(key, keynum, entry.getKey()))) {
          verifyStatus = Status.UNEXPECTED_STATE;
          break;
        }
      }
    } else {
      verifyStatus = Status.ERROR;
    }
    long endTime = System.nanoTime();
    measurements.measure("VERIFY", (int) (endTime - startTime) / 1000);
    measurements.reportStatus("VERIFY", verifyStatus);
  }

  private String expectedValue(String key, long keynum, String fieldkey) {
    if (valueSizes == null || keynum < 0) {
      return buildDeterministicValue(key, fieldkey);
    }
    int index = fieldnames.indexOf(fieldkey);
    if (index < 0) {
      return null;  // a field the workload never writes: never equal to what was read
    }
    return buildDeterministicValue(key, fieldkey, (int) valueSizes.fieldLength(keynum, index));
  }

  /** The next key number to operate on, never beyond the last acknowledged insert. */
  long nextKeynum() {
    long keynum;
    if (keychooser instanceof ExponentialGenerator) {
      do {
        keynum = transactioninsertkeysequence.lastAcknowledged() - keychooser.nextLong();
      } while (keynum < 0);
    } else {
      do {
        keynum = keychooser.nextLong();
      } while (keynum > transactioninsertkeysequence.lastAcknowledged());
    }
    return keynum;
  }

  private Set<String> fieldsToRead() {
    if (!readallfields) {
      Set<String> fields = new HashSet<>();
      fields.add(fieldnames.get((int) fieldchooser.nextLong()));
      return fields;
    }
    if (dataintegrity) {
      return new HashSet<>(fieldnames);
    }
    return null;
  }

  public void doTransactionRead(DB db) {
    long keynum = nextKeynum();
    String keyname = chosenKeyName(keynum);
    HashMap<String, ByteIterator> cells = new HashMap<>(readMapCapacity);
    read(db, keyname, fieldsToRead(), cells);
    // A missing record fails verification too (VERIFY=ERROR): the data is not what was loaded.
    if (dataintegrity) {
      verifyRow(keyname, keynum, cells);
    }
  }

  public void doTransactionReadModifyWrite(DB db) {
    long keynum = nextKeynum();
    String keyname = chosenKeyName(keynum);
    Set<String> fields = fieldsToRead();
    HashMap<String, ByteIterator> values = writeallfields ? buildValues(keyname, keynum, true)
        : buildSingleValue(keyname, keynum, true);
    HashMap<String, ByteIterator> cells = new HashMap<>(readMapCapacity);
    long ist = measurements.getIntendedtartTimeNs();
    long st = System.nanoTime();
    read(db, keyname, fields, cells);
    update(db, keynum, keyname, values);
    long en = System.nanoTime();
    if (dataintegrity) {
      verifyRow(keyname, keynum, cells);
    }
    measurements.measure("READ-MODIFY-WRITE", (int) ((en - st) / 1000));
    measurements.measureIntended("READ-MODIFY-WRITE", (int) ((en - ist) / 1000));
  }

  public void doTransactionScan(DB db) {
    String startkeyname = chosenKeyName(nextKeynum());
    int len = (int) scanlength.nextLong();
    Set<String> fields = null;
    if (!readallfields) {
      fields = new HashSet<>();
      fields.add(fieldnames.get((int) fieldchooser.nextLong()));
    }
    db.scan(table, startkeyname, len, fields, new Vector<>());
  }

  public void doTransactionUpdate(DB db) {
    long keynum = nextKeynum();
    String keyname = chosenKeyName(keynum);
    HashMap<String, ByteIterator> values = writeallfields ? buildValues(keyname, keynum, true)
        : buildSingleValue(keyname, keynum, true);
    update(db, keynum, keyname, values);
  }

  /**
   * A read; under {@code ttl}, of a record this workload wrote with an expiry (a loaded key or an acknowledged
   * insert, the only ones it picks), so a miss is counted as EXPIRED, apart from other misses.
   */
  private void read(DB db, String keyname, Set<String> fields, HashMap<String, ByteIterator> cells) {
    if (ttl != null && db instanceof DBWrapper wrapper) {
      wrapper.readExpiring(table, keyname, fields, cells);
    } else {
      db.read(table, keyname, fields, cells);
    }
  }

  /** An update; under {@code ttl}, one that sets the record's expiry again, to its key's TTL. */
  private void update(DB db, long keynum, String keyname, HashMap<String, ByteIterator> values) {
    if (ttl == null) {
      db.update(table, keyname, values);
    } else {
      db.update(table, keyname, values, ttl.seconds(keynum));
    }
  }

  public void doTransactionInsert(DB db) {
    long keynum = transactioninsertkeysequence.nextLong();
    try {
      String dbkey = buildKeyName(keynum);
      HashMap<String, ByteIterator> values = buildValues(dbkey, keynum, false);
      if (ttl == null) {
        db.insert(table, dbkey, values);
      } else {
        db.insert(table, dbkey, values, ttl.seconds(keynum));
      }
    } finally {
      transactioninsertkeysequence.acknowledge(keynum);
    }
  }
}
