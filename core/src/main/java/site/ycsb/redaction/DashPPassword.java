package site.ycsb.redaction;

import java.util.Set;
import java.util.function.Predicate;

/**
 * The password of a {@code -p} option: attached ({@code -pPASSWORD}) for every tool of the family, and the next
 * word ({@code -p PASSWORD}) for those whose bare {@code -p} takes one (a mysql-style bare {@code -p} asks for it).
 */
final class DashPPassword implements ToolPasswordOptions {
  /** mongo, mongosh, sshpass, couchbase-cli, cbc and cbq: {@code -p PASSWORD} and {@code -pPASSWORD}. */
  static final DashPPassword MONGO_STYLE = new DashPPassword(
      Set.of("mongo", "mongosh", "sshpass", "couchbase-cli", "cbc", "cbq")::contains, true);
  /** mysql*, mariadb*: {@code -pPASSWORD} only. */
  static final DashPPassword MYSQL_STYLE = new DashPPassword(
      p -> p.startsWith("mysql") || p.startsWith("mariadb"), false);

  private final Predicate<String> programs;
  private final boolean nextWordIsPassword;

  private DashPPassword(Predicate<String> programs, boolean nextWordIsPassword) {
    this.programs = programs;
    this.nextWordIsPassword = nextWordIsPassword;
  }

  @Override
  public boolean runs(String program) {
    return programs.test(program);
  }

  @Override
  public NextWord option(String t, int s, int e, String word, MaskRanges r) {
    if (nextWordIsPassword && "-p".equals(word)) {
      return NextWord.MASK_WORD;
    }
    if (word.length() > 2 && word.startsWith("-p") && word.charAt(2) != '-') {
      int from = s + t.substring(s, e).indexOf("-p") + 2;
      r.add(from, ValueSpans.trimClosingQuote(t, from, e));
      return NextWord.KEEP;
    }
    return null;
  }
}
