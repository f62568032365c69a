/**
 * How long the records a workload writes live: the {@code ttl} property's distribution of expiry times, drawn as
 * a function of the record's key number so that a record gets the same TTL at load and at every rewrite.
 */
package site.ycsb.generator.expiry;
