package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PassedOptionsTest {
  @TempDir
  Path tmp;

  @Test
  void aStepWritesItsOwnResultsAndReadsTheWorkloadFileAgain() throws Exception {
    PassedOptions.check("-p", "recordcount=10");
    PassedOptions.check("-l", "label");
    assertThatThrownBy(() -> PassedOptions.check("-p", "results.dir=x"))
        .hasMessageStartingWith("-p results.dir cannot be given to a sweep");
    assertThatThrownBy(() -> PassedOptions.check("-P", tmp.toString()))
        .hasMessage("-P " + tmp + " is a directory, not a workload file");
    assertThatThrownBy(() -> PassedOptions.check("-P", "/dev/null"))
        .hasMessageStartingWith("-P /dev/null is not a regular file");
  }
}
