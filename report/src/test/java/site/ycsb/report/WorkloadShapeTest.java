package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.results.Disclosure;
import site.ycsb.workloads.DataSetSizes;

/** The record sizes the KB/s estimate takes from a run's properties. */
class WorkloadShapeTest {
  private static WorkloadShape of(Map<String, String> properties) {
    return WorkloadShape.of(new Disclosure(Disclosure.SCHEMA, Disclosure.SCHEMA_VERSION, "r", null, List.of(),
        properties, List.of(), null, null, null, null, null, null, null));
  }

  @Test
  void upstreamsRecordsAreFieldcountTimesFieldlength() {
    WorkloadShape s = of(Map.of("fieldcount", "10", "fieldlength", "100"));
    assertThat(s.recordBytes()).isEqualTo(1000.0);
    assertThat(s.updateBytes()).isEqualTo(100.0);
    // Upstream's uniform kind draws on every write: taken at its maximum, as before.
    assertThat(of(Map.of("fieldlength", "400", "fieldlengthdistribution", "uniform")).recordBytes())
        .isEqualTo(4000.0);
  }

  @Test
  void aRecordSizedByItsKeyIsTheDataSetsMeanSpreadOverItsFields() {
    Map<String, String> etc = Map.of("fieldlengthdistribution", "facebook-etc", "fieldcount", "2",
        "recordcount", "5000", "fieldlength", "1000");
    double mean = DataSetSizes.of(etc).orElseThrow().meanValueBytes();
    // The ETC values' mean is some 190 B, nothing like fieldcount × fieldlength (2000 B).
    assertThat(mean).isBetween(150.0, 250.0);
    WorkloadShape s = of(etc);
    assertThat(s.recordBytes()).isCloseTo(mean, within(1e-9));
    assertThat(s.updateBytes()).isCloseTo(mean / 2, within(1e-9));
  }

  @Test
  void theFootnoteSaysSoOnlyWhereARunSizesRecordsByKey() {
    assertThat(DataSetSizes.sizesRecordsByKey("facebook-etc")).isTrue();
    assertThat(DataSetSizes.sizesRecordsByKey(" GPD ")).isTrue();
    assertThat(DataSetSizes.sizesRecordsByKey("zipfian")).isFalse();
    assertThat(DataSetSizes.sizesRecordsByKey(null)).isFalse();
    ReportModel.DisclosureSection upstream = new ReportModel.DisclosureSection(List.of(), Map.of(),
        Map.of("fieldlengthdistribution", "constant"), List.of(), List.of());
    ReportModel.DisclosureSection keyed = new ReportModel.DisclosureSection(List.of(), Map.of(), Map.of(),
        List.of(new ReportModel.DifferingProperty("fieldlengthdistribution", List.of(
            new ReportModel.ValueRuns("constant", List.of("a")), new ReportModel.ValueRuns("lognormal",
                List.of("b"))))), List.of());
    assertThat(ReportTables.kbFootnote(model(upstream))).isEqualTo(ReportTables.KB_FOOTNOTE);
    assertThat(ReportTables.kbFootnote(model(keyed))).isEqualTo(ReportTables.KB_FOOTNOTE
        + ReportTables.KB_FOOTNOTE_KEYED);
  }

  private static ReportModel model(ReportModel.DisclosureSection disclosure) {
    return new ReportModel(List.of(), List.of(), List.of(), disclosure, List.of(), List.of(), List.of(), List.of(),
        List.of(), List.of(), List.of());
  }
}
