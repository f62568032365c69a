package site.ycsb.results;

import site.ycsb.ServerStatsSnapshot;

/**
 * Server-side statistics before and after the measured run, from bindings that implement
 * {@link site.ycsb.ServerStats}.
 *
 * @param bytesPerRecord memory used after the run divided by the records held, where both are known
 * @param memoryGrowthBytes memory used after minus before
 * @param error why the statistics could not be read, or null
 */
public record ServerResult(ServerStatsSnapshot before, ServerStatsSnapshot after, Double bytesPerRecord,
    Long memoryGrowthBytes, String error) {

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
    return new ServerResult(before, after, perRecord, growth, error);
  }
}
