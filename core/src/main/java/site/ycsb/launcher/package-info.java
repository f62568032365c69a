/**
 * The one implementation behind the launchers {@code bin/ycsb} (Python), {@code bin/ycsb.sh} and
 * {@code bin/ycsb.bat}: not API. The scripts are thin shims: they find java and the core jar (building core
 * in a fresh checkout) and call {@link site.ycsb.launcher.LauncherMain}, which reads the binding registry,
 * splits the arguments, builds the class path (building stale modules of a source checkout), and gives the
 * shim the Java command to run. Commands are one table, {@link site.ycsb.launcher.Commands}.
 */
package site.ycsb.launcher;
