package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import site.ycsb.launcher.BindingRegistry;

class BasicTSDBTest {
  /** 2 keys x tag AA (AA, AB) x tag AB (AA, AB, AC) = 12 series; 60 points = timestamps 1000 to 1240. */
  private static final String[] SMALL = {"-db", "site.ycsb.BasicTSDB",
      "-p", "workload=site.ycsb.workloads.TimeSeriesWorkload", "-p", "fieldcount=2", "-p", "fieldlength=2",
      "-p", "tagcount=2", "-p", "tagcardinality=2,3", "-p", "tagkeylength=2", "-p", "tagvaluelength=2",
      "-p", "insertstart=1000", "-p", "randomtimeseriesorder=false", "-p", "delayedseries=0", "-p", "recordcount=60"};

  /** A client run with BasicTSDB; what the binding printed (it prints to System.out) is in {@code printed}. */
  private record Run(ClientHarness.Outcome outcome, List<String> printed) {
    List<String> lines(String prefix) {
      return printed.stream().filter(l -> l.startsWith(prefix)).toList();
    }
  }

  private static Run run(String... more) {
    // BasicDB counts open instances in a static; a client run elsewhere in this JVM whose threads never
    // cleaned up (a stuck-thread test) would keep the count from ever reaching 0, and nothing be printed.
    synchronized (BasicDB.MUTEX) {
      BasicDB.counter = 0;
    }
    List<String> args = new ArrayList<>(Arrays.asList(SMALL));
    args.addAll(Arrays.asList(more));
    PrintStream saved = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    ClientHarness.Outcome o;
    try {
      System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
      o = ClientHarness.run(args);
    } finally {
      System.setOut(saved);
    }
    assertThat(o.exitCode()).as(o.err()).isZero();
    return new Run(o, captured.toString(StandardCharsets.UTF_8).lines().toList());
  }

  @Test
  void verboseLoadPrintsEachPointWithItsTimestampAndValueAsNumbers() {
    Run r = run("-load", "-p", "dataintegrity=true", "-p", "valuetype=integers");
    List<String> inserts = r.lines("INSERT ");
    assertThat(inserts).hasSize(60);
    long first = (long) "AAAAABAA".hashCode() ^ 1000;  // data integrity: hash of the tags XOR the timestamp
    assertThat(inserts.get(0)).isEqualTo("INSERT usertable AA [ AA=AA AB=AA YCSBTS=1000 YCSBV=" + first + " ]");
    assertThat(inserts.get(1)).startsWith("INSERT usertable AA [ AA=AA AB=AB YCSBTS=1000 YCSBV=");
    assertThat(inserts.get(59)).startsWith("INSERT usertable AB [ AA=AB AB=AC YCSBTS=1240 YCSBV=");
    assertThat(r.printed()).contains("***************** properties *****************");

    Run floats = run("-load", "-p", "recordcount=12");
    assertThat(floats.lines("INSERT ")).hasSize(12)
        .allMatch(l -> l.matches(
            "INSERT usertable A[AB] \\[ AA=A[AB] AB=A[ABC] YCSBTS=1000 YCSBV=\\d+\\.\\d+(E\\d+)? ]"));
  }

  @Test
  void verboseRunPrintsTheQueryFields() {
    Run r = run("-t", "-p", "operationcount=50", "-p", "readproportion=0.5", "-p", "scanproportion=0.5",
        "-p", "updateproportion=0", "-p", "querytimespan=120");
    assertThat(r.lines("READ ")).isNotEmpty()
        .allMatch(l -> l.matches("READ usertable A[AB] \\[ .* ]") && l.contains("YCSBTS=") && l.contains("AA=A"));
    assertThat(r.lines("SCAN ")).isNotEmpty().allMatch(l -> l.matches("SCAN usertable A[AB] \\d+ \\[ .* ]"));
  }

  @Test
  void quietPrintsNothingPerOperation() {
    Run r = run("-load", "-p", "basicdb.verbose=false");
    assertThat(r.printed()).isEmpty();
    assertThat(r.outcome().count("INSERT", "Return=OK")).isEqualTo(60);
  }

  @Test
  void countingReportsTimestampsAndSeriesByValueTypeAndStartsAfreshEachRun() {
    for (int i = 0; i < 2; i++) {  // the second run in this JVM counts from zero again
      Run r = run("-load", "-p", "basicdb.verbose=false", "-p", "basicdb.count=true", "-threads", "2");
      assertThat(r.printed()).containsSubsequence("[INSERTS], Uniques, 12", "[TIMESTAMPS], Unique, 5",
          "[FLOATS], Unique series, 12", "[INTEGERS], Unique series, 0", "[TIMESTAMPS], Min, 1000",
          "[TIMESTAMPS], Max, 1240");
    }
    Run mixed = run("-load", "-p", "basicdb.verbose=false", "-p", "basicdb.count=true", "-p", "valuetype=mixed",
        "-p", "recordcount=600");
    int floats = Integer.parseInt(mixed.lines("[FLOATS]").get(0).replaceAll(".*, ", ""));
    int integers = Integer.parseInt(mixed.lines("[INTEGERS]").get(0).replaceAll(".*, ", ""));
    assertThat(floats).isBetween(1, 12);
    assertThat(integers).isBetween(1, 12);
    assertThat(mixed.printed()).contains("[TIMESTAMPS], Unique, 50");
  }

  @Test
  void theLauncherKnowsItAsBasicts() {
    BindingRegistry registry = BindingRegistry.read(Path.of("..", "bin", "bindings.properties"));
    assertThat(registry.classOf("basicts")).contains("site.ycsb.BasicTSDB");
    assertThat(registry.classOf("basic")).contains("site.ycsb.BasicDB");
  }
}
