package site.ycsb.compat;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URLClassLoader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Binary compatibility of the API a binding (or a custom workload / exporter) can use: upstream
 * 0.17.0 and our core are loaded in two isolated class loaders, and every public or protected
 * constructor, method and field of each upstream class must exist in ours with a compatible
 * modifier (same static-ness, not less visible, not newly abstract or final), the same erased
 * descriptor, and, for compile-time constants (which bindings inline), the same value.
 *
 * <p>Classes in {@link #required()} fail the test; every other public upstream class is checked
 * the same way but only reported (ADVISORY), as information for the maintainers.
 */
class ApiCompatibilityTest {

  /**
   * Known and accepted differences, each with its reason. Keys are the problem keys printed by the
   * test ({@code class#member(descriptor)} or {@code class#FIELD=value}).
   */
  static final Map<String, String> ALLOWED = Map.of(
      "site.ycsb.DBFactory#newDB(java.lang.String,java.util.Properties,org.apache.htrace.core.Tracer)"
          + "site.ycsb.DB",
      "the htrace dependency (an abandoned incubator project) was dropped; DBFactory is the "
          + "client's internal factory, bindings never call it",
      "site.ycsb.DBWrapper#<init>(site.ycsb.DB,org.apache.htrace.core.Tracer)",
      "the htrace dependency was dropped; DBWrapper is created by the client, not by bindings");

  /** Scope of the check of one class. */
  enum Scope {
    /** Constructors, methods and fields. */
    ALL,
    /** Fields (constants) only; methods are advisory. */
    FIELDS
  }

  private static URLClassLoader upstream;
  private static URLClassLoader ours;
  private static List<String> upstreamPublicClasses;

  @BeforeAll
  static void loaders() throws IOException {
    CompatEnv.assumeUpstream();
    upstream = CompatEnv.loader("upstream-" + CompatEnv.UPSTREAM_VERSION, CompatEnv.upstreamClasspath());
    ours = CompatEnv.loader("ours", CompatEnv.oursClasspath());
    upstreamPublicClasses = new ArrayList<>();
    try (JarFile jar = new JarFile(CompatEnv.upstreamCoreJar().toFile())) {
      for (String entry : jar.stream().map(e -> e.getName()).sorted().toList()) {
        if (!entry.endsWith(".class") || !entry.startsWith("site/ycsb/")) {
          continue;
        }
        String name = entry.substring(0, entry.length() - ".class".length()).replace('/', '.');
        if (name.matches(".*\\$\\d.*")) {
          continue; // anonymous / local classes
        }
        Class<?> c = load(upstream, name);
        if (isVisibleType(c)) {
          upstreamPublicClasses.add(name);
        }
      }
    }
  }

  @AfterAll
  static void close() throws IOException {
    if (upstream != null) {
      upstream.close();
    }
    if (ours != null) {
      ours.close();
    }
  }

  /** The classes a binding or workload can use, with the scope that fails the test. */
  static Map<String, Scope> required() {
    Map<String, Scope> r = new LinkedHashMap<>();
    for (String s : List.of("DB", "Status", "ByteIterator", "StringByteIterator",
        "ByteArrayByteIterator", "RandomByteIterator", "NumericByteIterator",
        "InputStreamByteIterator", "Workload", "Workload$Operation", "DBException",
        "WorkloadException", "UnknownDBException", "Utils", "BasicDB", "DBFactory", "DBWrapper",
        "TimeseriesDB", "TimeseriesDB$AggregationOperation", "BasicTSDB")) {
      r.put("site.ycsb." + s, Scope.ALL);
    }
    r.put("site.ycsb.Client", Scope.FIELDS);
    r.put("site.ycsb.workloads.CoreWorkload", Scope.ALL);
    r.put("site.ycsb.workloads.TimeSeriesWorkload", Scope.ALL);
    r.put("site.ycsb.workloads.TimeSeriesWorkload$ValueType", Scope.ALL);
    for (String name : upstreamPublicClasses) {
      String simple = name.substring(name.lastIndexOf('.') + 1);
      if (name.startsWith("site.ycsb.generator.")
          || name.startsWith("site.ycsb.measurements.exporter.")
          || name.equals("site.ycsb.measurements.Measurements")
          || name.equals("site.ycsb.measurements.Measurements$MeasurementType")
          || (name.startsWith("site.ycsb.measurements.") && simple.startsWith("OneMeasurement"))) {
        r.put(name, Scope.ALL);
      }
    }
    return r;
  }

  /** Counts and findings of one pass. */
  static final class Report {
    int classes;
    int constructors;
    int methods;
    int fields;
    int constants;
    final Map<String, String> problems = new LinkedHashMap<>();
    final Map<String, String> advisories = new LinkedHashMap<>();
    final Set<String> allowedHits = new TreeSet<>();

    void problem(boolean advisory, String key, String text) {
      if (!advisory && ALLOWED.containsKey(key)) {
        allowedHits.add(key);
        return;
      }
      (advisory ? advisories : problems).put(key, text);
    }
  }

  @Test
  void upstreamApiIsBinaryCompatible() {
    Report report = new Report();
    Map<String, Scope> required = required();
    for (Map.Entry<String, Scope> e : required.entrySet()) {
      boolean all = e.getValue() == Scope.ALL;
      checkClass(report, e.getKey(), all, true, false);
      if (!all) {
        checkClass(report, e.getKey(), true, false, true); // the rest of the class, advisory
      }
    }
    int requiredClasses = report.classes;
    for (String name : upstreamPublicClasses) {
      if (!required.containsKey(name)) {
        checkClass(report, name, true, true, true);
      }
    }

    System.out.printf("[compat] API check against upstream %s: %d required classes (%d more "
        + "advisory); checked %d constructors, %d methods, %d fields, %d constant values%n",
        CompatEnv.UPSTREAM_VERSION, requiredClasses, report.classes - requiredClasses,
        report.constructors, report.methods, report.fields, report.constants);
    report.allowedHits.forEach(k -> System.out.printf("[compat] allowed: %s -- %s%n", k, ALLOWED.get(k)));
    Set<String> unused = new TreeSet<>(ALLOWED.keySet());
    unused.removeAll(report.allowedHits);
    unused.forEach(k -> System.out.printf("[compat] note: allow-list entry no longer needed: %s%n", k));
    report.advisories.values().forEach(t -> System.out.println("[compat] ADVISORY " + t));
    report.problems.values().forEach(t -> System.out.println("[compat] INCOMPATIBLE " + t));

    assertThat(report.problems.values())
        .as("incompatibilities with upstream %s in the binding API (see [compat] lines above)",
            CompatEnv.UPSTREAM_VERSION)
        .isEmpty();
    assertThat(report.methods).as("methods checked").isGreaterThan(100);
    assertThat(report.constants).as("constant values checked").isGreaterThan(50);
  }

  /** A minimal self-check: the check notices a missing method and a changed constant. */
  @Test
  void checkerDetectsDifferences() {
    Report report = new Report();
    // Compare upstream's Status against upstream's Utils under Status's name: everything missing.
    Class<?> status = load(upstream, "site.ycsb.Status");
    Class<?> utils = load(upstream, "site.ycsb.Utils");
    compareMembers(report, status, utils, true, true, false);
    assertThat(report.problems.keySet()).anyMatch(k -> k.contains("#isOk()"))
        .anyMatch(k -> k.contains("#OK"));
  }

  // ------------------------------------------------------------------ the check

  private static void checkClass(Report report, String name, boolean executables, boolean fields,
      boolean advisory) {
    Class<?> u = load(upstream, name);
    if (!isVisibleType(u)) {
      report.problem(advisory, name, name + ": not public upstream, not checked");
      return;
    }
    if (fields) {
      report.classes++;
    }
    Class<?> o;
    try {
      o = Class.forName(name, false, ours);
    } catch (ClassNotFoundException | LinkageError e) {
      report.problem(advisory, name, name + ": class missing in ours (" + e + ")");
      return;
    }
    if (fields) {
      checkClassShape(report, u, o, advisory);
    }
    compareMembers(report, u, o, executables, fields, advisory);
  }

  private static void checkClassShape(Report report, Class<?> u, Class<?> o, boolean advisory) {
    String name = u.getName();
    if (!Modifier.isPublic(o.getModifiers())) {
      report.problem(advisory, name + "#class", name + ": class is not public in ours");
    }
    if (u.isInterface() != o.isInterface() || u.isEnum() != o.isEnum()
        || u.isAnnotation() != o.isAnnotation()) {
      report.problem(advisory, name + "#kind", name + ": kind differs (upstream " + kind(u)
          + ", ours " + kind(o) + ")");
    }
    if (Modifier.isFinal(o.getModifiers()) && !Modifier.isFinal(u.getModifiers())) {
      report.problem(advisory, name + "#final", name + ": final in ours, subclasses compiled "
          + "against upstream would fail to load");
    }
    if (!u.isInterface() && Modifier.isAbstract(o.getModifiers())
        && !Modifier.isAbstract(u.getModifiers())) {
      report.problem(advisory, name + "#abstract", name + ": abstract in ours, not upstream");
    }
    if (u.getEnclosingClass() != null
        && Modifier.isStatic(u.getModifiers()) != Modifier.isStatic(o.getModifiers())) {
      report.problem(advisory, name + "#static", name + ": nested class static-ness differs");
    }
    Set<String> missing = new TreeSet<>(supertypes(u));
    missing.removeAll(supertypes(o));
    for (String s : missing) {
      report.problem(advisory, name + "#extends " + s, name + ": does not extend/implement " + s
          + " in ours (upstream does)");
    }
  }

  private static void compareMembers(Report report, Class<?> u, Class<?> o, boolean executables,
      boolean fields, boolean advisory) {
    String cls = u.getName();
    if (executables) {
      for (Constructor<?> c : u.getDeclaredConstructors()) {
        if (!visible(c) || c.isSynthetic()) {
          continue;
        }
        report.constructors++;
        String key = cls + "#<init>(" + params(c) + ")";
        Constructor<?> match = Arrays.stream(safe(o::getDeclaredConstructors, new Constructor<?>[0]))
            .filter(x -> params(x).equals(params(c))).findFirst().orElse(null);
        if (match == null) {
          report.problem(advisory, key, key + ": constructor missing in ours");
        } else {
          checkModifiers(report, advisory, key, c, match, false);
        }
      }
      for (Method m : u.getDeclaredMethods()) {
        if (!visible(m) || (m.isSynthetic() && !m.isBridge())) {
          continue;
        }
        report.methods++;
        String key = cls + "#" + m.getName() + "(" + params(m) + ")" + m.getReturnType().getName();
        Method match = findMethod(o, m);
        if (match == null) {
          report.problem(advisory, key, key + ": method missing in ours (name, erased parameter "
              + "and return types)");
          continue;
        }
        checkModifiers(report, advisory, key, m, match, Modifier.isFinal(u.getModifiers()));
        if (Modifier.isAbstract(match.getModifiers()) && !Modifier.isAbstract(m.getModifiers())) {
          report.problem(advisory, key + "#abstract", key + ": abstract in ours, concrete upstream "
              + "(subclasses compiled against upstream would hit AbstractMethodError)");
        }
      }
      // New abstract methods break subclasses (and implementations) compiled against upstream.
      if (!Modifier.isFinal(u.getModifiers())) {
        for (Method m : safe(o::getDeclaredMethods, new Method[0])) {
          if (Modifier.isAbstract(m.getModifiers()) && visible(m) && findMethod(u, m) == null) {
            String key = cls + "#" + m.getName() + "(" + params(m) + ")" + m.getReturnType().getName()
                + "#new-abstract";
            report.problem(advisory, key, key + ": abstract method only in ours; subclasses "
                + "compiled against upstream do not implement it (AbstractMethodError)");
          }
        }
      }
    }
    for (Field f : fields ? u.getDeclaredFields() : new Field[0]) {
      if (!visible(f) || f.isSynthetic()) {
        continue;
      }
      report.fields++;
      String key = cls + "#" + f.getName();
      Field match = findField(o, f.getName());
      if (match == null) {
        report.problem(advisory, key, key + " (" + f.getType().getName() + "): field missing in ours");
        continue;
      }
      if (!match.getType().getName().equals(f.getType().getName())) {
        report.problem(advisory, key + "#type", key + ": type " + match.getType().getName()
            + " in ours, " + f.getType().getName() + " upstream");
        continue;
      }
      checkModifiers(report, advisory, key, f, match, false);
      if (Modifier.isFinal(match.getModifiers()) && !Modifier.isFinal(f.getModifiers())) {
        report.problem(advisory, key + "#final", key + ": final in ours, not upstream");
      }
      checkValue(report, advisory, key, f, match);
    }
  }

  private static void checkModifiers(Report report, boolean advisory, String key, Member u,
      Member o, boolean upstreamClassFinal) {
    int um = u.getModifiers();
    int om = o.getModifiers();
    if (Modifier.isStatic(um) != Modifier.isStatic(om)) {
      report.problem(advisory, key + "#static", key + ": " + (Modifier.isStatic(um) ? "static"
          : "instance") + " upstream, " + (Modifier.isStatic(om) ? "static" : "instance") + " in ours");
    }
    if (rank(om) < rank(um)) {
      report.problem(advisory, key + "#visibility", key + ": " + visibility(om) + " in ours, "
          + visibility(um) + " upstream");
    }
    if (u instanceof Executable && Modifier.isFinal(om) && !Modifier.isFinal(um)
        && !Modifier.isStatic(um) && !upstreamClassFinal) {
      report.problem(advisory, key + "#final", key + ": final in ours, overridable upstream");
    }
  }

  /** Compile-time constants are inlined into bindings: their values must be equal. */
  private static void checkValue(Report report, boolean advisory, String key, Field u, Field o) {
    int um = u.getModifiers();
    if (!(Modifier.isStatic(um) && Modifier.isFinal(um))) {
      return;
    }
    Class<?> t = u.getType();
    boolean constant = t.isPrimitive() || t == String.class;
    boolean status = t.getName().equals("site.ycsb.Status");
    if (!constant && !status) {
      return;
    }
    report.constants++;
    Object uv;
    Object ov;
    try {
      u.setAccessible(true);
      o.setAccessible(true);
      uv = describeValue(u.get(null));
      ov = describeValue(o.get(null));
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      report.problem(advisory, key + "=value", key + ": could not read the value (" + e + ")");
      return;
    }
    if (!Objects.equals(uv, ov)) {
      report.problem(advisory, key + "=value", key + ": value " + quote(ov) + " in ours, "
          + quote(uv) + " upstream");
    }
  }

  /** Status objects compare by name and description (the name is printed as Return=NAME). */
  private static Object describeValue(Object v) throws ReflectiveOperationException {
    if (v != null && v.getClass().getName().equals("site.ycsb.Status")) {
      return "Status(" + v.getClass().getMethod("getName").invoke(v) + ", "
          + v.getClass().getMethod("getDescription").invoke(v) + ")";
    }
    return v;
  }

  private static String quote(Object v) {
    return v instanceof String ? "\"" + v + "\"" : String.valueOf(v);
  }

  // ------------------------------------------------------------------ reflection helpers

  private static Class<?> load(ClassLoader loader, String name) {
    try {
      return Class.forName(name, false, loader);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(name, e);
    }
  }

  /** Public, and every enclosing class public too. */
  private static boolean isVisibleType(Class<?> c) {
    for (Class<?> x = c; x != null; x = x.getEnclosingClass()) {
      if (!Modifier.isPublic(x.getModifiers())) {
        return false;
      }
    }
    return true;
  }

  private static boolean visible(Member m) {
    return Modifier.isPublic(m.getModifiers()) || Modifier.isProtected(m.getModifiers());
  }

  private static int rank(int modifiers) {
    if (Modifier.isPublic(modifiers)) {
      return 3;
    }
    if (Modifier.isProtected(modifiers)) {
      return 2;
    }
    return Modifier.isPrivate(modifiers) ? 0 : 1;
  }

  private static String visibility(int modifiers) {
    return switch (rank(modifiers)) {
      case 3 -> "public";
      case 2 -> "protected";
      case 1 -> "package-private";
      default -> "private";
    };
  }

  private static String kind(Class<?> c) {
    return c.isAnnotation() ? "annotation" : c.isInterface() ? "interface" : c.isEnum() ? "enum"
        : "class";
  }

  private static String params(Executable e) {
    return Arrays.stream(e.getParameterTypes()).map(Class::getName).collect(Collectors.joining(","));
  }

  /** All superclasses and interfaces, by name. */
  private static Set<String> supertypes(Class<?> c) {
    Set<String> out = new LinkedHashSet<>();
    Deque<Class<?>> todo = new ArrayDeque<>();
    todo.add(c);
    while (!todo.isEmpty()) {
      Class<?> x = todo.poll();
      if (x.getSuperclass() != null && out.add(x.getSuperclass().getName())) {
        todo.add(x.getSuperclass());
      }
      for (Class<?> i : x.getInterfaces()) {
        if (out.add(i.getName())) {
          todo.add(i);
        }
      }
    }
    return out;
  }

  /** The class, its superclasses, then all interfaces: where the JVM resolves a member. */
  private static List<Class<?>> hierarchy(Class<?> c) {
    List<Class<?>> out = new ArrayList<>();
    for (Class<?> x = c; x != null; x = x.getSuperclass()) {
      out.add(x);
    }
    Deque<Class<?>> todo = new ArrayDeque<>(out);
    Set<Class<?>> seen = new LinkedHashSet<>(out);
    while (!todo.isEmpty()) {
      for (Class<?> i : todo.poll().getInterfaces()) {
        if (seen.add(i)) {
          out.add(i);
          todo.add(i);
        }
      }
    }
    return out;
  }

  private static Method findMethod(Class<?> o, Method u) {
    String params = params(u);
    String ret = u.getReturnType().getName();
    for (Class<?> x : hierarchy(o)) {
      for (Method m : safe(x::getDeclaredMethods, new Method[0])) {
        if (m.getName().equals(u.getName()) && params(m).equals(params)
            && m.getReturnType().getName().equals(ret) && !(m.isSynthetic() && !m.isBridge())) {
          return m;
        }
      }
    }
    return null;
  }

  private static Field findField(Class<?> o, String name) {
    for (Class<?> x : hierarchy(o)) {
      for (Field f : safe(x::getDeclaredFields, new Field[0])) {
        if (f.getName().equals(name)) {
          return f;
        }
      }
    }
    return null;
  }

  /** Reflection that may fail to link (a signature naming a missing class) yields nothing. */
  private static <T> T safe(java.util.function.Supplier<T> s, T fallback) {
    try {
      return s.get();
    } catch (LinkageError e) {
      System.out.println("[compat] cannot reflect: " + e);
      return fallback;
    }
  }
}
