/**
 * Statistics over repetitions of a step: the distribution-free confidence interval of their median.
 */
package site.ycsb.stats;
