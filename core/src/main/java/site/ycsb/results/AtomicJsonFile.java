package site.ycsb.results;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicLong;
import site.ycsb.ErrorText;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.ObjectMapper;

/**
 * Writes a JSON document through a temp file and a rename, so that a reader never sees half of it; a failed
 * write (a full disk) leaves neither a temp file nor a changed target, and says why in one line. The temp file
 * is the writer's own (process id and a counter in its name, created only if new): two writers of one target
 * never write into one temp file, so the target is always one writer's whole document.
 */
public final class AtomicJsonFile {
  private AtomicJsonFile() {
  }

  private static final AtomicLong WRITES = new AtomicLong();

  public static void write(ObjectMapper mapper, Path target, Object document) throws IOException {
    Path tmp = target.resolveSibling(target.getFileName() + "." + ProcessHandle.current().pid() + "-"
        + WRITES.incrementAndGet() + ".tmp");
    try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
      mapper.writeValue(out, document);
    } catch (IOException e) {
      deleteQuietly(tmp);
      throw new IOException("cannot write " + target + ": " + ErrorText.describeFile(e), e);
    } catch (RuntimeException e) {
      deleteQuietly(tmp);
      // Jackson wraps an I/O failure and appends "at [No location information]": the cause says it plainly.
      if (e.getCause() instanceof IOException io) {
        throw new IOException("cannot write " + target + ": " + io.getMessage(), io);
      }
      throw new IOException("cannot write " + target + ": "
          + (e instanceof JacksonException j ? j.getOriginalMessage() : e.getMessage()), e);
    }
    try {
      Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      deleteQuietly(tmp);
      throw new IOException("cannot write " + target + ": " + ErrorText.describeFile(e), e);
    }
  }

  private static void deleteQuietly(Path tmp) {
    try {
      Files.deleteIfExists(tmp);
    } catch (IOException ignored) {
      // The failure the caller reports is what the user needs; a stray temp file is never read.
    }
  }
}
