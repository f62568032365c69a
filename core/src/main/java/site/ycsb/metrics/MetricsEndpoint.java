package site.ycsb.metrics;

import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.exporter.httpserver.HttpErrorHandlingPolicy;
import io.prometheus.metrics.instrumentation.jvm.JvmGarbageCollectorMetrics;
import io.prometheus.metrics.instrumentation.jvm.JvmMemoryMetrics;
import io.prometheus.metrics.instrumentation.jvm.JvmThreadsMetrics;
import io.prometheus.metrics.instrumentation.jvm.ProcessMetrics;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import site.ycsb.IllegalPropertyException;
import site.ycsb.measurements.Measurements;

/**
 * The run's metrics endpoint: started before the run, told when it ends, and closed after lingering
 * {@code metrics.linger} seconds so that the scraper sees the last interval and the final counts. Each run has
 * its own registry: nothing is global, and a sweep's next step re-uses the port.
 */
public final class MetricsEndpoint implements AutoCloseable {
  private final HTTPServer server;
  private final LiveRun run;
  private final MetricsSettings settings;

  private MetricsEndpoint(HTTPServer server, LiveRun run, MetricsSettings settings) {
    this.server = server;
    this.run = run;
    this.settings = settings;
  }

  /**
   * Starts serving {@code /metrics} on the settings' address; a port that cannot be had is a bad property.
   *
   * @param step the sweep step (1-based) or 0, of {@code steps}
   * @param startEpochMs when the measured run started, 0 before
   * @param openLoop the open loop's state at a scrape ({@code arrivals=open}); null for a closed run, whose
   *     endpoint has no {@code ycsb_open_*} metrics
   * @param debug receives the one line about a scraper that went away early (normal; show it when debugging)
   * @param warning receives the one line about any other failed scrape
   */
  public static MetricsEndpoint start(MetricsSettings settings, RunLabels labels, Measurements measurements,
      int step, int steps, LongSupplier startEpochMs, Supplier<OpenLoopState> openLoop, Consumer<String> debug,
      Consumer<String> warning) {
    PrometheusRegistry registry = new PrometheusRegistry();
    LiveRun run = new LiveRun(step, steps, startEpochMs);
    registry.register(new OperationCollector(measurements, labels.labels()));
    registry.register(new RunCollector(run, labels.labels()));
    if (openLoop != null) {
      registry.register(new OpenLoopCollector(openLoop, labels.labels()));
    }
    // The JVM metrics a run is judged by (CPU, GC, threads, heap): not the library's whole set, whose native
    // memory and allocation metrics cost a diagnostic command per scrape and a listener per collection.
    ProcessMetrics.builder().constLabels(labels.labels()).register(registry);
    JvmGarbageCollectorMetrics.builder().constLabels(labels.labels()).register(registry);
    JvmThreadsMetrics.builder().constLabels(labels.labels()).register(registry);
    JvmMemoryMetrics.builder().constLabels(labels.labels()).register(registry);
    // A first collection now loads and initialises what a scrape uses, so that the first real scrape, at the
    // run's start, answers within a 1 s scrape timeout even on a busy machine.
    registry.scrape();
    try {
      HTTPServer server = HTTPServer.builder().hostname(settings.host()).port(settings.port()).registry(registry)
          .errorHandlingPolicy(HttpErrorHandlingPolicy.builder()
              .errorReporter(new ScrapeFailures(debug, warning)).build())
          .buildAndStart();
      return new MetricsEndpoint(server, run, settings);
    } catch (IOException | RuntimeException e) {
      throw new IllegalPropertyException("property '" + MetricsSettings.PORT_PROPERTY + "' is '" + settings.port()
          + "': cannot serve metrics on " + settings.authority() + " (" + reason(e) + "); accepted: a free port");
    }
  }

  private static String reason(Exception e) {
    String m = e.getMessage();
    return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
  }

  /** The URL Prometheus scrapes. */
  public String url() {
    return "http://" + settings.authority() + "/metrics";
  }

  /** The run has ended with {@code warnings} validity warnings: the endpoint says so from now on. */
  public void finished(int warnings) {
    run.finish(warnings);
  }

  /** Lingers {@code metrics.linger} seconds, then stops serving. */
  @Override
  public void close() {
    try {
      TimeUnit.MILLISECONDS.sleep((long) (settings.lingerSeconds() * 1000));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      server.close();
    }
  }
}
