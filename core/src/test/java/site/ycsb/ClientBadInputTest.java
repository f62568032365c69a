package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input ends with exit code 2 and one line {@code ycsb: error: ...} that names what was wrong
 * and what is accepted; never a stack trace. Failures of the database give exit code 1.
 */
class ClientBadInputTest {
  @TempDir
  static Path tmp;

  private static List<String> base(String... extra) {
    List<String> args = new ArrayList<>(List.of("-db", "site.ycsb.db.MemoryDB", "-t",
        "-p", "memory.name=ClientBadInputTest", "-p", "recordcount=10", "-p", "operationcount=10"));
    args.addAll(List.of(extra));
    return args;
  }

  private static Arguments bad(String name, List<String> args, String... expected) {
    return Arguments.of(name, args, List.of(expected));
  }

  static Stream<Arguments> badInputs() throws java.io.IOException {
    java.nio.file.Files.writeString(tmp.resolve("a-file"), "a file, not a folder");
    byte[] noise = new byte[4096];
    new java.util.Random(4096).nextBytes(noise);
    java.nio.file.Files.write(tmp.resolve("noise.bin"), noise);
    return Stream.of(
        bad("unknown -db class", base("-db", "no.such.DB"), "no.such.DB"),
        bad("missing -P file", base("-P", tmp.resolve("missing.properties").toString()),
            "missing.properties", "-P"),
        bad("-p without =", base("-p", "noequals"), "-p", "noequals", "key=value"),
        bad("-p with empty name", base("-p", "=value"), "-p", "key=value"),
        bad("-threads abc", base("-threads", "abc"), "threadcount", "'abc'", "whole number >= 1"),
        bad("-threads -1", base("-threads", "-1"), "threadcount", "'-1'", "whole number >= 1"),
        bad("-threads 0", base("-threads", "0"), "threadcount", "'0'", "whole number >= 1"),
        bad("-p threadcount=abc", base("-p", "threadcount=abc"), "threadcount", "'abc'", "whole number"),
        bad("-target x", base("-target", "x"), "target", "'x'", "whole number >= 0"),
        bad("-p target=x", base("-p", "target=x"), "target", "'x'", "whole number"),
        bad("-P file of random bytes", base("-P", tmp.resolve("noise.bin").toString()), "noise.bin", "(-P)",
            "not a text file"),
        bad("-P with no value", base("-P"), "-P", "needs a value"),
        bad("load with no recordcount", List.of("-db", "site.ycsb.db.MemoryDB", "-load"), "recordcount",
            "is not set", "insertcount", "until interrupted", "whole number >= 1", "maxexecutiontime"),
        bad("load of recordcount=0", base("-load", "-p", "recordcount=0"), "'recordcount' is '0'", "maxexecutiontime"),
        bad("-P followed by another option", base("-P", "-threads", "4"), "option -P needs a value",
            "a workload file"),
        bad("-l with no value", base("-l"), "option -l needs a value"),
        bad("-threads followed by -s", base("-threads", "-s"), "option -threads needs a value"),
        bad("readproportion=1.5", base("-p", "readproportion=1.5"), "readproportion", "'1.5'", "0 to 1"),
        bad("validity.maxhiccupshare=-0.1", base("-p", "validity.maxhiccupshare=-0.1"), "validity.maxhiccupshare",
            "'-0.1'", "a number >= 0"),
        bad("validity.maxhiccupshare=lots", base("-p", "validity.maxhiccupshare=lots"), "validity.maxhiccupshare",
            "'lots'", "a number >= 0"),
        bad("validity.maxclientcpu=1.5", base("-p", "validity.maxclientcpu=1.5"), "validity.maxclientcpu", "'1.5'",
            "a number from 0 to 1"),
        bad("validity.maxclientcpu=90%", base("-p", "validity.maxclientcpu=90%"), "validity.maxclientcpu", "'90%'",
            "a number from 0 to 1"),
        bad("validity.minseconds=-1", base("-p", "validity.minseconds=-1"), "validity.minseconds", "'-1'",
            "a number >= 0"),
        bad("validity.minseconds=ten", base("-p", "validity.minseconds=ten"), "validity.minseconds", "'ten'",
            "a number >= 0"),
        bad("results.dir under a file", base("-p", "results.dir=" + tmp.resolve("a-file/results")),
            "results.dir", "a-file", "cannot create that folder", "Not a directory"),
        bad("a binding's property", base("-db", TestDBs.BadPropertyDB.class.getName(), "-p", "test.mode=bogus"),
            "test.mode", "'bogus'", "fast or safe"),
        bad("recordcount=abc", base("-p", "recordcount=abc"), "recordcount", "'abc'", "whole number"),
        bad("recordcount=abc on load", base("-load", "-p", "recordcount=abc"), "recordcount", "'abc'",
            "whole number"),
        bad("operationcount=-5", base("-p", "operationcount=-5"), "operationcount", "'-5'", "whole number >= 0"),
        bad("fieldcount=0", base("-p", "fieldcount=0"), "fieldcount", "'0'", "whole number"),
        bad("fieldlength=abc", base("-p", "fieldlength=abc"), "fieldlength", "'abc'"),
        bad("requestdistribution=foo", base("-p", "requestdistribution=foo"), "requestdistribution", "'foo'",
            "uniform", "zipfian", "latest", "hotspot", "sequential", "exponential"),
        bad("measurementtype=foo", base("-p", "measurementtype=foo"), "measurementtype", "'foo'",
            "hdrhistogram", "histogram", "timeseries", "raw"),
        bad("measurement.interval=foo", base("-p", "measurement.interval=foo"), "measurement.interval", "'foo'",
            "op", "intended", "both"),
        bad("all proportions 0", base("-p", "readproportion=0", "-p", "updateproportion=0",
            "-p", "insertproportion=0", "-p", "scanproportion=0", "-p", "readmodifywriteproportion=0"),
            "readproportion", "updateproportion", "insertproportion", "scanproportion", "readmodifywriteproportion"),
        bad("negative proportion", base("-p", "readproportion=-0.5"), "readproportion", "'-0.5'"),
        bad("insertorder=sideways", base("-p", "insertorder=sideways"), "insertorder", "'sideways'",
            "hashed", "ordered"),
        bad("readallfields=maybe", base("-p", "readallfields=maybe"), "readallfields", "'maybe'",
            "true or false"),
        bad("dataintegrity=yes", base("-p", "dataintegrity=yes"), "dataintegrity", "'yes'", "true or false"),
        bad("exporter=no.such.Class", base("-p", "exporter=no.such.Class"), "exporter", "no.such.Class",
            "TextMeasurementsExporter"),
        bad("exporter that is not an exporter", base("-p", "exporter=java.lang.String"), "exporter",
            "java.lang.String", "MeasurementsExporter"),
        bad("hotspotdatafraction=2", base("-p", "requestdistribution=hotspot", "-p", "hotspotdatafraction=2"),
            "hotspotdatafraction", "'2'", "0 to 1"),
        bad("hotspotopnfraction=-1", base("-p", "requestdistribution=hotspot", "-p", "hotspotopnfraction=-1"),
            "hotspotopnfraction", "'-1'", "0 to 1"),
        bad("hdrhistogram.percentiles=abc", base("-p", "hdrhistogram.percentiles=50,abc"),
            "hdrhistogram.percentiles", "50,abc"),
        bad("status.interval=0", base("-s", "-p", "status.interval=0"), "status.interval", "'0'"),
        bad("maxexecutiontime=soon", base("-p", "maxexecutiontime=soon"), "maxexecutiontime", "'soon'"),
        bad("minscanlength above maxscanlength", base("-p", "minscanlength=10", "-p", "maxscanlength=5"),
            "minscanlength", "maxscanlength"),
        bad("unknown workload class", base("-p", "workload=no.such.Workload"), "workload", "no.such.Workload"),
        bad("unknown option -foo", base("-foo"), "-foo", "accepted"),
        bad("missing field length histogram", base("-p", "fieldlengthdistribution=histogram",
            "-p", "fieldlengthhistogram=" + tmp.resolve("no-hist.txt")), "fieldlengthhistogram", "no-hist.txt"),
        bad("dataintegrity with uniform lengths", base("-p", "dataintegrity=true",
            "-p", "fieldlengthdistribution=uniform"), "dataintegrity", "fieldlengthdistribution"),
        bad("stray argument", base("stray"), "stray"),
        bad("client.index without client.count", base("-p", "client.index=0"), "client.index", "client.count"),
        bad("client.count without client.index", base("-p", "client.count=3"), "client.count", "client.index"),
        bad("client.count=0", base("-p", "client.index=0", "-p", "client.count=0"), "client.count", "'0'",
            "whole number from 1"),
        bad("client.index=3 of 3", base("-p", "client.index=3", "-p", "client.count=3"), "client.index", "'3'",
            "0 to 2"),
        bad("client.index=-1", base("-p", "client.index=-1", "-p", "client.count=3"), "client.index", "'-1'"),
        bad("client.index=x", base("-p", "client.index=x", "-p", "client.count=3"), "client.index", "'x'"),
        bad("target below client.count", base("-p", "client.index=0", "-p", "client.count=3", "-target", "2"),
            "target", "client.count"),
        bad("load slices of fewer records than clients", base("-load", "-p", "recordcount=2",
            "-p", "client.index=0", "-p", "client.count=3"), "recordcount", "client.count"),
        bad("explicit insert range reaching into another slice", base("-load", "-p", "recordcount=300",
            "-p", "client.index=1", "-p", "client.count=3", "-p", "insertstart=50", "-p", "insertcount=100"),
            "insertstart", "insertcount", "50..149", "100..199"),
        bad("load slices of a workload that is not a CoreWorkload", base("-load", "-p", "client.index=0",
            "-p", "client.count=2", "-p", "workload=site.ycsb.workloads.TimeSeriesWorkload"), "workload",
            "TimeSeriesWorkload", "CoreWorkload"),
        bad("start.at=soon", base("-p", "start.at=soon"), "start.at", "'soon'", "ISO-8601", "epoch milliseconds"),
        bad("start.at without an offset", base("-p", "start.at=2030-01-01T00:00:00"), "start.at", "ISO-8601"),
        bad("start.at in 1970", base("-p", "start.at=1000"), "start.at", "in the past", "stop.grace (10 s)"),
        bad("start.at a minute ago", base("-p", "start.at=" + java.time.Instant.now().minusSeconds(60),
            "-p", "stop.grace=5"), "start.at", "in the past", "stop.grace (5 s)"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badInputs")
  void badInputExitsWithCode2AndOneClearLine(String name, List<String> args, List<String> expected) {
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as("exit code; stderr:%n%s", o.err()).isEqualTo(2);
    List<String> errors = o.errorLines();
    assertThat(errors).as("error lines; stderr:%n%s", o.err()).hasSize(1);
    for (String fragment : expected) {
      assertThat(errors.get(0)).as("the error line names %s", fragment).contains(fragment);
    }
    assertThat(o.err()).doesNotContain("\tat ").doesNotContain("Exception in thread");
    assertThat(o.errLines()).noneMatch(l -> l.matches("^\\s+at .*"));
    assertThat(o.out()).as("no results for bad input").doesNotContain("[OVERALL]");
  }

  @Test
  void databaseInitFailureExitsWithCode1AndTheCause() {
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.TestDBs$InitFailsDB", "-t",
        "-p", "recordcount=10", "-p", "operationcount=10", "-threads", "2");
    assertThat(o.exitCode()).as(o.err()).isEqualTo(1);
    List<String> errors = o.errorLines();
    assertThat(errors).as(o.err()).hasSize(1);
    assertThat(errors.get(0)).contains("boom").contains("init");
    assertThat(o.err()).doesNotContain("\tat ").doesNotContain("DBException:\n");
  }

  @Test
  void databaseCleanupFailureStillPrintsResultsAndExitsWithCode1() {
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.TestDBs$CleanupFailsDB", "-t",
        "-p", "recordcount=10", "-p", "operationcount=20", "-p", "readproportion=1", "-p", "updateproportion=0");
    assertThat(o.exitCode()).as(o.err()).isEqualTo(1);
    assertThat(o.metric("OVERALL", "RunTime(ms)")).isNotNull();
    assertThat(o.metric("OVERALL", "Throughput(ops/sec)")).isNotNull();
    assertThat(o.count("READ", "Operations")).isEqualTo(20);
    assertThat(o.errorLines()).as(o.err()).hasSize(1);
    assertThat(o.errorLines().get(0)).contains("cleanup-kaput").contains("cleanup");
    assertThat(o.err()).doesNotContain("\tat ");
  }

  @Test
  void cleanupFailureIsRecordedInResultJsonAsFailed() throws Exception {
    Path dir = tmp.resolve("cleanup-failed");
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.TestDBs$CleanupFailsDB", "-t",
        "-p", "recordcount=10", "-p", "operationcount=5", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).isEqualTo(1);
    site.ycsb.results.RunResult r = site.ycsb.results.ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.status()).isEqualTo("failed");
    assertThat(r.problems()).anySatisfy(p -> assertThat(p).contains("cleanup-kaput"));
    assertThat(r.operations()).isEqualTo(5);
  }

  @Test
  void aWorkloadThatThrowsEndsTheRunWithCode1AndResults() {
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.TestDBs$OkDB", "-t",
        "-p", "workload=site.ycsb.TestDBs$ThrowingWorkload", "-p", "operationcount=100");
    assertThat(o.exitCode()).as(o.err()).isEqualTo(1);
    assertThat(o.errorLines()).as(o.err()).hasSize(1);
    assertThat(o.errorLines().get(0)).contains("workload-kaput");
    assertThat(o.err()).doesNotContain("\tat ");
    assertThat(o.metric("OVERALL", "RunTime(ms)")).isNotNull();
    assertThat(o.count("READ", "Operations")).isEqualTo(5);
  }

  @Test
  void debugPropertyIsNotNeededForTheHint() {
    ClientHarness.Outcome o = ClientHarness.run("-db", "no.such.DB", "-t");
    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).contains("ycsb.debug");
  }

  @Test
  void usageGoesToTheGivenStreams() {
    java.io.PrintStream saved = System.out;
    java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
    ClientHarness.Outcome o;
    try {
      System.setOut(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
      o = ClientHarness.run();
    } finally {
      System.setOut(saved);
    }
    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.out() + o.err()).contains("Usage:");
    assertThat(captured.toString(java.nio.charset.StandardCharsets.UTF_8)).doesNotContain("Usage:");
  }
}
