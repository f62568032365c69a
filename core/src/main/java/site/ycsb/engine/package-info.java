/**
 * The client engine behind {@code bin/ycsb load|run}: not API. Bindings and workloads must not use it; it
 * changes freely. {@link site.ycsb.engine.BenchmarkRun} runs one phase (threads, warm-up, stop, results),
 * {@link site.ycsb.engine.ClientArgs} parses the command line, {@link site.ycsb.engine.RunCoordinator}
 * starts the client threads together ({@link site.ycsb.engine.ThreadModel}: platform or virtual threads),
 * {@link site.ycsb.engine.OperationMeter} times each operation inside
 * {@link site.ycsb.DBWrapper}, {@link site.ycsb.engine.Warmup}, {@link site.ycsb.engine.IntervalSampler},
 * {@link site.ycsb.engine.ResourceUsage} and {@link site.ycsb.engine.ServerStatsProbe} measure around it,
 * {@link site.ycsb.engine.ValidityGuard} and {@link site.ycsb.engine.FailureBackoff} keep a broken run from
 * passing for a valid one (the exit codes are {@link site.ycsb.tool.ExitCode}). Some of these are
 * public only because 0.17.0's classes in {@code site.ycsb} (ClientThread, DBWrapper, StatusThread) call them.
 */
package site.ycsb.engine;
