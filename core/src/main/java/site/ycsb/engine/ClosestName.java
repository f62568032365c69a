package site.ycsb.engine;

import java.util.Collection;
import java.util.Optional;

/**
 * The declared name closest to a mistyped one, by edit distance (insertions, deletions and substitutions of one
 * character each). Written out here rather than taken from a text library: it is the one string metric the
 * client needs, and core keeps its dependencies to what a run needs.
 */
public final class ClosestName {
  private ClosestName() {
  }

  /**
   * The name of {@code candidates} nearest to {@code typed} within {@code maxDistance} edits (the first of equals,
   * in the candidates' order), or empty when none is that close.
   */
  public static Optional<String> within(String typed, Collection<String> candidates, int maxDistance) {
    String best = null;
    int bestDistance = maxDistance + 1;
    for (String candidate : candidates) {
      int d = distance(typed, candidate);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
    return Optional.ofNullable(best);
  }

  /** The Levenshtein distance of two strings. */
  public static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
