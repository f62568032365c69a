package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class KneeDetectorTest {
  private final KneeDetector detector = new KneeDetector(KneeDetector.DEFAULT_MIN_GAIN);

  private static CurvePoint p(long value, double throughput, double p95) {
    return new CurvePoint(value, throughput, p95);
  }

  @Test
  void linearGrowthHasNoKnee() {
    List<CurvePoint> points = new ArrayList<>();
    for (long t = 8; t <= 128; t *= 2) {
      points.add(p(t, 1000.0 * t, 500 + t)); // throughput doubles, p95 creeps up
    }
    assertThat(detector.findKnee(points)).isEmpty();
  }

  @Test
  void plateauWithRisingLatencyNamesTheFirstFlatStep() {
    List<CurvePoint> points = List.of(p(8, 10_000, 400), p(16, 19_000, 450), p(32, 30_000, 600),
        p(64, 31_000, 1_200), p(128, 31_500, 2_500));
    Optional<Knee> knee = detector.findKnee(points);
    assertThat(knee).isPresent();
    assertThat(knee.get().value()).isEqualTo(64);
    assertThat(knee.get().reason()).contains("+3.3%").contains("from 32 to 64").contains("+100.0%");
  }

  @Test
  void smallGainWithFlatLatencyIsNoKnee() {
    // throughput barely grows but latency does not grow faster: not saturated, just a slow gain
    assertThat(detector.findKnee(List.of(p(8, 1000, 500), p(16, 1050, 510), p(32, 1100, 500)))).isEmpty();
    // a small throughput dip with an unchanged p95 is noise too: latency must actually grow
    assertThat(detector.findKnee(List.of(p(1, 43_219, 8), p(2, 42_860, 8)))).isEmpty();
  }

  @Test
  void noisyCurveSkipsTheBumpsThatKeepGaining() {
    // a dip at 16 is followed by a strong recovery; the dip itself is the first flat step with rising p95
    List<CurvePoint> noisy = List.of(p(8, 10_000, 400), p(16, 9_800, 430), p(32, 20_000, 450),
        p(64, 20_500, 900));
    assertThat(detector.findKnee(noisy)).map(Knee::value).contains(16L);
    // a negative threshold only flags throughput drops larger than it: neither the 2% dip nor the plateau
    KneeDetector strict = new KneeDetector(-0.05);
    assertThat(strict.findKnee(noisy)).isEmpty();
    // dips where latency falls even more are noise, not saturation
    assertThat(detector.findKnee(List.of(p(8, 10_000, 400), p(16, 9_900, 300), p(32, 25_000, 350)))).isEmpty();
  }

  @Test
  void tooFewPointsHaveNoKnee() {
    assertThat(detector.findKnee(List.of())).isEmpty();
    assertThat(detector.findKnee(List.of(p(8, 1000, 500)))).isEmpty();
    assertThat(KneeDetector.bestLatency(List.of())).isEmpty();
  }

  @Test
  void zeroThroughputBaselineIsSkippedAndUnknownLatencyNeverMakesAKnee() {
    assertThat(detector.findKnee(List.of(p(8, 0, 500), p(16, 0, 900)))).isEmpty();
    assertThat(detector.findKnee(List.of(p(8, 1000, Double.NaN), p(16, 1010, Double.NaN)))).isEmpty();
    assertThat(detector.findKnee(List.of(p(8, 1000, 0), p(16, 1010, 5)))).map(Knee::value).contains(16L);
  }

  @Test
  void bestLatencyIsTheLowestP95FirstOfEquals() {
    List<CurvePoint> points = List.of(p(8, 1000, 700), p(16, 1900, 640), p(32, 2500, 640), p(64, 2600, 2000));
    assertThat(KneeDetector.bestLatency(points)).contains(new BestLatency(16, 640));
  }

  @Test
  void kneeGainThresholdIsHonoured() {
    List<CurvePoint> points = List.of(p(8, 1000, 500), p(16, 1150, 700)); // +15% throughput, +40% p95
    assertThat(detector.findKnee(points)).isEmpty();
    assertThat(new KneeDetector(0.20).findKnee(points)).map(Knee::value).contains(16L);
  }
}
