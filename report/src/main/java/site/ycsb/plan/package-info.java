/**
 * {@code bin/ycsb plan FILE.yaml}: a whole comparison (databases × workloads × phases × thread counts or
 * target rates) from one plan file, run as sweeps through the launcher and ended with the combined report.
 */
package site.ycsb.plan;
