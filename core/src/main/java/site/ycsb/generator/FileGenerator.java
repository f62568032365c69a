package site.ycsb.generator;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

/** Produces the lines of a file one after another; null once the file is exhausted. */
public class FileGenerator extends Generator<String> {
  private final String filename;
  private BufferedReader reader;
  private volatile String current;

  /** @throws UncheckedIOException if the file cannot be opened */
  public FileGenerator(String filename) {
    this.filename = filename;
    reloadFile();
  }

  /** The next line, or null at the end of the file. */
  @Override
  public synchronized String nextValue() {
    try {
      current = reader.readLine();
      return current;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + filename, e);
    }
  }

  /** The line most recently returned (null before the first and at the end of the file). */
  @Override
  public String lastValue() {
    return current;
  }

  /** Starts again from the first line. */
  public synchronized void reloadFile() {
    BufferedReader old = reader;
    try {
      // An InputStreamReader replaces malformed bytes instead of failing mid-run.
      reader = new BufferedReader(
          new InputStreamReader(Files.newInputStream(Paths.get(filename)), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot open " + filename, e);
    }
    if (old != null) {
      try {
        old.close();
      } catch (IOException e) {
        // The old reader is abandoned anyway; a failed close loses nothing.
      }
    }
  }
}
