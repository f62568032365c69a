package site.ycsb.report;

import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.CategoryItemRendererState;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.data.Range;
import org.jfree.data.category.CategoryDataset;

/**
 * Lines with a translucent band in the line's colour between the intervals' ends of the points that have one,
 * under the line, as the HTML report draws it: joined between neighbouring points that both have an interval,
 * a short bar ({@link #LONE_HALF_WIDTH} each side) around a point whose neighbours have none; clipped to the plot.
 */
final class BandLineRenderer extends LineAndShapeRenderer {
  private static final long serialVersionUID = 1L;
  static final float ALPHA = 0.2f;
  static final double LONE_HALF_WIDTH = 6;

  private final transient Intervals intervals;

  BandLineRenderer(Intervals intervals) {
    super(true, true);
    this.intervals = intervals;
  }

  @Override
  public Range findRangeBounds(CategoryDataset dataset, boolean includeInterval) {
    return intervals.extend(super.findRangeBounds(dataset, includeInterval));
  }

  @Override
  public void drawItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
      CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset dataset, int row, int column, int pass) {
    // Pass 0 draws the lines: the band goes first, so that the line stays on top of it.
    if (pass == 0 && isSeriesVisible(row) && intervals.has(row, column)) {
      band(g2, dataArea, plot, domainAxis, rangeAxis, row, column);
    }
    super.drawItem(g2, state, dataArea, plot, domainAxis, rangeAxis, dataset, row, column, pass);
  }

  private void band(Graphics2D g2, Rectangle2D dataArea, CategoryPlot plot, CategoryAxis domainAxis,
      ValueAxis rangeAxis, int row, int column) {
    int columns = getColumnCount();
    double x = domainAxis.getCategoryMiddle(column, columns, dataArea, plot.getDomainAxisEdge());
    double lo = rangeAxis.valueToJava2D(intervals.low(row, column), dataArea, plot.getRangeAxisEdge());
    double hi = rangeAxis.valueToJava2D(intervals.high(row, column), dataArea, plot.getRangeAxisEdge());
    boolean before = column > 0 && intervals.has(row, column - 1);
    boolean after = column + 1 < columns && intervals.has(row, column + 1);
    Path2D.Double shape = new Path2D.Double();
    if (before) {
      // The stretch from the previous point to this one; the next call draws the one after.
      double x0 = domainAxis.getCategoryMiddle(column - 1, columns, dataArea, plot.getDomainAxisEdge());
      double lo0 = rangeAxis.valueToJava2D(intervals.low(row, column - 1), dataArea, plot.getRangeAxisEdge());
      double hi0 = rangeAxis.valueToJava2D(intervals.high(row, column - 1), dataArea, plot.getRangeAxisEdge());
      shape.moveTo(x0, hi0);
      shape.lineTo(x, hi);
      shape.lineTo(x, lo);
      shape.lineTo(x0, lo0);
      shape.closePath();
    } else if (!after) {
      shape.append(new Rectangle2D.Double(x - LONE_HALF_WIDTH, Math.min(lo, hi), 2 * LONE_HALF_WIDTH,
          Math.abs(lo - hi)), false);
    } else {
      return; // the first of a joined stretch: drawn with the next point
    }
    Shape clip = g2.getClip();
    Composite composite = g2.getComposite();
    Paint paint = lookupSeriesPaint(row);
    g2.clip(dataArea);
    g2.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, ALPHA));
    g2.setPaint(paint instanceof Color ? paint : Color.GRAY);
    g2.fill(shape);
    g2.setComposite(composite);
    g2.setClip(clip);
  }
}
