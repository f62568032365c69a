package site.ycsb.results;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import site.ycsb.Redactor;
import site.ycsb.tool.ToolVersion;

/** Gathers the facts of a disclosure from this process and its host. */
public final class DisclosureCollector {
  private DisclosureCollector() {
  }

  public static Disclosure.Tool tool() {
    return new Disclosure.Tool("ycsb", ToolVersion.version(), ToolVersion.commit(), ToolVersion.dirty());
  }

  public static List<Disclosure.FileDigest> digests(List<Path> files) {
    List<Disclosure.FileDigest> ret = new ArrayList<>();
    for (Path file : files) {
      String digest;
      if (!Files.isRegularFile(file)) {
        // A pipe, FIFO or device (-P /dev/stdin, -P <(...)) was read once at the start: read again it gives nothing
        // (a digest of no bytes would look like a real one) or, a FIFO without a writer, never returns.
        ret.add(new Disclosure.FileDigest(file.toString(), "not hashed: not a regular file (a pipe or device, read "
            + "once at the start)"));
        continue;
      }
      try {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        digest = HexFormat.of().formatHex(sha.digest(Files.readAllBytes(file)));
      } catch (IOException | NoSuchAlgorithmException e) {
        digest = "unreadable: " + e.getMessage();
      }
      ret.add(new Disclosure.FileDigest(file.toString(), digest));
    }
    return ret;
  }

  /**
   * The plan file named by property {@code plan.file} (the plan driver's copy, secrets already hidden), or
   * null without one; an unreadable file is disclosed as such rather than failing the run it describes.
   */
  public static Disclosure.PlanFile plan(String file) {
    if (file == null || file.isBlank()) {
      return null;
    }
    try {
      byte[] bytes = Files.readAllBytes(Path.of(file));
      String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
      return new Disclosure.PlanFile(file, sha, Redactor.redactUris(new String(bytes,
          java.nio.charset.StandardCharsets.UTF_8)));
    } catch (IOException | NoSuchAlgorithmException | java.nio.file.InvalidPathException e) {
      return new Disclosure.PlanFile(file, "unreadable: " + e.getMessage(), null);
    }
  }

  public static Disclosure.Host host() {
    String hostname;
    try {
      hostname = InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      hostname = System.getenv().getOrDefault("HOSTNAME", "unknown");
    }
    long memory = -1;
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      memory = os.getTotalMemorySize();
    }
    return new Disclosure.Host(hostname, System.getProperty("os.name"), System.getProperty("os.version"),
        System.getProperty("os.arch"), cpuModel(), Runtime.getRuntime().availableProcessors(), memory);
  }

  private static String cpuModel() {
    Path cpuinfo = Paths.get("/proc/cpuinfo");
    if (Files.isReadable(cpuinfo)) {
      try (Stream<String> lines = Files.lines(cpuinfo)) {
        return lines.filter(l -> l.startsWith("model name")).map(l -> l.substring(l.indexOf(':') + 1).trim())
            .findFirst().orElse("unknown");
      } catch (IOException | RuntimeException e) {
        return "unknown";
      }
    }
    return "unknown";
  }

  /** This JVM, whose client threads are {@code clientThreads} ("platform" or "virtual"). */
  public static Disclosure.Jvm jvm(String clientThreads) {
    List<String> args = new ArrayList<>();
    for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      args.add(Redactor.redactArgument(arg));
    }
    return new Disclosure.Jvm(System.getProperty("java.vendor"), System.getProperty("java.runtime.version"),
        System.getProperty("java.vm.name"), args, Runtime.getRuntime().maxMemory(), clientThreads);
  }

  public static Disclosure.Binding binding(String dbClass, Class<?> loaded) {
    String implementationVersion = loaded == null || loaded.getPackage() == null
        ? null : loaded.getPackage().getImplementationVersion();
    List<String> libraries = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path", "").split(java.io.File.pathSeparator)) {
      if (!entry.isEmpty()) {
        Path name = Paths.get(entry).getFileName();
        libraries.add(name == null ? entry : name.toString());
      }
    }
    return new Disclosure.Binding(dbClass, implementationVersion, libraries);
  }
}
