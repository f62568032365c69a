package site.ycsb.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a path names one of this process's open descriptors ({@code /dev/stdin}, {@code /dev/fd/3},
 * {@code /proc/self/fd/0}, directly or through symbolic links) rather than a file. Such a path means something
 * else in every other process: a sweep's steps, started after it, cannot read what it names here. Its target may
 * even be a regular file (stdin redirected from one), so looking at the target does not tell.
 */
final class ProcessDescriptorPath {
  private static final Pattern DESCRIPTOR = Pattern.compile(
      "/dev/(stdin|stdout|stderr)|/dev/fd/(\\d+)|/proc/(self|thread-self|\\d+)(/task/\\d+)?/fd/(\\d+)");
  /** Links followed at most: a loop of links is the operating system's error to report, not ours. */
  private static final int MAX_LINKS = 40;

  private ProcessDescriptorPath() {
  }

  /** What the path names ("standard input", "descriptor 3"), or null when it is not a descriptor's path. */
  static String named(Path path) {
    Path p = path.toAbsolutePath().normalize();
    for (int links = 0; links <= MAX_LINKS; links++) {
      String what = describe(p.toString());
      if (what != null) {
        return what;
      }
      Path target = linkTarget(p);
      if (target == null) {
        return null;
      }
      p = target;
    }
    return null;
  }

  private static String describe(String path) {
    Matcher m = DESCRIPTOR.matcher(path);
    if (!m.matches()) {
      return null;
    }
    String fd = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(5);
    return switch (fd) {
      case "stdin", "0" -> "standard input";
      case "stdout", "1" -> "standard output";
      case "stderr", "2" -> "standard error";
      default -> "descriptor " + fd;
    };
  }

  /** The target of the first symbolic link along the path (the path with it replaced), or null without one. */
  private static Path linkTarget(Path p) {
    Path prefix = p.getRoot();
    for (Path part : p) {
      Path next = prefix.resolve(part);
      if (Files.isSymbolicLink(next)) {
        try {
          Path target = Files.readSymbolicLink(next);
          Path resolved = next.getParent().resolve(target).normalize();
          return resolved.resolve(next.relativize(p)).normalize();
        } catch (IOException | UnsupportedOperationException e) {
          return null;
        }
      }
      prefix = next;
    }
    return null;
  }
}
