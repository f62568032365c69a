package site.ycsb.report;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One operation type of one run (READ, UPDATE, ...). Latencies cover every call of the operation,
 * found or not ({@code READ} plus {@code READ-FAILED}), null where the run kept no histogram.
 *
 * @param expired the misses of records written with a TTL (the EXPIRED returns of a run with the ttl property),
 *     counted among {@code misses} too; 0 otherwise, and then left out of the report's results.json, which stays
 *     as it was for runs without ttl
 */
public record OpStats(String name, long ops, double opsPerSec, long hits, long misses, long errors, Double avgUs,
    Long p50Us, Long p95Us, Long p99Us, @JsonInclude(JsonInclude.Include.NON_DEFAULT) long expired) {

  /** An operation of a run without expired reads. */
  public OpStats(String name, long ops, double opsPerSec, long hits, long misses, long errors, Double avgUs,
      Long p50Us, Long p95Us, Long p99Us) {
    this(name, ops, opsPerSec, hits, misses, errors, avgUs, p50Us, p95Us, p99Us, 0);
  }
}
