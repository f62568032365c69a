package site.ycsb.results;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The {@code results.dir} of one run: {@code result.json}, {@code disclosure.json} and the
 * HdrHistogram interval logs under {@code hdr/}. Files are written atomically (temp file, then
 * rename), so a reader never sees half a document.
 */
public final class ResultsDirectory {
  public static final String RESULT_FILE = "result.json";
  public static final String DISCLOSURE_FILE = "disclosure.json";
  public static final String HDR_DIR = "hdr";

  private static final JsonMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private final Path dir;

  public ResultsDirectory(Path dir) {
    this.dir = dir;
  }

  public Path path() {
    return dir;
  }

  /** Creates the directory; fails with a clear message when it cannot be written. */
  public void create() throws IOException {
    Files.createDirectories(dir.resolve(HDR_DIR));
    if (!Files.isWritable(dir)) {
      throw new AccessDeniedException(dir.toString());
    }
  }

  public void writeResult(RunResult result) throws IOException {
    write(RESULT_FILE, result);
  }

  public void writeDisclosure(Disclosure disclosure) throws IOException {
    write(DISCLOSURE_FILE, disclosure);
  }

  private void write(String name, Object document) throws IOException {
    AtomicJsonFile.write(MAPPER, dir.resolve(name), document);
  }

  public static RunResult readResult(Path file) throws IOException {
    try {
      return MAPPER.readValue(file.toFile(), RunResult.class);
    } catch (RuntimeException e) {
      throw new IOException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  public static Disclosure readDisclosure(Path file) throws IOException {
    try {
      return MAPPER.readValue(file.toFile(), Disclosure.class);
    } catch (RuntimeException e) {
      throw new IOException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }
}
