package site.ycsb.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Maps a DB class to the binding name users type, from {@code bin/bindings.properties} (the launcher
 * passes its path as {@code -Dycsb.bindings}). Without the registry, class names are kept.
 */
public final class BindingNames {
  private final Map<String, String> byClass;

  private BindingNames(Map<String, String> byClass) {
    this.byClass = byClass;
  }

  public static BindingNames none() {
    return new BindingNames(Map.of());
  }

  /** The registry named by the {@code ycsb.bindings} system property, or none. */
  public static BindingNames fromSystemProperty() {
    String file = System.getProperty("ycsb.bindings");
    if (file == null || file.isBlank()) {
      return none();
    }
    try {
      return parse(Files.readString(Path.of(file), StandardCharsets.UTF_8));
    } catch (IOException | RuntimeException e) {
      return none(); // grouping by class name still works; the registry is a nicety
    }
  }

  /** Parses {@code name:class[:module]} lines; the first name listed for a class wins (aliases follow). */
  public static BindingNames parse(String text) {
    Map<String, String> map = new HashMap<>();
    for (String raw : text.split("\\R")) {
      String line = raw.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] fields = line.split(":");
      if (fields.length >= 2) {
        map.putIfAbsent(fields[1].strip(), fields[0].strip());
      }
    }
    return new BindingNames(map);
  }

  public String nameOf(String dbClass) {
    if (dbClass == null) {
      return null;
    }
    return byClass.getOrDefault(dbClass, dbClass);
  }
}
