package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

class AtomicJsonFileTest {
  private static final JsonMapper MAPPER = JsonMapper.builder().build();

  @TempDir
  Path tmp;

  @Test
  void writesTheDocumentAndLeavesNoTempFile() throws IOException {
    Path target = tmp.resolve("result.json");
    AtomicJsonFile.write(MAPPER, target, Map.of("a", 1));
    assertThat(target).hasContent("{\"a\":1}");
    try (var files = Files.list(tmp)) {
      assertThat(files).containsExactly(target);
    }
  }

  @Test
  void aFailedWriteSaysWhyInOneLineAndKeepsTheOldDocument() throws IOException {
    Path target = tmp.resolve("result.json");
    Files.writeString(target, "old");
    // A value whose getter fails ends the write part way, as a full disk does.
    Object unserialisable = Map.of("a", 1, "b", new FailingBean());
    assertThatThrownBy(() -> AtomicJsonFile.write(MAPPER, target, unserialisable))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith("cannot write " + target + ": ")
        .hasMessageNotContaining("No location information");
    assertThat(target).hasContent("old");
    assertThat(tmp.resolve("result.json.tmp")).doesNotExist();
  }

  /** Serialised through its getter, which fails. */
  public static final class FailingBean {
    public int getValue() {
      throw new IllegalStateException("the getter failed");
    }
  }
}
