package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A step's JVM: the sweep's own settings, with the system properties the sweep sets for its steps. */
class ChildJvmTest {
  @Test
  void aSystemPropertyIsSetOnceReplacingAnInheritedOne() {
    ChildJvm jvm = new ChildJvm("java", List.of("-Xmx1g", "-Dycsb.binding=redis", "-Dycsb.bindingx=1"), "cp");
    assertThat(jvm.withSystemProperty("ycsb.binding", "couchbase2").command("Main", List.of("a")))
        .containsExactly("java", "-Xmx1g", "-Dycsb.bindingx=1", "-Dycsb.binding=couchbase2", "-cp", "cp", "Main",
            "a");
  }

  @Test
  void anOptionHoldingASecretGoesToTheStepsEnvironmentNotItsCommandLine() {
    ChildJvm jvm = new ChildJvm("java", List.of("-Xmx1g", "-Djavax.net.ssl.keyStorePassword=p w"), "cp");
    assertThat(jvm.command("Main", List.of())).containsExactly("java", "-Xmx1g", "-cp", "cp", "Main");
    java.util.Map<String, String> env = new java.util.HashMap<>(java.util.Map.of("JDK_JAVA_OPTIONS", "-Da=1"));
    jvm.applyTo(env);
    assertThat(env).containsEntry("JDK_JAVA_OPTIONS", "-Da=1 \"-Djavax.net.ssl.keyStorePassword=p w\"");
  }
}
