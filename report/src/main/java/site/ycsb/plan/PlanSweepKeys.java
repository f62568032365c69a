package site.ycsb.plan;

import static site.ycsb.sweep.SweepOption.MAX_ERROR_RATE;
import static site.ycsb.sweep.SweepOption.REPEAT;
import static site.ycsb.sweep.SweepOption.SLO;
import static site.ycsb.sweep.SweepOption.SLO_DESCEND;
import static site.ycsb.sweep.SweepOption.SLO_OPERATION;
import static site.ycsb.sweep.SweepOption.SLO_PRECISION;
import static site.ycsb.sweep.SweepOption.STOP_AFTER_KNEE;
import static site.ycsb.sweep.SweepOption.TARGET;
import static site.ycsb.sweep.SweepOption.THREADS;
import static site.ycsb.sweep.SweepOption.WARMUP_TIME;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import site.ycsb.sweep.OptionNames;
import site.ycsb.sweep.StepValues;
import site.ycsb.sweep.SweepOption;
import site.ycsb.sweep.SweepOptions;
import site.ycsb.sweep.SweepRules;
import site.ycsb.sweep.SweepUsageException;

/**
 * Reads the keys of a plan that are sweep options (threads, targets, repeat, ..., slo) as the table of sweep
 * options says, and the plan's phases; the rules between them are the sweep's, said with the plan's key names.
 */
final class PlanSweepKeys {
  /** How a message names a plan's keys: "key 'slo'", "drop 'targets'". */
  static final OptionNames NAMES = new OptionNames() {
    @Override
    public String subject(SweepOption option) {
      return "key '" + key(option) + "'";
    }

    @Override
    public String reference(SweepOption option) {
      return "'" + key(option) + "'";
    }

    @Override
    public String loadPhase() {
      return "'" + Plan.LOAD + "' from 'phases'";
    }
  };
  private static final SweepRules RULES = new SweepRules(NAMES);

  private final PlanValues values;

  PlanSweepKeys(PlanValues values) {
    this.values = values;
  }

  /**
   * What the plan's sweeps run.
   *
   * @param dimension "threads" or "target"
   * @param values the swept values; of a search, the one thread count if given
   * @param fixedThreads threads of every step of a target sweep, or null
   */
  record Sweeps(List<String> phases, String dimension, List<Long> values, Long fixedThreads, Integer repeat,
      Double warmupTime, Double maxErrorRate, boolean stopAfterKnee, Plan.Slo slo) {
  }

  Sweeps read(Map<?, ?> top) throws PlanException {
    List<String> phases = phases(top.get("phases"));
    boolean hasThreads = top.containsKey(key(THREADS));
    boolean hasTargets = top.containsKey(key(TARGET));
    boolean threadsVary = hasThreads && numbers(top, THREADS).size() > 1;
    check(() -> RULES.checkOneDimension(hasTargets && threadsVary, hasTargets));
    String dimension;
    List<Long> steps;
    Long fixedThreads = null;
    if (hasTargets) {
      dimension = "target";
      steps = increasing(top, TARGET);
      fixedThreads = hasThreads ? numbers(top, THREADS).get(0) : null;
    } else {
      dimension = "threads";
      steps = hasThreads ? increasing(top, THREADS) : SweepOptions.DEFAULT_THREADS;
    }
    check(() -> StepValues.checkCount(NAMES.subject(hasTargets ? TARGET : THREADS), steps.size()));
    Integer repeat = top.containsKey(key(REPEAT))
        ? (int) PlanValues.whole(top.get(key(REPEAT)), key(REPEAT), REPEAT.value()) : null;
    Double warmup = top.containsKey(key(WARMUP_TIME))
        ? PlanValues.decimal(top.get(key(WARMUP_TIME)), key(WARMUP_TIME), WARMUP_TIME.value()) : null;
    Double maxErrorRate = top.containsKey(key(MAX_ERROR_RATE))
        ? PlanValues.decimal(top.get(key(MAX_ERROR_RATE)), key(MAX_ERROR_RATE), MAX_ERROR_RATE.value()) : null;
    boolean stopAfterKnee = top.containsKey(key(STOP_AFTER_KNEE))
        && PlanValues.bool(top.get(key(STOP_AFTER_KNEE)), key(STOP_AFTER_KNEE));
    Plan.Slo slo = slo(top);
    if (slo == null) {
      return new Sweeps(phases, dimension, steps, fixedThreads, repeat, warmup, maxErrorRate, stopAfterKnee, null);
    }
    check(() -> RULES.checkSearch(hasTargets, threadsVary, repeat != null, stopAfterKnee,
        phases.contains(Plan.LOAD)));
    // A search varies the target rate; its values hold the one thread count, if given.
    return new Sweeps(phases, "target", hasThreads ? numbers(top, THREADS) : List.of(), fixedThreads, repeat, warmup,
        maxErrorRate, stopAfterKnee, slo);
  }

  /** The capacity search's keys, checked as {@code sweep --slo} checks them; or null without {@code slo:}. */
  private Plan.Slo slo(Map<?, ?> top) throws PlanException {
    String slo = top.containsKey(key(SLO)) ? values.string(top.get(key(SLO)), key(SLO)) : null;
    String op = top.containsKey(key(SLO_OPERATION))
        ? values.string(top.get(key(SLO_OPERATION)), key(SLO_OPERATION)) : null;
    String precision = top.containsKey(key(SLO_PRECISION)) ? String.valueOf(top.get(key(SLO_PRECISION))) : null;
    String descend = top.containsKey(key(SLO_DESCEND)) ? String.valueOf(top.get(key(SLO_DESCEND))) : null;
    check(() -> RULES.search(slo, op, precision, descend));
    return slo == null ? null : new Plan.Slo(slo, op, precision, descend);
  }

  private List<String> phases(Object value) throws PlanException {
    if (value == null) {
      return List.of(Plan.RUN);
    }
    List<String> given = new ArrayList<>();
    if (value instanceof List<?> l) {
      for (int i = 0; i < l.size(); i++) {
        given.add(values.string(l.get(i), "phases[" + i + "]"));
      }
    } else {
      given.add(values.string(value, "phases"));
    }
    Set<String> ret = new LinkedHashSet<>();
    for (String p : given) {
      switch (p) {
        case Plan.LOAD, Plan.RUN -> ret.add(p);
        case "both" -> {
          ret.add(Plan.LOAD);
          ret.add(Plan.RUN);
        }
        default -> throw new PlanException("key 'phases' has '" + p + "'; accepted: load, run, both (or a list "
            + "of load and run)");
      }
    }
    if (ret.isEmpty()) {
      throw new PlanException("key 'phases' is empty; accepted: load, run, both");
    }
    return List.copyOf(ret);
  }

  private static List<Long> numbers(Map<?, ?> top, SweepOption option) throws PlanException {
    return PlanValues.numbers(top.get(key(option)), key(option));
  }

  private static List<Long> increasing(Map<?, ?> top, SweepOption option) throws PlanException {
    List<Long> given = numbers(top, option);
    if (!StepValues.increasing(given)) {
      throw new PlanException(NAMES.subject(option) + " is " + given + "; accepted: " + StepValues.PLAN_FORM);
    }
    return List.copyOf(given);
  }

  private static String key(SweepOption option) {
    return option.planKey().orElseThrow();
  }

  /** A rule of the sweep's, its message as the plan's. */
  private static void check(Rule rule) throws PlanException {
    try {
      rule.check();
    } catch (SweepUsageException e) {
      throw new PlanException(e.getMessage());
    }
  }

  private interface Rule {
    void check() throws SweepUsageException;
  }
}
