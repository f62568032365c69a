package site.ycsb.db.redis;

import java.util.ArrayList;
import java.util.List;

/** One-line descriptions of driver exceptions. */
public final class Errors {
  private Errors() {
  }

  /**
   * The distinct messages along the cause chain, joined: Jedis wraps the useful part ("Connection
   * refused", "WRONGPASS ...") in generic outer exceptions. Jedis never puts the password in them.
   */
  public static String describe(Throwable e) {
    List<String> parts = new ArrayList<>();
    for (Throwable t = e; t != null && parts.size() < 4; t = t.getCause()) {
      String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage().replaceAll("\\s+", " ").trim();
      if (parts.stream().noneMatch(p -> p.contains(m))) {
        parts.add(m);
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return String.join(": ", parts);
  }
}
