package site.ycsb.report;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import site.ycsb.testing.ProcessRun;

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
    ProcessRun.of(List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--user-data-dir=" + profile, "--virtual-time-budget=5000", "--dump-dom",
        html.toAbsolutePath().toUri().toString()))
        .keepingOutput(dom, tmp.resolve("chromium.log")).timeout(Duration.ofSeconds(180)).run();
    return Files.readString(dom, StandardCharsets.UTF_8);
  }
}
