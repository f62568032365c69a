/**
 * What the report, its exact merge ({@code site.ycsb.report.merge}) and compare share to read and write their
 * files: {@link site.ycsb.report.io.Json} (the one JSON mapper) and {@link site.ycsb.report.io.BadInput} (bad
 * input found while computing, one line). The lowest package of the report module, so that the merge, below the
 * report, needs nothing of the report itself.
 */
package site.ycsb.report.io;
