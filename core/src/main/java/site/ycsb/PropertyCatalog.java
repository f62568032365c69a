package site.ycsb;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Binding API (not in 0.17.0): the properties one binding or workload declares, in the order its help lists
 * them, with the prefix its own properties share ({@code redis.} for redis; empty for a workload's).
 */
public final class PropertyCatalog {
  private final String subject;
  private final String prefix;
  private final Map<String, PropertyDeclaration> byName;

  private PropertyCatalog(String subject, String prefix, Map<String, PropertyDeclaration> byName) {
    this.subject = subject;
    this.prefix = prefix;
    this.byName = Collections.unmodifiableMap(byName);
  }

  /**
   * @param subject what the properties belong to, for messages: {@code redis}, {@code CoreWorkload}
   * @param prefix the prefix the subject's own properties share ({@code redis.}), or empty
   * @param declarations the properties; a name declared twice is an error
   */
  public static PropertyCatalog of(String subject, String prefix, List<PropertyDeclaration> declarations) {
    Map<String, PropertyDeclaration> byName = new LinkedHashMap<>();
    for (PropertyDeclaration d : declarations) {
      if (byName.putIfAbsent(d.name(), d) != null) {
        throw new IllegalArgumentException(subject + " declares " + d.name() + " twice");
      }
    }
    return new PropertyCatalog(subject, prefix == null ? "" : prefix, byName);
  }

  public static PropertyCatalog of(String subject, String prefix, PropertyDeclaration... declarations) {
    return of(subject, prefix, List.of(declarations));
  }

  public String subject() {
    return subject;
  }

  public String prefix() {
    return prefix;
  }

  /** Every declaration, in declaration order. */
  public List<PropertyDeclaration> declarations() {
    return new ArrayList<>(byName.values());
  }

  /** Every declared name, in declaration order. */
  public List<String> names() {
    return new ArrayList<>(byName.keySet());
  }

  public Optional<PropertyDeclaration> find(String name) {
    return Optional.ofNullable(byName.get(name));
  }

  public boolean declares(String name) {
    return byName.containsKey(name);
  }

  /** Whether {@code name} has this catalog's own prefix (never true for a catalog without one). */
  public boolean ownsPrefixOf(String name) {
    return !prefix.isEmpty() && name.startsWith(prefix);
  }
}
