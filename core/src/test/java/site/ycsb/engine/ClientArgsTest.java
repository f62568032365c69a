package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
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

  private Properties parseFile(String name, byte[] content) throws Exception {
    Path f = tmp.resolve(name);
    Files.write(f, content);
    return ClientArgs.parse(new String[] {"-P", f.toString()}).properties();
  }

  private static byte[] bytes(int... values) {
    byte[] b = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      b[i] = (byte) values[i];
    }
    return b;
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }

  @Test
  void aByteOrderMarkIsNotPartOfTheFirstKey() throws Exception {
    Properties p = parseFile("bom", concat(bytes(0xEF, 0xBB, 0xBF),
        "recordcount=1000\noperationcount=5\n".getBytes(StandardCharsets.UTF_8)));
    assertThat(p.getProperty("recordcount")).isEqualTo("1000");
    assertThat(p.stringPropertyNames()).containsExactlyInAnyOrder("recordcount", "operationcount");
  }

  @Test
  void utf8IsReadAsUtf8AndLatin1AsUpstreamReadIt() throws Exception {
    assertThat(parseFile("utf8", "label=caf\u00e9 \u2713\n".getBytes(StandardCharsets.UTF_8))
        .getProperty("label")).isEqualTo("caf\u00e9 \u2713");
    // Not UTF-8: read byte for byte as ISO-8859-1, as 0.17.0's Properties.load(InputStream) did.
    assertThat(parseFile("latin1", "# caf\u00e9\nlabel=caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1))
        .getProperty("label")).isEqualTo("caf\u00e9");
  }

  @Test
  void thePropertiesSyntaxIsKept() throws Exception {
    Properties p = parseFile("syntax", ("# comment\n! other comment\n  a\\u0041 = x\\ty\nb=1,\\\n   2\n"
        + "c:3\nd 4\nkey\\ with\\ space=5\r\ne=\\u00e9\n").getBytes(StandardCharsets.ISO_8859_1));
    assertThat(p.getProperty("aA")).isEqualTo("x\ty");
    assertThat(p.getProperty("b")).isEqualTo("1,2");
    assertThat(p.getProperty("c")).isEqualTo("3");
    assertThat(p.getProperty("d")).isEqualTo("4");
    assertThat(p.getProperty("key with space")).isEqualTo("5");
    assertThat(p.getProperty("e")).isEqualTo("\u00e9");
    assertThat(p).hasSize(6);
  }

  @Test
  void aFileThatIsNotTextIsRefusedNamingIt() throws Exception {
    byte[] random = new byte[4096];
    new java.util.Random(30).nextBytes(random);
    Path f = tmp.resolve("random.bin");
    Files.write(f, random);
    assertThatThrownBy(() -> ClientArgs.parse(new String[] {"-P", f.toString()}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("cannot read workload file '" + f + "' (-P): not a text file (byte 0x")
        .hasMessageNotContaining("\n");
    Path utf16 = tmp.resolve("utf16.properties");
    Files.write(utf16, concat(bytes(0xFF, 0xFE), "recordcount=5\n".getBytes(StandardCharsets.UTF_16LE)));
    assertThatThrownBy(() -> ClientArgs.parse(new String[] {"-P", utf16.toString()}))
        .hasMessageContaining("utf16.properties").hasMessageContaining("UTF-16, save it as UTF-8");
  }
}
