package site.ycsb.sweep;

import java.io.IOException;
import java.nio.file.Path;
import site.ycsb.results.AtomicJsonFile;
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
    AtomicJsonFile.write(MAPPER, dir.resolve(SweepManifest.FILE), manifest);
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
