package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Output folders are normalised before use, and a probe or a failed run leaves nothing it created. */
class OutputFolderTest {
  @TempDir
  Path tmp;

  @Test
  void aProbeOfAPathThroughAMissingFolderLeavesNothing() throws Exception {
    OutputFolder.probe(tmp.resolve("a/../b/c"));
    assertThat(tmp.resolve("a")).doesNotExist();
    assertThat(tmp.resolve("b")).doesNotExist();
  }

  @Test
  void aPathThroughAMissingFolderCreatesOnlyItsNormalForm() throws Exception {
    OutputFolder.create(tmp.resolve("a/../b"));
    assertThat(tmp.resolve("b")).isDirectory();
    assertThat(tmp.resolve("a")).doesNotExist();
  }

  @Test
  void whatARunCreatedIsRemovedWhileEmpty() throws Exception {
    Files.createDirectories(tmp.resolve("keep"));
    OutputFolder.Created created = OutputFolder.createTracked(tmp.resolve("keep/x/y"));
    assertThat(tmp.resolve("keep/x/y")).isDirectory();
    created.removeIfEmpty();
    assertThat(tmp.resolve("keep/x")).doesNotExist();
    assertThat(tmp.resolve("keep")).isDirectory();
  }
}
