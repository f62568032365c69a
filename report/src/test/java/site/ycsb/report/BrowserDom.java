package site.ycsb.report;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The DOM of a page after headless Chromium ran its scripts (as scripts/report-browser-check.sh reads it); the
 * test is skipped where no Chromium is installed.
 */
final class BrowserDom {
  private BrowserDom() {
  }

  static String dump(Path html, Path tmp) throws IOException, InterruptedException {
    Path chromium = Path.of(System.getenv().getOrDefault("CHROMIUM", "/usr/bin/chromium"));
    assumeTrue(Files.isExecutable(chromium), "no Chromium at " + chromium);
    Path profile = Files.createTempDirectory(tmp, "chromium");
    Path dom = tmp.resolve("dom.html");
    Process p = new ProcessBuilder(List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--user-data-dir=" + profile, "--virtual-time-budget=5000", "--dump-dom",
        html.toAbsolutePath().toUri().toString()))
        .redirectOutput(dom.toFile()).redirectError(tmp.resolve("chromium.log").toFile()).start();
    if (!p.waitFor(180, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new IOException("chromium did not finish in 180 s");
    }
    return Files.readString(dom, StandardCharsets.UTF_8);
  }
}
