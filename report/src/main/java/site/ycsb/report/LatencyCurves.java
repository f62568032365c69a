package site.ycsb.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The latency-vs-throughput curve of one database in a workload's chart. Its points go in the order of the swept
 * dimension (target rate, then client threads), each labelled with its target or threads, so that a curve that
 * turns back (more threads, less throughput) is drawn as it went and can be read. A curve of a capacity search's SLO
 * holds only response times of steps with a target rate: unthrottled runs (the search's probe), which have only a
 * service time, are kept apart, and every step that missed the SLO is there with why.
 */
final class LatencyCurves {
  /** The order a sweep goes in: by target rate (a rate sweep or search), then by client threads. */
  static final Comparator<ReportModel.CurvePoint> SWEEP_ORDER = Comparator
      .comparingDouble(ReportModel.CurvePoint::target).thenComparingInt(ReportModel.CurvePoint::threads)
      .thenComparingDouble(ReportModel.CurvePoint::throughput);

  private LatencyCurves() {
  }

  /**
   * The curve of a database's groups of repetitions.
   *
   * @param slo the SLO whose percentile the curve draws, or null for the chart's percentile
   * @param capacity the database's capacity search in this workload, or null
   */
  static ReportModel.CurveSeries of(String database, List<ReportModel.Repetitions> groups, int percentile,
      SloCurve slo, ReportModel.Capacity capacity) {
    if (slo == null) {
      return new ReportModel.CurveSeries(database, curve(groups, g -> ReportBuilder.curveMetric(g, percentile)));
    }
    // A run without a target (the search's probe, a thread sweep's step) has only a service time, which a
    // response-time curve must not join.
    List<ReportModel.Repetitions> paced = groups.stream().filter(g -> g.target() > 0).toList();
    List<ReportModel.CurvePoint> points = curve(paced, g -> g.metrics().get(ReportBuilder.SLO_METRIC));
    List<ReportModel.CurvePoint> unthrottled = curve(groups.stream().filter(g -> g.target() <= 0).toList(),
        g -> g.metrics().get(ReportBuilder.SLO_METRIC));
    return new ReportModel.CurveSeries(database, points, database + " " + slo.legend(), slo,
        paced.size() - points.size(), tries(paced), missed(capacity), unthrottled);
  }

  /** The search's steps with a target rate that missed the SLO and have a response time to draw, with why. */
  private static List<ReportModel.CurvePoint> missed(ReportModel.Capacity capacity) {
    if (capacity == null) {
      return List.of();
    }
    return capacity.missed().stream().filter(m -> m.target() > 0 && m.throughput() != null
        && m.sloValueUs() != null).map(m -> new ReportModel.CurvePoint(0, m.target(), m.throughput(),
        m.sloValueUs(), 1, ReportModel.CurvePoint.labelOf(0, m.target()), m.why()))
        .sorted(SWEEP_ORDER).toList();
  }

  /**
   * Each run of the groups of several runs as a point of its own, its throughput and SLO value: a search's retry
   * decides at its rate, and the median of a missed try and a met retry would hide both.
   */
  private static List<ReportModel.CurvePoint> tries(List<ReportModel.Repetitions> groups) {
    List<ReportModel.CurvePoint> points = new ArrayList<>();
    for (ReportModel.Repetitions g : groups) {
      ReportModel.Metric slo = g.metrics().get(ReportBuilder.SLO_METRIC);
      if (g.n() < 2 || slo == null) {
        continue;
      }
      List<Double> tput = g.metrics().get("throughput").values();
      for (int k = 0; k < g.n(); k++) {
        if (tput.get(k) != null && slo.values().get(k) != null) {
          points.add(new ReportModel.CurvePoint(g.threads(), g.target(), tput.get(k), slo.values().get(k), 1));
        }
      }
    }
    points.sort(SWEEP_ORDER);
    return points;
  }

  /** The points of the groups that have the metric; a group without it is left out (its chart says so). */
  private static List<ReportModel.CurvePoint> curve(List<ReportModel.Repetitions> groups,
      Function<ReportModel.Repetitions, ReportModel.Metric> metric) {
    List<ReportModel.CurvePoint> points = new ArrayList<>();
    for (ReportModel.Repetitions g : groups) {
      ReportModel.Metric latency = metric.apply(g);
      if (latency == null || latency.median() == null) {
        continue;
      }
      points.add(new ReportModel.CurvePoint(g.threads(), g.target(),
          Objects.requireNonNull(g.metrics().get("throughput").median()), latency.median(), g.n()));
    }
    points.sort(SWEEP_ORDER);
    return points;
  }
}
