package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The free-text rules of {@link Redactor}: URLs, commands, name=value and name: value pairs, known values. */
class RedactorRulesTest {
  private static final String M = Redactor.MASK;
  private static final Redactor RULES = Redactor.rulesOnly();

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "jdbc:mysql://h/db?user=a&password=S3cretPW|jdbc:mysql://h/db?user=a&password=*****",
      "jdbc:mysql://h/db?password=S3cretPW&user=a|jdbc:mysql://h/db?password=*****&user=a",
      "http://h/api?key=S3cretPW&q=1|http://h/api?key=*****&q=1",
      "http://h/?apikey=S3cretPW|http://h/?apikey=*****",
      "http://h/?access_key=S3cretPW#top|http://h/?access_key=*****",
      "http://h/?pwd=S3cretPW;x=1|http://h/?pwd=*****;x=1",
      "http://h/?token=S3cretPW|http://h/?token=*****",
      "jdbc:sqlserver://h;user=a;password=S3cretPW;db=x|jdbc:sqlserver://h;user=a;password=*****;db=x",
      "mongodb://u:S3cretPW@h/db?authSource=admin|mongodb://u:*****@h/db?authSource=admin",
      "redis://:S3cretPW@h:6379/0|redis://:*****@h:6379/0",
      "http://h/?keyprefix=user&recordcount=5|http://h/?keyprefix=user&recordcount=5",
      "mongodb://h/db?authSource=admin&w=1|mongodb://h/db?authSource=admin&w=1"})
  void credentialsInUrls(String in, String out) {
    assertThat(RULES.text(in)).isEqualTo(out);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "redis-cli -a S3cretPW flushall|redis-cli -a ***** flushall",
      "redis-cli -h h -p 6379 -a 'S3cret PW' flushall|redis-cli -h h -p 6379 -a ***** flushall",
      "/usr/bin/redis-cli --user u --pass S3cretPW flushall|/usr/bin/redis-cli --user u --pass ***** flushall",
      "docker exec r redis-cli -a S3cretPW flushall|docker exec r redis-cli -a ***** flushall",
      "redis-cli AUTH admin S3cretPW|redis-cli AUTH ***** *****",
      "redis-cli CONFIG SET requirepass S3cretPW|redis-cli CONFIG SET requirepass *****",
      "redis-server --requirepass S3cretPW --port 1|redis-server --requirepass ***** --port 1",
      "REDISCLI_AUTH=S3cretPW redis-cli flushall|REDISCLI_AUTH=***** redis-cli flushall",
      "mysql -uroot -pS3cretPW -e 'drop database x'|mysql -uroot -p***** -e 'drop database x'",
      "mariadb-admin -pS3cretPW ping|mariadb-admin -p***** ping",
      "mysql --password=S3cretPW -e x|mysql --password=***** -e x",
      "mysql --password S3cretPW db|mysql --password ***** db",
      "mysql -p -h host db|mysql -p -h host db",
      "PGPASSWORD=S3cretPW psql -h h|PGPASSWORD=***** psql -h h",
      "PGPASSWORD='S3cret PW' psql -h h|PGPASSWORD='*****' psql -h h",
      "MYSQL_PWD=S3cretPW mysql -e x|MYSQL_PWD=***** mysql -e x",
      "tool --auth-token S3cretPW --verbose|tool --auth-token ***** --verbose",
      "redis-cli -p 6379 flushall|redis-cli -p 6379 flushall",
      "redis-cli -p 6379 flushall && ls -a /tmp|redis-cli -p 6379 flushall && ls -a /tmp",
      "ls -a /tmp; cp -a x y|ls -a /tmp; cp -a x y",
      "find . -name '*.bin' -print|find . -name '*.bin' -print",
      "echo cleared|echo cleared",
      "`before-step: \"redis-cli -a S3cretPW flushall\"`|`before-step: \"redis-cli -a ***** flushall\"`",
      "before-step: 'redis-cli -a S3cretPW'|before-step: 'redis-cli -a *****'",
      "[sweep] before load: redis-cli -a S3cretPW flushall|[sweep] before load: redis-cli -a ***** flushall"})
  void passwordsInCommands(String in, String out) {
    assertThat(RULES.text(in)).isEqualTo(out);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "redis.password: S3cretPW|redis.password: *****",
      "  redis.password: S3cretPW   # the server's|  redis.password: *****   # the server's",
      "password: ab,cd}|password: *****",
      "properties: {host: h, password: S3cretPW, port: 1}|properties: {host: h, password: *****, port: 1}",
      "`password: \"S3cret PW\" # c`|`password: \"*****\" # c`",
      "`{\"password\":\"S3cretPW\",\"user\":\"a\"}`|`{\"password\":\"*****\",\"user\":\"a\"}`",
      "Authorization: Bearer S3cretPW|Authorization: *****",
      "redis.password = S3cretPW|redis.password = *****",
      "recordcount: 1000|recordcount: 1000",
      "Command line: -db x -p recordcount=5|Command line: -db x -p recordcount=5",
      "-p needs key=value, got 'novalue'|-p needs key=value, got 'novalue'",
      "12:30:00 redis://h:6379|12:30:00 redis://h:6379"})
  void namedValues(String in, String out) {
    assertThat(RULES.text(in)).isEqualTo(out);
  }

  /** A password shows nowhere, whatever characters it holds: the URI's userinfo ends at its last '@'. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "redis://u:Pa@ssW0rd@host:6379/0|redis://u:*****@host:6379/0",
      "mongodb://u:Pa@ssW0rd@host/db?authSource=admin|mongodb://u:*****@host/db?authSource=admin",
      "rediss://:P@ss@W0rd@h|rediss://:*****@h",
      "amqp://u:pa:ss/w@rd@h/vh|amqp://u:*****@h/vh",
      "mongodb://me@corp.com:S3cret@h/db|mongodb://me@corp.com:*****@h/db",
      "couchbase://u:S3c#ret?x@h and then a@b.c|couchbase://u:*****@h and then a@b.c",
      "url: 'redis://u:pa ss@W0rd@h' ok|url: 'redis://u:*****@h' ok",
      "`{\"url\":\"redis://u:Pa@ss@h\",\"who\":\"a@b\"}`|`{\"url\":\"redis://u:*****@h\",\"who\":\"a@b\"}`",
      "redis://user@host:6379/0|redis://user@host:6379/0",
      "see http://host:8080/x and mail me@h|see http://host:8080/x and mail me@h"})
  void uriPasswordsWhateverTheyHold(String in, String out) {
    assertThat(RULES.text(in)).isEqualTo(out);
  }

  /** The siblings of redis-cli -a: a password given to any common tool's option never shows. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "curl -u admin:S3cretPW http://h|curl -u admin:***** http://h",
      "curl --user admin:S3cretPW http://h|curl --user admin:***** http://h",
      "curl -uadmin:S3cretPW http://h|curl -uadmin:***** http://h",
      "curl --user=admin:S3cretPW http://h|curl --user=admin:***** http://h",
      "/usr/bin/curl -s -U proxy:S3cretPW http://h|/usr/bin/curl -s -U proxy:***** http://h",
      "curl -u 'admin:S3cret PW' http://h|curl -u 'admin:*****' http://h",
      "curl -u admin http://h|curl -u admin http://h",
      "wget --http-user admin:S3cretPW http://h|wget --http-user admin:***** http://h",
      "mysql -u root -u2 x|mysql -u root -u2 x",
      "mongosh -u admin -p S3cretPW --host h|mongosh -u admin -p ***** --host h",
      "mongo -pS3cretPW db|mongo -p***** db",
      "sshpass -p S3cretPW ssh h|sshpass -p ***** ssh h",
      "couchbase-cli bucket-list -c h -u admin -p S3cretPW|couchbase-cli bucket-list -c h -u admin -p *****",
      "mysql -pS3cretPW db|mysql -p***** db",
      "mysql --password S3cretPW db|mysql --password ***** db",
      "curl -H 'Authorization: Bearer S3cretPW' http://h|curl -H 'Authorization: *****' http://h",
      "curl -H \"Authorization: Basic dXNlcjpwYXNz\" -d x http://h|curl -H \"Authorization: *****\" -d x http://h",
      "java -Djavax.net.ssl.keyStorePassword=S3cretPW -jar x|java -Djavax.net.ssl.keyStorePassword=***** -jar x",
      "java -Djavax.net.ssl.trustStorePassword=S3cretPW x|java -Djavax.net.ssl.trustStorePassword=***** x",
      "ssh -p 22 h; mongosh -p S3cretPW|ssh -p 22 h; mongosh -p *****"})
  void passwordsOfEveryCommonTool(String in, String out) {
    assertThat(RULES.text(in)).isEqualTo(out);
  }

  @Test
  void knownValuesAreHiddenWherever() {
    Redactor r = RULES.withEnvironment(Map.of("PW", "S3cretPW", "PWD", "/work/dir", "HOME", "/home/u",
        "DATABASE_URL", "postgres://u:Url5ecret@h/db", "SHORT_PASSWORD", "pw", "USE_TOKEN", "true"));
    assertThat(r.text("curl -u admin:S3cretPW http://h in /work/dir and /home/u"))
        .isEqualTo("curl -u admin:" + M + " http://h in /work/dir and /home/u");
    assertThat(r.text("echo Url5ecret")).isEqualTo("echo " + M);
    assertThat(r.text("pw is true")).isEqualTo("pw is true");
    Properties p = new Properties();
    p.setProperty("redis.password", "Pr0pSecret");
    p.setProperty("db.url", "jdbc:mysql://h/db?user=a&password=UrlSecret2");
    p.setProperty("hook", "run Pr0pSecret");
    Redactor withProps = RULES.withSecretsOf(p);
    assertThat(withProps.properties(p)).containsEntry("hook", "run " + M).containsEntry("redis.password", M)
        .containsEntry("db.url", "jdbc:mysql://h/db?user=a&password=" + M);
    assertThat(withProps.text("x UrlSecret2 y Pr0pSecret")).isEqualTo("x " + M + " y " + M);
    assertThat(RULES.withSecretValues(List.of("abc1234")).text("xabc1234abc1234")).isEqualTo("x" + M);
    assertThat(RULES.withSecretsIn("redis-cli -a 'S3cret PW' flushall").text("NOAUTH S3cret PW refused"))
        .isEqualTo("NOAUTH " + M + " refused");
    assertThat(RULES.withSecretsOfArguments(List.of("-p", "db.url=jdbc:x://h/?password=Url5ecret",
        "--before-step", "redis-cli -a S3cretPW")).text("Url5ecret S3cretPW")).isEqualTo(M + " " + M);
  }

  @Test
  void commandLineWordsKeepTheirShape() {
    assertThat(RULES.argument("db.url=jdbc:mysql://h/db?user=a&password=S3cretPW"))
        .isEqualTo("db.url=jdbc:mysql://h/db?user=a&password=" + M);
    assertThat(RULES.argument("redis-cli -a S3cretPW --eval x=1")).isEqualTo("redis-cli -a " + M + " --eval x=1");
    assertThat(RULES.commandLine(List.of("--before-step", "redis-cli -a S3cretPW flushall", "-p",
        "redis.password=x1"))).isEqualTo("--before-step redis-cli -a " + M + " flushall -p redis.password=" + M);
  }

  /**
   * Every rule is linear: a 1 MB input of each shape takes well under a second here (the old regexes took
   * minutes at 40 KB and hours at 1 MB). The guard only catches a quadratic blow-up; bench/redaction.sh prints
   * the figures.
   */
  @Test
  void megabyteInputsAreRedactedInLinearTime() {
    int mb = 1 << 20;
    String secret = "S3cretPW";
    Redactor r = RULES.withSecretValues(List.of(secret + "x".repeat(100)));
    assertThat(redactWithin(() -> r.value("db.url", "a".repeat(mb)))).hasSize(mb);
    assertThat(redactWithin(() -> r.value("redis.password", "a".repeat(mb)))).isEqualTo(M);
    assertThat(redactWithin(() -> r.text("redis-cli -a " + secret + " " + "x ".repeat(mb / 2))))
        .startsWith("redis-cli -a " + M + " x x");
    assertThat(redactWithin(() -> r.text("redis-cli -a " + "y".repeat(mb) + secret))).isEqualTo("redis-cli -a " + M);
    assertThat(redactWithin(() -> r.text("redis-cli " + "-a x ".repeat(mb / 5) + "-a " + secret)))
        .doesNotContain(secret);
    assertThat(redactWithin(() -> r.text("a://b:".repeat(mb / 6)))).hasSize(mb / 6 * 6);
    assertThat(redactWithin(() -> r.text("a://b:".repeat(mb / 6) + "c@h"))).endsWith("a://b:" + M + "@h");
    assertThat(redactWithin(() -> r.text("=a".repeat(mb / 2)))).hasSize(mb);
    assertThat(redactWithin(() -> r.text("password=" + secret + "=".repeat(mb)))).isEqualTo("password=" + M);
    assertThat(redactWithin(() -> r.text(":a".repeat(mb / 2) + " password: " + secret))).endsWith("password: " + M);
    assertThat(redactWithin(() -> r.text("S3cretPW".repeat(mb / 8)))).hasSize(mb);
    assertThat(redactWithin(() -> r.text(("'" + " -a").repeat(mb / 4)))).hasSize(mb);
    String nearMisses = "x" + (secret + "x".repeat(99)).repeat(mb / 108);
    assertThat(redactWithin(() -> r.text(nearMisses))).isEqualTo(nearMisses);
  }

  private static String redactWithin(Supplier<String> redaction) {
    return assertTimeout(Duration.ofSeconds(10), redaction::get);
  }
}
