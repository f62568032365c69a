import java.util.List;
import java.util.Locale;
import java.util.Properties;
import site.ycsb.Redactor;

/**
 * The time {@link Redactor} takes for 1 MB inputs of the shapes that made the old regular expressions
 * quadratic: a property value, a hook command, a line of URIs, a text of name=value pairs. Prints one line per
 * input and round; run by bench/redaction.sh.
 */
public final class RedactionTime {
  private RedactionTime() {
  }

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    int mb = 1 << 20;
    Properties props = new Properties();
    props.setProperty("redis.password", "S3cretPW");
    Redactor r = Redactor.rulesOnly().withSecretsOf(props);
    List<String> names = List.of("1 MB property value (db.url)", "1 MB hook command (redis-cli -a ...)",
        "1 MB of scheme://user: without @", "1 MB of name=value pairs", "1 MB of 'name: value' lines");
    List<String> inputs = List.of("a".repeat(mb), "redis-cli -a S3cretPW " + "flushall ".repeat(mb / 9),
        "a://b:".repeat(mb / 6), "x=1&".repeat(mb / 4), "key1: value\n".repeat(mb / 12));
    // Each input whole and its first quarter: linear time gives a ratio near 4 (a quadratic one, 16).
    for (int round = 1; round <= rounds; round++) {
      for (int i = 0; i < inputs.size(); i++) {
        String whole = inputs.get(i);
        double quarter = time(r, i == 0, whole.substring(0, whole.length() / 4));
        double ms = time(r, i == 0, whole);
        System.out.printf(Locale.ROOT, "round %d  %-38s %8.1f ms  (1/4 of it: %7.1f ms, ratio %.1f)%n", round,
            names.get(i), ms, quarter, ms / quarter);
      }
    }
  }

  private static double time(Redactor r, boolean value, String input) {
    long t = System.nanoTime();
    String out = value ? r.value("db.url", input) : r.text(input);
    double ms = (System.nanoTime() - t) / 1e6;
    if (out.isEmpty()) {
      throw new IllegalStateException("nothing redacted");
    }
    return ms;
  }
}
