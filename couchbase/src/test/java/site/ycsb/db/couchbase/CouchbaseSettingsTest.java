package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.couchbase.client.core.msg.kv.DurabilityLevel;
import com.couchbase.client.java.query.QueryScanConsistency;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.DBException;

class CouchbaseSettingsTest {
  private static CouchbaseSettings settings(String... kv) throws DBException {
    Properties p = new Properties();
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    return CouchbaseSettings.from(p);
  }

  @Test
  void defaultsAreUpstreamsWhereTheyStillMeanSomething() throws Exception {
    CouchbaseSettings s = settings();
    assertThat(s.connectionString()).isEqualTo("couchbase://127.0.0.1");
    assertThat(s.bucket()).isEqualTo("default");
    assertThat(s.username()).isEqualTo("default");
    assertThat(s.password()).isEmpty();
    assertThat(s.kv()).isTrue();
    assertThat(s.upsert()).isFalse();
    assertThat(s.adhoc()).isFalse();
    assertThat(s.maxParallelism()).isEqualTo(1);
    assertThat(s.durability()).isEqualTo(DurabilityLevel.NONE);
    assertThat(s.scanMode()).isEqualTo(CouchbaseSettings.ScanMode.IDS);
    assertThat(s.scanConsistency()).isEqualTo(QueryScanConsistency.NOT_BOUNDED);
    assertThat(s.keyspace()).isEqualTo("`default`");
    assertThat(s.tls()).isFalse();
  }

  @ParameterizedTest(name = "persistTo={0} replicateTo={1} -> {2}")
  @CsvSource({"0,0,NONE", "0,1,MAJORITY", "0,3,MAJORITY", "1,0,MAJORITY_AND_PERSIST_TO_ACTIVE",
      "1,2,MAJORITY_AND_PERSIST_TO_ACTIVE", "2,0,PERSIST_TO_MAJORITY", "4,3,PERSIST_TO_MAJORITY"})
  void upstreamPersistToAndReplicateToMapOntoDurabilityLevels(int persistTo, int replicateTo, String level)
      throws Exception {
    assertThat(settings("couchbase.persistTo", "" + persistTo, "couchbase.replicateTo", "" + replicateTo)
        .durability()).isEqualTo(DurabilityLevel.valueOf(level));
  }

  @Test
  void durabilityByName() throws Exception {
    assertThat(settings("couchbase.durability", "majorityAndPersistToActive").durability())
        .isEqualTo(DurabilityLevel.MAJORITY_AND_PERSIST_TO_ACTIVE);
    assertThat(settings("couchbase.durability", "persistToMajority").durability())
        .isEqualTo(DurabilityLevel.PERSIST_TO_MAJORITY);
    assertThatThrownBy(() -> settings("couchbase.durability", "majority", "couchbase.persistTo", "1"))
        .hasMessageContaining("exclusive");
    assertThatThrownBy(() -> settings("couchbase.durability", "all"))
        .hasMessage("couchbase.durability must be one of none, majority, majorityAndPersistToActive, "
            + "persistToMajority, not 'all'");
  }

  @Test
  void tlsFromTheSchemeOrTheFlag() throws Exception {
    assertThat(settings("couchbase.host", "couchbases://db.example").tls()).isTrue();
    CouchbaseSettings s = settings("couchbase.host", "db1,db2", "couchbase.tls", "true");
    assertThat(s.connectionString()).isEqualTo("couchbases://db1,db2");
    assertThatThrownBy(() -> settings("couchbase.tls.certificate", "/nonexistent/ca.pem", "couchbase.tls", "true"))
        .hasMessageContaining("couchbase.tls.certificate");
    assertThatThrownBy(() -> settings("couchbase.host", "couchbase://db", "couchbase.tls", "true"))
        .hasMessageContaining("couchbase.tls");
  }

  @Test
  void namedCollectionsMakeAThreePartKeyspace() throws Exception {
    assertThat(settings("couchbase.bucket", "b", "couchbase.scope", "s", "couchbase.collection", "c").keyspace())
        .isEqualTo("`b`.`s`.`c`");
  }

  @Test
  void badValuesNameThePropertyAndWhatItAccepts() {
    assertThatThrownBy(() -> settings("couchbase.kv", "yes"))
        .hasMessage("couchbase.kv must be true or false, not 'yes'");
    assertThatThrownBy(() -> settings("couchbase.maxParallelism", "-1"))
        .hasMessage("couchbase.maxParallelism must be an integer from 0 to 1024, not '-1'");
    assertThatThrownBy(() -> settings("couchbase.scan.consistency", "at_plus"))
        .hasMessage("couchbase.scan.consistency must be one of not_bounded, request_plus, not 'at_plus'");
    assertThatThrownBy(() -> settings("couchbase.persistTo", "5")).hasMessageContaining("couchbase.persistTo");
  }

  @Test
  void thePasswordIsNeverPrinted() throws Exception {
    assertThat(settings("couchbase.password", "s3cr3t").toString()).doesNotContain("s3cr3t");
  }
}
