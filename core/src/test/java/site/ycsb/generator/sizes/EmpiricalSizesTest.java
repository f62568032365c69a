package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmpiricalSizesTest {
  @TempDir
  Path dir;

  @Test
  void theFilesProbabilitiesHoldExactlyAtItsPoints() throws Exception {
    Path file = dir.resolve("cdf.csv");
    Files.writeString(file, "# size, P(size <= x)\n100,0.25\n\n1KB\t0.5\n4096 0.9\n8192,1\n");
    EmpiricalSizes d = EmpiricalSizes.read(file);
    assertThat(d.sizeCdf(99)).isZero();
    assertThat(d.sizeCdf(100)).isEqualTo(0.25);
    assertThat(d.sizeCdf(1024)).isCloseTo(0.5, within(1e-15));
    assertThat(d.sizeCdf(4096)).isCloseTo(0.9, within(1e-15));
    assertThat(d.sizeCdf(8192)).isEqualTo(1);
    assertThat(d.size(0.1)).isEqualTo(100);
    assertThat(d.size(0.25)).isEqualTo(101);
    assertThat(d.size(0.9999999)).isEqualTo(8192);
    long[] sample = SampleCheck.draw(d, 200_000);
    assertThat(SampleCheck.ksDistance(d, sample)).isLessThan(0.005);
  }

  @Test
  void refusesAFileThatIsNotADistributionFunction() throws Exception {
    Path file = dir.resolve("bad.csv");
    Files.writeString(file, "100,0.5\n50,1\n");
    assertThatThrownBy(() -> EmpiricalSizes.read(file)).hasMessageContaining("point 2: sizes must rise");
    Files.writeString(file, "100,0.5\n200,0.9\n");
    assertThatThrownBy(() -> EmpiricalSizes.read(file)).hasMessageContaining("last point's probability must be 1");
    Files.writeString(file, "100;0.5\n");
    assertThatThrownBy(() -> EmpiricalSizes.read(file)).hasMessageContaining("line 1: expected 'size,probability'");
  }
}
