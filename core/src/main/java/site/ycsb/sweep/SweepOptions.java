package site.ycsb.sweep;

import java.nio.file.Path;
import java.util.List;

/**
 * A parsed sweep command line: an immutable value made by its {@link Builder} (which starts from the defaults).
 */
public final class SweepOptions {
  public static final List<Long> DEFAULT_THREADS = List.of(8L, 16L, 32L, 64L, 128L);
  public static final double DEFAULT_MAX_ERROR_RATE = 0.01;
  private final String binding;
  private final String dbClass;
  private final String workload;
  private final Dimension dimension;
  private final List<Long> values;
  private final int threads;
  private final long target;
  private final Path out;
  private final boolean load;
  private final int repeat;
  private final Double warmupSeconds;
  private final double maxErrorRate;
  private final double stepTimeoutSeconds;
  private final boolean stopAfterKnee;
  private final double kneeGain;
  private final boolean status;
  private final List<String> ycsbOptions;
  private final Phase phase;
  private final String beforeStep;
  private final boolean freshKeys;
  private final String name;
  private final String beforeLoad;
  private final SearchOptions search;

  private SweepOptions(Builder b) {
    this.binding = b.binding;
    this.dbClass = b.dbClass;
    this.workload = b.workload;
    this.dimension = b.dimension;
    this.values = List.copyOf(b.values);
    this.threads = b.threads;
    this.target = b.target;
    this.out = b.out;
    this.load = b.load;
    this.repeat = b.repeat;
    this.warmupSeconds = b.warmupSeconds;
    this.maxErrorRate = b.maxErrorRate;
    this.stepTimeoutSeconds = b.stepTimeoutSeconds;
    this.stopAfterKnee = b.stopAfterKnee;
    this.kneeGain = b.kneeGain;
    this.status = b.status;
    this.ycsbOptions = List.copyOf(b.ycsbOptions);
    this.phase = b.phase;
    this.beforeStep = b.beforeStep;
    this.freshKeys = b.freshKeys;
    this.name = b.name;
    this.beforeLoad = b.beforeLoad;
    this.search = b.search;
  }

  /** A builder holding the defaults of every option. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this sweep's options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.binding = binding;
    b.dbClass = dbClass;
    b.workload = workload;
    b.dimension = dimension;
    b.values = values;
    b.threads = threads;
    b.target = target;
    b.out = out;
    b.load = load;
    b.repeat = repeat;
    b.warmupSeconds = warmupSeconds;
    b.maxErrorRate = maxErrorRate;
    b.stepTimeoutSeconds = stepTimeoutSeconds;
    b.stopAfterKnee = stopAfterKnee;
    b.kneeGain = kneeGain;
    b.status = status;
    b.ycsbOptions = ycsbOptions;
    b.phase = phase;
    b.beforeStep = beforeStep;
    b.freshKeys = freshKeys;
    b.name = name;
    b.beforeLoad = beforeLoad;
    b.search = search;
    return b;
  }

  /** The same sweep with other options for the child clients. */
  public SweepOptions withYcsbOptions(List<String> options) {
    return toBuilder().ycsbOptions(options).build();
  }

  /** Threads of a step with this value. */
  public int threadsAt(long value) {
    return dimension == Dimension.THREADS ? (int) value : threads;
  }

  /** Target rate of a step with this value (0: unlimited). */
  public long targetAt(long value) {
    return dimension == Dimension.TARGET ? value : target;
  }

  /** The binding name, or null when only {@code -db} was given. */
  public String binding() {
    return binding;
  }

  /** The DB class every step runs. */
  public String dbClass() {
    return dbClass;
  }

  /** The first {@code -P} file's name (e.g. workloada), or null. */
  public String workload() {
    return workload;
  }

  /** What the steps vary: thread counts or target rates. */
  public Dimension dimension() {
    return dimension;
  }

  /** The planned step values, strictly increasing. */
  public List<Long> values() {
    return values;
  }

  /** Thread count of every step when sweeping target rates (ignored for a threads sweep). */
  public int threads() {
    return threads;
  }

  /** Target rate of every step when sweeping threads, 0 for none (ignored for a target sweep). */
  public long target() {
    return target;
  }

  /** The folder for sweep.json and the steps' results. */
  public Path out() {
    return out;
  }

  /** Whether the load phase runs first. */
  public boolean load() {
    return load;
  }

  /** Runs per step value. */
  public int repeat() {
    return repeat;
  }

  /** Seconds of warm-up per step, or null to leave ycsb's properties alone. */
  public Double warmupSeconds() {
    return warmupSeconds;
  }

  /** A step with errors/operations above this fails. */
  public double maxErrorRate() {
    return maxErrorRate;
  }

  /** Seconds after which a step is stopped, 0 for none. */
  public double stepTimeoutSeconds() {
    return stepTimeoutSeconds;
  }

  /** Whether the sweep ends after the knee step. */
  public boolean stopAfterKnee() {
    return stopAfterKnee;
  }

  /** The knee's throughput gain threshold. */
  public double kneeGain() {
    return kneeGain;
  }

  /** Whether {@code -s} was given. */
  public boolean status() {
    return status;
  }

  /** Options passed to every child client as given ({@code -P}, {@code -p}, {@code -s}, {@code -l}). */
  public List<String> ycsbOptions() {
    return ycsbOptions;
  }

  /** What every step runs: the transaction phase, or the load phase with the step's threads. */
  public Phase phase() {
    return phase;
  }

  /** A shell command run before each step (and before the load of a run sweep), or null. */
  public String beforeStep() {
    return beforeStep;
  }

  /** Load phase only: step k inserts keys from {@code insertstart + k * count}. */
  public boolean freshKeys() {
    return freshKeys;
  }

  /** The database's name in the report (e.g. redis-aof), or null for the binding's name. */
  public String name() {
    return name;
  }

  /** A shell command run before the load of a run sweep instead of {@code beforeStep}, or null. */
  public String beforeLoad() {
    return beforeLoad;
  }

  /** The capacity search ({@code --slo}) that replaces the planned steps, or null for a sweep. */
  public SearchOptions search() {
    return search;
  }

  /** Collects a sweep's options; unset ones keep their defaults. */
  public static final class Builder {
    private String binding = null;
    private String dbClass = null;
    private String workload = null;
    private Dimension dimension = Dimension.THREADS;
    private List<Long> values = DEFAULT_THREADS;
    private int threads = 0;
    private long target = 0;
    private Path out = null;
    private boolean load = false;
    private int repeat = 1;
    private Double warmupSeconds = null;
    private double maxErrorRate = DEFAULT_MAX_ERROR_RATE;
    private double stepTimeoutSeconds = 0;
    private boolean stopAfterKnee = false;
    private double kneeGain = KneeDetector.DEFAULT_MIN_GAIN;
    private boolean status = false;
    private List<String> ycsbOptions = List.of();
    private Phase phase = Phase.RUN;
    private String beforeStep = null;
    private boolean freshKeys = false;
    private String name = null;
    private String beforeLoad = null;
    private SearchOptions search = null;

    private Builder() {
    }

    public SweepOptions build() {
      return new SweepOptions(this);
    }

    public Builder binding(String binding) {
      this.binding = binding;
      return this;
    }

    public Builder dbClass(String dbClass) {
      this.dbClass = dbClass;
      return this;
    }

    public Builder workload(String workload) {
      this.workload = workload;
      return this;
    }

    public Builder dimension(Dimension dimension) {
      this.dimension = dimension;
      return this;
    }

    public Builder values(List<Long> values) {
      this.values = values;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    public Builder target(long target) {
      this.target = target;
      return this;
    }

    public Builder out(Path out) {
      this.out = out;
      return this;
    }

    public Builder load(boolean load) {
      this.load = load;
      return this;
    }

    public Builder repeat(int repeat) {
      this.repeat = repeat;
      return this;
    }

    public Builder warmupSeconds(Double warmupSeconds) {
      this.warmupSeconds = warmupSeconds;
      return this;
    }

    public Builder maxErrorRate(double maxErrorRate) {
      this.maxErrorRate = maxErrorRate;
      return this;
    }

    public Builder stepTimeoutSeconds(double stepTimeoutSeconds) {
      this.stepTimeoutSeconds = stepTimeoutSeconds;
      return this;
    }

    public Builder stopAfterKnee(boolean stopAfterKnee) {
      this.stopAfterKnee = stopAfterKnee;
      return this;
    }

    public Builder kneeGain(double kneeGain) {
      this.kneeGain = kneeGain;
      return this;
    }

    public Builder status(boolean status) {
      this.status = status;
      return this;
    }

    public Builder ycsbOptions(List<String> ycsbOptions) {
      this.ycsbOptions = ycsbOptions;
      return this;
    }

    public Builder phase(Phase phase) {
      this.phase = phase;
      return this;
    }

    public Builder beforeStep(String beforeStep) {
      this.beforeStep = beforeStep;
      return this;
    }

    public Builder freshKeys(boolean freshKeys) {
      this.freshKeys = freshKeys;
      return this;
    }

    public Builder name(String name) {
      this.name = name;
      return this;
    }

    public Builder beforeLoad(String beforeLoad) {
      this.beforeLoad = beforeLoad;
      return this;
    }

    public Builder search(SearchOptions search) {
      this.search = search;
      return this;
    }
  }
}
