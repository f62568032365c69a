package site.ycsb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The fields set of a time-series read or scan, taken apart: the timestamp or time span, the tags
 * (several values of one tag key allowed), the tags grouped over (a key with no value), and the
 * group-by and downsampling specifications. Each field is split at the first tag pair delimiter only.
 */
final class TimeseriesFields {
  /** The start of the time span, or the timestamp; null when no field gave one. */
  Long start;
  /** The end of the time span; equal to {@link #start} for a single timestamp. */
  Long end;
  final Map<String, List<String>> tags = new HashMap<>();
  final Set<String> groupByTags = new LinkedHashSet<>();
  String groupByFunction;
  String downsampling;
  /** Why the fields cannot be used (a timestamp that is no number), or null. */
  String problem;

  private TimeseriesFields() {
  }

  /**
   * @param timestampKey the timestamp field's key ({@code timestampkey})
   * @param groupByKey the group-by function's key ({@code groupbykey})
   * @param downsamplingKey the downsampling specification's key ({@code downsamplingkey})
   */
  static TimeseriesFields parse(Set<String> fields, String pairDelimiter, String spanDelimiter,
      String timestampKey, String groupByKey, String downsamplingKey) {
    TimeseriesFields ret = new TimeseriesFields();
    if (fields == null) {
      ret.problem = "no fields (a time-series query names its timestamp in them)";
      return ret;
    }
    for (String field : fields) {
      int at = field.indexOf(pairDelimiter);
      String key = at < 0 ? field : field.substring(0, at);
      String value = at < 0 ? null : field.substring(at + pairDelimiter.length());
      if (value == null) {
        ret.groupByTags.add(key);
      } else if (key.equals(timestampKey)) {
        ret.parseTime(value, spanDelimiter);
      } else if (key.equals(groupByKey)) {
        ret.groupByFunction = value;
      } else if (key.equals(downsamplingKey)) {
        ret.downsampling = value;
      } else {
        ret.tags.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
      }
    }
    return ret;
  }

  private void parseTime(String value, String spanDelimiter) {
    int at = value.indexOf(spanDelimiter);
    try {
      start = Long.valueOf(value.substring(0, at < 0 ? value.length() : at).trim());
      end = at < 0 ? start : Long.valueOf(value.substring(at + spanDelimiter.length()).trim());
    } catch (NumberFormatException e) {
      start = null;
      end = null;
      problem = "timestamp '" + value + "' is not a number or a span of two";
    }
  }

  boolean isSpan() {
    return start != null && !start.equals(end);
  }
}
