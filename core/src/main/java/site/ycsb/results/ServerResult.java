package site.ycsb.results;

import site.ycsb.ServerStatsSnapshot;

/**
 * Server-side statistics before and after the measured run, from bindings that implement
 * {@link site.ycsb.ServerStats}.
 *
 * @param bytesPerRecord memory used after the run divided by the records held, where both are known
 * @param memoryGrowthBytes memory used after minus before
 * @param cpuSeconds server CPU time used between before and after, where the server reports it
 * @param networkInBytes bytes the server received between before and after
 * @param networkOutBytes bytes the server sent between before and after
 * @param error why the statistics could not be read, or null
 */
public record ServerResult(ServerStatsSnapshot before, ServerStatsSnapshot after, Double bytesPerRecord,
    Long memoryGrowthBytes, Double cpuSeconds, Long networkInBytes, Long networkOutBytes, String error) {

  public static ServerResult of(ServerStatsSnapshot before, ServerStatsSnapshot after, String error) {
    Double perRecord = null;
    Long growth = null;
    if (after != null && after.memoryUsedBytes() != null) {
      if (after.records() != null && after.records() > 0) {
        perRecord = after.memoryUsedBytes() / (double) after.records();
      }
      if (before != null && before.memoryUsedBytes() != null) {
        growth = after.memoryUsedBytes() - before.memoryUsedBytes();
      }
    }
    Double cpu = null;
    Long in = null;
    Long out = null;
    if (before != null && after != null) {
      cpu = before.cpuSeconds() == null || after.cpuSeconds() == null
          ? null : after.cpuSeconds() - before.cpuSeconds();
      in = delta(before.networkInBytes(), after.networkInBytes());
      out = delta(before.networkOutBytes(), after.networkOutBytes());
    }
    return new ServerResult(before, after, perRecord, growth, cpu, in, out, error);
  }

  private static Long delta(Long before, Long after) {
    return before == null || after == null ? null : after - before;
  }
}
