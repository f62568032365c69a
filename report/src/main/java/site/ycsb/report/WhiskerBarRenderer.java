package site.ycsb.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.CategoryItemRendererState;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.Range;
import org.jfree.data.category.CategoryDataset;

/**
 * Vertical bars, each with a whisker from its interval's low to its high (capped at both ends) where the point
 * has one, as the HTML report draws them: dark, 1.5 px, caps 10 px wide, clipped to the plot area.
 */
final class WhiskerBarRenderer extends BarRenderer {
  private static final long serialVersionUID = 1L;
  static final Color WHISKER = new Color(0x22, 0x22, 0x22);
  static final double CAP_HALF_WIDTH = 5;

  private final transient Intervals intervals;

  WhiskerBarRenderer(Intervals intervals) {
    this.intervals = intervals;
    setBarPainter(new StandardBarPainter());
    setShadowVisible(false);
  }

  /** The axis reaches the intervals' ends too, so that a whisker is not cut where the axis could show it. */
  @Override
  public Range findRangeBounds(CategoryDataset dataset, boolean includeInterval) {
    return intervals.extend(super.findRangeBounds(dataset, includeInterval));
  }

  @Override
  public void drawItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
      CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset dataset, int row, int column, int pass) {
    super.drawItem(g2, state, dataArea, plot, domainAxis, rangeAxis, dataset, row, column, pass);
    int visibleRow = state.getVisibleSeriesIndex(row);
    if (visibleRow < 0 || !intervals.has(row, column) || dataset.getValue(row, column) == null) {
      return;
    }
    double x = calculateBarW0(plot, plot.getOrientation(), dataArea, domainAxis, state, visibleRow, column)
        + state.getBarWidth() / 2;
    double lo = rangeAxis.valueToJava2D(intervals.low(row, column), dataArea, plot.getRangeAxisEdge());
    double hi = rangeAxis.valueToJava2D(intervals.high(row, column), dataArea, plot.getRangeAxisEdge());
    Shape clip = g2.getClip();
    Object antialias = g2.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
    g2.clip(dataArea);
    // Crisp: a whisker is vertical and horizontal strokes, which anti-aliasing only blurs into the bar's colour.
    g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
    g2.setPaint(WHISKER);
    g2.setStroke(new BasicStroke(1.5f));
    g2.draw(new Line2D.Double(x, lo, x, hi));
    g2.draw(new Line2D.Double(x - CAP_HALF_WIDTH, lo, x + CAP_HALF_WIDTH, lo));
    g2.draw(new Line2D.Double(x - CAP_HALF_WIDTH, hi, x + CAP_HALF_WIDTH, hi));
    if (antialias != null) {
      g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, antialias);
    }
    g2.setClip(clip);
  }
}
