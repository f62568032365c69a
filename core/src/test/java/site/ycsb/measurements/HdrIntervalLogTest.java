package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HdrIntervalLogTest {
  @TempDir
  Path tmp;

  @Test
  void aLogOnAFullDiskSaysSoWhenClosedInsteadOfLookingComplete() {
    Path full = Path.of("/dev/full");
    Assumptions.assumeTrue(Files.isWritable(full), "needs Linux's /dev/full");
    assertThatThrownBy(() -> {
      try (HdrIntervalLog log = new HdrIntervalLog(full, "READ", 1_000L)) {
        log.write(interval());
      }
    }).isInstanceOf(IOException.class)
        .hasMessage("cannot write the HdrHistogram log /dev/full: No space left on device");
  }

  @Test
  void aLogThatWasWrittenClosesQuietly() throws IOException {
    Path file = tmp.resolve("READ.hdr");
    try (HdrIntervalLog log = new HdrIntervalLog(file, "READ", 1_000L)) {
      log.write(interval());
    }
    assertThat(Files.readAllLines(file)).first().isEqualTo("#[Logging for: READ]");
    assertThat(Files.readAllLines(file)).hasSizeGreaterThan(4);
  }

  private static Histogram interval() {
    Histogram h = new Histogram(3);
    h.setStartTimeStamp(1_000L);
    h.recordValue(42);
    h.setEndTimeStamp(2_000L);
    return h;
  }
}
