package site.ycsb.launcher;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.zip.ZipFile;

/** Where the jars are: the unpacked distribution or a source checkout. */
interface Layout {
  /** Class path entries for a binding (null: none) and the command's own modules, building them if needed. */
  List<String> classpath(BindingRegistry.Entry binding, List<String> commandModules);

  /** Fails with a usage error when the command's module is not part of this layout. */
  void requireModule(String command, String module);

  /** The jars that must hold the main class of a command of {@code module} (null: core). */
  List<Path> mainJars(String module);

  /** Why the binding cannot run here (for the help text), or null when it can. */
  String absence(BindingRegistry.Entry binding);

  /** The layout of {@code home}: lib/core-*.jar is a distribution, pom.xml a checkout. */
  static Layout of(Path home, Maven maven) {
    if (!jars(home.resolve("lib"), "core-").isEmpty()) {
      return new DistributionLayout(home);
    }
    if (Files.isRegularFile(home.resolve("pom.xml"))) {
      return new SourceLayout(home, maven);
    }
    if (Files.isDirectory(home.resolve("lib"))) {
      return new DistributionLayout(home);
    }
    throw LaunchException.failure("cannot find YCSB in " + home
        + ": expected lib/ (distribution) or pom.xml (source tree) next to bin/");
  }

  /** The jars of {@code folder} whose names start with {@code prefix}, without classifier jars; newest first. */
  static List<Path> jars(Path folder, String prefix) {
    List<Path> ret = new ArrayList<>();
    if (!Files.isDirectory(folder)) {
      return ret;
    }
    try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, prefix.replace("*", "\\*") + "*.jar")) {
      for (Path file : files) {
        String name = file.getFileName().toString();
        if (!name.startsWith("original-") && !name.matches(".*-(sources|tests|test-sources|javadoc)\\.jar")) {
          ret.add(file);
        }
      }
    } catch (IOException e) {
      return ret;
    }
    ret.sort(Comparator.comparing(Layout::modified).reversed());
    return ret;
  }

  static long modified(Path file) {
    try {
      return Files.getLastModifiedTime(file).toMillis();
    } catch (IOException e) {
      return 0;
    }
  }

  /** Whether a jar (or a class folder) holds {@code entry}, e.g. site/ycsb/Client.class. */
  static boolean hasEntry(Path place, String entry) {
    if (Files.isDirectory(place)) {
      return Files.isRegularFile(place.resolve(entry));
    }
    try (ZipFile zip = new ZipFile(place.toFile())) {
      return zip.getEntry(entry) != null;
    } catch (IOException e) {
      return false;
    }
  }
}
