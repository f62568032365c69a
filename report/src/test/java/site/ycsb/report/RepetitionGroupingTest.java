package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Which rows {@link RepetitionGrouping} pools, and how it names the groups it keeps apart. */
class RepetitionGroupingTest {
  private final Map<String, SortedMap<String, String>> definitions = new HashMap<>();

  /** A measured run row of basic, workloada, at the given threads and target. */
  private StepRow row(String run, int threads, double target, Map<String, String> properties) {
    if (properties != null) {
      definitions.put(run, new TreeMap<>(properties));
    }
    return new StepRow("basic", "workloada", "run", "s", threads, target, 1, "completed", run, run, 1, 1, 100,
        100, 100, null, null, null, null, null, null, 0, 0, 0, 0, null, null, null, null, null, null, null, null,
        null, null, List.of(), List.of(), List.of(), "", null, null, false);
  }

  private List<RepetitionGrouping.Group> group(StepRow... rows) {
    return RepetitionGrouping.of(List.of(rows), definitions::get);
  }

  private static List<String> runs(RepetitionGrouping.Group g) {
    return g.rows().stream().map(StepRow::run).toList();
  }

  @Test
  void twoValuesOfAPropertyAreTwoGroupsNamedByTheirDifference() {
    List<RepetitionGrouping.Group> groups = group(
        row("A1", 4, 0, Map.of("basicdb.simulatedelay", "10", "recordcount", "100")),
        row("B", 4, 0, Map.of("basicdb.simulatedelay", "11", "recordcount", "100")),
        row("A2", 4, 0, Map.of("basicdb.simulatedelay", "10", "recordcount", "100")));

    assertThat(groups).hasSize(2);
    assertThat(runs(groups.get(0))).containsExactly("A1", "A2");
    assertThat(groups.get(0).variant()).isEqualTo("basicdb.simulatedelay=10");
    assertThat(runs(groups.get(1))).containsExactly("B");
    assertThat(groups.get(1).variant()).isEqualTo("basicdb.simulatedelay=11");
  }

  @Test
  void runsThatDifferOnlyInWhatNamesOrPlacesThemAreOneGroupWithoutAName() {
    // What the report reads of a run: its defining properties, the identity ones already dropped.
    List<RepetitionGrouping.Group> groups = group(
        row("r1", 4, 0, Map.of("basicdb.simulatedelay", "10")),
        row("r2", 4, 0, Map.of("basicdb.simulatedelay", "10")),
        row("r3", 4, 0, Map.of("basicdb.simulatedelay", "10")));

    assertThat(groups).hasSize(1);
    assertThat(runs(groups.get(0))).containsExactly("r1", "r2", "r3");
    assertThat(groups.get(0).variant()).isEmpty();
  }

  @Test
  void aPropertyUnsetInOneRunIsADifferenceToo() {
    List<RepetitionGrouping.Group> groups = group(
        row("a", 2, 0, Map.of("fieldcount", "10")),
        row("b", 2, 0, Map.of()));

    assertThat(groups).extracting(RepetitionGrouping.Group::variant)
        .containsExactly("fieldcount=10", "fieldcount=(unset)");
  }

  @Test
  void aVariantIsNamedAtEveryStepOfItsDatabaseSoThatItMakesOneSeries() {
    // At 8 threads only the delay of 10 ran: still named, so that the two configurations make two series.
    List<RepetitionGrouping.Group> groups = group(
        row("a4", 4, 0, Map.of("basicdb.simulatedelay", "10")),
        row("b4", 4, 0, Map.of("basicdb.simulatedelay", "11")),
        row("a8", 8, 0, Map.of("basicdb.simulatedelay", "10")));

    assertThat(groups).extracting(RepetitionGrouping.Group::variant).containsExactly("basicdb.simulatedelay=10",
        "basicdb.simulatedelay=11", "basicdb.simulatedelay=10");
  }

  @Test
  void aPropertyThatNeverSplitAStepNamesNothing() {
    // A capacity search's unthrottled probe runs a closed loop, its rates an open one: different steps anyway.
    List<RepetitionGrouping.Group> groups = group(
        row("probe", 1, 0, Map.of("arrivals", "closed")),
        row("rate1", 1, 100, Map.of("arrivals", "open")),
        row("rate1-retry", 1, 100, Map.of("arrivals", "open")));

    assertThat(groups).hasSize(2);
    assertThat(groups).extracting(RepetitionGrouping.Group::variant).containsOnly("");
  }

  @Test
  void aRunWithoutADisclosureIsNotPooledWithRunsThatHaveOne() {
    List<RepetitionGrouping.Group> groups = group(
        row("known", 2, 0, Map.of("recordcount", "100")),
        row("unknown", 2, 0, null));

    assertThat(groups).extracting(RepetitionGrouping.Group::variant).containsExactly("", "no disclosure");
  }

  @Test
  void runsWithoutDisclosuresAloneAreNotNamedForIt() {
    List<RepetitionGrouping.Group> groups = group(row("old1", 2, 0, null), row("old2", 2, 0, null));

    assertThat(groups).hasSize(1);
    assertThat(groups.get(0).variant()).isEmpty();
  }

  @Test
  void differentThreadsOrTargetsAreDifferentStepsNotVariants() {
    List<RepetitionGrouping.Group> groups = group(
        row("t2", 2, 0, Map.of("x", "1")),
        row("t4", 4, 0, Map.of("x", "1")),
        row("t4-target", 4, 500, Map.of("x", "1")));

    assertThat(groups).hasSize(3);
    assertThat(groups).extracting(RepetitionGrouping.Group::variant).containsOnly("");
  }
}
