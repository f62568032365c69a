package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import site.ycsb.BindingProperties;
import site.ycsb.launcher.HelpCommand;

/** The text of bin/ycsb help BINDING and bin/ycsb help workload. */
class PropertyHelpTest {
  @Test
  void theLauncherStartsThisClassByItsName() {
    assertThat(HelpCommand.MAIN).isEqualTo(PropertyHelp.class.getName());
  }

  @Test
  void aBindingsHelpIsATableOfItsPropertiesThenThePointerToTheWorkloads() {
    assertThat(PropertyHelp.binding("queue", "site.ycsb.db.QueueDB",
        BindingProperties.forDbClass("site.ycsb.db.QueueDB"))).containsExactly(
        "Properties of the queue binding (site.ycsb.db.QueueDB); set them with -p name=value or in a -P file:",
        "",
        "  property           default  accepted  meaning",
        "  queue.servers      1        integer   servers behind one FIFO queue",
        "  queue.servicemean  1000     number    mean exponential service time, microseconds",
        "  queue.seed         (none)   integer   a fixed seed for the service times (none: random)",
        "  queue.spinus       100      integer   microseconds of a service time spent spinning, not parked",
        "",
        "Workload and client properties (fieldcount, readproportion, threadcount, ...): bin/ycsb help workload");
  }

  @Test
  void aBindingWithoutDeclarationsSaysSo() {
    assertThat(PropertyHelp.binding("old", "com.example.OldDB", Optional.empty()).get(0))
        .isEqualTo("The old binding (com.example.OldDB) declares no properties (see its README).");
  }

  @Test
  void theWorkloadHelpListsCoreWorkloadAndTheClientWithClosedSets() {
    assertThat(PropertyHelp.workload()).anySatisfy(l -> assertThat(l).matches(
        "  requestdistribution +uniform +uniform\\|zipfian\\|latest\\|hotspot\\|sequential\\|exponential +.*"))
        .anySatisfy(l -> assertThat(l).matches("  readproportion +0\\.95 +number +share of reads in the run phase"))
        .anySatisfy(l -> assertThat(l).matches("  threadcount +1 +integer +client threads \\(-threads\\)"));
  }
}
