package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.metrics.Exposition;
import site.ycsb.testing.FreePorts;

/**
 * A sweep passes metrics.port on to each step's process in turn, labelled with its step, the --name and the binding
 * as the sweep was given it.
 */
class SweepMetricsTest {
  @TempDir
  Path tmp;

  @Test
  void oneScrapeTargetSeesTheLoadAndEveryStepLabelled() throws Exception {
    int port = FreePorts.loopback();
    String url = "http://127.0.0.1:" + port + "/metrics";
    Set<String> seen = ConcurrentHashMap.newKeySet();
    AtomicBoolean done = new AtomicBoolean();
    Thread scraper = new Thread(() -> {
      while (!done.get()) {
        try {
          for (Exposition.Sample s : Exposition.scrape(url).named("ycsb_sweep_steps")) {
            seen.add(s.labels().get("step") + "/" + (long) s.value() + " " + s.labels().get("database") + " "
                + s.labels().get("phase") + " " + s.labels().get("binding"));
          }
        } catch (IOException | RuntimeException betweenSteps) {
          // no step process serves the port at this moment
        } catch (InterruptedException e) {
          return;
        }
      }
    });
    scraper.start();
    Path out = tmp.resolve("out");
    // A second name for the memory class, after the first: the steps' binding label is the name the sweep was given.
    Path registry = tmp.resolve("bindings.properties");
    Files.writeString(registry, Files.readString(SweepEndToEndTest.REGISTRY_FILE)
        + "\nmymemory:site.ycsb.db.MemoryDB:core\n");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SweepMain.run(List.of("mymemory", "-P", SweepEndToEndTest.WORKLOAD_A.toString(), "-threads", "1,2",
        "--load", "--name", "mydb", "-p", "recordcount=300", "-p", "operationcount=2000",
        "-p", "metrics.port=" + port, "-p", "metrics.linger=1", "--out", out.toString()),
        ChildJvm.current(), BindingRegistry.read(registry), System.out,
        new PrintStream(err, true, StandardCharsets.UTF_8));
    done.set(true);
    scraper.join();
    assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
    assertThat(seen).contains("load/0 mydb load mymemory", "1/2 mydb run mymemory", "2/2 mydb run mymemory");
    for (String step : List.of("load", "step-01-threads-1-rep-1", "step-02-threads-2-rep-1")) {
      assertThat(Files.readString(out.resolve(step).resolve("stderr.txt"))).contains("Metrics at " + url);
    }
  }
}
