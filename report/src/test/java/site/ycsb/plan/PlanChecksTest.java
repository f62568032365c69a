package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.testing.ProcessOutcome;

/**
 * What can be checked when a plan is read is checked then (exit 2, one line naming the key): folders two sweeps
 * would share, names that leave their folder or hold a secret, values the launcher cannot pass, sizes beyond the
 * limits; and a plan's size is said before it starts.
 */
class PlanChecksTest {
  private static final String DB = "databases: [{name: m, binding: memory}]\n";

  @TempDir
  Path tmp;

  private static Plan parse(String text, String pw) throws PlanException {
    return new PlanParser(PlanParserTest.REGISTRY, name -> name.equals("PW") ? pw : null).parse(text, "file");
  }

  private static void assertError(String text, String... fragments) {
    assertThatThrownBy(() -> parse(text, "Tr0ub4dor-3")).isInstanceOf(PlanException.class)
        .satisfies(e -> assertThat(e.getMessage()).contains(fragments).doesNotContain("\n")
            .doesNotContain("Tr0ub4dor-3"));
  }

  @Test
  void namesThatBecomeFoldersStayInTheirFolderAndHoldNoSecret() {
    assertError("name: ../../x\n" + DB + "workloads: [w]\n", "key 'name' is '../../x'; accepted: letters");
    assertError("name: a/b\n" + DB + "workloads: [w]\n", "key 'name' is 'a/b'");
    assertError("name: x-${PW}\n" + DB + "workloads: [w]\n", "key 'name' is 'x-*****', which holds a secret");
    assertError("databases: [{name: 'mem-${PW}', binding: memory}]\nworkloads: [w]\n",
        "key 'databases[0].name' is 'mem-*****', which holds a secret");
    assertError("databases: [{name: report, binding: memory}]\nworkloads: [w]\n",
        "key 'databases[0].name' is 'report', the name of the plan's own report folder");
    assertError("databases: [{name: m, binding: memory}, {name: M, binding: memory}]\nworkloads: [w]\n",
        "key 'databases[1].name': 'M' differs from 'databases[0].name' only in case");
  }

  @Test
  void twoSweepsNeverShareAFolder() {
    assertError(DB + "workloads: [a/workloada, b/workloada]\n",
        "key 'workloads[1]': 'b/workloada' and 'workloads[0]' ('a/workloada') would write to one folder, "
            + "<database>/workloada-run");
    assertError(DB + "workloads: [a/w x, b/w_x]\n", "key 'workloads[1]'", "one folder");
    assertError(DB + "workloads: [a/wl, b/WL]\n", "key 'workloads[1]'", "one folder");
  }

  @Test
  void valuesTheLauncherCannotPassAreRefused() {
    assertError(DB + "workloads: [w]\nproperties: {note: \"a\\nb\"}\n",
        "key 'properties.note' holds a line break, which the launcher cannot pass to a sweep");
    assertError("databases: [{name: m, binding: memory, before-step: \"true\\ntrue\"}]\nworkloads: [w]\n",
        "key 'databases[0].before-step' holds a line break", "join commands with ';' or '&&'");
    assertError(DB + "workloads: [w]\nproperties: {note: \"a\\0b\"}\n", "key 'properties.note' holds a NUL");
    assertError(DB + "workloads: [w]\nproperties: {v: " + "x".repeat(40_000) + "}\n",
        "key 'properties.v' is 40000 characters long; accepted: at most 32768");
    String many = IntStream.rangeClosed(1, 30_000).mapToObj(Integer::toString).collect(Collectors.joining(", "));
    assertError(DB + "workloads: [w]\nthreads: [" + many + "]\n",
        "key 'threads' has 30000 values; accepted: at most 1000");
  }


  private ProcessOutcome plan(String text, String... options) throws Exception {
    Path w = tmp.resolve("w");
    Files.writeString(w, "recordcount=10\n");
    Path file = tmp.resolve("p.yaml");
    Files.writeString(file, text.replace("[w]", "[" + w + "]"));
    List<String> args = new ArrayList<>(List.of(file.toString()));
    args.addAll(List.of(options));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = PlanMain.run(args, List.of("ycsb", "sweep"), List.of("ycsb", "report"), PlanParserTest.REGISTRY,
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    return new ProcessOutcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aPlanAbove10000StepsNeedsConsent() throws Exception {
    String threads = IntStream.rangeClosed(1, 1000).mapToObj(Integer::toString).collect(Collectors.joining(", "));
    String big = DB + "workloads: [w]\nphases: load\nrepeat: 11\nthreads: [" + threads + "]\n";
    Path out = tmp.resolve("o");
    ProcessOutcome refused = plan(big, "--dry-run", "--out", out.toString());
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.err()).isEqualTo("ycsb plan: error: the plan runs 11,000 steps, more than 10,000; run it "
        + "with --yes, or give the plan the key 'max-steps: 11000' (or fewer databases, workloads, values or "
        + "repeats)" + System.lineSeparator());
    assertThat(plan(big + "max-steps: 10999\n", "--dry-run", "--out", out.toString()).exitCode()).isEqualTo(2);
    assertThat(plan(big + "max-steps: 11000\n", "--dry-run", "--out", out.toString()).exitCode()).isZero();
    ProcessOutcome yes = plan(big, "--dry-run", "--yes", "--out", out.toString());
    assertThat(yes.exitCode()).isZero();
    assertThat(yes.err()).startsWith("[plan] p: 1 sweep, 11,000 steps (client runs), estimated at least 6.1 h");
    assertThat(out).doesNotExist();
  }

  @Test
  void theSizeLineEstimatesFromWhatThePlanStates() throws Exception {
    ProcessOutcome o = plan("databases: [{name: a, binding: memory}, {name: b, binding: memory}]\nworkloads: [w]\n"
        + "phases: both\nthreads: [1, 2]\nrepeat: 3\nwarmup-time: 10\nproperties: {maxexecutiontime: 30}\n",
        "--dry-run", "--out", tmp.resolve("o").toString());
    // interleaved: 3 rounds x 2 databases x (load, run) = 12 sweeps of 2 steps, each run sweep with its load: 30
    // steps; load steps 2 + 30 s, run steps 2 + 10 + 30 s, loads 2 s: 6 x 64 + 6 x 84 + 6 x 2 = 900 s
    assertThat(o.err()).startsWith("[plan] p: 12 sweeps, 30 steps (client runs), estimated 15 min"
        + System.lineSeparator());
  }

  @Test
  void aDryRunOfAPathThroughAMissingFolderLeavesNothing() throws Exception {
    ProcessOutcome o = plan(DB + "workloads: [w]\n", "--dry-run", "--out", tmp.resolve("a/../b").toString());
    assertThat(o.exitCode()).isZero();
    assertThat(o.out()).contains("--out " + tmp.resolve("b/m/w-run"));
    assertThat(tmp.resolve("a")).doesNotExist();
    assertThat(tmp.resolve("b")).doesNotExist();
  }

  @Test
  void theCommandsAreMadeOneAtATime() throws Exception {
    Plan plan = parse("databases: [{name: a, binding: memory}, {name: b, binding: memory}]\nworkloads: [w]\n"
        + "repeat: 1000\n", "x");
    Iterator<PlanCommand> it = PlanCommands.iterable(plan, tmp, List.of(), null,
        new Launcher(List.of("ycsb", "sweep"), List.of("ycsb", "report"))).iterator();
    long n = 0;
    PlanCommand last = null;
    while (it.hasNext()) {
      last = it.next();
      n++;
    }
    assertThat(n).isEqualTo(2001);
    assertThat(last.kind()).isEqualTo(PlanCommand.Kind.REPORT);
    assertThat(PlanSize.of(plan, List.of()).sweeps()).isEqualTo(2000);
  }
}
