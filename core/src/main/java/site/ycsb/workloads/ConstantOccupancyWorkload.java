package site.ycsb.workloads;

import java.util.Properties;
import site.ycsb.Client;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.WorkloadException;

/**
 * YCSB 0.17.0's disk-fragmentation workload (after Sears and van Ingen, "Fragmentation in Large Object
 * Repositories", CIDR 2007): the data set fills a fixed share of a disk of a given size, and the run
 * rewrites it a given number of times over. Everything else is {@link CoreWorkload}'s.
 *
 * <p>From {@code disksize} (bytes, default 100,000,000), {@code occupancy} (default 0.9) and the
 * mean record size ({@code fieldcount} times the mean field length) it sets {@code recordcount} and
 * {@code insertcount} to the number of records that fill that share, and {@code operationcount} to
 * {@code storageages} (default 10) times that number, replacing values given for them (with a warning).
 */
public class ConstantOccupancyWorkload extends CoreWorkload {
  public static final String DISK_SIZE_PROPERTY = "disksize";
  public static final long DISK_SIZE_PROPERTY_DEFAULT = 100_000_000L;
  public static final String STORAGE_AGE_PROPERTY = "storageages";
  public static final long STORAGE_AGE_PROPERTY_DEFAULT = 10;
  public static final String OCCUPANCY_PROPERTY = "occupancy";
  public static final double OCCUPANCY_PROPERTY_DEFAULT = 0.9;

  @Override
  public void init(Properties p) throws WorkloadException {
    PropertyReader props = new PropertyReader(p);
    long disksize = props.longValue(DISK_SIZE_PROPERTY, DISK_SIZE_PROPERTY_DEFAULT, 1);
    long storageages = props.longValue(STORAGE_AGE_PROPERTY, STORAGE_AGE_PROPERTY_DEFAULT, 0);
    double occupancy = props.doubleValue(OCCUPANCY_PROPERTY, OCCUPANCY_PROPERTY_DEFAULT, 0, Double.MAX_VALUE);
    long fieldcount = props.longValue(FIELD_COUNT_PROPERTY, Long.parseLong(FIELD_COUNT_PROPERTY_DEFAULT), 1,
        Integer.MAX_VALUE);
    double recordBytes = fieldcount * getFieldLengthGenerator(p).mean();
    long records = (long) (occupancy * (disksize / recordBytes));
    if (records <= 0) {
      throw new IllegalPropertyException("disksize=" + disksize + " with occupancy=" + occupancy
          + " holds no record of "
          + recordBytes + " bytes (fieldcount x mean field length): raise disksize or occupancy");
    }
    for (String name : new String[] {Client.RECORD_COUNT_PROPERTY, Client.INSERT_COUNT_PROPERTY,
        Client.OPERATION_COUNT_PROPERTY}) {
      if (props.isSet(name)) {
        System.err.println("ycsb: warning: " + name + " is set by ConstantOccupancyWorkload from " + DISK_SIZE_PROPERTY
            + ", " + OCCUPANCY_PROPERTY + " and " + STORAGE_AGE_PROPERTY + "; the value given is replaced");
      }
    }
    p.setProperty(Client.RECORD_COUNT_PROPERTY, Long.toString(records));
    p.setProperty(Client.INSERT_COUNT_PROPERTY, Long.toString(records));
    p.setProperty(Client.OPERATION_COUNT_PROPERTY, Long.toString(storageages * records));
    super.init(p);
  }
}
