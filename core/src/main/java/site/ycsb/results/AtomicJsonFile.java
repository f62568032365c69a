package site.ycsb.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.ObjectMapper;

/**
 * Writes a JSON document through a temp file and a rename, so that a reader never sees half of it; a failed
 * write (a full disk) leaves neither a temp file nor a changed target, and says why in one line.
 */
public final class AtomicJsonFile {
  private AtomicJsonFile() {
  }

  public static void write(ObjectMapper mapper, Path target, Object document) throws IOException {
    Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
    try {
      mapper.writeValue(tmp.toFile(), document);
    } catch (RuntimeException e) {
      try {
        Files.deleteIfExists(tmp);
      } catch (IOException ignored) {
        // The failure below is what the user needs; a stray temp file is never read.
      }
      // Jackson wraps an I/O failure and appends "at [No location information]": the cause says it plainly.
      if (e.getCause() instanceof IOException io) {
        throw new IOException("cannot write " + target + ": " + io.getMessage(), io);
      }
      throw new IOException("cannot write " + target + ": "
          + (e instanceof JacksonException j ? j.getOriginalMessage() : e.getMessage()), e);
    }
    Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
