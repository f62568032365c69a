package site.ycsb.plan;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import site.ycsb.ErrorText;
import site.ycsb.Redactor;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.sweep.SweepOption;

/**
 * Reads a plan file (YAML, through SnakeYAML's safe constructor) and checks every key: an unknown key, a
 * value of the wrong type or a missing required key is one line naming the key. String values may use
 * {@code ${VAR}} and {@code ${VAR:-default}} from the environment, so one plan serves several machines.
 * Its parts: {@link PlanYaml} (the YAML shape), {@link PlanValues} (each key's type), {@link PlanDatabases},
 * {@link PlanSweepKeys} (the keys that are sweep options, as {@link SweepOption} says), {@link PlanNames}.
 */
public final class PlanParser {
  /** The longest command a sweep of the plan may have, all its words together (see PlanValues.MAX_VALUE_LENGTH). */
  static final int MAX_COMMAND_LENGTH = 262_144;

  private final BindingRegistry registry;
  private final PlanVariables variables;

  /**
   * @param registry binding names to check against; an empty registry checks none
   * @param environment the environment variables {@code ${VAR}} reads (System::getenv)
   */
  public PlanParser(BindingRegistry registry, UnaryOperator<String> environment) {
    this.registry = registry;
    this.variables = new PlanVariables(environment);
  }

  /** Reads {@code file}; it and the workload files, where relative, are looked up in {@code workDir}. */
  public Plan parse(Path file, Path workDir) throws PlanException {
    String text;
    try {
      text = Files.readString(workDir.resolve(file), StandardCharsets.UTF_8);
    } catch (CharacterCodingException e) {
      throw new PlanException(file + ": not a YAML text file (not UTF-8)");
    } catch (IOException e) {
      throw new PlanException("cannot read the plan file " + ErrorText.describeFile(e));
    }
    try {
      Plan plan = parse(text, PlanNames.defaultName(file));
      PlanNames.checkWorkloadFiles(plan.workloads(), workDir);
      return plan;
    } catch (PlanException e) {
      throw new PlanException(file + ": " + lineOf(text, e.quoted()) + e.getMessage());
    }
  }

  /** "line N: " of the first line holding {@code quoted}, or "" when there is none. */
  private static String lineOf(String text, String quoted) {
    if (quoted == null) {
      return "";
    }
    String[] lines = text.split("\\R", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].contains(quoted)) {
        return "line " + (i + 1) + ": ";
      }
    }
    return "";
  }

  Plan parse(String text, String defaultName) throws PlanException {
    Map<?, ?> top = PlanYaml.read(text);
    PlanValues values = new PlanValues(variables);
    PlanValues.checkKeys(top, PlanKeys.TOP, "");
    String name = top.containsKey("name") ? PlanNames.folderName(values.string(top.get("name"), "name"), "name")
        : defaultName;
    Map<String, String> properties = values.properties(top.get("properties"), "properties");
    if (!top.containsKey("databases")) {
      throw new PlanException("key 'databases' is missing: list the databases to compare, each with name and "
          + "binding");
    }
    List<PlanDatabase> databases = new PlanDatabases(registry, values).read(top.get("databases"));
    if (!top.containsKey("workloads")) {
      throw new PlanException("key 'workloads' is missing: list workload files, e.g. [workloads/workloada]");
    }
    List<String> workloads = new ArrayList<>();
    List<?> wl = PlanValues.list(top.get("workloads"), "workloads");
    for (int i = 0; i < wl.size(); i++) {
      workloads.add(PlanValues.passable(values.string(wl.get(i), "workloads[" + i + "]"), "workloads[" + i + "]"));
    }
    PlanSweepKeys.Sweeps sweeps = new PlanSweepKeys(values).read(top);
    Long maxSteps = top.containsKey("max-steps")
        ? PlanValues.whole(top.get("max-steps"), "max-steps", 1, Long.MAX_VALUE) : null;
    Redactor redactor = Redactor.standard().withEnvironment(variables.expanded(text)).withSecretsOf(properties);
    for (PlanDatabase db : databases) {
      redactor = redactor.withSecretsOf(db.properties());
    }
    PlanNames.check(name, databases, workloads, sweeps.phases(), redactor);
    return new Plan(name, properties, databases, List.copyOf(workloads), sweeps.phases(), sweeps.dimension(),
        sweeps.values(), sweeps.fixedThreads(), sweeps.repeat(), sweeps.warmupTime(), sweeps.maxErrorRate(),
        sweeps.stopAfterKnee(), sweeps.slo(), maxSteps, redactor.text(text), redactor);
  }
}
