package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The statement texts exactly: values only ever as parameters, ORDER BY + LIMIT, RAW. */
class N1qlStatementsTest {
  private final N1qlStatements bucketOnly = new N1qlStatements("`ycsb`");
  private final N1qlStatements collection = new N1qlStatements("`b`.`s`.`c`");

  @Test
  void idsScanIsRawOrderedLimitedAndParameterised() {
    assertThat(bucketOnly.scanIds()).isEqualTo(
        "SELECT RAW meta(d).id FROM `ycsb` AS d WHERE meta(d).id >= $startkey ORDER BY meta(d).id LIMIT $limit");
  }

  @Test
  void documentsScanProjectsTheRequestedFieldsOrTheWholeDocument() {
    assertThat(collection.scanDocuments(null)).isEqualTo(
        "SELECT RAW d FROM `b`.`s`.`c` AS d WHERE meta(d).id >= $startkey ORDER BY meta(d).id LIMIT $limit");
    assertThat(bucketOnly.scanDocuments(new LinkedHashSet<>(List.of("field0", "fie`ld1")))).isEqualTo(
        "SELECT d.`field0`, d.`fie``ld1` FROM `ycsb` AS d WHERE meta(d).id >= $startkey ORDER BY meta(d).id "
            + "LIMIT $limit");
  }

  @Test
  void crudStatementsUseKeysAndParameters() {
    assertThat(bucketOnly.read(null)).isEqualTo("SELECT RAW d FROM `ycsb` AS d USE KEYS $id");
    assertThat(bucketOnly.read(List.of("field3"))).isEqualTo("SELECT d.`field3` FROM `ycsb` AS d USE KEYS $id");
    assertThat(bucketOnly.insert(false, false)).isEqualTo("INSERT INTO `ycsb` (KEY, VALUE) VALUES ($id, $doc)");
    assertThat(bucketOnly.insert(true, true)).isEqualTo(
        "UPSERT INTO `ycsb` (KEY, VALUE, OPTIONS) VALUES ($id, $doc, {\"expiration\": $expiry})");
    assertThat(bucketOnly.update(List.of("field1", "field7"))).isEqualTo(
        "UPDATE `ycsb` AS d USE KEYS $id SET d.`field1` = $v0, d.`field7` = $v1 RETURNING RAW meta(d).id");
    assertThat(bucketOnly.delete()).isEqualTo("DELETE FROM `ycsb` AS d USE KEYS $id RETURNING RAW meta(d).id");
  }

  @Test
  void indexStatements() {
    assertThat(collection.createIdIndex("ycsb_meta_id"))
        .isEqualTo("CREATE INDEX `ycsb_meta_id` ON `b`.`s`.`c`(meta().id) USING GSI");
    assertThat(bucketOnly.createPrimaryIndex()).isEqualTo("CREATE PRIMARY INDEX ON `ycsb` USING GSI");
    assertThat(N1qlStatements.indexState()).contains("system:indexes", "$name", "$bucket").doesNotContain("'");
  }
}
