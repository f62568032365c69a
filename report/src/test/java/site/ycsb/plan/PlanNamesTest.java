package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.Redactor;

class PlanNamesTest {
  private static PlanDatabase db(String name) {
    return new PlanDatabase(name, "memory", Map.of(), null, null);
  }

  @Test
  void aNameIsOnePlainFolderName() throws Exception {
    assertThat(PlanNames.folderName("redis-aof_2.0", "name")).isEqualTo("redis-aof_2.0");
    assertThatThrownBy(() -> PlanNames.folderName("../x", "name")).hasMessageStartingWith("key 'name' is '../x'; "
        + "accepted: letters, digits");
    assertThat(PlanNames.defaultName(Path.of("dir/my plan.yaml"))).isEqualTo("my_plan");
    assertThat(PlanNames.defaultName(Path.of(".yaml"))).isEqualTo("plan");
  }

  @Test
  void noTwoInOneFolderAndNoSecrets() throws Exception {
    Redactor redactor = Redactor.standard().withEnvironment(Map.of("PW", "s3cret"));
    PlanNames.check("p", List.of(db("a"), db("b")), List.of("w/a", "w/b"), List.of("run"), redactor);
    assertThatThrownBy(() -> PlanNames.check("p", List.of(db("a"), db("A")), List.of("w/a"), List.of("run"),
        redactor)).hasMessageStartingWith("key 'databases[1].name': 'A' differs from 'databases[0].name' only in case");
    assertThatThrownBy(() -> PlanNames.check("p", List.of(db("report")), List.of("w/a"), List.of("run"), redactor))
        .hasMessageStartingWith("key 'databases[0].name' is 'report', the name of the plan's own report folder");
    assertThatThrownBy(() -> PlanNames.check("p", List.of(db("a")), List.of("x/wl", "y/wl"), List.of("load"),
        redactor)).hasMessageContaining("would write to one folder, <database>/wl-load");
    assertThatThrownBy(() -> PlanNames.check("p-s3cret", List.of(db("a")), List.of("w/a"), List.of("run"), redactor))
        .hasMessageContaining("which holds a secret").hasMessageNotContaining("s3cret");
  }

  @Test
  void workloadFilesAreRelativeToTheWorkingFolder() throws Exception {
    PlanNames.checkWorkloadFiles(List.of("workloads/workloada"), Path.of(".."));
    assertThatThrownBy(() -> PlanNames.checkWorkloadFiles(List.of("nope"), Path.of("..")))
        .hasMessageStartingWith("key 'workloads[0]': no such file 'nope'");
  }
}
