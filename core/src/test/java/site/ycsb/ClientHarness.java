package site.ycsb;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.testing.ProcessOutcome;

/** Runs {@link Client#run} in-process and keeps what it printed. */
public final class ClientHarness {
  private ClientHarness() {
  }

  /**
   * What one client run returned and printed, read as the client's text: its exporter's lines and its warnings.
   * The streams themselves are a {@link ProcessOutcome}, as for any command a test runs.
   */
  public record Outcome(int exitCode, String out, String err) {
    public ProcessOutcome streams() {
      return new ProcessOutcome(exitCode, out, err);
    }

    public List<String> outLines() {
      return streams().outLines();
    }

    public List<String> errLines() {
      return streams().errLines();
    }

    /**
     * The {@code ycsb: warning:} lines of stderr other than the client's check of itself (its stalls, its CPU, a
     * short run or too few operations for a percentile), which short test runs on a shared host rightly get and
     * which ClientChecksItselfTest covers.
     */
    public List<String> warningsBesidesSelfCheck() {
      List<String> ret = new ArrayList<>();
      for (String l : errLines()) {
        if (l.startsWith("ycsb: warning:") && !isSelfCheck(l)) {
          ret.add(l);
        }
      }
      return ret;
    }

    /** Lines of stderr that start with {@code ycsb: error:}. */
    public List<String> errorLines() {
      return streams().errorLines();
    }

    /** The value of the text exporter line {@code [metric], measurement, value}, or null. */
    public String metric(String metric, String measurement) {
      String prefix = "[" + metric + "], " + measurement + ", ";
      for (String l : outLines()) {
        if (l.startsWith(prefix)) {
          return l.substring(prefix.length());
        }
      }
      return null;
    }

    /** The numeric value of a text exporter line, or -1 when there is none. */
    public long count(String metric, String measurement) {
      String v = metric(metric, measurement);
      return v == null ? -1 : Long.parseLong(v);
    }

    /** The metric names ({@code [NAME]}) of the text exporter lines, in order, without repeats. */
    public List<String> metricNames() {
      List<String> ret = new ArrayList<>();
      Pattern p = Pattern.compile("^\\[([^\\]]+)\\], ");
      for (String l : outLines()) {
        Matcher m = p.matcher(l);
        if (m.find() && !ret.contains(m.group(1))) {
          ret.add(m.group(1));
        }
      }
      return ret;
    }

    /** The measurement names of one metric, in order. */
    public List<String> measurementsOf(String metric) {
      List<String> ret = new ArrayList<>();
      String prefix = "[" + metric + "], ";
      for (String l : outLines()) {
        if (l.startsWith(prefix)) {
          String rest = l.substring(prefix.length());
          ret.add(rest.substring(0, rest.lastIndexOf(", ")));
        }
      }
      return ret;
    }
  }

  /** Whether a warning is one of the client's check of itself (see {@link Outcome#warningsBesidesSelfCheck()}). */
  public static boolean isSelfCheck(String warning) {
    return site.ycsb.engine.ClientSelfCheck.isSelfCheck(warning);
  }

  public static Outcome run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = Client.run(args, o, e);
    }
    return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  public static Outcome run(List<String> args) {
    return run(args.toArray(new String[0]));
  }

  /** {@link #run(List)}, asserting the run exited 0 with no error line on stderr. */
  public static Outcome runOk(List<String> args) {
    Outcome o = run(args);
    org.assertj.core.api.Assertions.assertThat(o.exitCode()).as("exit code; stderr:%n%s", o.err()).isZero();
    org.assertj.core.api.Assertions.assertThat(o.errorLines()).as(o.err()).isEmpty();
    return o;
  }
}
