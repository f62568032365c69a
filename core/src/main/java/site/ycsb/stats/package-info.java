/**
 * Statistics over repetitions of a step: their median ({@link site.ycsb.stats.Median}), the one median of the
 * project, and its distribution-free confidence interval.
 */
package site.ycsb.stats;
