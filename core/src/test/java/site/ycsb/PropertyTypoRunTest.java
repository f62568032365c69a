package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The typo warnings on a real run of the memory binding: stderr only, exit code and stdout unchanged. */
class PropertyTypoRunTest {
  private static ClientHarness.Outcome load(String... extra) {
    java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("-db", "site.ycsb.db.MemoryDB",
        "-load", "-p", "recordcount=5", "-p", "memory.name=typo-run" + System.nanoTime()));
    for (String e : extra) {
      args.add("-p");
      args.add(e);
    }
    return ClientHarness.run(args);
  }

  @Test
  void mistypedBindingAndWorkloadPropertiesAreWarnedOfOnStderr() {
    ClientHarness.Outcome typo = load("memory.nmae=x", "readproprtion=0.5", "memory.zzzzzzzz=1");
    ClientHarness.Outcome clean = load();
    assertThat(typo.exitCode()).isZero().isEqualTo(clean.exitCode());
    assertThat(typo.err()).contains(
        "ycsb: warning: memory.nmae is not a memory property; did you mean memory.name?",
        "ycsb: warning: memory.zzzzzzzz is not a memory property; see bin/ycsb help memory",
        "ycsb: warning: readproprtion is not a CoreWorkload property; did you mean readproportion?");
    assertThat(clean.err()).doesNotContain("is not a");
    assertThat(typo.out()).doesNotContain("is not a").contains("[INSERT], Return=OK, 5");
  }
}
