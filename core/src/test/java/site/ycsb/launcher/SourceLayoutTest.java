package site.ycsb.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Staleness: which changes make a module's jar out of date, in a source tree laid out on disk. */
class SourceLayoutTest {
  @TempDir
  Path home;
  private SourceLayout layout;
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @BeforeEach
  void tree() throws IOException {
    Files.writeString(home.resolve("pom.xml"), "<project/>");
    module("core", "core");
    module("redis", "redis-binding");
    PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
    layout = new SourceLayout(home, new Maven(home, false, true, "", errors));
  }

  private void module(String name, String artifactId) throws IOException {
    Path dir = Files.createDirectories(home.resolve(name));
    Files.writeString(dir.resolve("pom.xml"), "<project><parent><artifactId>root</artifactId></parent>\n"
        + "  <artifactId>" + artifactId + "</artifactId></project>");
    Path source = Files.createDirectories(dir.resolve("src/main/java/site/ycsb")).resolve("X.java");
    Files.writeString(source, "class X {}");
    age(dir.resolve("pom.xml"), 100);
    age(source, 100);
    Path target = Files.createDirectories(dir.resolve("target"));
    Files.writeString(target.resolve(artifactId + "-1.0.0-SNAPSHOT.jar"), "");
    Files.writeString(target.resolve(artifactId + "-1.0.0-SNAPSHOT-tests.jar"), "");
    age(target.resolve(artifactId + "-1.0.0-SNAPSHOT.jar"), 50);
  }

  private static void age(Path file, long seconds) throws IOException {
    Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() - seconds * 1000));
  }

  @Test
  void aJarNewerThanItsSourcesIsFresh() {
    assertThat(layout.artifactId("redis")).isEqualTo("redis-binding");
    assertThat(layout.moduleJar("core")).contains(home.resolve("core/target/core-1.0.0-SNAPSHOT.jar"));
    assertThat(layout.staleReason("core")).isNull();
    assertThat(layout.staleReason("redis")).isNull();
  }

  @Test
  void aNewerPomSourceOrResourceMakesItStale() throws IOException {
    age(home.resolve("redis/pom.xml"), 10);
    assertThat(layout.staleReason("redis"))
        .isEqualTo("redis/pom.xml is newer than redis/target/redis-binding-1.0.0-SNAPSHOT.jar");
    Path resource = Files.createDirectories(home.resolve("core/src/main/resources")).resolve("x.properties");
    Files.writeString(resource, "a=b");
    assertThat(layout.staleReason("core")).startsWith("core/src/main/resources/x.properties is newer than");
  }

  @Test
  void testSourcesHiddenFilesAndBackupsDoNotCount() throws IOException {
    Files.writeString(Files.createDirectories(home.resolve("core/src/test/java")).resolve("T.java"), "");
    Files.writeString(Files.createDirectories(home.resolve("core/src/main/.idea")).resolve("x"), "");
    Files.writeString(home.resolve("core/src/main/java/site/ycsb/X.java~"), "");
    assertThat(layout.staleReason("core")).isNull();
  }

  @Test
  void noJarIsStaleAndWithoutBuildingItIsOneLine() throws IOException {
    Files.delete(home.resolve("core/target/core-1.0.0-SNAPSHOT.jar"));
    assertThat(layout.staleReason("core")).isEqualTo("no jar in core/target");
    assertThatThrownBy(() -> layout.classpath(null, List.of())).isInstanceOf(LaunchException.class)
        .hasMessageStartingWith("core not built and YCSB_NO_BUILD is set; build with: ")
        .hasMessageEndingWith("mvnw -B -DskipTests -pl core -am package");
  }

  @Test
  void aBindingWithoutItsModuleIsReported() {
    BindingRegistry.Entry couchbase = new BindingRegistry.Entry("couchbase2", "site.ycsb.C", "couchbase");
    assertThat(layout.absence(couchbase)).isEqualTo("no module in this source tree");
    assertThatThrownBy(() -> layout.classpath(couchbase, List.of()))
        .hasMessageStartingWith("binding 'couchbase2' is not built in this source tree (there is no couchbase/ module");
  }

  @Test
  void theClassPathIsEachModulesJarAndDependencies() {
    BindingRegistry.Entry redis = new BindingRegistry.Entry("redis", "site.ycsb.db.RedisClient", "redis");
    assertThat(layout.classpath(redis, List.of())).containsExactly(
        home.resolve("core/target/core-1.0.0-SNAPSHOT.jar").toString(),
        home.resolve("core/target/dependency/*").toString(),
        home.resolve("redis/target/redis-binding-1.0.0-SNAPSHOT.jar").toString(),
        home.resolve("redis/target/dependency/*").toString());
  }
}
