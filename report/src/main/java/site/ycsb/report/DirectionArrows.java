package site.ycsb.report;

import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.chart.annotations.AbstractXYAnnotation;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;

/**
 * An arrowhead halfway along each stretch of a curve, pointing to the next point: the way the sweep went (more
 * threads, a higher target), which a curve that turns back in throughput does not show by itself.
 */
final class DirectionArrows extends AbstractXYAnnotation {
  private static final long serialVersionUID = 1L;
  static final double LENGTH = 9;
  static final double HALF_WIDTH = 4.5;

  private final transient List<ReportModel.CurvePoint> points;
  private final transient Paint paint;

  DirectionArrows(List<ReportModel.CurvePoint> points, Paint paint) {
    this.points = List.copyOf(points);
    this.paint = paint;
  }

  @Override
  public void draw(Graphics2D g2, XYPlot plot, Rectangle2D dataArea, ValueAxis domainAxis, ValueAxis rangeAxis,
      int rendererIndex, PlotRenderingInfo info) {
    g2.setPaint(paint);
    for (int k = 0; k + 1 < points.size(); k++) {
      double x0 = domainAxis.valueToJava2D(points.get(k).throughput(), dataArea, plot.getDomainAxisEdge());
      double y0 = rangeAxis.valueToJava2D(points.get(k).latencyUs(), dataArea, plot.getRangeAxisEdge());
      double x1 = domainAxis.valueToJava2D(points.get(k + 1).throughput(), dataArea, plot.getDomainAxisEdge());
      double y1 = rangeAxis.valueToJava2D(points.get(k + 1).latencyUs(), dataArea, plot.getRangeAxisEdge());
      double length = Math.hypot(x1 - x0, y1 - y0);
      if (length < 3 * LENGTH) {
        continue; // no room for an arrowhead between the two points' markers
      }
      double ux = (x1 - x0) / length;
      double uy = (y1 - y0) / length;
      double tipX = (x0 + x1) / 2 + ux * LENGTH / 2;
      double tipY = (y0 + y1) / 2 + uy * LENGTH / 2;
      double baseX = tipX - ux * LENGTH;
      double baseY = tipY - uy * LENGTH;
      Path2D.Double head = new Path2D.Double();
      head.moveTo(tipX, tipY);
      head.lineTo(baseX - uy * HALF_WIDTH, baseY + ux * HALF_WIDTH);
      head.lineTo(baseX + uy * HALF_WIDTH, baseY - ux * HALF_WIDTH);
      head.closePath();
      g2.fill(head);
    }
  }
}
