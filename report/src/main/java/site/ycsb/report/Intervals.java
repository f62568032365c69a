package site.ycsb.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jfree.data.Range;

/**
 * The 95% intervals of a chart's series: per series (row) and thread count (column) the interval's low and high,
 * null where the point has none (fewer than 3 repetitions, or no point).
 */
final class Intervals {
  private final List<List<Double>> low;
  private final List<List<Double>> high;

  Intervals(List<List<Double>> low, List<List<Double>> high) {
    this.low = copy(low);
    this.high = copy(high);
  }

  /** The throughput intervals of the chart's bars, one row per database. */
  static Intervals throughput(ReportModel.WorkloadChart c) {
    return new Intervals(c.bars().stream().map(ReportModel.BarSeries::throughputLow).toList(),
        c.bars().stream().map(ReportModel.BarSeries::throughputHigh).toList());
  }

  /** The latency intervals of the chart's lines, one row per database. */
  static Intervals latency(ReportModel.WorkloadChart c) {
    return new Intervals(c.bars().stream().map(ReportModel.BarSeries::latencyLow).toList(),
        c.bars().stream().map(ReportModel.BarSeries::latencyHigh).toList());
  }

  /** True when the point of this series and column has an interval. */
  boolean has(int row, int column) {
    return low(row, column) != null && high(row, column) != null;
  }

  Double low(int row, int column) {
    return at(low, row, column);
  }

  Double high(int row, int column) {
    return at(high, row, column);
  }

  /** The range of all intervals' ends joined with {@code base} (null when both are empty). */
  Range extend(Range base) {
    Range r = base;
    for (int row = 0; row < low.size(); row++) {
      for (int column = 0; column < low.get(row).size(); column++) {
        if (has(row, column)) {
          r = Range.expandToInclude(Range.expandToInclude(r, low(row, column)), high(row, column));
        }
      }
    }
    return r;
  }

  private static Double at(List<List<Double>> values, int row, int column) {
    return row < values.size() && column < values.get(row).size() ? values.get(row).get(column) : null;
  }

  private static List<List<Double>> copy(List<List<Double>> rows) {
    List<List<Double>> out = new ArrayList<>();
    for (List<Double> r : rows) {
      out.add(Collections.unmodifiableList(new ArrayList<>(r == null ? List.of() : r)));
    }
    return Collections.unmodifiableList(out);
  }
}
