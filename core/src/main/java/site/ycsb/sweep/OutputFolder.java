package site.ycsb.sweep;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import site.ycsb.ErrorText;

/**
 * The output folder of the sweep, the plan, the report and report merge: a new folder or an empty one.
 * The check says in one line what is wrong (a file of that name, a path under a file, a folder that holds
 * something, a place where no folder can be made), and a dry run applies the same check without leaving
 * anything behind.
 */
public final class OutputFolder {

  private OutputFolder() {
  }

  /** Why {@code dir} cannot be the output folder, or null when it can (new, or an empty folder). */
  public static String problem(Path dir) {
    if (Files.isDirectory(dir)) {
      return isEmpty(dir) ? null : "is not empty; accepted: a new or empty folder";
    }
    if (Files.exists(dir)) {
      return "a file of that name exists; accepted: a new or empty folder";
    }
    Path existing = nearestExisting(dir);
    if (existing != null && !Files.isDirectory(existing)) {
      return "cannot create the folder: " + existing + " is a file";
    }
    return null;
  }

  /** True for a folder that holds nothing (an unreadable folder counts as not empty). */
  public static boolean isEmpty(Path dir) {
    try (Stream<Path> s = Files.list(dir)) {
      return s.findAny().isEmpty();
    } catch (IOException e) {
      return false;
    }
  }

  /** Creates {@code dir} and its parents; the error says in one line why it cannot be made. */
  public static void create(Path dir) throws IOException {
    try {
      Files.createDirectories(dir.toAbsolutePath().normalize());
    } catch (IOException e) {
      throw new IOException("cannot create the folder " + dir + ": " + reason(dir, e), e);
    }
  }

  /**
   * Creates {@code dir} as {@link #create} would and removes what it created: a dry run learns whether the
   * real run could make the folder (a read-only or special file system says so only when asked).
   */
  public static void probe(Path dir) throws IOException {
    // Normalised first: the parents of a/../b are not a/.. and a, which the walk below would never remove.
    Path target = dir.toAbsolutePath().normalize();
    List<Path> missing = new ArrayList<>();
    for (Path p = target; p != null && !Files.exists(p, LinkOption.NOFOLLOW_LINKS); p = p.getParent()) {
      missing.add(p);
    }
    try {
      create(target);
    } finally {
      for (Path p : missing) {
        Files.deleteIfExists(p);
      }
    }
  }

  /**
   * Creates {@code dir} as {@link #create} does and returns a way to remove what it made: a run that fails before
   * it wrote anything leaves no folder behind.
   */
  public static Created createTracked(Path dir) throws IOException {
    Path target = dir.toAbsolutePath().normalize();
    List<Path> missing = new ArrayList<>();
    for (Path p = target; p != null && !Files.exists(p, LinkOption.NOFOLLOW_LINKS); p = p.getParent()) {
      missing.add(p);
    }
    create(target);
    return new Created(List.copyOf(missing));
  }

  /** The folders {@link #createTracked} made, deepest first. */
  public record Created(List<Path> folders) {
    /** Removes the folders it made that are still empty. */
    public void removeIfEmpty() {
      for (Path p : folders) {
        try {
          if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) && isEmpty(p)) {
            Files.deleteIfExists(p);
          }
        } catch (IOException e) {
          return; // kept; the parents above it are not empty either
        }
      }
    }
  }

  private static String reason(Path dir, IOException e) {
    Path existing = nearestExisting(dir);
    if (existing != null && !Files.isDirectory(existing)) {
      return existing + " is a file";
    }
    if (e instanceof AccessDeniedException) {
      return "no permission to create folders in " + (existing == null ? dir.getParent() : existing);
    }
    if (e instanceof NoSuchFileException && existing != null) {
      return existing + " does not accept new folders";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return ErrorText.describeFile(e);
  }

  private static Path nearestExisting(Path dir) {
    for (Path p = dir.toAbsolutePath().getParent(); p != null; p = p.getParent()) {
      if (Files.exists(p)) {
        return p;
      }
    }
    return null;
  }
}
