package site.ycsb.compat;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Assumptions;
import site.ycsb.testing.ProcessOutcome;
import site.ycsb.testing.ProcessRun;

/**
 * Shared plumbing of the compatibility tests: where upstream's jars and our class path are, running
 * a YCSB client in its own JVM, parsing the text exporter's output, compiling the test binding.
 *
 * <p>Locations come from system properties set by the module's pom (surefire), with fallbacks for
 * running from an IDE in a source checkout: {@code compat.upstream.dir} (default
 * {@code target/upstream}), {@code compat.ours.classpath} (default
 * {@code ../core/target/core-1.0.0-SNAPSHOT.jar:../core/target/dependency/*}),
 * {@code compat.work.dir} (default {@code target/compat-work}).
 */
final class CompatEnv {

  static final String UPSTREAM_VERSION = System.getProperty("compat.upstream.version", "0.17.0");
  static final String CLIENT = "site.ycsb.Client";
  static final String CORE_WORKLOAD = "site.ycsb.workloads.CoreWorkload";
  static final String BASIC_DB = "site.ycsb.BasicDB";
  static final String TEST_BINDING = "compatbinding.SkipListDB";

  /** Identical for both clients, so that any difference in output comes from the code. */
  static final List<String> JVM_FLAGS = List.of("-Xmx512m", "-XX:+UseSerialGC", "-Xshare:auto");

  private static final long PROCESS_TIMEOUT_SECONDS = 90;
  private static final AtomicInteger RUN_COUNTER = new AtomicInteger();
  private static Path compiledBinding;

  private CompatEnv() {
  }

  // ------------------------------------------------------------------ locations

  static Path upstreamDir() {
    return Path.of(System.getProperty("compat.upstream.dir", "target/upstream")).toAbsolutePath();
  }

  static Path upstreamCoreJar() {
    return upstreamDir().resolve("core-" + UPSTREAM_VERSION + ".jar");
  }

  /** Skips the calling test, with the reason, when upstream's jar was not resolved. */
  static void assumeUpstream() {
    Path jar = upstreamCoreJar();
    Assumptions.assumeTrue(Files.isRegularFile(jar),
        () -> "upstream site.ycsb:core:" + UPSTREAM_VERSION + " was not resolved (no " + jar
            + "); Maven could not download it, or -Dcompat.upstream.skip=true was given");
  }

  static List<Path> upstreamClasspath() {
    try (Stream<Path> files = Files.list(upstreamDir())) {
      return files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Our core and its runtime dependencies; wildcard entries ({@code dir/*}) expanded. */
  static List<Path> oursClasspath() {
    String cp = System.getProperty("compat.ours.classpath");
    if (cp == null || cp.isBlank() || cp.startsWith("${")) {
      cp = "../core/target/core-1.0.0-SNAPSHOT.jar" + File.pathSeparator + "../core/target/dependency/*";
    }
    List<Path> out = new ArrayList<>();
    for (String entry : cp.split(Pattern.quote(File.pathSeparator))) {
      if (entry.isBlank()) {
        continue;
      }
      if (entry.endsWith("*")) {
        Path dir = Path.of(entry.substring(0, entry.length() - 1));
        if (Files.isDirectory(dir)) {
          try (Stream<Path> files = Files.list(dir)) {
            files.filter(p -> p.toString().endsWith(".jar")).sorted()
                .forEach(p -> out.add(p.toAbsolutePath()));
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        }
      } else {
        out.add(Path.of(entry).toAbsolutePath());
      }
    }
    assertThat(out).as("our core class path (compat.ours.classpath)").isNotEmpty();
    for (Path p : out) {
      assertThat(p).as("entry of our core class path; build core first").exists();
    }
    return out;
  }

  static String join(List<Path> classpath) {
    return classpath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
  }

  static URLClassLoader loader(String name, List<Path> classpath) {
    URL[] urls = classpath.stream().map(p -> {
      try {
        return p.toUri().toURL();
      } catch (MalformedURLException e) {
        throw new IllegalStateException(e);
      }
    }).toArray(URL[]::new);
    return new URLClassLoader(name, urls, ClassLoader.getPlatformClassLoader());
  }

  /** A fresh directory under compat.work.dir. */
  static Path workDir(String name) {
    Path base = Path.of(System.getProperty("compat.work.dir", "target/compat-work")).toAbsolutePath();
    Path dir = base.resolve(name);
    try {
      if (Files.exists(dir)) {
        try (Stream<Path> walk = Files.walk(dir)) {
          for (Path p : walk.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
            Files.delete(p);
          }
        }
      }
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return dir;
  }

  /** The java launcher of the JVM running the tests. */
  static Path java() {
    return Path.of(System.getProperty("java.home"), "bin", "java");
  }

  static Path writeProperties(Path dir, String name, Map<String, String> props) {
    StringBuilder sb = new StringBuilder("# written by the compat tests\n");
    props.forEach((k, v) -> sb.append(k).append('=').append(v).append('\n'));
    Path file = dir.resolve(name);
    try {
      Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  // ------------------------------------------------------------------ running a client

  /** Which client a run used. */
  enum Side {
    UPSTREAM, OURS;

    String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** The outcome of one client process, and which client it was. */
  record Run(Side side, List<String> command, ProcessOutcome outcome, long millis) {

    int exitCode() {
      return outcome.exitCode();
    }

    String stdout() {
      return outcome.out();
    }

    String stderr() {
      return outcome.err();
    }

    List<String> stdoutLines() {
      return stdout().lines().toList();
    }

    /** For assertion messages: the command and the tail of both streams. */
    String describe() {
      return side.label() + " client, " + millis + " ms\n  command: " + String.join(" ", command) + "\n"
          + outcome.describe();
    }

    Run assertSucceeded() {
      assertThat(exitCode()).as("exit code of\n%s", describe()).isZero();
      return this;
    }
  }

  /**
   * Runs {@code site.ycsb.Client} with the given arguments in a new JVM (the test JVM's java, the
   * shared {@link #JVM_FLAGS}), on upstream's or our class path plus {@code extraClasspath}.
   */
  static Run runClient(Side side, Path dir, List<Path> extraClasspath, List<String> args) {
    return runClient(side, dir, List.of(), extraClasspath, args);
  }

  /**
   * As {@link #runClient(Side, Path, List, List)}, with {@code firstClasspath} before the client's
   * own class path: its classes win over the core's classes of the same name.
   */
  static Run runClient(Side side, Path dir, List<Path> firstClasspath, List<Path> extraClasspath,
      List<String> args) {
    List<Path> cp = new ArrayList<>(firstClasspath);
    cp.addAll(side == Side.UPSTREAM ? upstreamClasspath() : oursClasspath());
    cp.addAll(extraClasspath);
    List<String> command = new ArrayList<>();
    command.add(java().toString());
    command.addAll(JVM_FLAGS);
    command.add("-cp");
    command.add(join(cp));
    command.add(CLIENT);
    command.addAll(args);
    int n = RUN_COUNTER.incrementAndGet();
    Path out = dir.resolve(String.format("%02d-%s.stdout", n, side.label()));
    Path err = dir.resolve(String.format("%02d-%s.stderr", n, side.label()));
    long start = System.nanoTime();
    try {
      ProcessOutcome outcome = ProcessRun.of(command).in(dir).keepingOutput(out, err)
          .timeout(Duration.ofSeconds(PROCESS_TIMEOUT_SECONDS)).run();
      long millis = (System.nanoTime() - start) / 1_000_000;
      return new Run(side, command, outcome, millis);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Arguments {@code -db db -P file [-p k=v]... phase}. */
  static List<String> args(String db, Path workload, Map<String, String> props, String... more) {
    List<String> a = new ArrayList<>(List.of("-db", db, "-P", workload.toString()));
    props.forEach((k, v) -> {
      a.add("-p");
      a.add(k + "=" + v);
    });
    a.addAll(Arrays.asList(more));
    return a;
  }

  static Map<String, String> map(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return m;
  }

  // ------------------------------------------------------------------ text exporter output

  private static final Pattern METRIC = Pattern.compile("^\\[([^\\]]+)\\], ([^,]+), (.*)$");

  /** One {@code [SECTION], Metric, value} line. */
  record Metric(String section, String name, String value) {
    /** {@code [SECTION], Metric} with GC collector names replaced by {@code <gc>}. */
    String key() {
      return "[" + normaliseSection(section) + "], " + name;
    }
  }

  static List<Metric> metrics(String stdout) {
    List<Metric> out = new ArrayList<>();
    for (String line : stdout.lines().toList()) {
      Matcher m = METRIC.matcher(line);
      if (m.matches()) {
        out.add(new Metric(m.group(1), m.group(2), m.group(3)));
      }
    }
    return out;
  }

  static Set<String> metricKeys(String stdout) {
    return metrics(stdout).stream().map(Metric::key)
        .collect(Collectors.toCollection(LinkedHashSet::new));
  }

  /** First value of {@code [section], name}, or null. */
  static String metric(String stdout, String section, String name) {
    return metrics(stdout).stream().filter(m -> m.section().equals(section) && m.name().equals(name))
        .map(Metric::value).findFirst().orElse(null);
  }

  /**
   * GC sections carry the collector's name, which depends on the JVM and its flags: compare them in
   * shape only.
   */
  static String normaliseSection(String section) {
    if (section.equals("TOTAL_GCs") || section.equals("TOTAL_GC_TIME")
        || section.equals("TOTAL_GC_TIME_%")) {
      return section;
    }
    for (String prefix : List.of("TOTAL_GC_TIME_%_", "TOTAL_GC_TIME_", "TOTAL_GCS_")) {
      if (section.startsWith(prefix)) {
        return prefix + "<gc>";
      }
    }
    return section;
  }

  // ------------------------------------------------------------------ BasicDB output

  /** One verbose BasicDB {@code INSERT table key [ name=value ... ]} line, parsed. */
  record InsertLine(String line, String table, String key, List<String> fieldNames,
      List<String> values) {
  }

  /**
   * Parses the INSERT lines of BasicDB's verbose output. Values are random printable characters
   * that may contain blanks and '=', so they are cut by the known field length.
   */
  static List<InsertLine> insertLines(String stdout, int fieldLength) {
    List<InsertLine> out = new ArrayList<>();
    for (String line : stdout.lines().toList()) {
      if (!line.startsWith("INSERT ")) {
        continue;
      }
      String[] head = line.split(" ", 4);
      assertThat(head).as("INSERT line: %s", line).hasSize(4);
      String rest = head[3];
      assertThat(rest).as("field list of INSERT line: %s", line).startsWith("[ ").endsWith("]");
      List<String> names = new ArrayList<>();
      List<String> values = new ArrayList<>();
      int i = 2;
      while (i < rest.length() - 1) {
        int eq = rest.indexOf('=', i);
        assertThat(eq).as("'=' after position %d of INSERT line: %s", i, line).isPositive();
        names.add(rest.substring(i, eq));
        int end = eq + 1 + fieldLength;
        assertThat(end).as("value length %d in INSERT line: %s", fieldLength, line)
            .isLessThan(rest.length());
        values.add(rest.substring(eq + 1, end));
        assertThat(rest.charAt(end)).as("blank after a %d character value in INSERT line: %s",
            fieldLength, line).isEqualTo(' ');
        i = end + 1;
      }
      out.add(new InsertLine(line, head[1], head[2], names, values));
    }
    return out;
  }

  // ------------------------------------------------------------------ the test binding

  /** Sources under src/test/resources/compatbinding/, compiled by {@link #compiledBinding()}. */
  static final List<String> BINDING_SOURCES = List.of("SkipListDB.java", "CountingWorkload.java",
      "PipeExporter.java", "PrintingTimeseriesDB.java");

  /**
   * Compiles the test binding and the test workload ({@code compatbinding/*.java}, test resources)
   * against upstream's core jar ONLY, for Java 8 like code built for 0.17.0, and returns the class
   * directory. Compiled once per test JVM.
   */
  static synchronized Path compiledBinding() {
    if (compiledBinding != null) {
      return compiledBinding;
    }
    Path dir = workDir("binding");
    Path classes = dir.resolve("classes");
    List<File> sources = new ArrayList<>();
    try {
      Files.createDirectories(classes);
      for (String name : BINDING_SOURCES) {
        Path src = dir.resolve("src/compatbinding/" + name);
        Files.createDirectories(src.getParent());
        try (InputStream in = CompatEnv.class.getResourceAsStream("/compatbinding/" + name)) {
          assertThat(in).as("test resource compatbinding/%s", name).isNotNull();
          Files.copy(in, src);
        }
        sources.add(src.toFile());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertThat(javac).as("a JDK (javax.tools.JavaCompiler) to compile the test binding").isNotNull();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StringWriter log = new StringWriter();
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null,
        StandardCharsets.UTF_8)) {
      List<String> options = List.of("--release", "8", "-Xlint:-options", "-proc:none",
          "-classpath", upstreamCoreJar().toString(), "-d", classes.toString());
      boolean ok = javac.getTask(log, files, diagnostics, options, null,
          files.getJavaFileObjectsFromFiles(sources)).call();
      assertThat(ok).as("compiling the test binding against %s only:\n%s%s", upstreamCoreJar(),
          diagnostics.getDiagnostics(), log).isTrue();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    compiledBinding = classes;
    return classes;
  }
}
