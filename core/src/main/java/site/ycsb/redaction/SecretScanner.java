package site.ycsb.redaction;

/** Hides in free text what the text rules find and every occurrence of the known secrets. */
public final class SecretScanner {
  /** What a secret is replaced by. */
  public static final String MASK = "*****";

  private final KnownSecrets known;

  public SecretScanner(KnownSecrets known) {
    this.known = known;
  }

  /** {@code text} with every secret replaced by {@link #MASK}; null and "" as they are. */
  public String redact(String text) {
    if (text == null || text.isEmpty()) {
      return text;
    }
    MaskRanges r = new MaskRanges();
    TextRules.mark(text, r);
    known.mark(text, r);
    int[] masks = r.merged();
    if (masks.length == 0) {
      return text;
    }
    StringBuilder sb = new StringBuilder(text.length());
    int from = 0;
    for (int i = 0; i < masks.length; i += 2) {
      sb.append(text, from, masks[i]).append(MASK);
      from = masks[i + 1];
    }
    return sb.append(text, from, text.length()).toString();
  }
}
