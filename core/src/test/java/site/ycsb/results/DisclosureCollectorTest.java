package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.testing.ProcessOutcome;
import site.ycsb.testing.ProcessRun;

/** A -P source that was read once (a FIFO, a pipe) is disclosed as such: never re-read, never hashed as empty. */
class DisclosureCollectorTest {
  @TempDir
  Path tmp;

  @Test
  void aFifoIsNotReadAgainAndARegularFileIsHashed() throws Exception {
    Path fifo = tmp.resolve("workload.fifo");
    ProcessOutcome mkfifo = ProcessRun.of("mkfifo", fifo.toString()).run();
    assertThat(mkfifo.exitCode()).as(mkfifo.err()).isZero();
    Path file = Files.writeString(tmp.resolve("workload"), "recordcount=1\n");
    List<Disclosure.FileDigest> digests = assertTimeoutPreemptively(Duration.ofSeconds(10),
        () -> DisclosureCollector.digests(List.of(fifo, file)));
    assertThat(digests.get(0).sha256()).isEqualTo("not hashed: not a regular file (a pipe or device, read once at "
        + "the start)");
    assertThat(digests.get(1).sha256()).matches("[0-9a-f]{64}");
  }
}
