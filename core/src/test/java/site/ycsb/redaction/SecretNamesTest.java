package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SecretNamesTest {

  @ParameterizedTest
  @ValueSource(strings = {"password", "REDIS.PASSWORD", "db.passwd", "mysql.pwd", "aws.secretkey", "api.token",
      "credentials", "x.api-key", "tls.private_key", "s3.accessKeyId", "masterauth", "Authorization", "ssh.passphrase",
      "db.pass", "DB_PW", "redisPw", "REDISCLI_AUTH", "--requirepass", "x.encryption_key", "signing-key"})
  void secretNames(String name) {
    assertThat(SecretNames.isSecret(name)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"recordcount", "keyprefix", "groupbykey", "redis.ssl.keystore", "mongodb.authSource",
      "authMechanism", "--askpass", "bypass", "compass", "key", "user", "-p", "-a", ""})
  void ordinaryNames(String name) {
    assertThat(SecretNames.isSecret(name)).isFalse();
  }

  @ParameterizedTest
  @CsvSource({"db.pass,pass", "DB_PW,pw", "redisPw,pw", "REDISCLI_AUTH,auth", "mongodb.authSource,source",
      "--pass--,pass", "HTTPAuth,httpauth", "x,x"})
  void theLastWordEndsAtACaseChangeOrAPunctuation(String name, String last) {
    assertThat(SecretNames.lastWord(name)).isEqualTo(last);
  }

  @Test
  void nullIsNoSecretName() {
    assertThat(SecretNames.isSecret(null)).isFalse();
  }
}
