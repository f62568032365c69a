package site.ycsb.workloads;

import java.io.Closeable;
import java.io.IOException;

/** Reads a trace's requests one at a time, in file order, holding one line in memory. */
interface TraceReader extends Closeable {
  /** The next request, or null at the end of the trace; a malformed line throws {@link TraceLineException}. */
  TraceRequest next() throws IOException;
}
