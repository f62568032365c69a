/**
 * The live metrics endpoint ({@code -p metrics.port=N}): a Prometheus/OpenMetrics text endpoint served by the
 * client process for the whole run, through the Prometheus Java client library. Everything it exports is read
 * at scrape time from what the run keeps anyway (the per-thread return-code counters and the interval HDR
 * histograms the interval sampler drains once a second), so it adds no work to an operation. The library stays
 * inside this package: the engine talks to {@link site.ycsb.metrics.MetricsEndpoint} with plain Java types.
 */
package site.ycsb.metrics;
