package site.ycsb.sweep;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import site.ycsb.Redactor;

/**
 * A sweep command line read against the table of {@link SweepOption}s: the sweep options given, each converted and
 * checked on its own, and the ycsb options that go to every step.
 *
 * @param given the sweep options given, with their values (Boolean.TRUE for a flag)
 * @param binding the binding named, or null
 * @param dbOption the {@code -db} class, or null
 * @param ycsbOptions {@code -P}, {@code -p}, {@code -l} with their values and {@code -s}, in the order given
 * @param workload the first {@code -P} file's name, or null
 * @param status whether {@code -s} was given
 */
record SweepCommandLine(Map<SweepOption, Object> given, String binding, String dbOption, List<String> ycsbOptions,
    String workload, boolean status) {

  /** The ycsb options a sweep passes to every step (besides -threads and -target, which are in the table). */
  static final List<String> PASSED = List.of("-P", "-p", "-s", "-l", "-db");

  SweepCommandLine {
    given = Collections.unmodifiableMap(new EnumMap<>(given));
    ycsbOptions = List.copyOf(ycsbOptions);
  }

  boolean has(SweepOption option) {
    return given.containsKey(option);
  }

  /** The option's value, or {@code otherwise} when it was not given. */
  @SuppressWarnings("unchecked")
  <T> T get(SweepOption option, T otherwise) {
    return given.containsKey(option) ? (T) given.get(option) : otherwise;
  }

  static SweepCommandLine read(List<String> args) throws SweepUsageException {
    Map<SweepOption, Object> given = new EnumMap<>(SweepOption.class);
    String binding = null;
    String dbOption = null;
    String workload = null;
    boolean status = false;
    List<String> ycsb = new ArrayList<>();
    Cursor in = new Cursor(args);
    while (in.hasNext()) {
      String arg = in.next();
      String name = arg.startsWith("--") && arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
      Optional<SweepOption> option = SweepOption.ofFlag(name);
      if (option.isPresent()) {
        given.put(option.get(), value(option.get(), name, arg, in));
        continue;
      }
      switch (name) {
        case "-db" -> dbOption = in.value(arg);
        case "-P", "-p", "-l" -> {
          String value = in.value(arg);
          PassedOptions.check(arg, value);
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
            throw new SweepUsageException("unknown option '" + arg + "'; accepted: " + accepted()
                + " (see bin/ycsb sweep --help)");
          }
          if (binding != null) {
            throw new SweepUsageException("unexpected argument '" + Redactor.redactArgument(arg)
                + "': only one binding may be named (it is '" + binding + "')");
          }
          binding = arg;
        }
      }
    }
    return new SweepCommandLine(given, binding, dbOption, ycsb, workload, status);
  }

  /** Step lists stay text here: the rules between options speak first, then {@link #steps} reads them. */
  private static Object value(SweepOption option, String name, String arg, Cursor in) throws SweepUsageException {
    return switch (option.value().kind()) {
      case FLAG -> Boolean.TRUE;
      case STEPS -> in.value(arg);
      default -> option.value().read(name, in.value(arg));
    };
  }

  /** The values of a step list option, or null when it was not given. */
  List<Long> steps(SweepOption option) throws SweepUsageException {
    String text = get(option, null);
    @SuppressWarnings("unchecked")
    List<Long> ret = text == null ? null : (List<Long>) option.value().read(option.flag(), text);
    return ret;
  }

  /** Every option a sweep takes: its own long options, then -threads and -target, then the passed ones. */
  static String accepted() {
    List<String> flags = Arrays.stream(SweepOption.values()).map(SweepOption::flag).toList();
    return Stream.of(flags.stream().filter(f -> f.startsWith("--")), flags.stream().filter(f -> !f.startsWith("--")),
        PASSED.stream()).flatMap(s -> s).collect(Collectors.joining(", "));
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
