package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line is parsed as 0.17.0 parses it. */
class ClientArgsTest {
  @TempDir
  Path tmp;

  private Path file(String name, String content) throws Exception {
    Path f = tmp.resolve(name);
    Files.writeString(f, content);
    return f;
  }

  @Test
  void propertyFilesAreReadInOrderAndLaterFilesWin() throws Exception {
    Path f1 = file("one", "a=1\nb=1\n");
    Path f2 = file("two", "b=2\nc=2\n");
    ClientArgs args = ClientArgs.parse(new String[] {"-P", f1.toString(), "-P", f2.toString()});
    Properties p = args.properties();
    assertThat(p.getProperty("a")).isEqualTo("1");
    assertThat(p.getProperty("b")).isEqualTo("2");
    assertThat(p.getProperty("c")).isEqualTo("2");
    assertThat(args.workloadFiles()).containsExactly(f1, f2);

    Properties reversed = ClientArgs.parse(new String[] {"-P", f2.toString(), "-P", f1.toString()}).properties();
    assertThat(reversed.getProperty("b")).isEqualTo("1");
  }

  @Test
  void dashPOverridesFilesWhateverItsPosition() throws Exception {
    Path f1 = file("one", "b=1\nrecordcount=10\n");
    Path f2 = file("two", "b=2\n");
    Properties before = ClientArgs.parse(new String[] {"-p", "b=9", "-P", f1.toString(), "-P", f2.toString()})
        .properties();
    assertThat(before.getProperty("b")).isEqualTo("9");
    Properties between = ClientArgs.parse(new String[] {"-P", f1.toString(), "-p", "b=9", "-P", f2.toString()})
        .properties();
    assertThat(between.getProperty("b")).isEqualTo("9");
    Properties after = ClientArgs.parse(new String[] {"-P", f1.toString(), "-P", f2.toString(), "-p", "b=9"})
        .properties();
    assertThat(after.getProperty("b")).isEqualTo("9");
    assertThat(after.getProperty("recordcount")).isEqualTo("10");
  }

  @Test
  void optionsOverrideFilesToo() throws Exception {
    Path f = file("w", "threadcount=8\ntarget=100\ndb=from.File\ndotransactions=true\nstatus=false\nlabel=f\n");
    Properties p = ClientArgs.parse(new String[] {"-threads", "2", "-target", "50", "-db", "x.Y", "-load", "-s",
        "-l", "lbl", "-P", f.toString()}).properties();
    assertThat(p.getProperty("threadcount")).isEqualTo("2");
    assertThat(p.getProperty("target")).isEqualTo("50");
    assertThat(p.getProperty("db")).isEqualTo("x.Y");
    assertThat(p.getProperty("dotransactions")).isEqualTo("false");
    assertThat(p.getProperty("status")).isEqualTo("true");
    assertThat(p.getProperty("label")).isEqualTo("lbl");
  }

  @Test
  void amongCommandLineOptionsTheLastOneWins() {
    assertThat(ClientArgs.parse(new String[] {"-p", "threadcount=3", "-threads", "5"}).properties()
        .getProperty("threadcount")).isEqualTo("5");
    assertThat(ClientArgs.parse(new String[] {"-threads", "5", "-p", "threadcount=3"}).properties()
        .getProperty("threadcount")).isEqualTo("3");
    assertThat(ClientArgs.parse(new String[] {"-load", "-t"}).properties().getProperty("dotransactions"))
        .isEqualTo("true");
  }

  @Test
  void dashPValues() {
    Properties p = ClientArgs.parse(new String[] {"-p", "url=mongodb://h/?a=b", "-p", " spaced =v", "-p",
        "empty="}).properties();
    assertThat(p.getProperty("url")).isEqualTo("mongodb://h/?a=b");
    assertThat(p.getProperty("spaced")).isEqualTo("v");
    assertThat(p.getProperty("empty")).isEmpty();
  }

  @Test
  void rawArgumentsAreKept() {
    String[] raw = {"-db", "x.Y", "-p", "a=b", "-t"};
    assertThat(ClientArgs.parse(raw).rawArgs()).containsExactly(raw);
  }

  @Test
  void badArguments() throws Exception {
    assertThatThrownBy(() -> ClientArgs.parse(new String[] {"-p", "novalue"}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("key=value");
    assertThatThrownBy(() -> ClientArgs.parse(new String[] {"-threads"}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs a value");
    assertThatThrownBy(() -> ClientArgs.parse(new String[] {"-P", tmp.resolve("nope").toString()}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not exist");
    assertThatThrownBy(() -> ClientArgs.parse(new String[] {"-P", tmp.toString()}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot read");
    assertThatThrownBy(() -> ClientArgs.parse(new String[] {"-bogus"}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-bogus");
    assertThatThrownBy(() -> ClientArgs.parse(new String[] {"-p", "redis.password"}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("key=value");
  }

  @Test
  void aMalformedSecretIsNotEchoed() {
    assertThatThrownBy(() -> ClientArgs.parse(new String[] {"stray-mongodb://u:s3cret@h"}))
        .isInstanceOf(IllegalArgumentException.class).message().doesNotContain("s3cret");
  }
}
