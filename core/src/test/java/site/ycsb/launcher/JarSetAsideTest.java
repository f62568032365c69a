package site.ycsb.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** A JVM that loads classes from a jar while a build rewrites it, with and without the jar set aside. */
@DisabledOnOs(value = OS.WINDOWS, disabledReason = "an open file cannot be renamed there")
class JarSetAsideTest {
  @TempDir
  Path dir;

  @Test
  void aClassLoadedAfterTheJarWasRewrittenComesFromTheOldJar() throws Exception {
    Path jar = jarOf(dir.resolve("core.jar"), ShellWords.class, CommandText.class, JarSetAside.class);
    try (URLClassLoader loader = loaderOf(jar)) {
      assertThat(loader.loadClass(ShellWords.class.getName())).isNotNull();
      try (JarSetAside running = JarSetAside.of(jar)) {
        assertThat(running.moved()).isTrue();
        rewrite(jar);
        assertThat(loader.loadClass(CommandText.class.getName()).getClassLoader()).isSameAs(loader);
      }
      assertThat(Files.list(dir).map(p -> p.getFileName().toString())).containsExactly("core.jar");
    }
  }

  @Test
  void withoutItTheSameRewriteBreaksTheLoader() throws Exception {
    // The failure the class prevents: without this, the test above would prove nothing.
    Path jar = jarOf(dir.resolve("core.jar"), ShellWords.class, CommandText.class, JarSetAside.class);
    try (URLClassLoader loader = loaderOf(jar)) {
      loader.loadClass(ShellWords.class.getName());
      rewrite(jar);
      assertThatThrownBy(() -> loader.loadClass(CommandText.class.getName())).isInstanceOfAny(
          ClassNotFoundException.class, LinkageError.class, InternalError.class);
    }
  }

  @Test
  void aBuildThatLeftNoJarGetsTheOldOneBack() throws Exception {
    Path jar = jarOf(dir.resolve("core.jar"), ShellWords.class);
    byte[] before = Files.readAllBytes(jar);
    try (JarSetAside running = JarSetAside.of(jar)) {
      assertThat(Files.exists(jar)).isFalse();
    }
    assertThat(Files.readAllBytes(jar)).isEqualTo(before);
    assertThat(Files.list(dir).count()).isEqualTo(1);
  }

  @Test
  void aJarOutsideTheCheckoutOrNoJarIsLeftAlone() throws Exception {
    try (JarSetAside classes = JarSetAside.of(dir.resolve("classes"))) {
      assertThat(classes.moved()).isFalse();
    }
    // The test classes are a folder, not a jar in dir.
    try (JarSetAside own = JarSetAside.ofClass(JarSetAsideTest.class, dir)) {
      assertThat(own.moved()).isFalse();
    }
  }

  private static URLClassLoader loaderOf(Path jar) throws IOException {
    return new URLClassLoader(new URL[] {jar.toUri().toURL()}, null);
  }

  /** Maven's way: the same file truncated and written again, here with other classes of other sizes. */
  private static void rewrite(Path jar) throws IOException {
    try (OutputStream out = Files.newOutputStream(jar);
        JarOutputStream j = new JarOutputStream(out)) {
      for (int i = 0; i < 50; i++) {
        j.putNextEntry(new JarEntry("padding/Entry" + i + ".txt"));
        j.write(("other contents " + i).repeat(40).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        j.closeEntry();
      }
    }
  }

  private static Path jarOf(Path jar, Class<?>... classes) throws IOException {
    try (JarOutputStream j = new JarOutputStream(Files.newOutputStream(jar))) {
      for (Class<?> c : classes) {
        String name = c.getName().replace('.', '/') + ".class";
        j.putNextEntry(new JarEntry(name));
        try (InputStream in = c.getClassLoader().getResourceAsStream(name)) {
          in.transferTo(j);
        }
        j.closeEntry();
      }
    }
    return jar;
  }
}
