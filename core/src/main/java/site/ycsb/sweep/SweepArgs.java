package site.ycsb.sweep;

import static site.ycsb.sweep.SweepOption.BEFORE_LOAD;
import static site.ycsb.sweep.SweepOption.BEFORE_STEP;
import static site.ycsb.sweep.SweepOption.FRESH_KEYS;
import static site.ycsb.sweep.SweepOption.KNEE_GAIN;
import static site.ycsb.sweep.SweepOption.LOAD;
import static site.ycsb.sweep.SweepOption.MAX_ERROR_RATE;
import static site.ycsb.sweep.SweepOption.NAME;
import static site.ycsb.sweep.SweepOption.OUT;
import static site.ycsb.sweep.SweepOption.PHASE;
import static site.ycsb.sweep.SweepOption.REPEAT;
import static site.ycsb.sweep.SweepOption.SLO;
import static site.ycsb.sweep.SweepOption.SLO_DESCEND;
import static site.ycsb.sweep.SweepOption.SLO_OPERATION;
import static site.ycsb.sweep.SweepOption.SLO_PRECISION;
import static site.ycsb.sweep.SweepOption.STEP_TIMEOUT;
import static site.ycsb.sweep.SweepOption.STOP_AFTER_KNEE;
import static site.ycsb.sweep.SweepOption.TARGET;
import static site.ycsb.sweep.SweepOption.THREADS;
import static site.ycsb.sweep.SweepOption.WARMUP_TIME;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import site.ycsb.PropertyReader;
import site.ycsb.engine.ClientArgs;
import site.ycsb.engine.ThreadModel;
import site.ycsb.engine.ValidityGuard;
import site.ycsb.launcher.BindingRegistry;

/**
 * Parses {@code sweep <binding> [sweep options] [ycsb options]}. Sweep options start with two dashes;
 * the ycsb options are upstream's and go to every step, except {@code -threads} and {@code -target},
 * which take a comma-separated list here (the swept dimension) or one value (fixed for every step).
 * Each option is read as the table ({@link SweepOption}) says; the rules between them are {@link SweepRules}.
 */
public final class SweepArgs {
  public static final String USAGE = SweepUsage.text();

  private static final SweepRules RULES = new SweepRules(OptionNames.COMMAND_LINE);

  private SweepArgs() {
  }

  /** Parses the arguments; the registry maps a binding name to its DB class. */
  public static SweepOptions parse(List<String> args, BindingRegistry registry) throws SweepUsageException {
    SweepCommandLine line = SweepCommandLine.read(args);
    if (!line.has(OUT)) {
      throw new SweepUsageException("--out DIR is required: the folder for sweep.json and the step results");
    }
    boolean load = line.has(LOAD);
    Phase phase = line.get(PHASE, Phase.RUN);
    boolean freshKeys = line.has(FRESH_KEYS);
    RULES.checkPhase(load, phase == Phase.LOAD, line.has(BEFORE_LOAD), freshKeys);
    int repeat = line.get(REPEAT, 1L).intValue();
    boolean stopAfterKnee = line.has(STOP_AFTER_KNEE);
    SearchOptions search = RULES.search(line.get(SLO, null), line.get(SLO_OPERATION, null),
        line.get(SLO_PRECISION, null), line.get(SLO_DESCEND, null));
    if (search != null) {
      String threadsList = line.get(THREADS, null);
      RULES.checkSearch(line.has(TARGET), threadsList != null && threadsList.contains(","), repeat != 1,
          stopAfterKnee, phase != Phase.RUN);
    }
    BindingChoice db = BindingChoice.of(line.binding(), line.dbOption(), registry);
    List<String> ycsb = new ArrayList<>(line.ycsbOptions());
    Properties props = clientProperties(ycsb, db.dbClass(), search);
    if (freshKeys) {
      FreshKeys.of(props);
    }
    SweepOptions.Builder options = SweepOptions.builder().binding(db.binding()).dbClass(db.dbClass())
        .workload(line.workload()).out(Paths.get(line.<String>get(OUT, null)).normalize()).load(load).repeat(repeat)
        .warmupSeconds(line.get(WARMUP_TIME, null)).maxErrorRate(line.get(MAX_ERROR_RATE,
            SweepOptions.DEFAULT_MAX_ERROR_RATE)).stepTimeoutSeconds(line.get(STEP_TIMEOUT, 0.0))
        .stopAfterKnee(stopAfterKnee).kneeGain(line.get(KNEE_GAIN, KneeDetector.DEFAULT_MIN_GAIN))
        .status(line.status()).ycsbOptions(ycsb).phase(phase).beforeStep(line.get(BEFORE_STEP, null))
        .freshKeys(freshKeys).name(line.get(NAME, null)).beforeLoad(line.get(BEFORE_LOAD, null)).search(search);
    return steps(options, line, props, search != null).build();
  }

  /**
   * The properties every step gets, checked here once rather than failed in every step; with a search, the
   * search's default arrivals are added to {@code ycsb} (every step after the probe gets them, unless the user
   * chose their own).
   */
  private static Properties clientProperties(List<String> ycsb, String dbClass, SearchOptions search)
      throws SweepUsageException {
    List<String> clientCheck = new ArrayList<>(ycsb);
    clientCheck.add("-db");
    clientCheck.add(dbClass);
    Properties props;
    try {
      props = ClientArgs.parse(clientCheck.toArray(new String[0])).properties();
      // The steps run on this JVM's Java: a thread model it cannot run fails here, not in every step.
      ThreadModel.check(new PropertyReader(props));
      // The validity limits (validity.mintargetratio, ...) would fail every step: refuse them before the first.
      ValidityGuard.from(new PropertyReader(props));
    } catch (IllegalArgumentException e) {
      throw new SweepUsageException(e.getMessage());
    }
    if (search != null) {
      List<String> arrivals = SearchArrivals.defaults(props);
      ycsb.addAll(arrivals);
      for (int i = 1; i < arrivals.size(); i += 2) {
        String[] kv = arrivals.get(i).split("=", 2);
        props.setProperty(kv[0], kv[1]);
      }
      try {
        SearchArrivals.describe(props);
      } catch (IllegalArgumentException e) {
        throw new SweepUsageException(e.getMessage());
      }
    }
    return props;
  }

  /** What the steps vary and the fixed threads or target of every step. */
  private static SweepOptions.Builder steps(SweepOptions.Builder options, SweepCommandLine line, Properties props,
      boolean search) throws SweepUsageException {
    List<Long> threads = line.steps(THREADS);
    List<Long> targets = line.steps(TARGET);
    try {
      PropertyReader p = new PropertyReader(props);
      if (search || (targets != null && targets.size() > 1)) {
        if (!search) {
          RULES.checkOneDimension(threads != null && threads.size() > 1, true);
        }
        return options.dimension(Dimension.TARGET).values(search ? List.of() : targets).target(0)
            .threads(threads != null ? threads.get(0).intValue() : p.intValue("threadcount", 1, 1));
      }
      return options.dimension(Dimension.THREADS).values(threads != null ? threads : SweepOptions.DEFAULT_THREADS)
          .threads(0).target(targets != null ? targets.get(0) : p.longValue("target", 0, 0));
    } catch (IllegalArgumentException e) {
      throw new SweepUsageException(e.getMessage());
    }
  }
}
