package site.ycsb.sweep;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;
import site.ycsb.PropertyReader;
import site.ycsb.Redactor;
import site.ycsb.engine.ClientArgs;
import site.ycsb.engine.ThreadModel;
import site.ycsb.engine.ValidityGuard;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.results.RunResultBuilder;

/**
 * Parses {@code sweep <binding> [sweep options] [ycsb options]}. Sweep options start with two dashes;
 * the ycsb options are upstream's and go to every step, except {@code -threads} and {@code -target},
 * which take a comma-separated list here (the swept dimension) or one value (fixed for every step).
 */
public final class SweepArgs {
  public static final String USAGE = String.join(System.lineSeparator(),
      "Usage: bin/ycsb sweep <binding> -P <workload> [-threads 8,16,32 | -target 1000,2000] --out DIR [options]",
      "Sweep options:",
      "  --out DIR              folder for sweep.json and one results directory per step (required, new)",
      "  -threads LIST          thread counts to step through (default 8,16,32,64,128); one value with a",
      "                         -target list: the threads of every step",
      "  -target LIST           target rates (ops/s) to step through instead; one value with a -threads",
      "                         list: the target of every step",
      "  --load                 run the load phase first (in load/), with the first step's threads",
      "  --phase run|load       what every step runs (default run); load: every step loads recordcount",
      "                         (or insertcount) records with its own threads",
      "  --before-step 'CMD'    shell command run before each step and before the load, e.g.",
      "                         'redis-cli -p 6379 flushall'; a failing command fails that step",
      "  --before-load 'CMD'    shell command run before the load of a run sweep (--load) instead of",
      "                         --before-step, e.g. a flush that the run steps must not repeat",
      "  --fresh-keys           --phase load: step k inserts keys from insertstart + k * count",
      "  --name NAME            the database's name in the report (default: the binding's), e.g. redis-aof",
      "  --repeat N             run every step N times; median and min/max per value (default 1)",
      "  --warmup-time S        seconds of warm-up per step, not measured (sets warmup.time)",
      "  --max-error-rate F     a step with errors/operations above F fails (default 0.01)",
      "  --step-timeout S       stop a step after S seconds and mark it failed (default: none)",
      "  --knee-gain F          knee: throughput gain below F while p95 grows faster (default 0.10)",
      "  --stop-after-knee      end the sweep after the knee step",
      "  --slo 'p99<=10ms'      capacity search instead of a list: the highest -target rate whose response",
      "                         time (intended time) meets p50|p95|p99|p99.9 <= N us|ms|s and whose run",
      "                         passes every validity guard (probe, bracket, bisect, confirm, a low",
      "                         capacity rechecked at twice its rate; a rate meets the SLO when its",
      "                         two tries do, or, when they disagree, three tries' operations pooled",
      "                         do; at most 61 + 6 x ceil(log2(1/precision)) steps, 91 at 5%)",
      "  --slo-operation OP     the operation that must meet the SLO, e.g. READ (default: every operation",
      "                         of the workload; the worst one decides)",
      "  --slo-precision P      relative width of the final bracket, e.g. 5% or 0.05 (default 5%)",
      "  --slo-descend S        the search's brute-force check instead: rates S apart (e.g. 10%) down from",
      "                         the probe's, each judged as the search judges a rate, to 2 rates below",
      "                         the highest that meets the SLO (its capacity)",
      "ycsb options, passed to every step: -P file, -p key=value, -s, -l label, -db class");

  /** The most values a -threads or -target list may have: each is a step (repeated --repeat times). */
  public static final int MAX_VALUES = 1000;
  private static final String LIST_HINT = "a comma-separated list of whole numbers >= 1 in increasing order, "
      + "e.g. 8,16,32";

  private SweepArgs() {
  }

  /** Parses the arguments; the registry maps a binding name to its DB class. */
  public static SweepOptions parse(List<String> args, BindingRegistry registry) throws SweepUsageException {
    Cursor in = new Cursor(args);
    String positional = null;
    String dbOption = null;
    String out = null;
    String threadsList = null;
    String targetList = null;
    boolean load = false;
    Phase phase = Phase.RUN;
    String beforeStep = null;
    boolean freshKeys = false;
    String dbName = null;
    String beforeLoad = null;
    boolean stopAfterKnee = false;
    boolean status = false;
    int repeat = 1;
    Double warmup = null;
    double maxErrorRate = SweepOptions.DEFAULT_MAX_ERROR_RATE;
    double stepTimeout = 0;
    double kneeGain = KneeDetector.DEFAULT_MIN_GAIN;
    List<String> ycsb = new ArrayList<>();
    String workload = null;
    String sloText = null;
    String sloOperation = null;
    String sloPrecision = null;
    String sloDescend = null;
    while (in.hasNext()) {
      String arg = in.next();
      String name = arg.startsWith("--") && arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
      switch (name) {
        case "--out" -> out = in.value(arg);
        case "--load" -> load = true;
        case "--phase" -> phase = phase(in.value(arg));
        case "--before-step" -> beforeStep = nonBlank(arg, in.value(arg));
        case "--fresh-keys" -> freshKeys = true;
        case "--before-load" -> beforeLoad = nonBlank(arg, in.value(arg));
        case "--name" -> dbName = nonBlank(arg, in.value(arg));
        case "--stop-after-knee" -> stopAfterKnee = true;
        case "--repeat" -> repeat = (int) wholeNumber(arg, in.value(arg), 1, 1000);
        case "--warmup-time" -> warmup = decimal(arg, in.value(arg), 0, 86_400, "seconds >= 0");
        case "--max-error-rate" -> maxErrorRate = decimal(arg, in.value(arg), 0, 1, "a fraction from 0 to 1");
        case "--step-timeout" -> stepTimeout = decimal(arg, in.value(arg), 0, 31_536_000, "seconds > 0 (0: none)");
        case "--knee-gain" -> kneeGain = decimal(arg, in.value(arg), 0, 100, "a fraction > 0, e.g. 0.10");
        case "--slo" -> sloText = in.value(arg);
        case "--slo-operation" -> sloOperation = in.value(arg);
        case "--slo-precision" -> sloPrecision = in.value(arg);
        case "--slo-descend" -> sloDescend = in.value(arg);
        case "-threads" -> threadsList = in.value(arg);
        case "-target" -> targetList = in.value(arg);
        case "-db" -> dbOption = in.value(arg);
        case "-P", "-p", "-l" -> {
          String value = in.value(arg);
          checkPassedOption(arg, value);
          if (arg.equals("-P") && workload == null) {
            workload = Paths.get(value).getFileName().toString();
          }
          ycsb.add(arg);
          ycsb.add(value);
        }
        case "-s" -> {
          status = true;
          ycsb.add(arg);
        }
        case "-t" -> {
        // every step is a transaction phase anyway
        }
        case "-load" ->
            throw new SweepUsageException("-load is not a sweep option; use --load to load before the steps");
        default -> {
          if (arg.startsWith("-")) {
            throw new SweepUsageException("unknown option '" + arg + "'; accepted: --out, --load, --phase, "
                + "--before-step, --before-load, --fresh-keys, --name, --repeat, "
                + "--warmup-time, --max-error-rate, --step-timeout, --knee-gain, --stop-after-knee, --slo, "
                + "--slo-operation, --slo-precision, --slo-descend, -threads, "
                + "-target, -P, -p, -s, -l, -db (see bin/ycsb sweep --help)");
          }
          if (positional != null) {
            throw new SweepUsageException("unexpected argument '" + Redactor.redactArgument(arg)
              + "': only one binding may be named (it is '" + positional + "')");
          }
          positional = arg;
        }
      }
    }
    if (out == null) {
      throw new SweepUsageException("--out DIR is required: the folder for sweep.json and the step results");
    }
    if (load && phase == Phase.LOAD) {
      throw new SweepUsageException("--load and --phase load: every step of a load sweep loads already; "
          + "give one of them");
    }
    if (beforeLoad != null && !load) {
      throw new SweepUsageException("--before-load needs --load (it runs before the load of a run sweep)");
    }
    if (freshKeys && phase != Phase.LOAD) {
      throw new SweepUsageException("--fresh-keys needs --phase load (it gives every load step its own keys)");
    }
    if (kneeGain <= 0) {
      throw new SweepUsageException("--knee-gain is '0'; accepted: a fraction > 0, e.g. 0.10");
    }
    SearchOptions search = search(sloText, sloOperation, sloPrecision, sloDescend);
    if (search != null) {
      checkSearch(threadsList, targetList, repeat, stopAfterKnee, phase);
    }
    String dbClass = resolveDbClass(positional, dbOption, registry);
    String binding = positional != null && registry.classOf(positional).isPresent()
        ? positional : registry.nameOf(dbClass).orElse(null);

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
      // Every step after the probe gets the search's default arrivals, unless the user chose their own.
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
    if (freshKeys) {
      FreshKeys.of(props);
    }
    List<Long> threads = threadsList == null ? null : list("-threads", threadsList, Integer.MAX_VALUE);
    List<Long> targets = targetList == null ? null : list("-target", targetList, Long.MAX_VALUE);
    Dimension dimension;
    List<Long> values;
    int fixedThreads;
    long fixedTarget;
    try {
      PropertyReader p = new PropertyReader(props);
      if (search != null) {
        dimension = Dimension.TARGET;
        values = List.of();
        fixedThreads = threads != null ? threads.get(0).intValue() : p.intValue("threadcount", 1, 1);
        fixedTarget = 0;
      } else if (targets != null && targets.size() > 1) {
        if (threads != null && threads.size() > 1) {
          throw new SweepUsageException("-threads and -target are both lists; a sweep varies one of them "
              + "(give the other a single value)");
        }
        dimension = Dimension.TARGET;
        values = targets;
        fixedThreads = threads != null ? threads.get(0).intValue() : p.intValue("threadcount", 1, 1);
        fixedTarget = 0;
      } else {
        dimension = Dimension.THREADS;
        values = threads != null ? threads : SweepOptions.DEFAULT_THREADS;
        fixedThreads = 0;
        fixedTarget = targets != null ? targets.get(0) : p.longValue("target", 0, 0);
      }
    } catch (IllegalArgumentException e) {
      throw new SweepUsageException(e.getMessage());
    }
    return new SweepOptions(binding, dbClass, workload, dimension, values, fixedThreads, fixedTarget,
        Paths.get(out).normalize(), load, repeat, warmup, maxErrorRate, stepTimeout, stopAfterKnee, kneeGain, status,
        List.copyOf(ycsb), phase, beforeStep, freshKeys, dbName, beforeLoad, search);
  }

  /** The capacity search's settings, or null without --slo. */
  public static SearchOptions search(String slo, String operation, String precision) throws SweepUsageException {
    return search(slo, operation, precision, null);
  }

  /** The capacity search's settings, or its brute-force check's with {@code descend}; null without --slo. */
  public static SearchOptions search(String slo, String operation, String precision, String descend)
      throws SweepUsageException {
    if (slo == null && descend != null) {
      throw new SweepUsageException("--slo-descend needs --slo (it checks a capacity search)");
    }
    if (descend != null && precision != null) {
      throw new SweepUsageException("--slo-precision does not apply with --slo-descend, whose rates are a fixed "
          + "ratio apart; drop one of them");
    }
    if (slo == null) {
      if (operation != null || precision != null) {
        throw new SweepUsageException((operation != null ? "--slo-operation" : "--slo-precision")
            + " needs --slo (it sets up a capacity search)");
      }
      return null;
    }
    String op = null;
    if (operation != null) {
      op = operation.strip().toUpperCase(Locale.ROOT);
      if (!RunResultBuilder.DB_OPERATIONS.contains(op)) {
        throw new SweepUsageException("--slo-operation is '" + operation + "'; accepted: one of "
            + new TreeSet<>(RunResultBuilder.DB_OPERATIONS));
      }
    }
    return new SearchOptions(Slo.parse("--slo", slo), op,
        precision == null ? SearchOptions.DEFAULT_PRECISION : precision("--slo-precision", precision),
        descend == null ? null : precision("--slo-descend", descend));
  }

  /** 5% or 0.05; from 0.1% to 50%. */
  private static double precision(String option, String text) throws SweepUsageException {
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
    throw new SweepUsageException(option + " is '" + text + "'; accepted: a share from 0.1% to 50%, e.g. 5% "
        + "or 0.05");
  }

  private static void checkSearch(String threadsList, String targetList, int repeat, boolean stopAfterKnee,
      Phase phase) throws SweepUsageException {
    if (targetList != null) {
      throw new SweepUsageException("--slo searches the target rate itself; drop -target");
    }
    if (threadsList != null && threadsList.contains(",")) {
      throw new SweepUsageException("--slo runs every step with one thread count; give -threads one value");
    }
    if (repeat != 1 || stopAfterKnee) {
      throw new SweepUsageException((repeat != 1 ? "--repeat" : "--stop-after-knee") + " does not apply to a "
          + "capacity search (--slo), which confirms its answer with a repeat of its own");
    }
    if (phase != Phase.RUN) {
      throw new SweepUsageException("--slo searches the run phase; drop --phase load");
    }
  }

  private static Phase phase(String text) throws SweepUsageException {
    for (Phase p : Phase.values()) {
      if (p.label().equals(text.strip())) {
        return p;
      }
    }
    throw new SweepUsageException("--phase is '" + text + "'; accepted: run, load");
  }

  private static String nonBlank(String option, String text) throws SweepUsageException {
    if (text.isBlank()) {
      throw new SweepUsageException(optionName(option) + " is empty; accepted: a shell command, e.g. "
          + "'redis-cli -p 6379 flushall'");
    }
    return text;
  }

  /**
   * Every step reads the workload files again, in a JVM of its own: a pipe ({@code -P <(...)}) is read once and
   * is not open in the steps, so the sweep refuses it rather than fail every step with a file that "does not exist".
   */
  private static void checkWorkloadFile(String value) throws SweepUsageException {
    Path file = Paths.get(value);
    if (Files.isDirectory(file)) {
      throw new SweepUsageException("-P " + value + " is a directory, not a workload file");
    }
    if (Files.exists(file) && !Files.isRegularFile(file)) {
      throw new SweepUsageException("-P " + value + " is not a regular file (a pipe or device): every step reads "
          + "the workload files again, so save it to a file first (e.g. COMMAND > workload.properties) and give that");
    }
    // Standard input redirected from a file leads to a regular file, yet it is this process's descriptor.
    String descriptor = ProcessDescriptorPath.named(file);
    if (descriptor != null) {
      throw new SweepUsageException("-P " + value + " names " + descriptor + " of this process, not a file: every "
          + "step reads the workload files again in a JVM of its own, where it is not the same; save it to a file "
          + "first (e.g. COMMAND > workload.properties) and give that");
    }
  }

  private static void checkPassedOption(String option, String value) throws SweepUsageException {
    if (option.equals("-P")) {
      checkWorkloadFile(value);
      return;
    }
    if (!option.equals("-p")) {
      return;
    }
    String key = value.contains("=") ? value.substring(0, value.indexOf('=')).trim() : value;
    if (key.equals("results.dir")) {
      throw new SweepUsageException("-p results.dir cannot be given to a sweep: every step writes its own "
          + "results directory under --out");
    }
  }

  private static String resolveDbClass(String positional, String dbOption, BindingRegistry registry)
      throws SweepUsageException {
    String fromBinding = null;
    if (positional != null) {
      fromBinding = registry.classOf(positional).orElse(null);
      if (fromBinding == null && positional.contains(".")) {
        fromBinding = positional; // a DB class name, as upstream's -db takes
      }
      if (fromBinding == null) {
        throw new SweepUsageException("unknown binding '" + positional + "'; expected one of: "
            + (registry.names().isEmpty() ? "(no binding registry found; use -db CLASS)" : registry.names()));
      }
    }
    if (dbOption != null && fromBinding != null && !dbOption.equals(fromBinding)) {
      throw new SweepUsageException("binding '" + positional + "' is " + fromBinding + " but -db says " + dbOption
          + "; give one of them");
    }
    if (dbOption == null && fromBinding == null) {
      throw new SweepUsageException("no binding given: bin/ycsb sweep <binding> ...; bindings: "
          + (registry.names().isEmpty() ? "(no registry found; use -db CLASS)" : registry.names()));
    }
    return dbOption != null ? dbOption : fromBinding;
  }

  static List<Long> list(String option, String text, long max) throws SweepUsageException {
    List<Long> ret = new ArrayList<>();
    String[] parts = text.split(",", -1);
    if (parts.length > MAX_VALUES) {
      throw new SweepUsageException(option + " has " + parts.length + " values; accepted: at most " + MAX_VALUES
          + " (each is a step)");
    }
    for (String part : parts) {
      long v;
      try {
        v = Long.parseLong(part.strip());
      } catch (NumberFormatException e) {
        throw new SweepUsageException(option + " is '" + text + "'; accepted: " + LIST_HINT);
      }
      if (v < 1 || v > max || (!ret.isEmpty() && v <= ret.get(ret.size() - 1))) {
        throw new SweepUsageException(option + " is '" + text + "'; accepted: " + LIST_HINT);
      }
      ret.add(v);
    }
    return List.copyOf(ret);
  }

  private static long wholeNumber(String option, String text, long min, long max) throws SweepUsageException {
    try {
      long v = Long.parseLong(text.strip());
      if (v >= min && v <= max) {
        return v;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new SweepUsageException(optionName(option) + " is '" + text + "'; accepted: a whole number from " + min
        + " to " + max);
  }

  private static double decimal(String option, String text, double min, double max, String accepted)
      throws SweepUsageException {
    try {
      double v = Double.parseDouble(text.strip());
      if (v >= min && v <= max) {
        return v;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new SweepUsageException(optionName(option) + " is '" + text + "'; accepted: " + accepted);
  }

  private static String optionName(String arg) {
    return arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
  }

  /** Walks the arguments; {@code --name=value} carries its value inline. */
  private static final class Cursor {
    private final List<String> args;
    private int i;

    Cursor(List<String> args) {
      this.args = args;
    }

    boolean hasNext() {
      return i < args.size();
    }

    String next() {
      return args.get(i++);
    }

    String value(String arg) throws SweepUsageException {
      if (arg.startsWith("--") && arg.contains("=")) {
        return arg.substring(arg.indexOf('=') + 1);
      }
      if (i >= args.size()) {
        throw new SweepUsageException("option " + arg + " needs a value");
      }
      // `--slo --out DIR` forgot the SLO: taking "--out" as it would blame DIR as a stray argument.
      if (args.get(i).startsWith("--")) {
        throw new SweepUsageException("option " + arg + " needs a value, not the option " + args.get(i)
            + " (write " + arg + "=VALUE for a value that starts with --)");
      }
      return args.get(i++);
    }
  }
}
