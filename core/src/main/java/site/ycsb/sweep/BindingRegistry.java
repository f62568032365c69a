package site.ycsb.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The binding names of {@code bin/bindings.properties} ({@code name:class[:module]}), the launcher's
 * registry, so that {@code sweep memory} means the same class as {@code run memory} and the report names
 * databases as users type them. The one Java reader of that file.
 */
public final class BindingRegistry {
  /** System properties by which the launcher says where the registry is. */
  static final String BINDINGS_PROPERTY = "ycsb.bindings";
  static final String HOME_PROPERTY = "ycsb.home";

  private final Map<String, String> classes;

  private BindingRegistry(Map<String, String> classes) {
    this.classes = Collections.unmodifiableMap(classes);
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

  static BindingRegistry parse(String text) {
    Map<String, String> classes = new LinkedHashMap<>();
    for (String raw : text.split("\\R")) {
      String line = raw.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] fields = line.split(":");
      if (fields.length >= 2 && !fields[0].isBlank() && !fields[1].isBlank()) {
        classes.putIfAbsent(fields[0].strip(), fields[1].strip());
      }
    }
    return new BindingRegistry(classes);
  }

  public Optional<String> classOf(String binding) {
    return Optional.ofNullable(classes.get(binding));
  }

  /** The first binding name registered for a DB class. */
  public Optional<String> nameOf(String dbClass) {
    return classes.entrySet().stream().filter(e -> e.getValue().equals(dbClass)).map(Map.Entry::getKey).findFirst();
  }

  public String names() {
    return String.join(", ", classes.keySet());
  }
}
