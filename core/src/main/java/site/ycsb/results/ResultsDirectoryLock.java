package site.ycsb.results;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A run's hold on its {@code results.dir} for its whole life, so that two runs never write one result.json.
 *
 * <p>The hold is an operating-system lock ({@link FileChannel#tryLock}) on {@value #FILE} in the folder, whose
 * content names the holder (process id, host, start time) for the run that is refused. The operating system drops
 * the lock when its process ends, however it ends: a crashed holder leaves a stale name behind, never a folder that
 * stays locked. The file is emptied, not removed, when the hold is released: a removed file could be locked by one
 * run through a handle opened before the removal while another locks its successor.
 *
 * <p>A POSIX process loses every lock it has on a file when it closes any handle of that file: so this process
 * never opens the file of a folder it holds, and knows its own holds without asking the operating system.
 */
public final class ResultsDirectoryLock implements AutoCloseable {
  /** The lock file's name inside the results folder. */
  public static final String FILE = ".ycsb.lock";
  /** The folders this process holds, by absolute path, with their holder's line. */
  private static final Map<Path, String> HELD_HERE = new ConcurrentHashMap<>();

  private final Path key;
  private final FileChannel channel;
  private final FileLock lock;

  private ResultsDirectoryLock(Path key, FileChannel channel, FileLock lock) {
    this.key = key;
    this.channel = channel;
    this.lock = lock;
  }

  /** The folder is held by another run; the message is one line naming the holder. */
  public static final class HeldException extends IOException {
    private static final long serialVersionUID = 1L;

    HeldException(Path dir, String holder) {
      super("results.dir '" + dir + "' is in use by another run ("
          + (holder.isEmpty() ? "a process that is starting or ending" : holder)
          + "): wait for it to end, or give this run another results.dir");
    }
  }

  /**
   * Takes the folder's lock at once, or fails: with {@link HeldException} when another run holds it, with an
   * IOException when the lock file cannot be written.
   */
  public static ResultsDirectoryLock acquire(Path dir) throws IOException {
    Path key = dir.toAbsolutePath().normalize();
    String holder = describeThisProcess();
    String here = HELD_HERE.putIfAbsent(key, holder);
    if (here != null) {
      throw new HeldException(dir, here);
    }
    try {
      FileChannel channel = FileChannel.open(dir.resolve(FILE), StandardOpenOption.CREATE,
          StandardOpenOption.WRITE, StandardOpenOption.READ);
      FileLock lock;
      try {
        lock = channel.tryLock();
        if (lock == null) {
          throw new HeldException(dir, read(channel));
        }
        channel.truncate(0);
        channel.write(ByteBuffer.wrap((holder + "\n").getBytes(StandardCharsets.UTF_8)), 0);
        channel.force(false);
      } catch (IOException | RuntimeException e) {
        channel.close();
        throw e;
      }
      return new ResultsDirectoryLock(key, channel, lock);
    } catch (IOException | RuntimeException e) {
      HELD_HERE.remove(key);
      throw e;
    }
  }

  /** Empties the lock file, then drops the lock. */
  @Override
  public void close() throws IOException {
    try {
      channel.truncate(0);
    } finally {
      try {
        lock.release();
      } finally {
        try {
          channel.close();
        } finally {
          HELD_HERE.remove(key);
        }
      }
    }
  }

  private static String describeThisProcess() {
    String host;
    try {
      host = InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      host = "this host";
    }
    return "pid " + ProcessHandle.current().pid() + " on " + host + ", started "
        + Instant.ofEpochMilli(ManagementFactory.getRuntimeMXBean().getStartTime());
  }

  private static String read(FileChannel channel) throws IOException {
    ByteBuffer buf = ByteBuffer.allocate(512);
    channel.read(buf, 0);
    String text = new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8).strip();
    int eol = text.indexOf('\n');
    return eol < 0 ? text : text.substring(0, eol).strip();
  }
}
