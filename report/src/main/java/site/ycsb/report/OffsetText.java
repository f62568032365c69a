package site.ycsb.report;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;

/** A text at a data point, drawn a few pixels off it so that it does not cover the point's marker. */
final class OffsetText extends XYTextAnnotation {
  private static final long serialVersionUID = 1L;
  private final double dx;
  private final double dy;

  OffsetText(String text, double x, double y, double dx, double dy) {
    super(text, x, y);
    this.dx = dx;
    this.dy = dy;
  }

  @Override
  public void draw(Graphics2D g2, XYPlot plot, Rectangle2D dataArea, ValueAxis domainAxis, ValueAxis rangeAxis,
      int rendererIndex, PlotRenderingInfo info) {
    g2.translate(dx, dy);
    try {
      super.draw(g2, plot, dataArea, domainAxis, rangeAxis, rendererIndex, info);
    } finally {
      g2.translate(-dx, -dy);
    }
  }
}
