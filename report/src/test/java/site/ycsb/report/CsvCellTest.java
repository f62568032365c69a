package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Formulas written as text (OWASP's CSV-injection guidance), numbers as numbers, separators quoted. */
class CsvCellTest {
  @Test
  void aCellAFormulaCouldStartWithIsQuotedText() {
    assertThat(CsvCell.csv("=SUM(1+1)")).isEqualTo("\"'=SUM(1+1)\"");
    assertThat(CsvCell.csv("+1+cmd")).isEqualTo("\"'+1+cmd\"");
    assertThat(CsvCell.csv("-2+3+cmd|' /C calc'!A0")).isEqualTo("\"'-2+3+cmd|' /C calc'!A0\"");
    assertThat(CsvCell.csv("@SUM(1)")).isEqualTo("\"'@SUM(1)\"");
    assertThat(CsvCell.csv("\t=1")).isEqualTo("\"'\t=1\"");
    assertThat(CsvCell.csv("\r=1")).isEqualTo("\"'\r=1\"");
    assertThat(CsvCell.csv("\tplain")).isEqualTo("\"'\tplain\"");
    assertThat(CsvCell.csv("  =1")).isEqualTo("\"'  =1\"");
    assertThat(CsvCell.csv("\n=1")).isEqualTo("\"'\n=1\"");
    assertThat(CsvCell.csv("=HYPERLINK(\"http://x\",\"y\")")).isEqualTo("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"");
    assertThat(CsvCell.csv("-")).isEqualTo("\"'-\"");
    assertThat(CsvCell.tsv("=1+1")).isEqualTo("\"'=1+1\"");
  }

  @Test
  void aNumberStaysANumber() {
    for (String n : List.of("-5", "-1.5e3", "+3", "0", "12.50", "-0.25", "1E-4", "-Infinity", "Infinity", "NaN",
        ".5", "-.5", "5.")) {
      assertThat(CsvCell.csv(n)).as(n).isEqualTo(n);
    }
    assertThat(CsvCell.csv("-5 ")).isEqualTo("\"'-5 \"");
    assertThat(CsvCell.csv("-1-1")).isEqualTo("\"'-1-1\"");
  }

  @Test
  void otherTextIsQuotedOnlyWhereItMustBe() {
    assertThat(CsvCell.csv("plain text")).isEqualTo("plain text");
    assertThat(CsvCell.csv("a,b")).isEqualTo("\"a,b\"");
    assertThat(CsvCell.csv("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
    assertThat(CsvCell.csv("two\nlines")).isEqualTo("\"two\nlines\"");
    assertThat(CsvCell.csv("a=b")).isEqualTo("a=b");
    assertThat(CsvCell.csv(null)).isEmpty();
    assertThat(CsvCell.tsv("a,b")).isEqualTo("a,b");
    assertThat(CsvCell.tsv("a\tb")).isEqualTo("\"a\tb\"");
    assertThat(CsvCell.line(List.of("=1", "-5", "x"), ',')).isEqualTo("\"'=1\",-5,x\n");
  }
}
