package site.ycsb.engine;

import java.io.PrintStream;
import java.util.Properties;
import site.ycsb.PropertyReader;
import site.ycsb.Workload;

/**
 * What every step of a phase reads: its properties, its settings, its initialised workload, its stop, and the
 * streams it prints to (the classic output on {@code out}, everything else on {@code err}).
 */
record PhaseContext(PropertyReader reader, PhaseSettings settings, Workload workload, PhaseStop stop,
    PrintStream out, PrintStream err) {

  Properties properties() {
    return reader.properties();
  }
}
