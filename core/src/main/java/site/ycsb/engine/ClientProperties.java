package site.ycsb.engine;

import static site.ycsb.PropertyDeclaration.bool;
import static site.ycsb.PropertyDeclaration.choice;
import static site.ycsb.PropertyDeclaration.integer;
import static site.ycsb.PropertyDeclaration.list;
import static site.ycsb.PropertyDeclaration.number;
import static site.ycsb.PropertyDeclaration.text;

import site.ycsb.PropertyCatalog;

/**
 * The properties of the client itself, every workload and binding alike: the run (threads, target, phase), its
 * measurements and output, the results directory and its checks, and the ones the tools set for their steps.
 * What {@code bin/ycsb help workload} lists after the workload's, and what the typo warning knows besides the
 * binding's and the workload's.
 */
public final class ClientProperties {
  public static final PropertyCatalog CATALOG = PropertyCatalog.of("the client", "",
      text("workload", "site.ycsb.workloads.CoreWorkload", "the workload class"),
      text("db", "site.ycsb.BasicDB", "the binding class (bin/ycsb sets it from the binding's name)"),
      integer("threadcount", 1, "client threads (-threads)"),
      integer("target", null, "operations per second over all threads (-target); none: as fast as it goes"),
      integer("maxexecutiontime", null, "stop the phase after this many seconds"),
      bool("dotransactions", true, "the phase: false for load (-load), true for run (-t); set by the command"),
      bool("status", false, "-s: print status lines"),
      integer("status.interval", 10, "seconds between two -s status lines"),
      text("label", null, "-l label: a label for the run"),
      choice("measurementtype", "hdrhistogram", "how latencies are recorded", "hdrhistogram", "histogram",
          "hdrhistogram+histogram", "hdrhistogram+raw", "timeseries", "raw"),
      choice("measurement.interval", "op", "latency from the actual start (op), the intended start, or both",
          "op", "intended", "both"),
      bool("measurement.histogram.verbose", false, "print every bucket of a histogram measurement"),
      integer("histogram.buckets", 1000, "histogram: 1 ms buckets before the overflow bucket"),
      integer("timeseries.granularity", 1000, "timeseries: milliseconds per time slice"),
      text("measurement.raw.output_file", "(standard output)", "raw: the file of every latency"),
      bool("measurement.raw.no_summary", false, "raw: skip the summary statistics"),
      text("measurement.sizebuckets", null, "split read/update/insert latency by value size: bounds such as "
          + "1KB,10KB,100KB, or auto (bounds that fit fieldlengthdistribution); none: no split"),
      bool("measurement.trackjvm", false, "record the client JVM's GC and threads during the run"),
      bool("hdrhistogram.fileoutput", false, "write 0.17.0's HdrHistogram logs"),
      text("hdrhistogram.output.path", null, "the path prefix of 0.17.0's HdrHistogram logs"),
      list("hdrhistogram.percentiles", "95,99", "the percentiles of the text output"),
      bool("reportlatencyforeacherror", false, "a latency series per failed status (READ-ERROR, ...)"),
      list("latencytrackederrors", null, "statuses with a series of their own, comma-separated"),
      text("exporter", "site.ycsb.measurements.exporter.TextMeasurementsExporter",
          "the class of the final output (or a JSON exporter)"),
      text("exportfile", "(standard output)", "the file the exporter writes"),
      bool("test", false, "read by TimeseriesDB for its bindings: skip the server"),
      bool("debug", false, "read by TimeseriesDB for its bindings: log"),
      text("results.dir", null, "write result.json, disclosure.json and hdr/<OPERATION>.hdr there"),
      integer("warmup.ops", 0, "run phase only: operations run before measuring, excluded from every figure"),
      integer("warmup.time", 0, "run phase only: seconds run before measuring, excluded from every figure"),
      text("run.id", "random UUID", "identifies one run across several client machines"),
      integer("client.index", null, "this client's index in a run on several machines (0 to client.count - 1)"),
      integer("client.count", null, "the number of client machines of one run"),
      text("start.at", null, "initialise, then start the phase at this instant (ISO-8601 or epoch ms)"),
      number("validity.maxmissrate", "0.01", "warn when more than this share of operations returned NOT_FOUND"),
      number("validity.maxerrorrate", "0.01", "warn above this share of failed operations"),
      number("validity.mintargetratio", "0.95", "warn when a -target run reached less than this share of it"),
      integer("validity.failfast.count", 1000,
          "end the phase when its first this many operations all failed; 0: never"),
      number("validity.maxhiccupshare", "0.25", "warn when the client's own stalls exceed this share of a p99"),
      number("validity.maxclientcpu", "0.9", "warn when the client's CPU exceeds this share of its cores"),
      number("validity.minseconds", "10", "warn when the measured run is shorter than this many seconds"),
      number("validity.maxjitshare", "0.03", "warn when JIT compilation took more than this share of the run"),
      number("validity.maxstealshare", "0.02", "warn when the hypervisor took more than this share of the CPU"),
      integer("validity.failfast.seconds", 10, "end the phase when no operation succeeded in this many seconds"),
      integer("errorbackoff.ms", 100, "the longest pause of a thread after failures in a row; 0: never"),
      choice("threadmodel", "auto", "client threads: platform, virtual (Java 21+) or auto", "platform", "virtual",
          "auto"),
      number("stop.grace", "10", "seconds to wait for client threads after a stop before writing the results"),
      choice("arrivals", "closed", "with -target: closed (upstream's loop) or open (operations on a schedule)",
          "closed", "open"),
      choice("arrivalprocess", "uniform", "with -target: uniform (even gaps) or poisson (exponential gaps)",
          "uniform", "poisson"),
      integer("openloop.maxclients", 1024, "arrivals=open: the most client threads the open loop runs"),
      choice("targetshape", "constant", "arrivals=open: the target over time: constant (-target), a sine around "
          + "-target, or steps", "constant", "sine", "steps"),
      number("targetshape.period", null, "targetshape=sine: the period in seconds"),
      number("targetshape.amplitude", null, "targetshape=sine: the swing either side of -target, a share of it (0-1)"),
      number("targetshape.phase", "0", "targetshape=sine: the phase at the start, radians"),
      text("targetshape.steps", null, "targetshape=steps: rate:duration,... (1000:30s,5000:2m); the last rate holds"),
      number("stats.timeout", "10", "seconds the server-statistics connection may take to open or answer"),
      bool("ycsb.debug", false, "stack traces with errors (also YCSB_DEBUG=1)"),
      integer("metrics.port", null, "TCP port of the Prometheus endpoint (none: no endpoint)"),
      text("metrics.host", "127.0.0.1", "the address the Prometheus endpoint listens on"),
      number("metrics.linger", "2", "seconds the endpoint stays up after the phase"),
      integer("metrics.step", null, "set by bin/ycsb sweep: the step's number on the metrics endpoint"),
      integer("metrics.steps", null, "set by bin/ycsb sweep: the step count on the metrics endpoint"),
      text("metrics.name", null, "set by bin/ycsb sweep: its --name on the metrics endpoint"),
      text("plan.file", null, "set by bin/ycsb plan: the plan file, for every run's disclosure"));

  private ClientProperties() {
  }
}
