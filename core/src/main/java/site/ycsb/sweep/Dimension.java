package site.ycsb.sweep;

import java.util.Locale;

/** What a sweep varies from step to step. */
public enum Dimension {
  THREADS, TARGET;

  /** The name used in sweep.json, directory names and progress lines. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
