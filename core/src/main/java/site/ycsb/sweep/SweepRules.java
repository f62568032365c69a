package site.ycsb.sweep;

import static site.ycsb.sweep.SweepOption.BEFORE_LOAD;
import static site.ycsb.sweep.SweepOption.FRESH_KEYS;
import static site.ycsb.sweep.SweepOption.LOAD;
import static site.ycsb.sweep.SweepOption.REPEAT;
import static site.ycsb.sweep.SweepOption.SLO;
import static site.ycsb.sweep.SweepOption.SLO_DESCEND;
import static site.ycsb.sweep.SweepOption.SLO_OPERATION;
import static site.ycsb.sweep.SweepOption.SLO_PRECISION;
import static site.ycsb.sweep.SweepOption.STOP_AFTER_KNEE;
import static site.ycsb.sweep.SweepOption.TARGET;
import static site.ycsb.sweep.SweepOption.THREADS;

import java.util.Locale;
import site.ycsb.results.RunResultBuilder;

/**
 * The rules between sweep options (which go together, which exclude each other), written once for the sweep's
 * command line and a plan file alike; each message names the options as {@link OptionNames} says them.
 */
public final class SweepRules {
  private final OptionNames names;

  public SweepRules(OptionNames names) {
    this.names = names;
  }

  /** The load phase's options: --load, --phase load, --before-load and --fresh-keys. */
  public void checkPhase(boolean load, boolean loadPhase, boolean beforeLoad, boolean freshKeys)
      throws SweepUsageException {
    if (load && loadPhase) {
      throw new SweepUsageException(names.subject(LOAD) + " and " + names.loadPhase() + ": every step of a load "
          + "sweep loads already; give one of them");
    }
    if (beforeLoad && !load) {
      throw new SweepUsageException(names.subject(BEFORE_LOAD) + " needs " + names.reference(LOAD)
          + " (it runs before the load of a run sweep)");
    }
    if (freshKeys && !loadPhase) {
      throw new SweepUsageException(names.subject(FRESH_KEYS) + " needs " + names.loadPhase()
          + " (it gives every load step its own keys)");
    }
  }

  /** A sweep varies thread counts or target rates, never both. */
  public void checkOneDimension(boolean threadsVary, boolean targetsVary) throws SweepUsageException {
    if (threadsVary && targetsVary) {
      throw new SweepUsageException(names.subject(THREADS) + " and " + names.subject(TARGET) + " are both lists; "
          + "a sweep varies one of them (give the other a single value)");
    }
  }

  /** The capacity search's settings, or null without an SLO; the strings are as given, null where not. */
  public SearchOptions search(String slo, String operation, String precision, String descend)
      throws SweepUsageException {
    if (slo == null && descend != null) {
      throw new SweepUsageException(names.subject(SLO_DESCEND) + " needs " + names.subject(SLO)
          + " (it checks a capacity search)");
    }
    if (descend != null && precision != null) {
      throw new SweepUsageException(names.subject(SLO_PRECISION) + " does not apply with "
          + names.subject(SLO_DESCEND) + ", whose rates are a fixed ratio apart; drop one of them");
    }
    if (slo == null) {
      if (operation != null || precision != null) {
        throw new SweepUsageException(names.subject(operation != null ? SLO_OPERATION : SLO_PRECISION)
            + " needs " + names.subject(SLO) + " (it sets up a capacity search)");
      }
      return null;
    }
    String op = null;
    if (operation != null) {
      op = operation.strip().toUpperCase(Locale.ROOT);
      if (!RunResultBuilder.DB_OPERATIONS.contains(op)) {
        throw new SweepUsageException(names.subject(SLO_OPERATION) + " is '" + operation + "'; accepted: "
            + SLO_OPERATION.value().accepted());
      }
    }
    return new SearchOptions(Slo.parse(names.subject(SLO), slo), op,
        precision == null ? SearchOptions.DEFAULT_PRECISION : share(SLO_PRECISION, precision),
        descend == null ? null : share(SLO_DESCEND, descend));
  }

  /** What a capacity search decides itself, and so refuses. */
  public void checkSearch(boolean targetGiven, boolean threadsVary, boolean repeatGiven, boolean stopAfterKnee,
      boolean loadPhase) throws SweepUsageException {
    if (targetGiven) {
      throw new SweepUsageException(names.subject(SLO) + " searches the target rate itself; drop "
          + names.reference(TARGET));
    }
    if (threadsVary) {
      throw new SweepUsageException(names.subject(SLO) + " runs every step with one thread count; give "
          + names.reference(THREADS) + " one value");
    }
    if (repeatGiven || stopAfterKnee) {
      throw new SweepUsageException(names.subject(repeatGiven ? REPEAT : STOP_AFTER_KNEE) + " does not apply to a "
          + "capacity search (" + names.subject(SLO) + "), which confirms its answer with a repeat of its own");
    }
    if (loadPhase) {
      throw new SweepUsageException(names.subject(SLO) + " searches the run phase; drop " + names.loadPhase());
    }
  }

  /** 5% or 0.05; from 0.1% to 50%. */
  private double share(SweepOption option, String text) throws SweepUsageException {
    String t = text.strip();
    try {
      double v = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1).strip()) / 100
          : Double.parseDouble(t);
      if (v >= 0.001 && v <= 0.5) {
        return v;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new SweepUsageException(names.subject(option) + " is '" + text + "'; accepted: "
        + option.value().accepted());
  }
}
