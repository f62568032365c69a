package site.ycsb.workloads;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import site.ycsb.Client;
import site.ycsb.PropertyReader;
import site.ycsb.Workload;

/**
 * The mean value size and key length of the records a load with these properties writes, for a keyed
 * {@code fieldlengthdistribution} or a {@code keylengthdistribution} other than upstream's: what a reader comparing
 * memory per record across databases must know. Computed from the same key numbers the load uses (at most
 * {@value #MOST_KEYS} of them, evenly spread), so it is the data set's own mean, not the distribution's.
 *
 * @param values the value size setting, e.g. {@code fieldlengthdistribution=facebook-etc, fieldcount=1}
 * @param meanValueBytes the mean of a record's values together, in bytes; NaN for upstream's kinds other than
 *     constant, which draw a length on every write
 * @param keys the key length setting, e.g. {@code keylengthdistribution=facebook-etc}
 * @param meanKeyBytes the mean key length, in bytes
 */
public record DataSetSizes(String values, double meanValueBytes, String keys, double meanKeyBytes) {
  static final int MOST_KEYS = 100_000;

  /**
   * The sizes of a run with these effective properties; empty when it uses upstream's sizes and keys, or when they
   * cannot be known here (a setting refused, an empirical file not found where this runs).
   */
  public static Optional<DataSetSizes> of(Map<String, String> properties) {
    Properties p = new Properties();
    p.putAll(properties);
    PropertyReader props = new PropertyReader(p);
    try {
      String kind = props.string(CoreWorkload.FIELD_LENGTH_DISTRIBUTION_PROPERTY,
          CoreWorkload.FIELD_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT).trim().toLowerCase(Locale.ROOT);
      KeyLengths keyLengths = KeyLengths.fromProperties(props);
      boolean keyed = RecordValueSizes.KINDS.contains(kind);
      if (!keyed && keyLengths == null) {
        return Optional.empty();
      }
      int fieldcount = (int) props.longValue(CoreWorkload.FIELD_COUNT_PROPERTY,
          Long.parseLong(CoreWorkload.FIELD_COUNT_PROPERTY_DEFAULT), 1, Integer.MAX_VALUE);
      RecordValueSizes values = keyed ? RecordValueSizes.of(kind, props, fieldcount) : null;
      long start = props.longValue(Workload.INSERT_START_PROPERTY, 0, 0);
      long count = props.longValue(Client.RECORD_COUNT_PROPERTY, 0, 0) - start;
      count = props.longValue(Client.INSERT_COUNT_PROPERTY, Math.max(1, count), 1);
      boolean ordered = "ordered".equalsIgnoreCase(props.string(CoreWorkload.INSERT_ORDER_PROPERTY, "hashed").trim());
      int zeropadding = props.intValue(CoreWorkload.ZERO_PADDING_PROPERTY, 1, 1);
      long keys = Math.min(count, MOST_KEYS);
      // Upstream's constant records; its other kinds draw on every write, so no mean is given for them.
      double upstreamRecordSize = "constant".equals(kind) ? (double) fieldcount * props.longValue(
          CoreWorkload.FIELD_LENGTH_PROPERTY, Long.parseLong(CoreWorkload.FIELD_LENGTH_PROPERTY_DEFAULT), 1)
          : Double.NaN;
      double valueSum = 0;
      double keySum = 0;
      for (long i = 0; i < keys; i++) {
        long keynum = start + (long) ((double) i * count / keys);
        valueSum += values == null ? upstreamRecordSize : values.recordSize(keynum);
        int name = CoreWorkload.upstreamKeyName(keynum, ordered, zeropadding).length();
        keySum += keyLengths == null ? name
            : Math.max(name, Math.min(keyLengths.max(), keyLengths.drawnLength(keynum)));
      }
      String valueSetting = keyed ? CoreWorkload.FIELD_LENGTH_DISTRIBUTION_PROPERTY + "=" + kind
          : "upstream's " + props.string(CoreWorkload.FIELD_LENGTH_DISTRIBUTION_PROPERTY, "constant").trim();
      String keySetting = keyLengths == null ? "upstream's keys" : KeyLengths.DISTRIBUTION + "="
          + props.string(KeyLengths.DISTRIBUTION, "constant").trim().toLowerCase(Locale.ROOT);
      return Optional.of(new DataSetSizes(valueSetting + ", fieldcount=" + fieldcount, valueSum / keys, keySetting,
          keySum / keys));
    } catch (RuntimeException e) {
      return Optional.empty();
    }
  }

  /** Whether {@code fieldlengthdistribution=kind} sizes each record by its key (gpd, lognormal, the presets, ...). */
  public static boolean sizesRecordsByKey(String kind) {
    return kind != null && RecordValueSizes.KINDS.contains(kind.trim().toLowerCase(Locale.ROOT));
  }

  /** One line for a report: the settings and their means. */
  public String describe() {
    String valueMean = Double.isNaN(meanValueBytes) ? ""
        : String.format(Locale.ROOT, " (mean %.1f B per record)", meanValueBytes);
    return String.format(Locale.ROOT, "values %s%s, keys %s (mean %.1f B)", values, valueMean, keys, meanKeyBytes);
  }
}
