package site.ycsb;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
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

  /**
   * The property error behind a failure, or null: a binding's init that refuses a property value is bad
   * input (exit code 2), not a failed run.
   */
  public static IllegalPropertyException propertyError(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof IllegalPropertyException) {
        return (IllegalPropertyException) t;
      }
    }
    return null;
  }

  /**
   * A file error as "path: reason" with the operating system's reason: NIO leaves the reason out of
   * some exceptions ({@code NoSuchFileException} says only the path).
   */
  public static String describeFile(IOException e) {
    if (!(e instanceof FileSystemException)) {
      return describe(e);
    }
    FileSystemException f = (FileSystemException) e;
    String reason = f.getReason();
    if (reason == null) {
      reason = e instanceof NoSuchFileException ? "No such file or directory"
          : e instanceof AccessDeniedException ? "Permission denied"
          : e instanceof FileAlreadyExistsException ? "File exists"
          : e instanceof NotDirectoryException ? "Not a directory"
          : e instanceof DirectoryNotEmptyException ? "Directory not empty"
          : e.getClass().getSimpleName();
    }
    return (f.getFile() == null ? "" : f.getFile() + ": ") + reason;
  }
}
