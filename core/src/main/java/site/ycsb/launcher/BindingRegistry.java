package site.ycsb.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The binding names of {@code bin/bindings.properties} ({@code name:class[:module]}), the launcher's
 * registry, so that {@code sweep memory} means the same class as {@code run memory} and the report names
 * databases as users type them. The one reader of that file: the launchers use it through
 * {@link site.ycsb.launcher.LauncherMain}.
 */
public final class BindingRegistry {
  /** The module of the bindings whose classes ship in the core jar. */
  public static final String CORE_MODULE = "core";

  /**
   * One line of the registry.
   *
   * @param name what the user types
   * @param className the DB class
   * @param module the source-tree folder, and {@code <module>-binding/lib} in the distribution
   */
  public record Entry(String name, String className, String module) {
    public boolean inCore() {
      return CORE_MODULE.equals(module);
    }
  }

  /** System properties by which the launcher says where the registry is. */
  static final String BINDINGS_PROPERTY = "ycsb.bindings";
  static final String HOME_PROPERTY = "ycsb.home";
  /**
   * The system property by which the launchers (and a sweep, for its steps) tell the client the binding name the
   * user typed, so that a class several names share is labelled as the user named it.
   */
  public static final String BINDING_PROPERTY = "ycsb.binding";
  /** The copy of bin/bindings.properties the core jar carries, for a client started without the launcher. */
  static final String BUNDLED_RESOURCE = "/site/ycsb/launcher/bindings.properties";

  private final Map<String, Entry> entries;

  private BindingRegistry(Map<String, Entry> entries) {
    this.entries = Collections.unmodifiableMap(entries);
  }

  public static BindingRegistry empty() {
    return new BindingRegistry(new LinkedHashMap<>());
  }

  /** Reads the registry; a missing or unreadable file gives an empty one (only -db then works). */
  public static BindingRegistry read(Path file) {
    if (file == null || !Files.isRegularFile(file)) {
      return empty();
    }
    try {
      return parse(Files.readString(file));
    } catch (IOException e) {
      return empty();
    }
  }

  /**
   * The registry the launcher named: {@code -Dycsb.bindings=FILE}, else {@code <ycsb.home>/bin/bindings.properties};
   * empty when neither is set or the file cannot be read.
   */
  public static BindingRegistry fromSystemProperties() {
    String file = System.getProperty(BINDINGS_PROPERTY);
    if (file != null && !file.isBlank()) {
      return read(Paths.get(file));
    }
    String home = System.getProperty(HOME_PROPERTY);
    return home == null ? empty() : read(Paths.get(home, "bin", "bindings.properties"));
  }

  /** The copy of bin/bindings.properties built into the core jar; empty if it is missing. */
  public static BindingRegistry bundled() {
    try (InputStream in = BindingRegistry.class.getResourceAsStream(BUNDLED_RESOURCE)) {
      return in == null ? empty() : parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      return empty();
    }
  }

  /**
   * The binding name of this process's run of {@code dbClass} (the metrics' {@code binding} label): the name the
   * launcher passed ({@code -Dycsb.binding}), else the first name the registry has for the class. The registry is
   * the launcher's ({@link #fromSystemProperties}), else the copy in the core jar, as when {@code site.ycsb.Client
   * -db CLASS} is run directly.
   */
  public static String bindingNameOf(String dbClass) {
    BindingRegistry registry = fromSystemProperties();
    if (registry.entries.isEmpty()) {
      registry = bundled();
    }
    return registry.nameFor(dbClass, System.getProperty(BINDING_PROPERTY));
  }

  /**
   * The name for a run of {@code dbClass}: {@code typed} (the name the user typed, or null) unless this registry
   * gives that name another class; else the first name registered for the class; else the class itself.
   */
  public String nameFor(String dbClass, String typed) {
    if (typed != null && !typed.isBlank()) {
      Optional<String> typedClass = classOf(typed.strip());
      if (typedClass.isEmpty() || typedClass.get().equals(dbClass)) {
        return typed.strip();
      }
    }
    return nameOf(dbClass).orElse(dbClass);
  }

  /** Lenient: malformed lines are skipped, the first of two equal names wins. */
  static BindingRegistry parse(String text) {
    return parse(text, null);
  }

  /**
   * Strict when {@code source} (the file's name, for messages) is not null: a malformed line, a name listed
   * twice or no binding at all is an IllegalArgumentException of one line.
   */
  public static BindingRegistry parse(String text, String source) {
    Map<String, Entry> entries = new LinkedHashMap<>();
    int number = 0;
    for (String raw : text.split("\\R", -1)) {
      number++;
      String line = raw.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] fields = line.split(":", -1);
      boolean wellFormed = fields.length == 2 || fields.length == 3;
      for (int i = 0; i < fields.length; i++) {
        fields[i] = fields[i].strip();
        wellFormed &= !fields[i].isEmpty();
      }
      if (!wellFormed) {
        if (source != null) {
          throw new IllegalArgumentException(source + " line " + number + ": expected name:class[:module], got '"
              + line + "'");
        }
        continue;
      }
      Entry entry = new Entry(fields[0], fields[1], fields.length == 3 ? fields[2] : fields[0]);
      if (entries.putIfAbsent(entry.name(), entry) != null && source != null) {
        throw new IllegalArgumentException(source + " line " + number + ": binding '" + entry.name()
            + "' is listed twice");
      }
    }
    if (entries.isEmpty() && source != null) {
      throw new IllegalArgumentException(source + " lists no bindings");
    }
    return new BindingRegistry(entries);
  }

  public Optional<String> classOf(String binding) {
    return entry(binding).map(Entry::className);
  }

  public Optional<Entry> entry(String binding) {
    return Optional.ofNullable(entries.get(binding));
  }

  /** Every entry, in the file's order. */
  public Collection<Entry> entries() {
    return entries.values();
  }

  /** The first binding name registered for a DB class. */
  public Optional<String> nameOf(String dbClass) {
    return entries.values().stream().filter(e -> e.className().equals(dbClass)).map(Entry::name).findFirst();
  }

  public String names() {
    return String.join(", ", entries.keySet());
  }
}
