package site.ycsb;

import java.util.ArrayList;
import java.util.List;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>An exception as one line for the user. Drivers wrap the useful part ("Connection refused",
 * "WRONGPASS ...") in generic outer exceptions, so the line joins the distinct messages along the cause
 * chain; connection URIs in them have their passwords masked ({@link Redactor#redactUris}).
 */
public final class ErrorText {
  private static final int MAX_CAUSES = 4;

  private ErrorText() {
  }

  /** E.g. {@code "cannot connect: Connection refused"}; a message-less exception is named by its type. */
  public static String describe(Throwable e) {
    List<String> parts = new ArrayList<>();
    for (Throwable t = e; t != null && parts.size() < MAX_CAUSES; t = t.getCause()) {
      String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage().replaceAll("\\s+", " ").trim();
      if (!m.isEmpty() && parts.stream().noneMatch(p -> p.contains(m))) {
        parts.add(m);
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return Redactor.redactUris(String.join(": ", parts));
  }
}
