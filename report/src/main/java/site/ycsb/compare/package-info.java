/**
 * {@code bin/ycsb compare BASE NEW}: pairs the steps of two result sets and says per metric whether the change is
 * significant, after what speaks against that verdict (properties that differ, sides not interleaved in time,
 * short runs, validity warnings). It reads results through the report's loader ({@code site.ycsb.report}).
 */
package site.ycsb.compare;
