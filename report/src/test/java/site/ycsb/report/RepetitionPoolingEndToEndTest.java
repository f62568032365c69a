package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.launcher.BindingRegistry;

/**
 * Repetitions pool only like runs: real runs of the basic binding, alike in binding, workload, threads and target,
 * are one repetition group when they differ only in what names or places them, and two when a property differs.
 */
class RepetitionPoolingEndToEndTest {
  @TempDir
  Path tmp;

  private void run(String name, String... extra) throws Exception {
    List<String> args = new java.util.ArrayList<>(List.of("-p", "recordcount=50", "-p", "operationcount=60",
        "-p", "basicdb.verbose=false", "-p", "run.id=" + name));
    args.addAll(List.of(extra));
    Fixtures.runDir(tmp.resolve(name), "site.ycsb.BasicDB", "workloada", 2, "-t", args.toArray(new String[0]));
  }

  private ReportModel model() throws Exception {
    return ReportBuilder.build(new InputScanner(BindingRegistry.fromSystemProperties()).scan(List.of(tmp)));
  }

  @Test
  void runsWithTwoValuesOfAPropertyAreTwoGroupsNamedByTheDifference() throws Exception {
    run("a1", "-p", "basicdb.simulatedelay=1");
    run("a2", "-p", "basicdb.simulatedelay=1");
    run("b1", "-p", "basicdb.simulatedelay=2");
    run("b2", "-p", "basicdb.simulatedelay=2");
    ReportModel m = model();

    assertThat(m.repetitions()).hasSize(2);
    assertThat(m.repetitions()).allSatisfy(g -> assertThat(g.n()).isEqualTo(2));
    Table t = ReportTables.repetitions(m);
    assertThat(t.rows()).extracting(r -> r.get(0).text()).containsExactlyInAnyOrder(
        "site.ycsb.BasicDB (basicdb.simulatedelay=1)", "site.ycsb.BasicDB (basicdb.simulatedelay=2)");
    // The chart draws one series per configuration, named alike.
    assertThat(m.charts().get(0).bars()).extracting(ReportModel.BarSeries::database).containsExactly(
        "site.ycsb.BasicDB (basicdb.simulatedelay=1)", "site.ycsb.BasicDB (basicdb.simulatedelay=2)");
    assertThat(CsvReport.render(m).lines().skip(1)).allSatisfy(l -> assertThat(l).matches(
        ".*,basicdb\\.simulatedelay=[12]$"));
  }

  @Test
  void runsThatDifferOnlyInNameAndPlaceAreOneGroup() throws Exception {
    run("c1", "-l", "first", "-p", "exportfile=" + tmp.resolve("c1.txt"), "-p", "client.index=0",
        "-p", "client.count=1");
    run("c2", "-l", "second", "-p", "exportfile=" + tmp.resolve("c2.txt"));
    run("c3", "-p", "start.at=" + java.time.Instant.now().minusSeconds(1));
    ReportModel m = model();

    assertThat(m.repetitions()).hasSize(1);
    assertThat(m.repetitions().get(0).n()).isEqualTo(3);
    assertThat(m.repetitions().get(0).variant()).isEmpty();
    assertThat(ReportTables.repetitions(m).rows().get(0).get(0).text()).isEqualTo("site.ycsb.BasicDB");
  }
}
