package site.ycsb;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import site.ycsb.engine.BenchmarkRun;
import site.ycsb.engine.ClientArgs;
import site.ycsb.engine.PropertyTypos;
import site.ycsb.engine.ThreadModel;
import site.ycsb.tool.ExitCode;

/**
 * The command-line client: {@code java site.ycsb.Client -db CLASS -P workload [-p k=v]... -load|-t}.
 * Arguments, properties and output are those of YCSB 0.17.0.
 */
public final class Client {
  public static final String DEFAULT_RECORD_COUNT = "0";
  public static final String OPERATION_COUNT_PROPERTY = "operationcount";
  public static final String RECORD_COUNT_PROPERTY = "recordcount";
  public static final String WORKLOAD_PROPERTY = "workload";
  public static final String DB_PROPERTY = "db";
  public static final String EXPORTER_PROPERTY = "exporter";
  public static final String EXPORT_FILE_PROPERTY = "exportfile";
  public static final String THREAD_COUNT_PROPERTY = "threadcount";
  public static final String INSERT_COUNT_PROPERTY = "insertcount";
  public static final String TARGET_PROPERTY = "target";
  public static final String MAX_EXECUTION_TIME = "maxexecutiontime";
  public static final String DO_TRANSACTIONS_PROPERTY = "dotransactions";
  public static final String STATUS_PROPERTY = "status";
  public static final String LABEL_PROPERTY = "label";
  /** Set to true (or the environment variable YCSB_DEBUG=1) for stack traces with errors. */
  public static final String DEBUG_PROPERTY = "ycsb.debug";

  private static final boolean DEBUG_FROM_ENVIRONMENT = System.getenv("YCSB_DEBUG") != null;
  /** Set per run from the environment and {@link #DEBUG_PROPERTY}. */
  private static volatile boolean debug = DEBUG_FROM_ENVIRONMENT;

  private Client() {
  }

  public static void usageMessage() {
    usageMessage(System.out);
  }

  static void usageMessage(PrintStream out) {
    out.print(String.join(System.lineSeparator(),
        "Usage: java site.ycsb.Client [options]",
        "Options:",
        "  -threads n: execute using n threads (default: 1) - can also be specified as the",
        "        \"threadcount\" property using -p",
        "  -target n: attempt to do n operations per second (default: unlimited) - can also",
        "       be specified as the \"target\" property using -p",
        "  -load:  run the loading phase of the workload",
        "  -t:  run the transactions phase of the workload (default)",
        "  -db dbname: specify the name of the DB to use (default: site.ycsb.BasicDB) -",
        "        can also be specified as the \"db\" property using -p",
        "  -P propertyfile: load properties from the given file. Multiple files can",
        "           be specified, and will be processed in the order specified",
        "  -p name=value:  specify a property to be passed to the DB and workloads;",
        "          multiple properties can be specified, and override any",
        "          values in the propertyfile",
        "  -s:  show status during run (default: no status)",
        "  -l label:  use label for status (e.g. to label one experiment out of a whole batch)",
        "",
        "Required properties:",
        "  " + WORKLOAD_PROPERTY
            + ": the name of the workload class to use (default: site.ycsb.workloads.CoreWorkload)",
        "",
        "To run the transaction phase from multiple servers, start a separate client on each.",
        "To run the load phase from multiple servers, start a separate client on each; additionally,",
        "use the \"insertcount\" and \"insertstart\" properties to divide up the records to be inserted",
        ""));
  }

  /** The workload property is optional here (CoreWorkload is the default), so this always holds. */
  public static boolean checkRequiredProperties(java.util.Properties props) {
    return true;
  }

  public static void main(String[] args) {
    // A sweep hands its client the arguments that hold a secret in the environment, not on the command line.
    List<String> whole;
    try {
      whole = ClientArgs.withInheritedSecrets(args);
    } catch (IllegalArgumentException e) {
      System.err.println("ycsb: error: " + e.getMessage());
      System.exit(ExitCode.BAD_INPUT);
      return;
    }
    int code = run(whole.toArray(new String[0]), System.out, System.err);
    if (shuttingDown()) {
      // A signal began the shutdown and its exit status (130, 143) stands: an exit here, once the hooks have run,
      // would halt with this code instead.
      return;
    }
    System.exit(code);
  }

  /** Whether the JVM is already shutting down (a signal), when a new shutdown hook is refused. */
  private static boolean shuttingDown() {
    Thread probe = new Thread(() -> { });
    try {
      Runtime.getRuntime().addShutdownHook(probe);
      Runtime.getRuntime().removeShutdownHook(probe);
      return false;
    } catch (IllegalStateException e) {
      return true;
    }
  }

  /** Runs the client and returns its exit code instead of exiting. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    err.println("YCSB Client " + site.ycsb.tool.ToolVersion.version());
    debug = DEBUG_FROM_ENVIRONMENT;
    err.println("Command line: " + Redactor.standard().withSecretsOfArguments(List.of(args))
        .commandLine(List.of(args)));
    if (args.length == 0) {
      usageMessage(err);
      return ExitCode.BAD_INPUT;
    }
    BenchmarkRun run;
    try {
      ClientArgs parsed = ClientArgs.parse(args);
      PropertyTypos.warn(parsed.properties(), err);
      debug = DEBUG_FROM_ENVIRONMENT || new PropertyReader(parsed.properties()).booleanValue(DEBUG_PROPERTY, false);
      run = new BenchmarkRun(parsed, out, err);
    } catch (IllegalArgumentException e) {
      return badInput(err, e);
    }
    Thread hook = new Thread(() -> run.interrupt(30_000), "ycsb-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      return run.execute();
    } catch (IllegalArgumentException | UnknownDBException | WorkloadException e) {
      return badInput(err, e);
    } catch (IOException e) {
      err.println("ycsb: error: " + describe(e));
      printDebugTrace(err, e);
      return ExitCode.FAILED;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("ycsb: error: interrupted");
      return ExitCode.FAILED;
    } catch (OutOfMemoryError e) {
      // Where no narrower handler names the thread (the client threads' start does): one of the run's own threads
      // (status, hiccup meter, clocks) refused by the operating system, or the heap exhausted.
      err.println("ycsb: error: " + e.getMessage() + "; raise the limits (" + ThreadModel.OS_THREAD_LIMITS
          + ") or the heap (-jvm-args \"-Xmx...\"), or run fewer -threads");
      printDebugTrace(err, e);
      return ExitCode.FAILED;
    } finally {
      out.flush();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException alreadyShuttingDown) {
        // The hook is running (Ctrl-C) and waits for the results this run has just written.
      }
    }
  }

  private static int badInput(PrintStream err, Exception e) {
    err.println("ycsb: error: " + describe(e));
    printDebugTrace(err, e);
    return ExitCode.BAD_INPUT;
  }

  /** One line for the user: {@link ErrorText#describe}. */
  static String describe(Throwable e) {
    return ErrorText.describe(e);
  }

  static void printDebugTrace(PrintStream err, Throwable e) {
    if (debug) {
      e.printStackTrace(err);
    } else if (!(e instanceof IllegalArgumentException)) {
      err.println("ycsb: (run with -p " + DEBUG_PROPERTY + "=true or YCSB_DEBUG=1 for a stack trace)");
    }
  }

  /** Engine use: whether this run is debugging (ycsb.debug, YCSB_DEBUG=1), for lines shown only then. */
  public static boolean isDebugging() {
    return debug;
  }

  /** Engine use: the stack traces of {@code causes}, when debugging is on (ycsb.debug, YCSB_DEBUG=1). */
  public static void printDebugTraces(PrintStream err, List<Throwable> causes) {
    if (debug) {
      causes.forEach(c -> c.printStackTrace(err));
    }
  }
}
