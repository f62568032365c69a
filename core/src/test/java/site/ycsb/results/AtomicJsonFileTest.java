package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
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
    try (var files = Files.list(tmp)) {
      assertThat(files).containsExactly(target);
    }
  }

  @Test
  void writersOfOneTargetAtOnceLeaveOneWholeDocument() throws Exception {
    Path target = tmp.resolve("result.json");
    StringBuilder big = new StringBuilder();
    for (int i = 0; i < 20_000; i++) {
      big.append(i % 10);
    }
    int writers = 8;
    List<String> failures = new CopyOnWriteArrayList<>();
    CountDownLatch go = new CountDownLatch(1);
    List<Thread> threads = new ArrayList<>();
    for (int w = 0; w < writers; w++) {
      String text = w + big.toString();
      Thread t = new Thread(() -> {
        try {
          go.await();
          for (int k = 0; k < 20; k++) {
            AtomicJsonFile.write(MAPPER, target, Map.of("text", text));
          }
        } catch (IOException | InterruptedException e) {
          failures.add(String.valueOf(e.getMessage()));
        }
      });
      t.start();
      threads.add(t);
    }
    go.countDown();
    for (Thread t : threads) {
      t.join();
    }
    assertThat(failures).isEmpty();
    assertThat(MAPPER.readTree(target.toFile()).get("text").asString()).endsWith(big.toString());
    try (var files = Files.list(tmp)) {
      assertThat(files).containsExactly(target);
    }
  }

  /** Serialised through its getter, which fails. */
  public static final class FailingBean {
    public int getValue() {
      throw new IllegalStateException("the getter failed");
    }
  }
}
