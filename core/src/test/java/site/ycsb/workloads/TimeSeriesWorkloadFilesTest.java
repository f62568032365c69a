package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ClientHarness;

/** workloads/tsworkloada and workloads/tsworkload_template: 0.17.0's settings, and they run. */
class TimeSeriesWorkloadFilesTest {
  private static final Path WORKLOADS = Path.of("..", "workloads");

  private static Properties read(String name) throws IOException {
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(WORKLOADS.resolve(name))) {
      p.load(r);
    }
    return p;
  }

  @Test
  void tsworkloadaHasUpstreamsSettings() throws IOException {
    assertThat(read("tsworkloada")).containsOnly(
        entry("workload", "site.ycsb.workloads.TimeSeriesWorkload"),
        entry("recordcount", "1474560"), entry("operationcount", "2949120"),
        entry("fieldlength", "8"), entry("fieldcount", "64"), entry("tagcount", "4"),
        entry("tagcardinality", "1,2,4,2"), entry("sparsity", "0.0"),
        entry("delayedSeries", "0.0"), entry("delayedIntervals", "0"),
        entry("timestampunits", "SECONDS"), entry("timestampinterval", "60"), entry("querytimespan", "3600"),
        entry("readproportion", "0.10"), entry("updateproportion", "0.00"), entry("insertproportion", "0.90"));
  }

  @Test
  void theTemplateHasUpstreamsSettings() throws IOException {
    assertThat(read("tsworkload_template")).containsOnly(
        entry("workload", "site.ycsb.workloads.TimeSeriesWorkload"),
        entry("recordcount", "1000000"), entry("operationcount", "3000000"),
        entry("timestampunits", "SECONDS"), entry("timestampinterval", "60"),
        entry("fieldcount", "16"), entry("fieldlength", "8"), entry("fieldlengthdistribution", "constant"),
        entry("tagcount", "4"), entry("tagcardinality", "1,2,4,8"), entry("tagkeylength", "8"),
        entry("tagvaluelength", "8"), entry("tagpairdelimiter", "="), entry("deletedelimiter", ":"),
        entry("randomwritetimestamporder", "false"), entry("randomtimeseriesorder", "false"),
        entry("valuetype", "floats"), entry("sparsity", "0.00"), entry("delayedseries", "0.10"),
        entry("delayedintervals", "5"), entry("querytimespan", "0"), entry("queryrandomtimespan", "false"),
        entry("querytimespandelimiter", ","), entry("groupbykey", "YCSBGB"), entry("downsamplingkey", "YCSBDS"),
        entry("readproportion", "0.10"), entry("updateproportion", "0.00"), entry("insertproportion", "0.90"),
        entry("requestdistribution", "zipfian"), entry("table", "usertable"), entry("dataintegrity", "false"),
        entry("measurementtype", "histogram"), entry("histogram.buckets", "1000"),
        entry("timeseries.granularity", "1000"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"tsworkloada", "tsworkload_template"})
  void loadsAndRunsWithBasicTsdb(String name) {
    String file = WORKLOADS.resolve(name).toString();
    // a tenth of tsworkloada's day of points (1,024 series x 144 timestamps); the template has 1,024 series too
    String[] common = {"-db", "site.ycsb.BasicTSDB", "-P", file, "-p", "basicdb.verbose=false",
        "-p", "recordcount=147456", "-p", "insertstart=1451606400", "-threads", "2"};
    ClientHarness.Outcome load = ClientHarness.run(concat(common, "-load"));
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(147456);
    ClientHarness.Outcome run = ClientHarness.run(concat(common, "-t", "-p", "operationcount=4000"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.count("READ", "Return=OK") + run.count("INSERT", "Return=OK")).isEqualTo(4000);
    assertThat(run.count("READ", "Return=OK")).isBetween(300L, 500L);
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
