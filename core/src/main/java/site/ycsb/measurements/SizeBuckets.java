package site.ycsb.measurements;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.generator.sizes.ByteSizes;

/**
 * The value-size buckets of {@code measurement.sizebuckets}: bounds b1 &lt; b2 &lt; ... &lt; bn split sizes into
 * {@code <b1}, {@code b1-b2}, ..., {@code >=bn} (a bucket holds its low bound, not its high one). The names are
 * part of the output (result.json keys, hdr log tags, Prometheus labels), so they are made from the bounds in
 * one fixed way: a bound is written in the largest of B, KB, MB, GB (units of 1024) that divides it. Immutable.
 */
public final class SizeBuckets {
  public static final String PROPERTY = "measurement.sizebuckets";
  /**
   * The bounds of {@code auto} when nothing tells the sizes apart (upstream's field length kinds): powers of four
   * from 1 KB to 1 MB.
   */
  private static final long[] FIXED_BOUNDS = {1L << 10, 1L << 12, 1L << 14, 1L << 16, 1L << 18, 1L << 20};
  private static final String ACCEPTED = "auto, or sizes in increasing order, comma-separated, each a whole "
      + "number of bytes optionally with B, KB, MB or GB (units of 1024), e.g. 1KB,10KB,100KB";

  private final long[] bounds;
  private final List<String> names;

  private SizeBuckets(long[] bounds) {
    this.bounds = bounds.clone();
    List<String> n = new ArrayList<>();
    n.add("<" + sizeText(bounds[0]));
    for (int i = 1; i < bounds.length; i++) {
      n.add(sizeText(bounds[i - 1]) + "-" + sizeText(bounds[i]));
    }
    n.add(">=" + sizeText(bounds[bounds.length - 1]));
    this.names = List.copyOf(n);
  }

  /** Buckets with these bounds, which must be increasing and above 0. */
  public static SizeBuckets of(long... bounds) {
    if (bounds.length == 0) {
      throw new IllegalArgumentException("no bound given");
    }
    for (int i = 0; i < bounds.length; i++) {
      if (bounds[i] <= 0 || i > 0 && bounds[i] <= bounds[i - 1]) {
        throw new IllegalArgumentException("the bounds must be above 0 and strictly increasing");
      }
    }
    return new SizeBuckets(bounds);
  }

  /** The fixed bounds {@code 1KB,4KB,16KB,64KB,256KB,1MB}: what {@code auto} is when the sizes give no others. */
  public static SizeBuckets fixed() {
    return new SizeBuckets(FIXED_BOUNDS);
  }

  /** Whether {@code measurement.sizebuckets} is {@code auto}, whose bounds the workload's sizes decide. */
  public static boolean isAuto(PropertyReader reader) {
    return reader.string(PROPERTY, "").trim().equalsIgnoreCase("auto");
  }

  /** {@link #read(PropertyReader, SizeBuckets)} with {@code auto} taken as the {@link #fixed()} bounds. */
  public static SizeBuckets read(PropertyReader reader) {
    return read(reader, fixed());
  }

  /**
   * The buckets the properties ask for, {@code auto} when {@code measurement.sizebuckets} is {@code auto}, or null
   * when it is not set; an {@link IllegalPropertyException} naming the property and what it accepts when its value
   * is not usable.
   */
  public static SizeBuckets read(PropertyReader reader, SizeBuckets auto) {
    if (!reader.isSet(PROPERTY)) {
      return null;
    }
    String raw = reader.string(PROPERTY, "");
    String text = raw.trim();
    if (text.equalsIgnoreCase("auto")) {
      return auto;
    }
    String[] parts = text.split(",", -1);
    long[] bounds = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        bounds[i] = ByteSizes.parse(parts[i]);
      } catch (IllegalArgumentException e) {
        throw new IllegalPropertyException(PROPERTY, raw, ACCEPTED);
      }
      if (bounds[i] == 0) {
        throw new IllegalPropertyException(PROPERTY, raw, ACCEPTED + " (a bound of 0 leaves its first bucket empty)");
      }
      if (i > 0 && bounds[i] <= bounds[i - 1]) {
        throw new IllegalPropertyException(PROPERTY, raw, ACCEPTED + " (" + parts[i].trim() + " is not above "
            + parts[i - 1].trim() + ")");
      }
    }
    return new SizeBuckets(bounds);
  }

  /** The bucket names, smallest sizes first. */
  public List<String> names() {
    return names;
  }

  /** The bounds in bytes, increasing: one fewer than {@link #names()}. */
  public long[] bounds() {
    return bounds.clone();
  }

  /** The index in {@link #names()} of the bucket that holds {@code bytes}. */
  public int indexOf(long bytes) {
    int i = 0;
    while (i < bounds.length && bytes >= bounds[i]) {
      i++;
    }
    return i;
  }

  /** A size as the bucket names write it: 100B, 1KB, 1536B, 4MB. */
  static String sizeText(long bytes) {
    String[] units = {"GB", "MB", "KB"};
    long[] sizes = {1L << 30, 1L << 20, 1L << 10};
    for (int i = 0; i < units.length; i++) {
      if (bytes >= sizes[i] && bytes % sizes[i] == 0) {
        return String.format(Locale.ROOT, "%d%s", bytes / sizes[i], units[i]);
      }
    }
    return bytes + "B";
  }

  @Override
  public String toString() {
    return String.join(",", names);
  }
}
