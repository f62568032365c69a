import java.io.File;
import java.util.Locale;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * A sine-shaped run's measured operations per interval of an interval log (hdr/OPERATION.hdr, one a second)
 * beside the sine's: java -cp HdrHistogram.jar bench/RateShapeSeconds.java FILE START_EPOCH_MS MEAN AMPLITUDE
 * PERIOD PHASE. START_EPOCH_MS is when the schedule began (result.json's arrivals.shape.scheduleStartEpochMs). Prints one
 * line per whole interval (second, measured ops/s, target ops/s, deviation, p50/p95/p99 in µs), then the worst
 * deviation; exits 1 when it is above 5%.
 */
public class RateShapeSeconds {
  public static void main(String[] args) throws Exception {
    File file = new File(args[0]);
    long startMs = Long.parseLong(args[1]);
    double mean = Double.parseDouble(args[2]);
    double amplitude = Double.parseDouble(args[3]);
    double period = Double.parseDouble(args[4]);
    double phase = Double.parseDouble(args[5]);
    double w = 2 * Math.PI / period;
    java.util.function.DoubleUnaryOperator integral =
        t -> mean * t + amplitude * mean / w * (Math.cos(phase) - Math.cos(w * t + phase));
    System.out.println("second  measured ops/s  target ops/s  deviation   p50 µs   p95 µs   p99 µs");
    double worst = 0;
    String worstAt = "";
    HistogramLogReader reader = new HistogramLogReader(file);
    EncodableHistogram h;
    while ((h = reader.nextIntervalHistogram()) != null) {
      AbstractHistogram a = (AbstractHistogram) h;
      double from = (a.getStartTimeStamp() - startMs) / 1e3;
      double to = (a.getEndTimeStamp() - startMs) / 1e3;
      if (to - from < 0.9) {
        continue; // the short last interval at the stop
      }
      double measured = a.getTotalCount() / (to - from);
      double target = (integral.applyAsDouble(to) - integral.applyAsDouble(from)) / (to - from);
      double deviation = (measured - target) / target;
      if (Math.abs(deviation) > Math.abs(worst)) {
        worst = deviation;
        worstAt = String.format(Locale.ROOT, "%.2f-%.2f s", from, to);
      }
      System.out.println(String.format(Locale.ROOT, "%6.1f  %14.1f  %12.1f  %+8.2f%%  %7d  %7d  %7d", to, measured,
          target, 100 * deviation, a.getValueAtPercentile(50), a.getValueAtPercentile(95),
          a.getValueAtPercentile(99)));
    }
    reader.close();
    System.out.println(String.format(Locale.ROOT, "worst deviation: %+.2f%% (%s)", 100 * worst, worstAt));
    System.exit(Math.abs(worst) <= 0.05 ? 0 : 1);
  }
}
