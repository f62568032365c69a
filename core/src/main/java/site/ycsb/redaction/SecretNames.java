package site.ycsb.redaction;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Which property, variable, parameter and option names hold a secret. */
public final class SecretNames {
  /** A name is secret when, lower-cased and without '.', '_' and '-', it contains one of these. */
  private static final List<String> SECRET_PARTS = List.of("password", "passwd", "passphrase", "pwd", "secret",
      "token", "credential", "apikey", "privatekey", "accesskey", "accountkey", "masterkey", "signingkey",
      "encryptionkey", "requirepass", "masterauth", "authorization");
  /** ... or when its last word (split at '.', '_', '-' and lowerUpper case changes) is one of these. */
  private static final Set<String> SECRET_LAST_WORDS = Set.of("pass", "pw", "auth");

  private SecretNames() {
  }

  /**
   * Whether a property, variable, parameter or option name holds a secret: lower-cased and without '.', '_'
   * and '-' it contains password, passwd, passphrase, pwd, secret, token, credential, apikey, privatekey,
   * accesskey, accountkey, masterkey, signingkey, encryptionkey, requirepass, masterauth or authorization; or
   * its last word is pass, pw or auth ({@code db.pass}, {@code DB_PW}, {@code REDISCLI_AUTH}). Not secret:
   * recordcount, keyprefix, groupbykey, redis.ssl.keystore, mongodb.authSource, --askpass, key.
   */
  public static boolean isSecret(String name) {
    if (name == null || name.isEmpty()) {
      return false;
    }
    StringBuilder squeezed = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c != '.' && c != '_' && c != '-') {
        squeezed.append(Character.toLowerCase(c));
      }
    }
    String s = squeezed.toString();
    for (String part : SECRET_PARTS) {
      if (s.contains(part)) {
        return true;
      }
    }
    return SECRET_LAST_WORDS.contains(lastWord(name));
  }

  /** The last word of a name: after the last non-alphanumeric character or lowerUpper case change. */
  static String lastWord(String name) {
    int end = name.length();
    while (end > 0 && !Character.isLetterOrDigit(name.charAt(end - 1))) {
      end--;
    }
    int start = end;
    while (start > 0) {
      char c = name.charAt(start - 1);
      if (!Character.isLetterOrDigit(c)) {
        break;
      }
      if (start < end && Character.isUpperCase(name.charAt(start)) && !Character.isUpperCase(c)) {
        break;
      }
      start--;
    }
    return name.substring(start, end).toLowerCase(Locale.ROOT);
  }
}
