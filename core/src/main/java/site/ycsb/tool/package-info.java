/**
 * This tool as a program: {@link site.ycsb.tool.ExitCode} (the exit codes of every command) and
 * {@link site.ycsb.tool.ToolVersion} (the build's version and commit). Internal, and the lowest package of core:
 * it imports no other package of this project, so that every package may use it, {@code site.ycsb}'s
 * {@code Client} and {@code CommandLine} included, without a package cycle.
 */
package site.ycsb.tool;
