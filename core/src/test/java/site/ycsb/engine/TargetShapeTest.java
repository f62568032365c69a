package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/** Reading {@code targetshape} and its parameters. */
class TargetShapeTest {
  private static RateShape read(boolean open, String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return TargetShape.read(new PropertyReader(p), open, 4500);
  }

  @Test
  void constantIsNoShape() {
    assertThat(read(true)).isNull();
    assertThat(read(false, "targetshape", "constant")).isNull();
  }

  @Test
  void sineAroundTheTarget() {
    assertThat(read(true, "targetshape", "sine", "targetshape.period", "86071", "targetshape.amplitude", "0.2222",
        "targetshape.phase", "-1.5")).isEqualTo(new SineRate(4500, 0.2222, 86071, -1.5));
  }

  @Test
  void stepsWithTheirUnits() {
    assertThat(read(true, "targetshape", "steps", "targetshape.steps", "1000:30s, 0:500ms,5000:2m,20.5:1h"))
        .isEqualTo(new StepRates(List.of(new StepRates.Step(1000, 30), new StepRates.Step(0, 0.5),
            new StepRates.Step(5000, 120), new StepRates.Step(20.5, 3600))));
  }

  @Test
  void refusals() {
    assertThatThrownBy(() -> read(false, "targetshape", "sine", "targetshape.period", "1",
        "targetshape.amplitude", "0.5")).isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("needs an open loop");
    assertThatThrownBy(() -> read(true, "targetshape", "steps", "targetshape.steps", "5:1s,0:1s"))
        .hasMessage("property 'targetshape.steps' is '5:1s,0:1s'; accepted: comma-separated rate:duration pairs "
            + "such as 1000:30s,5000:2m: a rate of 0 or more ops/s, a duration above 0 ending in ms, s, m or h; "
            + "the last rate above 0 (it holds after the steps)");
    assertThatThrownBy(() -> read(true, "targetshape", "steps", "targetshape.steps", "5:0.000ms"))
        .hasMessageContaining("targetshape.steps");
    assertThatThrownBy(() -> read(true, "targetshape", "steps", "targetshape.steps", "5:1s", "client.count", "2"))
        .hasMessageContaining("client.count");
    assertThatThrownBy(() -> read(true, "targetshape.amplitude", "0.3"))
        .hasMessage("property 'targetshape.amplitude' is set but targetshape is 'constant'; accepted: "
            + "targetshape=sine with it, or targetshape.amplitude unset");
    assertThatThrownBy(() -> read(true, "targetshape", "sine", "targetshape.period", "10"))
        .hasMessage("property 'targetshape.amplitude' is not set; targetshape=sine needs it; accepted: a number "
            + "from 0 to 1 (a share of -target)");
  }

  @Test
  void meanTargetOfAShapeOverTheRun() {
    StepRates steps = new StepRates(List.of(new StepRates.Step(1000, 1), new StepRates.Step(3000, 1)));
    assertThat(TargetShape.meanTarget(steps, 1, 2_000_000_000L)).isEqualTo(2000);
    assertThat(TargetShape.meanTarget(null, 77, 2_000_000_000L)).isEqualTo(77);
    assertThat(TargetShape.number(4500.0)).isEqualTo("4500");
    assertThat(TargetShape.number(0.25)).isEqualTo("0.25");
  }
}
