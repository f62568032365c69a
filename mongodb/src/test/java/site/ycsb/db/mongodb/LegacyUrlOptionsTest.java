package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.TestProperties;

class LegacyUrlOptionsTest {
  private static Properties props(String... kv) {
    return TestProperties.of(kv);
  }

  @Test
  void foldsEachUpstreamPropertyWithANotice() {
    LegacyUrlOptions.Folded f = LegacyUrlOptions.fold("mongodb://h:1/db", props("mongodb.writeConcern", "majority",
        "mongodb.readPreference", "secondary_preferred", "mongodb.maxconnections", "50"));
    assertThat(f.url()).isEqualTo("mongodb://h:1/db?maxPoolSize=50&w=majority&readPreference=secondaryPreferred");
    assertThat(f.notices()).hasSize(3).allMatch(n -> n.contains("deprecated"));
  }

  @Test
  void anOptionAlreadyInTheUrlWins() {
    LegacyUrlOptions.Folded f = LegacyUrlOptions.fold("mongodb://h/db?W=2&j=false",
        props("mongodb.writeConcern", "acknowledged"));
    assertThat(f.url()).isEqualTo("mongodb://h/db?W=2&j=false");
    assertThat(LegacyUrlOptions.fold("mongodb://h/db?j=false", props("mongodb.writeConcern", "journaled")).url())
        .isEqualTo("mongodb://h/db?j=false");
  }

  @Test
  void journaledBecomesJournalTrueAndAUrlWithoutPathGetsOne() {
    assertThat(LegacyUrlOptions.fold("mongodb://h:27017", props("mongodb.writeConcern", "JOURNALED")).url())
        .isEqualTo("mongodb://h:27017/?journal=true");
  }

  @Test
  void nothingSetChangesNothing() {
    LegacyUrlOptions.Folded f = LegacyUrlOptions.fold(MongoSettings.DEFAULT_URL, new Properties());
    assertThat(f.url()).isEqualTo(MongoSettings.DEFAULT_URL);
    assertThat(f.notices()).isEmpty();
  }

  @Test
  void unknownValuesAreErrorsNamingPropertyAndChoices() {
    assertThatThrownBy(() -> LegacyUrlOptions.fold("mongodb://h/", props("mongodb.readPreference", "closest")))
        .hasMessageContaining("mongodb.readPreference").hasMessageContaining("nearest");
    assertThatThrownBy(() -> LegacyUrlOptions.fold("mongodb://h/", props("mongodb.maxconnections", "-1")))
        .hasMessageContaining("mongodb.maxconnections").hasMessageContaining(">= 1");
  }

  @Test
  void settingsReadTheDatabaseFromTheUrlLikeUpstream() {
    assertThat(MongoSettings.from(props()).database()).isEqualTo("ycsb");
    assertThat(MongoSettings.from(props("mongodb.url", "mongodb://h/bench")).database()).isEqualTo("bench");
    assertThat(MongoSettings.from(props("mongodb.url", "mongodb://h/admin")).database()).isEqualTo("ycsb");
    assertThat(MongoSettings.from(props("mongodb.url", "mongodb://h")).database()).isEqualTo("ycsb");
    assertThat(MongoSettings.from(props()).batchSize()).isEqualTo(1);
    assertThat(MongoSettings.from(props("batchsize", "5", "mongodb.batchsize", "9")).batchSize()).isEqualTo(9);
  }

  @Test
  void scrubHidesThePasswordEvenWithoutTheScheme() {
    String url = "mongodb://user:pa55word@h/db";
    assertThat(MongoSettings.scrub("bad user info 'user:pa55word' in " + url, url))
        .doesNotContain("pa55word").contains("user:*****");
  }
}
