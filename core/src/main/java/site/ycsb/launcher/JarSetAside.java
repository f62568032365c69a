package site.ycsb.launcher;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.CodeSource;

/**
 * The jar this JVM loads its classes from, moved out of the way of a build that rewrites it. Maven writes a jar in
 * place, and a class loaded after that from the file this JVM opened before reads the new bytes at the old offsets
 * (a NoClassDefFoundError). Renamed, the file keeps its contents for this JVM, which holds it open; the build
 * writes a new file under the old name. On close the old one is deleted, or put back if the build left no jar. Where
 * an open file cannot be renamed (Windows), nothing moves and the launcher relies on the classes it loaded first.
 */
final class JarSetAside implements AutoCloseable {
  private final Path jar;
  private final Path aside;

  private JarSetAside(Path jar, Path aside) {
    this.jar = jar;
    this.aside = aside;
  }

  /** The jar {@code c} was loaded from, when it is one inside {@code home} (a source checkout), set aside. */
  static JarSetAside ofClass(Class<?> c, Path home) {
    CodeSource source = c.getProtectionDomain().getCodeSource();
    Path jar = null;
    try {
      jar = source == null ? null : Paths.get(source.getLocation().toURI()).toAbsolutePath().normalize();
    } catch (URISyntaxException | IllegalArgumentException e) {
      jar = null;
    }
    if (jar == null || !jar.startsWith(home.toAbsolutePath().normalize()) || !jar.toString().endsWith(".jar")) {
      return new JarSetAside(null, null);
    }
    return of(jar);
  }

  /** {@code jar} renamed beside itself until {@link #close}; nothing moved when it is no file or cannot move. */
  static JarSetAside of(Path jar) {
    if (!Files.isRegularFile(jar)) {
      return new JarSetAside(null, null);
    }
    Path aside = jar.resolveSibling(jar.getFileName() + ".in-use-" + ProcessHandle.current().pid());
    try {
      Files.move(jar, aside);
      return new JarSetAside(jar, aside);
    } catch (IOException | UnsupportedOperationException e) {
      return new JarSetAside(null, null);
    }
  }

  /** Whether the jar was moved. */
  boolean moved() {
    return aside != null;
  }

  @Override
  public void close() {
    if (aside == null) {
      return;
    }
    try {
      if (Files.exists(jar)) {
        Files.delete(aside);
      } else {
        Files.move(aside, jar);
      }
    } catch (IOException e) {
      // A leftover beside the jar is harmless: Layout ignores it and the next clean removes it.
    }
  }
}
