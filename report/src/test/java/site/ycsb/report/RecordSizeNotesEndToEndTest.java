package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.testing.ProcessOutcome;

/**
 * A report over loads with Facebook ETC value sizes and key lengths says, beside the memory per record, what records
 * it is of; a report over upstream's sizes says nothing new.
 */
class RecordSizeNotesEndToEndTest {
  @TempDir
  Path tmp;

  @Test
  void memoryPerRecordOfKeyedSizesNamesTheSizesAndTheirMeans() throws Exception {
    Path run = tmp.resolve("etc");
    Fixtures.runDir(run, "site.ycsb.db.MemoryDB", "workloada", 1, "-load", "-p", "recordcount=2000",
        "-p", "memory.name=record-size-notes-etc", "-p", "fieldcount=1", "-p", "fieldlengthdistribution=facebook-etc",
        "-p", "keylengthdistribution=facebook-etc");
    Path plain = tmp.resolve("plain");
    Fixtures.runDir(plain, "site.ycsb.db.MemoryDB", "workloada", 1, "-load", "-p", "recordcount=2000",
        "-p", "memory.name=record-size-notes-plain");

    ProcessOutcome report = ReportMainTest.run(run.toString(), "-o", tmp.resolve("report").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    String md = Files.readString(tmp.resolve("report/report.md"), StandardCharsets.UTF_8);
    assertThat(md).contains("Memory per record of").contains("fieldlengthdistribution=facebook-etc, fieldcount=1")
        .containsPattern("mean 1[89]\\d\\.\\d B per record").contains("keylengthdistribution=facebook-etc")
        .containsPattern("mean 3[5-6]\\.\\d B\\)");
    assertThat(report.out()).contains("note: Memory per record of");

    ProcessOutcome upstream = ReportMainTest.run(plain.toString(), "-o", tmp.resolve("report-plain").toString());
    assertThat(upstream.exitCode()).as(upstream.err()).isZero();
    assertThat(Files.readString(tmp.resolve("report-plain/report.md"), StandardCharsets.UTF_8))
        .doesNotContain("Memory per record of");
  }
}
