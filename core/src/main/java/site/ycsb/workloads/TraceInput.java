package site.ycsb.workloads;

import com.github.luben.zstd.ZstdInputStream;
import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Opens a trace file as a stream of lines, plain or zstd-compressed (told by its magic number, whatever its
 * name): a buffer of fixed size, never the whole file, so a trace of 10^9 lines replays in constant memory.
 */
final class TraceInput {
  /** zstd's frame magic number, little-endian: 28 B5 2F FD. */
  private static final int ZSTD_MAGIC = 0xFD2FB528;
  private static final int BUFFER = 1 << 16;

  private TraceInput() {
  }

  static BufferedReader open(Path file) throws IOException {
    InputStream raw = new BufferedInputStream(Files.newInputStream(file), BUFFER);
    try {
      raw.mark(4);
      byte[] head = raw.readNBytes(4);
      raw.reset();
      InputStream in = head.length == 4 && littleEndian(head) == ZSTD_MAGIC
          ? new BufferedInputStream(new ZstdInputStream(raw), BUFFER) : raw;
      return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), BUFFER);
    } catch (IOException | RuntimeException | LinkageError e) {
      raw.close();
      throw e;
    }
  }

  private static int littleEndian(byte[] b) {
    return (b[0] & 0xFF) | (b[1] & 0xFF) << 8 | (b[2] & 0xFF) << 16 | (b[3] & 0xFF) << 24;
  }
}
