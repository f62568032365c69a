package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import site.ycsb.sweep.SweepOption;

class PlanKeysTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Pattern KEY = Pattern.compile("`([a-z-]+)`");

  @Test
  void aPlanTakesItsOwnKeysAndThoseOfTheSweepOptionsTable() {
    assertThat(PlanKeys.TOP).contains("name", "properties", "databases", "workloads", "phases", "max-steps");
    for (SweepOption o : SweepOption.planOptions()) {
      assertThat(PlanKeys.TOP).contains(o.planKey().orElseThrow());
    }
    assertThat(PlanKeys.TOP).hasSize(6 + SweepOption.planOptions().size());
  }

  @Test
  void theUsageNamesEveryKeyOnLinesOfAtMost110() {
    String usage = String.join("\n", PlanKeys.usage());
    for (String key : PlanKeys.TOP) {
      assertThat(usage).containsPattern("(?m)(^|[ ;])" + Pattern.quote(key) + "([ ;.]|$)");
    }
    assertThat(PlanKeys.usage()).allMatch(line -> line.length() <= 110);
    assertThat(usage).startsWith("Plan keys: name; properties (map); databases (list of name, binding, properties, "
        + "setup, before-step);");
  }

  /** The reference's table and the guide's list of plan keys say the same keys as the parser takes. */
  @Test
  void theDocsListEveryKeyAndNoOther() throws IOException {
    String commands = Files.readString(ROOT.resolve("docs/reference/commands.md"));
    int from = commands.indexOf("### Plan file keys");
    assertThat(keys(commands.substring(from, commands.indexOf("\n\n", commands.indexOf("| --- |", from))), "| "))
        .isEqualTo(new TreeSet<>(PlanKeys.TOP));
    assertThat(keys(Files.readString(ROOT.resolve("docs/guide/plans.md")), "- **")).isEqualTo(
        new TreeSet<>(PlanKeys.TOP));
  }

  /** The keys in the first cell of table rows or the bold start of list items beginning with {@code start}. */
  private static Set<String> keys(String text, String start) {
    Set<String> ret = new TreeSet<>();
    for (String line : text.split("\n")) {
      if (!line.startsWith(start + "`") && !line.startsWith(start + "**`")) {
        continue;
      }
      String first = start.equals("| ") ? line.substring(2, line.indexOf(" |", 2))
          : line.substring(4, line.indexOf("**", 4));
      Matcher m = KEY.matcher(first);
      while (m.find()) {
        ret.add(m.group(1));
      }
    }
    return ret;
  }
}
