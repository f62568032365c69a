package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.SeriesResult;
import site.ycsb.results.SizeBucketsResult;

/** measurement.sizebuckets: each operation's latency lands in the bucket of the bytes it wrote or read back. */
class ClientSizeBucketsTest {
  private static final String MEMORY = "site.ycsb.db.MemoryDB";

  @TempDir
  Path tmp;

  @Test
  void eachOperationIsCountedInTheBucketOfItsValueBytes() throws IOException {
    String store = "sizes-" + UUID.randomUUID();
    // Two fields of 600 bytes: an insert writes 1200 bytes, a read of all fields reads 1200 back, an update of
    // one field writes 600.
    String[] record = {"-p", "fieldcount=2", "-p", "fieldlength=600", "-p", "fieldlengthdistribution=constant",
        "-p", "measurement.sizebuckets=1KB,2KB"};
    Path load = tmp.resolve("load");
    ClientHarness.Outcome loaded = ClientHarness.run(concat(new String[] {"-db", MEMORY, "-load",
        "-p", "memory.name=" + store, "-p", "recordcount=50", "-p", "results.dir=" + load}, record));
    assertThat(loaded.exitCode()).as(loaded.err()).isZero();
    Path run = tmp.resolve("run");
    ClientHarness.Outcome ran = ClientHarness.run(concat(new String[] {"-db", MEMORY, "-t",
        "-p", "memory.name=" + store, "-p", "recordcount=50", "-p", "operationcount=400",
        "-p", "readproportion=0.5", "-p", "updateproportion=0.5", "-p", "readallfields=true",
        "-p", "writeallfields=false", "-p", "results.dir=" + run}, record));
    assertThat(ran.exitCode()).as(ran.err()).isZero();

    SizeBucketsResult inserts = ResultsDirectory.readResult(load.resolve("result.json")).sizeBuckets();
    assertThat(inserts.buckets()).containsExactly("<1KB", "1KB-2KB", ">=2KB");
    assertThat(inserts.boundsBytes()).containsExactly(1024L, 2048L);
    assertThat(counts(inserts.operations().get("INSERT"))).containsExactly(0L, 50L, 0L);

    RunResult r = ResultsDirectory.readResult(run.resolve("result.json"));
    SizeBucketsResult split = r.sizeBuckets();
    assertThat(split.operations()).containsOnlyKeys("READ", "UPDATE");
    assertThat(counts(split.operations().get("READ"))).containsExactly(0L, r.series().get("READ").count(), 0L);
    assertThat(counts(split.operations().get("UPDATE")))
        .containsExactly(r.series().get("UPDATE").count(), 0L, 0L);
    assertThat(split.operations().get("READ").get("1KB-2KB").latencyUs()).isNotNull();
    assertThat(split.operations().get("READ").get("<1KB").latencyUs()).isNull();

    // One log per operation, each bucket's intervals tagged with its name; the classic output is upstream's.
    assertThat(split.intervalLogs()).containsEntry("READ", "hdr/READ.by-size.hdr");
    assertThat(Files.readString(run.resolve("hdr/READ.by-size.hdr"))).contains("Tag=1KB-2KB,")
        .contains("Tag=<1KB,").contains("Tag=>=2KB,");
    assertThat(ran.out()).doesNotContain("1KB").doesNotContain("<1KB");
  }

  @Test
  void aScanIsCountedInTheBucketOfItsRecordsMeanValueSize() throws IOException {
    String store = "scan-sizes-" + UUID.randomUUID();
    // Records of 1200 bytes: a scan of any length reads back 1200 bytes a record on average.
    String[] record = {"-p", "fieldcount=2", "-p", "fieldlength=600", "-p", "fieldlengthdistribution=constant",
        "-p", "measurement.sizebuckets=1KB,2KB", "-p", "memory.name=" + store, "-p", "recordcount=50"};
    assertThat(ClientHarness.run(concat(new String[] {"-db", MEMORY, "-load"}, record)).exitCode()).isZero();
    Path run = tmp.resolve("scan");
    ClientHarness.Outcome ran = ClientHarness.run(concat(new String[] {"-db", MEMORY, "-t",
        "-p", "operationcount=100", "-p", "readproportion=0", "-p", "updateproportion=0", "-p", "scanproportion=1",
        "-p", "maxscanlength=10", "-p", "results.dir=" + run}, record));
    assertThat(ran.exitCode()).as(ran.err()).isZero();
    RunResult r = ResultsDirectory.readResult(run.resolve("result.json"));
    assertThat(r.series().get("SCAN").count()).isEqualTo(100);
    assertThat(counts(r.sizeBuckets().operations().get("SCAN"))).containsExactly(0L, 100L, 0L);
  }

  @Test
  void autoWithTheEtcPresetSplitsByThePresetsOwnBuckets() throws IOException {
    Path load = tmp.resolve("etc");
    ClientHarness.Outcome loaded = ClientHarness.run("-db", MEMORY, "-load", "-p", "memory.name=" + UUID.randomUUID(),
        "-p", "recordcount=2000", "-p", "fieldcount=1", "-p", "fieldlengthdistribution=facebook-etc",
        "-p", "measurement.sizebuckets=auto", "-p", "results.dir=" + load);
    assertThat(loaded.exitCode()).as(loaded.err()).isZero();
    assertThat(loaded.err()).contains("ycsb: note: measurement.sizebuckets=auto splits by "
        + "<15B,15B-256B,256B-1KB,1KB-4KB,>=4KB (the facebook-etc preset's own bounds)\n");

    SizeBucketsResult split = ResultsDirectory.readResult(load.resolve("result.json")).sizeBuckets();
    assertThat(split.buckets()).containsExactly("<15B", "15B-256B", "256B-1KB", "1KB-4KB", ">=4KB");
    assertThat(split.boundsBytes()).containsExactly(15L, 256L, 1024L, 4096L);
    long[] inserts = counts(split.operations().get("INSERT"));
    assertThat(java.util.Arrays.stream(inserts).sum()).isEqualTo(2000);
    // ETC's table (44% below 15 B) and its tail (34% from 15 to 256 B, 18% up to 1 KB) each fill their bucket.
    assertThat(inserts[0]).isBetween(800L, 970L);
    assertThat(inserts[1]).isBetween(600L, 770L);
    assertThat(inserts[2]).isBetween(290L, 440L);
  }

  @Test
  void autoRefusesTheDistributionsBadPropertiesInOneLine() {
    ClientHarness.Outcome run = ClientHarness.run("-db", MEMORY, "-load", "-p", "recordcount=5",
        "-p", "fieldlengthdistribution=gpd", "-p", "fieldlength.k=0.2", "-p", "measurement.sizebuckets=auto");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.errorLines()).singleElement().asString()
        .contains("fieldlengthdistribution=gpd needs the property fieldlength.sigma");
    assertThat(run.err()).doesNotContain("\tat ").doesNotContain("ycsb: note: measurement.sizebuckets");
  }

  @Test
  void withoutThePropertyResultJsonHasNoSplitAndNoSizeLog() throws IOException {
    Path dir = tmp.resolve("plain");
    ClientHarness.Outcome loaded = ClientHarness.run("-db", MEMORY, "-load", "-p", "memory.name=" + UUID.randomUUID(),
        "-p", "recordcount=20", "-p", "results.dir=" + dir);
    assertThat(loaded.exitCode()).as(loaded.err()).isZero();
    assertThat(Files.readString(dir.resolve("result.json"))).doesNotContain("sizeBuckets");
    assertThat(dir.resolve("hdr/INSERT.by-size.hdr")).doesNotExist();
  }

  @Test
  void aBadValueIsRefusedInOneLineNamingThePropertyAndTheAcceptedValues() {
    ClientHarness.Outcome run = ClientHarness.run("-db", MEMORY, "-load", "-p", "recordcount=5",
        "-p", "measurement.sizebuckets=10KB,1KB");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.errorLines()).singleElement().asString()
        .contains("property 'measurement.sizebuckets' is '10KB,1KB'").contains("accepted: auto, or sizes");
    assertThat(run.err()).doesNotContain("\tat ");
  }

  private static long[] counts(Map<String, SeriesResult> byBucket) {
    return byBucket.values().stream().mapToLong(SeriesResult::count).toArray();
  }

  private static String[] concat(String[] a, String[] b) {
    String[] ret = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, ret, a.length, b.length);
    return ret;
  }
}
