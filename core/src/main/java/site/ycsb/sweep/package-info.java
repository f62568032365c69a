/**
 * The thread-sweep driver, {@code bin/ycsb sweep}: runs one workload at rising client thread counts
 * (default 8, 16, 32, 64, 128) or target rates, each step in a fresh client JVM writing its own results
 * directory ({@code results.dir} format), with an optional load phase first, warm-up and repetitions.
 *
 * <p>The output folder holds {@code sweep.json} ({@link site.ycsb.sweep.SweepManifest}, rewritten after
 * every step so an interrupted sweep leaves a valid one), {@code load/} with {@code --load}, and one
 * {@code step-NN-<dimension>-<value>-rep-R/} per step with {@code result.json}, {@code disclosure.json},
 * {@code hdr/}, and the client's {@code stdout.txt} and {@code stderr.txt}.
 *
 * <p>A step fails (and the sweep goes on) when the client exits non-zero, exceeds {@code --step-timeout},
 * writes no result, or its error rate is over {@code --max-error-rate}. SIGINT/SIGTERM stops the running
 * step (the client still writes what it measured), marks the sweep "incomplete" and exits with 130.
 * {@link site.ycsb.sweep.KneeDetector} names the knee: the first step whose throughput gain over the
 * previous one is below {@code --knee-gain} while p95 grows faster; with {@code --repeat} it works on the
 * per-value medians.
 */
package site.ycsb.sweep;
