package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.PropertyReader;
import site.ycsb.Redactor;
import site.ycsb.metrics.MetricsSettings;
import site.ycsb.metrics.RunLabels;

/** The phase's metrics endpoint and what it reads while the phase runs. */
class RunMetricsTest {
  private static PropertyReader props(String... keyValues) {
    Properties props = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return new PropertyReader(props);
  }

  @Test
  void withoutAnEndpointItStillKnowsWhenTheMeasuredRunStarted() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-t", "-threads", "3");
    try (RunMetrics metrics = RunMetrics.start(null, f.phase, List.of(), f.measurements, Redactor.rulesOnly())) {
      assertThat(metrics.serving()).isFalse();
      assertThat(metrics.measuredStartMs()).isZero();
      Warmup measuring = new Warmup(0, 0, f.measurements);
      metrics.watch(measuring);
      assertThat(metrics.measuredStartMs()).isEqualTo(measuring.endEpochMs()).isPositive();
      assertThat(metrics.openLoopState()).isEqualTo(
          site.ycsb.metrics.OpenLoopState.notStarted(3, f.phase.settings().arrivals().maxClients()));
    }
    assertThat(f.err()).isEmpty();
  }

  @Test
  void theSweepStepIsANumberOrNothing() {
    assertThat(RunMetrics.stepNumber(props("metrics.step", "3"))).isEqualTo(3);
    assertThat(RunMetrics.stepNumber(props("metrics.step", " 12 "))).isEqualTo(12);
    assertThat(RunMetrics.stepNumber(props("metrics.step", "load"))).isZero();
    assertThat(RunMetrics.stepNumber(props())).isZero();
  }

  @Test
  void theLabelsNameTheRun() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-threads", "2", "-target", "50",
        "-p", "run.id=r-9", "-p", "metrics.name=mem", "-p", "metrics.step=load");
    RunLabels l = RunMetrics.labels(f.phase.reader(), f.phase.settings(),
        List.of(Path.of("workloads", "workloada"), Path.of("extra.properties")));
    assertThat(l).isEqualTo(new RunLabels("r-9", "0", "memory", "mem", "workloada,extra.properties", "load", 2, 50,
        "load"));
    RunLabels noFile = RunMetrics.labels(f.phase.reader(), f.phase.settings(), List.of());
    assertThat(noFile.workload()).isEqualTo("site.ycsb.workloads.CoreWorkload");
  }

  @Test
  void anEndpointServesTheRunUntilClosed() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "metrics.port=" + port,
        "-p", "metrics.linger=0");
    MetricsSettings settings = MetricsSettings.read(f.phase.reader());
    String url = "http://127.0.0.1:" + port + "/metrics";
    try (RunMetrics metrics = RunMetrics.start(settings, f.phase, List.of(), f.measurements, Redactor.rulesOnly())) {
      assertThat(metrics.serving()).isTrue();
      assertThat(f.err()).isEqualTo("Metrics at " + url + System.lineSeparator());
      HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(r.statusCode()).isEqualTo(200);
      assertThat(r.body()).contains("ycsb_");
      metrics.finished(f.measurements, 2);
    }
    try (ServerSocket again = new ServerSocket(port)) {
      assertThat(again.getLocalPort()).isEqualTo(port);
    }
  }
}
