package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Secrets never reach output, files or error messages. */
class RedactorTest {
  private static final String M = Redactor.MASK;

  @TempDir
  Path tmp;

  @ParameterizedTest
  @ValueSource(strings = {"password", "redis.password", "REDIS.PASSWORD", "couchbase.password", "db.passwd",
      "mysql.pwd", "secret", "aws.secretkey", "api.token", "credentials", "apikey", "x.api_key", "x.api-key",
      "ssh.privatekey", "tls.private_key", "mongodb.clientSecret", "PGPASSWORD", "MYSQL_PWD", "REDISCLI_AUTH",
      "db.pass", "DB_PW", "PW", "redisPw", "--password", "--pass", "--requirepass", "masterauth",
      "s3.accessKeyId", "access_key", "x.api.key", "Authorization", "auth_token", "ssh.passphrase"})
  void secretNames(String name) {
    assertThat(Redactor.isSecretName(name)).isTrue();
    assertThat(Redactor.redactValue(name, "hunter2")).isEqualTo(M);
  }

  @ParameterizedTest
  @ValueSource(strings = {"recordcount", "redis.host", "redis.user", "mongodb.url", "memory.name", "db", "table",
      "fieldcount", "keyprefix", "groupbykey", "tagkeylength", "timestampkey", "ycsb_key", "redis.ssl.keystore",
      "mongodb.authSource", "authMechanism", "--askpass", "bypass", "insertstart", "zeropadding", "-p", "-a",
      "operationcount", "requestdistribution", "hotspotdatafraction", "compass", "user", "key"})
  void ordinaryNames(String name) {
    assertThat(Redactor.isSecretName(name)).isFalse();
    assertThat(Redactor.redactValue(name, "plain")).isEqualTo("plain");
  }

  @Test
  void emptyAndNullSecretsStayAsTheyAre() {
    assertThat(Redactor.redactValue("redis.password", "")).isEmpty();
    assertThat(Redactor.redactValue("redis.password", null)).isNull();
  }

  @Test
  void passwordsInUrisAreMasked() {
    assertThat(Redactor.redactUris("mongodb://u:s3cret@h/db")).isEqualTo("mongodb://u:" + M + "@h/db");
    assertThat(Redactor.redactUris("redis://:pw@localhost:6379/0")).isEqualTo("redis://:" + M + "@localhost:6379/0");
    assertThat(Redactor.redactUris("mongodb+srv://admin:p%40ss@cluster0.example.net/?retryWrites=true"))
        .isEqualTo("mongodb+srv://admin:" + M + "@cluster0.example.net/?retryWrites=true");
    assertThat(Redactor.redactUris("jdbc:mysql://root:pw@127.0.0.1:3306/ycsb"))
        .isEqualTo("jdbc:mysql://root:" + M + "@127.0.0.1:3306/ycsb");
    assertThat(Redactor.redactUris("cannot connect to mongodb://a:b@h1 or redis://c:d@h2, giving up"))
        .isEqualTo("cannot connect to mongodb://a:" + M + "@h1 or redis://c:" + M + "@h2, giving up");
  }

  @Test
  void urisWithoutPasswordsAreUnchanged() {
    for (String s : List.of("mongodb://user@host/db", "http://host:8080/path", "couchbase://h1,h2",
        "mongodb://localhost:27017/ycsb?w=1", "no uri here", "")) {
      assertThat(Redactor.redactUris(s)).isEqualTo(s);
    }
  }

  @Test
  void commandLineWords() {
    assertThat(Redactor.redactArgument("redis.password=hunter2")).isEqualTo("redis.password=" + M);
    assertThat(Redactor.redactArgument("-Dredis.password=hunter2")).isEqualTo("-Dredis.password=" + M);
    assertThat(Redactor.redactArgument("mongodb.url=mongodb://u:s3cret@h/db"))
        .isEqualTo("mongodb.url=mongodb://u:" + M + "@h/db");
    assertThat(Redactor.redactArgument("recordcount=10")).isEqualTo("recordcount=10");
    assertThat(Redactor.redactArgument("-p")).isEqualTo("-p");
    assertThat(Redactor.redactArgument("x=a=b")).isEqualTo("x=a=b");
    assertThat(Redactor.redactCommandLine(List.of("-db", "x.Y", "-p", "redis.password=hunter2", "-p",
        "mongodb.url=mongodb://u:s3cret@h/db", "-threads", "4")))
        .isEqualTo("-db x.Y -p redis.password=" + M + " -p mongodb.url=mongodb://u:" + M + "@h/db -threads 4");
  }

  @Test
  void propertiesAreSortedAndMasked() {
    Properties p = new Properties();
    p.setProperty("zeta", "1");
    p.setProperty("redis.password", "hunter2");
    p.setProperty("mongodb.url", "mongodb://u:s3cret@h/db");
    p.setProperty("alpha", "2");
    Map<String, String> r = Redactor.redact(p);
    assertThat(r).containsExactly(Map.entry("alpha", "2"), Map.entry("mongodb.url", "mongodb://u:" + M + "@h/db"),
        Map.entry("redis.password", M), Map.entry("zeta", "1"));
  }

  @Test
  void secretsFromAPropertiesFileDoNotLeakEither() throws Exception {
    Path workload = tmp.resolve("secret.properties");
    Files.writeString(workload, "redis.password=hunter2\nrecordcount=5\noperationcount=5\n");
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t", "-P", workload.toString(),
        "-p", "memory.name=RedactorTest-file", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.out() + o.err()).doesNotContain("hunter2");
    assertThat(Files.readString(dir.resolve("disclosure.json"))).doesNotContain("hunter2");
  }

  @Test
  void errorMessagesWithUrisAreRedacted() {
    assertThat(Client.describe(new DBException("cannot reach mongodb://u:s3cret@h/db")))
        .isEqualTo("cannot reach mongodb://u:" + M + "@h/db");
    assertThat(Client.describe(new DBException("outer", new RuntimeException("redis://:pw@h refused"))))
        .doesNotContain("pw@").contains("refused");
  }

  @Test
  void secretWithSpacesAroundTheEqualsSignIsMaskedToo() throws Exception {
    assertThat(Redactor.redactArgument("redis.password = hunter2")).doesNotContain("hunter2");
    assertThat(Redactor.redactArgument(" redis.password=hunter2")).doesNotContain("hunter2");
    Path dir = tmp.resolve("spaced");
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t",
        "-p", "memory.name=RedactorTest-spaced", "-p", "recordcount=5", "-p", "operationcount=5",
        "-p", "redis.password = hunter2", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.err()).doesNotContain("hunter2");
    assertThat(Files.readString(dir.resolve("disclosure.json"))).doesNotContain("hunter2");
  }

  @Test
  void aPasswordInAJdbcUrlIsHiddenInTheCommandLineResultAndDisclosure() throws Exception {
    Path dir = tmp.resolve("jdbc");
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t",
        "-p", "memory.name=RedactorTest-jdbc", "-p", "recordcount=5", "-p", "operationcount=5",
        "-p", "db.url=jdbc:mysql://h/db?user=a&password=S3cretPW", "-p", "hook=redis-cli -a L1teralPW flushall",
        "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.err()).contains("Command line: ").contains("db.url=jdbc:mysql://h/db?user=a&password=" + M)
        .contains("hook=redis-cli -a " + M + " flushall");
    for (String s : List.of(o.out(), o.err(), Files.readString(dir.resolve("disclosure.json")),
        Files.readString(dir.resolve("result.json")))) {
      assertThat(s).doesNotContain("S3cretPW").doesNotContain("L1teralPW");
    }
  }
}
