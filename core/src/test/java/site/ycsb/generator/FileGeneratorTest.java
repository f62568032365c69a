package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileGeneratorTest {
  @TempDir
  Path dir;

  @Test
  void returnsLinesThenNullAndRestartsOnReload() throws IOException {
    Path file = Files.writeString(dir.resolve("lines.txt"), "alpha\nbeta\ngamma\n");
    FileGenerator gen = new FileGenerator(file.toString());
    assertThat(gen.nextValue()).isEqualTo("alpha");
    assertThat(gen.nextValue()).isEqualTo("beta");
    assertThat(gen.lastValue()).isEqualTo("beta");
    assertThat(gen.nextValue()).isEqualTo("gamma");
    assertThat(gen.nextValue()).isNull();
    assertThat(gen.nextValue()).isNull();
    gen.reloadFile();
    assertThat(gen.nextValue()).isEqualTo("alpha");
  }

  @Test
  void missingFileNamesTheFile() {
    String missing = dir.resolve("nope.txt").toString();
    assertThatThrownBy(() -> new FileGenerator(missing))
        .isInstanceOf(UncheckedIOException.class).hasMessageContaining(missing);
  }
}
