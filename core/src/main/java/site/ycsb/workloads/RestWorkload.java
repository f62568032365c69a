package site.ycsb.workloads;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.RandomByteIterator;
import site.ycsb.WorkloadException;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.ExponentialGenerator;
import site.ycsb.generator.HotspotIntegerGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.ZipfianGenerator;

/**
 * YCSB 0.17.0's workload for REST services: each operation calls a URL from a trace file of its own
 * (one URL per line) instead of a generated key, for a binding that speaks HTTP. Reads GET, inserts POST
 * and updates PUT a body of random bytes under the field {@code data}, deletes DELETE. There is no load
 * phase: the service's data is its own.
 *
 * <p>Properties, besides CoreWorkload's proportions, {@code requestdistribution} (uniform, zipfian,
 * hotspot or exponential, over the lines of each trace) and field length settings:
 * {@code url.trace.read|insert|update|delete} (default {@code readtrace.txt}, ...), read only for the
 * operations the mix contains; {@code readrecordcount}, {@code insertrecordcount}, ... (how many lines of
 * each trace to use, default all); {@code readzipfconstant}, {@code insertzipfconstant}, ... (0.99);
 * {@code deleteproportion} (0); {@code insertsizezipfconstant} (0.99, the constant of a zipfian body
 * size between 1 and {@code fieldlength} bytes).
 */
public class RestWorkload extends CoreWorkload {
  public static final String DELETE_PROPORTION_PROPERTY = "deleteproportion";
  public static final String DELETE_PROPORTION_PROPERTY_DEFAULT = "0.00";
  public static final String FIELD_LENGTH_DISTRIBUTION_FILE_PROPERTY = "fieldlengthdistfile";
  public static final String FIELD_LENGTH_DISTRIBUTION_FILE_PROPERTY_DEFAULT = "fieldLengthDistFile.txt";
  private static final String INSERT_SIZE_ZIPFIAN_CONSTANT = "insertsizezipfconstant";
  private static final String BODY_FIELD = "data";

  /** The URLs and the chooser of one operation type. */
  private static final class Trace {
    final List<String> urls;
    final NumberGenerator chooser;

    Trace(List<String> urls, NumberGenerator chooser) {
      this.urls = urls;
      this.chooser = chooser;
    }

    String next() {
      return urls.get((int) chooser.nextLong());
    }
  }

  private DiscreteGenerator operations;
  private NumberGenerator bodySize;
  private Trace reads;
  private Trace inserts;
  private Trace updates;
  private Trace deletes;

  @Override
  public void init(Properties p) throws WorkloadException {
    PropertyReader props = new PropertyReader(p);
    operations = createOperationGenerator(p);
    bodySize = bodySizeGenerator(p);
    String distribution = props.choice(REQUEST_DISTRIBUTION_PROPERTY, REQUEST_DISTRIBUTION_PROPERTY_DEFAULT,
        "uniform", "zipfian", "hotspot", "exponential");
    // A trace file is needed only for what the mix does; scans and read-modify-writes read.
    boolean reading = operations.canChoose("READ") || operations.canChoose("SCAN")
        || operations.canChoose("READMODIFYWRITE");
    reads = reading ? trace(props, "read", distribution) : null;
    inserts = operations.canChoose("INSERT") ? trace(props, "insert", distribution) : null;
    updates = operations.canChoose("UPDATE") ? trace(props, "update", distribution) : null;
    deletes = operations.canChoose("DELETE") ? trace(props, "delete", distribution) : null;
  }

  /** CoreWorkload's mix plus DELETE; every operation other than insert, update and delete reads. */
  public static DiscreteGenerator createOperationGenerator(Properties p) {
    return OperationMix.withDeletes(p);
  }

  private static NumberGenerator bodySizeGenerator(Properties p) throws WorkloadException {
    PropertyReader props = new PropertyReader(p);
    String lengths = p.getProperty(FIELD_LENGTH_DISTRIBUTION_PROPERTY, FIELD_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT);
    if ("zipfian".equals(lengths)) {
      int fieldlength = props.intValue(FIELD_LENGTH_PROPERTY, Integer.parseInt(FIELD_LENGTH_PROPERTY_DEFAULT), 1);
      double constant = props.doubleValue(INSERT_SIZE_ZIPFIAN_CONSTANT, 0.99, 0, Double.MAX_VALUE);
      return new ZipfianGenerator(1, fieldlength, constant);
    }
    return getFieldLengthGenerator(p);
  }

  /** The URLs of {@code url.trace.<prefix>} and their chooser. */
  private static Trace trace(PropertyReader props, String prefix, String distribution) {
    String fileProperty = "url.trace." + prefix;
    String file = props.string(fileProperty, prefix + "trace.txt");
    int limit = props.intValue(prefix + "recordcount", Integer.MAX_VALUE, 1);
    List<String> urls = new ArrayList<>();
    try (Stream<String> lines = Files.lines(Paths.get(file), StandardCharsets.UTF_8)) {
      lines.map(String::trim).limit(limit).forEach(urls::add);
    } catch (NoSuchFileException e) {
      throw new IllegalPropertyException("property '" + fileProperty + "': no such trace file: " + file);
    } catch (IOException | java.io.UncheckedIOException e) {
      throw new IllegalPropertyException("property '" + fileProperty + "': cannot read " + file + ": "
          + e.getMessage());
    }
    if (urls.isEmpty()) {
      throw new IllegalPropertyException("property '" + fileProperty + "': the trace file " + file + " has no URL");
    }
    double zipf = props.doubleValue(prefix + "zipfconstant", 0.99, 0, Double.MAX_VALUE);
    return new Trace(urls, chooser(props, distribution, urls.size(), zipf));
  }

  private static NumberGenerator chooser(PropertyReader props, String distribution, int count, double zipf) {
    switch (distribution) {
      case "uniform":
        return new UniformLongGenerator(0, count - 1);
      case "zipfian":
        return new ZipfianGenerator(count, zipf);
      case "hotspot":
        return new HotspotIntegerGenerator(0, count - 1,
          props.doubleValue(HOTSPOT_DATA_FRACTION, Double.parseDouble(HOTSPOT_DATA_FRACTION_DEFAULT), 0, 1),
          props.doubleValue(HOTSPOT_OPN_FRACTION, Double.parseDouble(HOTSPOT_OPN_FRACTION_DEFAULT), 0, 1));
      default:
        return exponential(props, count);
    }
  }

  /** An exponential draw over the trace; one past its end wraps (0.17.0 passed a null URL). */
  private static NumberGenerator exponential(PropertyReader props, int count) {
    double percentile = props.doubleValue(ExponentialGenerator.EXPONENTIAL_PERCENTILE_PROPERTY,
        Double.parseDouble(ExponentialGenerator.EXPONENTIAL_PERCENTILE_DEFAULT), Double.MIN_VALUE, 99.999999);
    double fraction = props.doubleValue(ExponentialGenerator.EXPONENTIAL_FRAC_PROPERTY,
        Double.parseDouble(ExponentialGenerator.EXPONENTIAL_FRAC_DEFAULT), Double.MIN_VALUE, Double.MAX_VALUE);
    return new ExponentialGenerator(percentile, count * fraction) {
      @Override
      public long nextLong() {
        return super.nextLong() % count;
      }
    };
  }

  /** A REST service's data is its own: there is nothing to load. */
  @Override
  public boolean doInsert(DB db, Object threadstate) {
    return false;
  }

  @Override
  public boolean doTransaction(DB db, Object threadstate) {
    String operation = operations.sample();
    switch (operation) {
      case "UPDATE":
        doTransactionUpdate(db);
        break;
      case "INSERT":
        doTransactionInsert(db);
        break;
      case "DELETE":
        doTransactionDelete(db);
        break;
      default:
        doTransactionRead(db);
    }
    return true;
  }

  @Override
  public void doTransactionRead(DB db) {
    db.read(null, reads.next(), null, new HashMap<>());
  }

  @Override
  public void doTransactionInsert(DB db) {
    db.insert(null, inserts.next(), body());
  }

  @Override
  public void doTransactionUpdate(DB db) {
    db.update(null, updates.next(), body());
  }

  public void doTransactionDelete(DB db) {
    db.delete(null, deletes.next());
  }

  private HashMap<String, ByteIterator> body() {
    HashMap<String, ByteIterator> value = new HashMap<>(2);
    value.put(BODY_FIELD, new RandomByteIterator(bodySize.nextLong()));
    return value;
  }
}
