package site.ycsb.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.results.Disclosure;

/** Condenses the disclosures of the compared runs: shared facts once, differences pointed out. */
public final class DisclosureSummary {
  /** Properties that differ between any two runs by design; listed but not flagged as differences. */
  public static final Set<String> PER_RUN = Set.of("results.dir", "run.id", "exportfile", "threadcount", "target",
      "label");
  private static final String UNSET = "(unset)";

  private DisclosureSummary() {
  }

  static ReportModel.DisclosureSection of(List<LoadedRun> runs, Redaction redaction) {
    List<LoadedRun> with = runs.stream().filter(r -> r.disclosure() != null).toList();
    List<ReportModel.RunDisclosure> entries = new ArrayList<>();
    for (LoadedRun r : with) {
      entries.add(entry(r, redaction));
    }
    Map<String, String> usual = usualValues(entries);
    entries = flagDifferences(entries, usual);
    Map<String, Map<String, String>> props = new LinkedHashMap<>();
    for (LoadedRun r : with) {
      Map<String, String> p = new TreeMap<>();
      if (r.disclosure().properties() != null) {
        r.disclosure().properties().forEach((k, v) -> p.put(k, redaction.property(k, v)));
      }
      props.put(r.label(), p);
    }
    Set<String> names = new TreeSet<>();
    props.values().forEach(p -> names.addAll(p.keySet()));
    Map<String, String> common = new TreeMap<>();
    List<ReportModel.DifferingProperty> differing = new ArrayList<>();
    List<String> perRun = new ArrayList<>();
    for (String name : names) {
      if (PER_RUN.contains(name)) {
        perRun.add(name);
        continue;
      }
      Map<String, List<String>> byValue = new TreeMap<>();
      props.forEach((run, p) -> byValue.computeIfAbsent(p.getOrDefault(name, UNSET), k -> new ArrayList<>())
          .add(run));
      if (byValue.size() == 1) {
        common.put(name, byValue.keySet().iterator().next());
      } else {
        List<ReportModel.ValueRuns> values = new ArrayList<>();
        byValue.forEach((v, rs) -> values.add(new ReportModel.ValueRuns(v, rs)));
        differing.add(new ReportModel.DifferingProperty(name, values));
      }
    }
    return new ReportModel.DisclosureSection(entries, usual, common, differing, perRun);
  }

  private static ReportModel.RunDisclosure entry(LoadedRun r, Redaction redaction) {
    Disclosure d = r.disclosure();
    Disclosure.Tool t = d.tool();
    String tool = t == null ? "" : t.name() + " " + t.version() + (t.gitCommit() == null ? "" : " @ "
        + t.gitCommit() + (t.gitDirty() ? " (dirty)" : ""));
    Disclosure.Host h = d.clientHost();
    String host = h == null ? "" : String.format(Locale.ROOT, "%s: %s, %d cpus, %.1f GiB, %s %s %s", h.hostname(),
        h.cpuModel(), h.cpus(), h.memoryBytes() / (1024.0 * 1024 * 1024), h.os(), h.kernel(), h.arch());
    Disclosure.Jvm j = d.jvm();
    String jvm = j == null ? "" : j.vendor() + " " + j.version() + " (" + j.vmName()
        + (j.clientThreads() == null ? "" : ", " + j.clientThreads() + " client threads") + ")"
        + (j.arguments() == null || j.arguments().isEmpty() ? "" : " " + redaction.commandLine(j.arguments()));
    Disclosure.Binding b = d.binding();
    String binding = b == null ? "" : b.dbClass() + (b.implementationVersion() == null ? ""
        : " " + b.implementationVersion());
    String libraries = b == null || b.libraries() == null ? "" : String.join(", ", b.libraries());
    ServerStatsSnapshot s = r.result() != null && r.result().server() != null && r.result().server().after() != null
        ? r.result().server().after() : d.server();
    String server = s == null ? "" : s.server() + " " + s.version();
    String settings = s == null || s.settings() == null ? "" : render(redaction.value("settings", s.settings()));
    String files = d.workloadFiles() == null ? "" : String.join(", ", d.workloadFiles().stream()
        .map(f -> f.path() + " sha256:" + (f.sha256() == null ? "?" : f.sha256().substring(0,
            Math.min(12, f.sha256().length())))).toList());
    List<String> lines = d.commandLines() == null ? List.of()
        : d.commandLines().stream().map(redaction::commandLine).toList();
    return new ReportModel.RunDisclosure(r.label(), d.runId(), tool, host, jvm, binding, libraries, server,
        settings, files, lines, List.of());
  }

  /** JSON-like text of settings, keys in their given order. */
  static String render(Object v) {
    if (v instanceof Map<?, ?> m) {
      List<String> parts = new ArrayList<>();
      m.forEach((k, x) -> parts.add(k + "=" + render(x)));
      return "{" + String.join(", ", parts) + "}";
    }
    return String.valueOf(v);
  }

  private static Map<String, Function<ReportModel.RunDisclosure, Object>> fields() {
    Map<String, Function<ReportModel.RunDisclosure, Object>> fields = new LinkedHashMap<>();
    fields.put("tool", ReportModel.RunDisclosure::tool);
    fields.put("host", ReportModel.RunDisclosure::host);
    fields.put("jvm", ReportModel.RunDisclosure::jvm);
    fields.put("binding", ReportModel.RunDisclosure::binding);
    fields.put("libraries", ReportModel.RunDisclosure::libraries);
    fields.put("server", ReportModel.RunDisclosure::server);
    fields.put("serverSettings", ReportModel.RunDisclosure::serverSettings);
    fields.put("workloadFiles", ReportModel.RunDisclosure::workloadFiles);
    return fields;
  }

  /** Per field, the value most runs have (ties: the first run's). */
  private static Map<String, String> usualValues(List<ReportModel.RunDisclosure> entries) {
    Map<String, String> usual = new LinkedHashMap<>();
    if (!entries.isEmpty()) {
      fields().forEach((name, f) -> usual.put(name, String.valueOf(mostCommon(entries, f))));
    }
    return usual;
  }

  /** Marks each field whose value is not the most common value of that field across the runs. */
  private static List<ReportModel.RunDisclosure> flagDifferences(List<ReportModel.RunDisclosure> entries,
      Map<String, String> usual) {
    Map<String, Function<ReportModel.RunDisclosure, Object>> fields = fields();
    List<ReportModel.RunDisclosure> out = new ArrayList<>();
    for (ReportModel.RunDisclosure e : entries) {
      List<String> differs = new ArrayList<>();
      fields.forEach((name, f) -> {
        if (!String.valueOf(f.apply(e)).equals(usual.get(name))) {
          differs.add(name);
        }
      });
      out.add(new ReportModel.RunDisclosure(e.run(), e.runId(), e.tool(), e.host(), e.jvm(), e.binding(),
          e.libraries(), e.server(), e.serverSettings(), e.workloadFiles(), e.commandLines(),
          Collections.unmodifiableList(differs)));
    }
    return out;
  }

  private static Object mostCommon(List<ReportModel.RunDisclosure> entries,
      Function<ReportModel.RunDisclosure, Object> f) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (ReportModel.RunDisclosure e : entries) {
      counts.merge(String.valueOf(f.apply(e)), 1, Integer::sum);
    }
    return counts.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
  }
}
