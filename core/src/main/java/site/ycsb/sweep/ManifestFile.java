package site.ycsb.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** Reads and writes sweep.json; writes go through a temp file and a rename, so a reader never sees half. */
public final class ManifestFile {
  private static final JsonMapper MAPPER = JsonMapper.builder()
      .enable(SerializationFeature.INDENT_OUTPUT)
      .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
      .build();

  private ManifestFile() {
  }

  public static void write(Path dir, SweepManifest manifest) throws IOException {
    Path target = dir.resolve(SweepManifest.FILE);
    Path tmp = dir.resolve(SweepManifest.FILE + ".tmp");
    try {
      MAPPER.writeValue(tmp.toFile(), manifest);
    } catch (RuntimeException e) {
      throw new IOException("cannot write " + target + ": " + e.getMessage(), e);
    }
    Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  public static SweepManifest read(Path dir) throws IOException {
    Path file = dir.resolve(SweepManifest.FILE);
    try {
      return MAPPER.readValue(file.toFile(), SweepManifest.class);
    } catch (RuntimeException e) {
      throw new IOException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }
}
