package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The reference docs and the sweep guide list the sweep options with their defaults: checked here against the
 * table ({@link SweepOption}), so a changed, added or dropped option fails until the docs say the same.
 */
class SweepOptionDocsTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  /** A row of the option tables: | `--name VALUE` | default | meaning |. */
  private static final Pattern ROW = Pattern.compile("^\\| `(-[^`]+)` \\| ([^|]+) \\|", Pattern.MULTILINE);
  /** A bullet of the guide: - **`--name VALUE`** (default X): ... */
  private static final Pattern BULLET = Pattern.compile("^- \\*\\*`(-[^`]+)`\\*\\*( \\(([^)]*)\\))?",
      Pattern.MULTILINE);

  @Test
  void theCommandsReferenceListsEveryOptionWithTheTablesDefault() throws IOException {
    String text = section(read("docs/reference/commands.md"), "## bin/ycsb sweep", "## bin/ycsb plan");
    Map<String, String> rows = new LinkedHashMap<>();
    Matcher m = ROW.matcher(text);
    while (m.find()) {
      assertThat(rows.put(m.group(1).replace("\\|", "|"), unquoted(m.group(2)))).as(m.group(1)).isNull();
    }
    Map<String, String> table = new LinkedHashMap<>();
    Arrays.stream(SweepOption.values()).forEach(o -> table.put(o.synopsis(), o.byDefault()));
    assertThat(rows).containsExactlyInAnyOrderEntriesOf(table);
  }

  @Test
  void theSweepGuideNamesOptionsAsTheTableDoesAndTheirDefaults() throws IOException {
    Matcher m = BULLET.matcher(read("docs/guide/sweeps.md"));
    int seen = 0;
    while (m.find()) {
      String synopsis = m.group(1);
      SweepOption option = SweepOption.ofFlag(synopsis.split(" ")[0]).orElse(null);
      assertThat(option).as("option %s of docs/guide/sweeps.md", synopsis).isNotNull();
      assertThat(synopsis).isEqualTo(option.synopsis());
      String stated = m.group(3);
      if (stated != null) {
        assertThat(unquoted(stated.replaceFirst("^default ", ""))).as(synopsis)
            .isEqualTo(unquoted(option.byDefault().replaceAll("^\\((.*)\\)$", "$1")));
      }
      seen++;
    }
    assertThat(seen).isEqualTo(SweepOption.values().length);
  }

  private static String unquoted(String cell) {
    return cell.strip().replace("`", "");
  }

  private static String read(String file) throws IOException {
    return Files.readString(ROOT.resolve(file));
  }

  private static String section(String text, String from, String to) {
    int start = text.indexOf(from);
    return text.substring(start, text.indexOf(to, start));
  }
}
