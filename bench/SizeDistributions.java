import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import site.ycsb.generator.sizes.KeyedUniform;
import site.ycsb.generator.sizes.SizeDistribution;
import site.ycsb.generator.sizes.SizePresets;
import site.ycsb.generator.sizes.SizeSampleDistance;

/**
 * Draws sizes for key numbers 0 .. n-1 from each published preset, as a workload draws a record's size from its
 * key, and prints their p50, p90, p99, p99.9 and mean beside the analytic distribution's, with the
 * Kolmogorov-Smirnov distance of the sample from it. Run by bench/size-distributions.sh.
 */
public final class SizeDistributions {
  private SizeDistributions() {
  }

  record Preset(String name, SizeDistribution distribution) {
  }

  public static void main(String[] args) {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
    List<Preset> presets = List.of(new Preset("facebook-etc values", SizePresets.facebookEtcValues()),
        new Preset("facebook-etc keys", SizePresets.facebookEtcKeys()),
        new Preset("rocksdb-mixgraph values", SizePresets.rocksdbMixgraphValues()));
    double[] quantiles = {0.5, 0.9, 0.99, 0.999};
    System.out.printf(Locale.ROOT, "%,d sizes per preset, drawn from key numbers 0..%,d%n%n", n, n - 1);
    System.out.println("| preset | figure | drawn | analytic | drawn / analytic |");
    System.out.println("|---|---|---:|---:|---:|");
    for (Preset p : presets) {
      long[] sample = new long[n];
      for (int i = 0; i < n; i++) {
        sample[i] = p.distribution().size(KeyedUniform.of(i, 1));
      }
      Arrays.sort(sample);
      for (double q : quantiles) {
        long drawn = sample[(int) Math.ceil(q * n) - 1];
        long analytic = analyticQuantile(p.distribution(), q);
        row(p.name(), String.format(Locale.ROOT, "p%s", trim(q * 100)), drawn, analytic);
      }
      double mean = Arrays.stream(sample).average().orElse(Double.NaN);
      row(p.name(), "mean", mean, analyticMean(p.distribution()));
      System.out.printf(Locale.ROOT, "| %s | KS distance | %.5f | (99%% critical value %.5f) | |%n", p.name(),
          SizeSampleDistance.of(p.distribution(), sample), 1.628 / Math.sqrt(n));
    }
    System.out.println();
    for (Preset p : presets) {
      System.out.println(p.name() + ": " + p.distribution().describe());
    }
  }

  private static String trim(double v) {
    return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
  }

  private static void row(String preset, String figure, double drawn, double analytic) {
    System.out.printf(Locale.ROOT, "| %s | %s | %,.2f | %,.2f | %.4f |%n", preset, figure, drawn, analytic,
        drawn / analytic);
  }

  /** The smallest size whose distribution function reaches q. */
  static long analyticQuantile(SizeDistribution d, double q) {
    long lo = -1;
    long hi = 1;
    while (d.sizeCdf(hi) < q) {
      hi *= 2;
    }
    while (hi - lo > 1) {
      long mid = (lo + hi) >>> 1;
      if (d.sizeCdf(mid) >= q) {
        hi = mid;
      } else {
        lo = mid;
      }
    }
    return hi;
  }

  /** The sum of P(size > n) over n >= 0, byte by byte to 10^6, then in blocks (trapezoids) far into the tail. */
  static double analyticMean(SizeDistribution d) {
    double sum = 0;
    long n = 0;
    for (; n < 1_000_000; n++) {
      sum += 1 - d.sizeCdf(n);
    }
    long step = 1000;
    while (n < 1L << 50) {
      double a = 1 - d.sizeCdf(n);
      if (a < 1e-18) {
        break;
      }
      double b = 1 - d.sizeCdf(n + step);
      sum += (a + b) / 2 * step;
      n += step;
      step = Math.min(step * 2, Math.max(1000, n / 100));
    }
    return sum;
  }
}
