/**
 * Distributions of value and key sizes for workloads that look like production: analytic ones (generalized
 * Pareto, generalized extreme value, lognormal), weighted ranges, measured distribution functions, and presets
 * of published workloads. Each draws a size from a uniform number, so that a record's size can be a function of
 * its key, and gives the exact distribution function of the sizes it draws, which a sample is checked against.
 */
package site.ycsb.generator.sizes;
