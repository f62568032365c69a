package site.ycsb.redaction;

import java.util.Set;

/**
 * redis-cli's (valkey-cli's, keydb-cli's) passwords: the word after {@code -a}, every word after {@code AUTH}, and
 * the word after a secret-named word with or without '-' ({@code --pass}, {@code CONFIG SET requirepass}).
 */
final class RedisCliPassword implements ToolPasswordOptions {
  private static final Set<String> PROGRAMS = Set.of("redis-cli", "valkey-cli", "keydb-cli");

  @Override
  public boolean runs(String program) {
    return PROGRAMS.contains(program);
  }

  @Override
  public NextWord option(String t, int s, int e, String word, MaskRanges r) {
    if ("-a".equals(word)) {
      return NextWord.MASK_WORD;
    }
    if ("auth".equalsIgnoreCase(word)) {
      return NextWord.MASK_REST;
    }
    return null;
  }

  @Override
  public boolean takesBareOptionNames() {
    return true;
  }
}
