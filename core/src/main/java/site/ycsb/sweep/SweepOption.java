package site.ycsb.sweep;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import site.ycsb.results.RunResultBuilder;

/**
 * The one table of sweep options: each option's name, value, accepted values, default, help and the key a plan file
 * gives it. The sweep's command-line parser, a plan's reading of its sweep keys, both usage texts, the
 * "accepted:" messages and the check of the reference docs are all built from it, in this order.
 */
public enum SweepOption {
  OUT("--out", "DIR", null, OptionValue.text("a new or empty folder"), "required",
      "folder for sweep.json and one results directory per step (required, new)"),
  THREADS("-threads", "LIST", "threads", OptionValue.steps(Integer.MAX_VALUE), "8,16,32,64,128",
      "thread counts to step through (default 8,16,32,64,128); one value with a",
      "-target list: the threads of every step"),
  TARGET("-target", "LIST", "targets", OptionValue.steps(Long.MAX_VALUE), "(none)",
      "target rates (ops/s) to step through instead; one value with a -threads",
      "list: the target of every step"),
  LOAD("--load", null, null, OptionValue.flag(), "off",
      "run the load phase first (in load/), with the first step's threads"),
  PHASE("--phase", "run|load", null, OptionValue.phase(), "run",
      "what every step runs (default run); load: every step loads recordcount",
      "(or insertcount) records with its own threads"),
  BEFORE_STEP("--before-step", "'CMD'", null, OptionValue.nonBlank(Texts.COMMAND), "(none)",
      "shell command run before each step and before the load, e.g.",
      "'redis-cli -p 6379 flushall'; a failing command fails that step"),
  BEFORE_LOAD("--before-load", "'CMD'", null, OptionValue.nonBlank(Texts.COMMAND), "(none)",
      "shell command run before the load of a run sweep (--load) instead of",
      "--before-step, e.g. a flush that the run steps must not repeat"),
  FRESH_KEYS("--fresh-keys", null, null, OptionValue.flag(), "off",
      "--phase load: step k inserts keys from insertstart + k * count"),
  NAME("--name", "NAME", null, OptionValue.nonBlank("a name, e.g. redis-aof"), "the binding's",
      "the database's name in the report (default: the binding's), e.g. redis-aof"),
  REPEAT("--repeat", "N", "repeat", OptionValue.whole(1, 1000), "1",
      "run every step N times; median and min/max per value (default 1)"),
  WARMUP_TIME("--warmup-time", "S", "warmup-time", OptionValue.decimal(0, 86_400, "seconds from 0 to 86400"),
      "(none)", "seconds of warm-up per step, not measured (sets warmup.time)"),
  MAX_ERROR_RATE("--max-error-rate", "F", "max-error-rate", OptionValue.decimal(0, 1, "a fraction from 0 to 1"),
      "0.01", "a step with errors/operations above F fails (default 0.01)"),
  STEP_TIMEOUT("--step-timeout", "S", null, OptionValue.decimal(0, 31_536_000, "seconds > 0 (0: none)"), "(none)",
      "stop a step after S seconds and mark it failed (default: none)"),
  KNEE_GAIN("--knee-gain", "F", null, OptionValue.decimalAbove(0, 100, "a fraction > 0, e.g. 0.10"), "0.10",
      "knee: throughput gain below F while p95 grows faster (default 0.10)"),
  STOP_AFTER_KNEE("--stop-after-knee", null, "stop-after-knee", OptionValue.flag(), "off",
      "end the sweep after the knee step"),
  SLO("--slo", "'p99<=10ms'", "slo", OptionValue.text(Slo.ACCEPTED), "(none)",
      "capacity search instead of a list: the highest -target rate whose response",
      "time (intended time) meets p50|p95|p99|p99.9 <= N us|ms|s and whose run",
      "passes every validity guard (probe, bracket, bisect, confirm, a low",
      "capacity rechecked at twice its rate; a rate meets the SLO when its",
      "two tries do, or, when they disagree, three tries' operations pooled",
      "do; at most 61 + 6 x ceil(log2(1/precision)) steps, 91 at 5%)"),
  SLO_OPERATION("--slo-operation", "OP", "slo-operation",
      OptionValue.text("one of " + new TreeSet<>(RunResultBuilder.DB_OPERATIONS)), "every operation",
      "the operation that must meet the SLO, e.g. READ (default: every operation",
      "of the workload; the worst one decides)"),
  SLO_PRECISION("--slo-precision", "P", "slo-precision", OptionValue.text(Texts.SHARE), "5%",
      "relative width of the final bracket, e.g. 5% or 0.05 (default 5%)"),
  SLO_DESCEND("--slo-descend", "S", "slo-descend", OptionValue.text(Texts.SHARE), "(none: the search)",
      "the search's brute-force check instead: rates S apart (e.g. 10%) down from",
      "the probe's, each judged as the search judges a rate, to 2 rates below",
      "the highest that meets the SLO (its capacity)");

  private final String flag;
  private final String metavar;
  private final String planKey;
  private final OptionValue value;
  private final String byDefault;
  private final List<String> help;

  SweepOption(String flag, String metavar, String planKey, OptionValue value, String byDefault, String... help) {
    this.flag = flag;
    this.metavar = metavar;
    this.planKey = planKey;
    this.value = value;
    this.byDefault = byDefault;
    this.help = List.of(help);
  }

  /** The name on the command line, e.g. "--out" or "-threads". */
  public String flag() {
    return flag;
  }

  /** The option with its value's placeholder, e.g. "--out DIR", as the usage and the docs write it. */
  public String synopsis() {
    return metavar == null ? flag : flag + " " + metavar;
  }

  /** The plan file's key for this option, if a plan has one. */
  public Optional<String> planKey() {
    return Optional.ofNullable(planKey);
  }

  public OptionValue value() {
    return value;
  }

  /** What applies when the option is not given, as the reference docs say it. */
  public String byDefault() {
    return byDefault;
  }

  /** The usage text's help, one line or a few wrapped ones. */
  public List<String> help() {
    return help;
  }

  /** The option named {@code flag} on the command line. */
  public static Optional<SweepOption> ofFlag(String flag) {
    return Arrays.stream(values()).filter(o -> o.flag.equals(flag)).findFirst();
  }

  /** The options a plan file sets by key, in table order. */
  public static List<SweepOption> planOptions() {
    return Arrays.stream(values()).filter(o -> o.planKey != null).toList();
  }

  /** Accepted texts more than one option shares. */
  private static final class Texts {
    static final String COMMAND = "a shell command, e.g. 'redis-cli -p 6379 flushall'";
    static final String SHARE = "a share from 0.1% to 50%, e.g. 5% or 0.05";
  }
}
