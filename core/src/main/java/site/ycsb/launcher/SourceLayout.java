package site.ycsb.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A source checkout: {@code <module>/target/<artifactId>-*.jar} plus {@code <module>/target/dependency/*}.
 * Modules whose jar is missing or older than their pom.xml or anything under src/main are built first.
 */
final class SourceLayout implements Layout {
  private static final Pattern PARENT = Pattern.compile("<parent>.*?</parent>", Pattern.DOTALL);
  private static final Pattern ARTIFACT_ID = Pattern.compile("<artifactId>\\s*([^<\\s]+)\\s*</artifactId>");

  private final Path home;
  private final Maven maven;

  SourceLayout(Path home, Maven maven) {
    this.home = home;
    this.maven = maven;
  }

  private Path moduleDir(String module) {
    return home.resolve(module);
  }

  private boolean hasModule(String module) {
    return Files.isRegularFile(moduleDir(module).resolve("pom.xml"));
  }

  /** The module's own artifactId (not its parent's); core and report by name, bindings {@code <module>-binding}. */
  String artifactId(String module) {
    try {
      String pom = PARENT.matcher(Files.readString(moduleDir(module).resolve("pom.xml"))).replaceFirst("");
      Matcher m = ARTIFACT_ID.matcher(pom);
      if (m.find()) {
        return m.group(1);
      }
    } catch (IOException e) {
      // fall through to the convention
    }
    return module.equals(BindingRegistry.CORE_MODULE) ? module : module + "-binding";
  }

  Optional<Path> moduleJar(String module) {
    return Layout.jars(moduleDir(module).resolve("target"), artifactId(module) + "-").stream().findFirst();
  }

  /** Null when the module's jar exists and is newer than its sources; else why it is not. */
  String staleReason(String module) {
    Optional<Path> jar = moduleJar(module);
    if (jar.isEmpty()) {
      return "no jar in " + module + "/target";
    }
    long built = Layout.modified(jar.get());
    List<Path> sources = new ArrayList<>(List.of(moduleDir(module).resolve("pom.xml")));
    Path main = moduleDir(module).resolve("src").resolve("main");
    if (Files.isDirectory(main)) {
      try (Stream<Path> files = Files.walk(main)) {
        files.filter(Files::isRegularFile).filter(f -> notHidden(main.relativize(f))).forEach(sources::add);
      } catch (IOException | UncheckedIOException e) {
        // an unreadable folder does not make the jar stale
      }
    }
    for (Path source : sources) {
      if (Layout.modified(source) > built) {
        return home.relativize(source) + " is newer than " + home.relativize(jar.get());
      }
    }
    return null;
  }

  private static boolean notHidden(Path file) {
    for (Path part : file) {
      if (part.toString().startsWith(".")) {
        return false;
      }
    }
    return !file.getFileName().toString().endsWith("~");
  }

  private void ensureBuilt(List<String> modules) {
    List<String> stale = modules.stream().filter(m -> staleReason(m) != null).toList();
    if (stale.isEmpty()) {
      return;
    }
    if (maven.disabled()) {
      List<String> missing = stale.stream().filter(m -> moduleJar(m).isEmpty()).toList();
      if (!missing.isEmpty()) {
        throw LaunchException.failure(String.join(",", missing) + " not built and YCSB_NO_BUILD is set; build with: "
            + maven.hint(modules));
      }
      System.err.println("ycsb: warning: " + staleReason(stale.get(0)) + " (YCSB_NO_BUILD is set, not rebuilding)");
      return;
    }
    maven.build(modules);
    for (String module : modules) {
      Path jar = moduleJar(module).orElseThrow(
          () -> LaunchException.failure("the build finished but left no jar in " + module + "/target"));
      if (staleReason(module) != null) {
        // Maven leaves a jar whose content did not change untouched (a source touched but not changed):
        // the build vouched for it, so mark it current, or every later launch would build again.
        touch(jar);
      }
    }
  }

  private static void touch(Path jar) {
    try {
      Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis()));
    } catch (IOException e) {
      // the next launch builds again; nothing worse
    }
  }

  @Override
  public List<String> classpath(BindingRegistry.Entry binding, List<String> commandModules) {
    List<String> modules = new ArrayList<>(List.of(BindingRegistry.CORE_MODULE));
    if (binding != null && !binding.inCore()) {
      if (!hasModule(binding.module())) {
        throw LaunchException.failure("binding '" + binding.name() + "' is not built in this source tree (there is no "
            + binding.module() + "/ module in " + home + " yet)");
      }
      modules.add(binding.module());
    }
    modules.addAll(commandModules);
    ensureBuilt(modules);
    List<String> ret = new ArrayList<>();
    for (String module : modules) {
      ret.add(moduleJar(module).orElseThrow().toString());
      ret.add(moduleDir(module).resolve("target").resolve("dependency").resolve("*").toString());
    }
    return ret;
  }

  @Override
  public void requireModule(String command, String module) {
    if (!hasModule(module)) {
      throw LaunchException.usage("the '" + command + "' command is not available in this source tree (there is no "
          + module + "/ module in " + home + ")");
    }
  }

  @Override
  public List<Path> mainJars(String module) {
    return moduleJar(module == null ? BindingRegistry.CORE_MODULE : module).stream().toList();
  }

  @Override
  public String absence(BindingRegistry.Entry binding) {
    return binding.inCore() || hasModule(binding.module()) ? null : "no module in this source tree";
  }
}
