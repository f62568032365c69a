package site.ycsb.results;

import java.util.Map;

/**
 * One measured series (READ, UPDATE-FAILED, Intended-READ, VERIFY, ...).
 *
 * @param count latencies recorded in the series
 * @param returns return codes by status name (only on operation series)
 * @param hits operations that found their record (OK on READ, SCAN, READ-MODIFY-WRITE)
 * @param misses operations whose record did not exist (NOT_FOUND, and EXPIRED under the ttl property: its count is
 *     in {@code returns}); neither success nor error
 * @param errors returns that are neither OK nor NOT_FOUND
 * @param latencyUs latency statistics, null where the measurement type keeps no histogram
 * @param histogram the whole HDR histogram, compressed and Base64-encoded, so that results from
 *     several client machines can be merged exactly; null where there is none
 * @param intervalLog the HdrHistogram interval log of this series, relative to the results directory
 * @param scanRecords records the successful scans asked for and returned (SCAN only; null elsewhere and in
 *     results written before it was recorded)
 */
public record SeriesResult(long count, Map<String, Long> returns, long hits, long misses, long errors,
    LatencySummary latencyUs, String histogram, String intervalLog, ScanRecords scanRecords) {
}
