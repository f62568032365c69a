package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.MemoryDB;

class CommandLineTest {
  private static final AtomicInteger STORE_NUMBER = new AtomicInteger();

  /** What one shell session printed and returned. */
  private static final class Result {
    final int code;
    final String out;
    final String err;

    Result(int code, String out, String err) {
      this.code = code;
      this.out = out;
      this.err = err;
    }

    /** Standard output, one entry a line, with the prompts taken off. */
    List<String> lines() {
      List<String> ret = new ArrayList<>();
      for (String line : out.split("\\R", -1)) {
        while (line.startsWith("> ")) {
          line = line.substring(2);
        }
        ret.add(line);
      }
      return ret;
    }

    /** The lines after the i-th (0-based) "Return code" line up to its "n ms" line. */
    List<String> operation(int i) {
      List<String> all = lines();
      int seen = -1;
      for (int j = 0; j < all.size(); j++) {
        if (all.get(j).startsWith("Return code: ") && ++seen == i) {
          List<String> ret = new ArrayList<>();
          for (int k = j; k < all.size(); k++) {
            ret.add(all.get(k));
            if (all.get(k).matches("\\d+ ms")) {
              return ret;
            }
          }
          throw new AssertionError("no elapsed time after operation " + i + " in:\n" + out);
        }
      }
      throw new AssertionError("no operation " + i + " in:\n" + out);
    }

    List<String> errLines() {
      return err.isEmpty() ? List.of() : Arrays.asList(err.split("\\R"));
    }
  }

  private static Result run(Reader input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = CommandLine.run(args, new BufferedReader(input), o, e);
    }
    return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static Result run(String input, String... args) {
    return run(new StringReader(input), args);
  }

  /** A session against a fresh MemoryDB store of its own. */
  private static Result memory(String input, String... extraArgs) {
    return memoryNamed(uniqueStore(), input, extraArgs);
  }

  private static Result memoryNamed(String store, String input, String... extraArgs) {
    List<String> args = new ArrayList<>(List.of("-db", MemoryDB.class.getName(), "-p", "memory.name=" + store));
    args.addAll(Arrays.asList(extraArgs));
    return run(input, args.toArray(new String[0]));
  }

  private static String uniqueStore() {
    return "commandline-test-" + STORE_NUMBER.incrementAndGet();
  }

  private static String script(String... lines) {
    return Arrays.stream(lines).map(l -> l + "\n").collect(Collectors.joining());
  }

  @Test
  void printsTheBannerConnectsAndPrompts() {
    Result r = memory("");
    assertThat(r.code).isZero();
    assertThat(r.err).isEmpty();
    assertThat(r.out).startsWith(String.join(System.lineSeparator(),
        "YCSB Command Line client",
        "Type \"help\" for command line help",
        "Start with \"-help\" for usage info",
        ""));
    assertThat(r.out).contains("Connected.").contains("> ");
  }

  @Test
  void insertThenReadShowsTheValues() {
    Result r = memory(script("insert user1 field0=alpha field1=beta", "read user1"));
    assertThat(r.code).isZero();
    assertThat(r.operation(0)).hasSize(2).first().isEqualTo("Return code: OK");
    assertThat(r.operation(1)).containsExactly("Return code: OK", "field0=alpha", "field1=beta",
        r.operation(1).get(3));
    assertThat(r.operation(1).get(3)).matches("\\d+ ms");
  }

  @Test
  void readOfNamedFieldsShowsOnlyThose() {
    Result r = memory(script("insert k a=1 b=2 c=3", "read k c a"));
    assertThat(r.operation(1)).startsWith("Return code: OK", "a=1", "c=3").hasSize(4);
  }

  @Test
  void valuesMayContainEqualsSigns() {
    Result r = memory(script("insert k url=a=b=c", "read k"));
    assertThat(r.operation(1)).contains("url=a=b=c");
  }

  @Test
  void updateChangesNamedFieldsAndKeepsTheOthers() {
    Result r = memory(script("insert user1 field0=old0 field1=old1", "update user1 field1=new1 field2=new2",
        "read user1"));
    assertThat(r.operation(1).get(0)).isEqualTo("Return code: OK");
    assertThat(r.operation(2)).startsWith("Return code: OK", "field0=old0", "field1=new1", "field2=new2");
  }

  @Test
  void updateOfAMissingRecordReportsTheBindingStatus() {
    Result r = memory(script("update nobody f=v"));
    assertThat(r.operation(0).get(0)).isEqualTo("Return code: NOT_FOUND");
  }

  @Test
  void scanListsRecordsInKeyOrderFromTheStartKey() {
    Result r = memory(script("insert user3 name=c", "insert user1 name=a", "insert user2 name=b",
        "insert user0 name=z", "scan user1 10"));
    List<String> scan = r.operation(4);
    assertThat(scan.get(0)).isEqualTo("Return code: OK");
    assertThat(scan).containsSubsequence("3 records", "Record 0", "name=a", "Record 1", "name=b", "Record 2",
        "name=c");
    assertThat(scan).doesNotContain("name=z", "Record 3");
  }

  @Test
  void scanHonoursTheRecordCountAndFieldList() {
    Result r = memory(script("insert a x=1 y=2", "insert b x=3 y=4", "insert c x=5 y=6", "scan a 2 y"));
    List<String> scan = r.operation(3);
    assertThat(scan).containsSubsequence("2 records", "Record 0", "y=2", "Record 1", "y=4");
    assertThat(scan).noneMatch(l -> l.startsWith("x=")).doesNotContain("Record 2");
  }

  @Test
  void scanOfAnEmptyTableSaysNoRecords() {
    Result r = memory(script("scan a 5"));
    assertThat(r.operation(0)).startsWith("Return code: OK", "0 records").hasSize(3);
  }

  @Test
  void deleteThenReadGivesNotFound() {
    Result r = memory(script("insert user1 f=v", "delete user1", "read user1", "delete user1"));
    assertThat(r.operation(1).get(0)).isEqualTo("Return code: OK");
    assertThat(r.operation(2)).startsWith("Return code: NOT_FOUND").hasSize(2);
    assertThat(r.operation(3).get(0)).isEqualTo("Return code: NOT_FOUND");
  }

  @Test
  void tableShowsAndSwitchesTheCurrentTable() {
    Result r = memory(script("table", "insert k f=v", "table other", "read k", "insert k f=w", "table usertable",
        "read k", "table"));
    List<String> lines = r.lines();
    assertThat(lines).containsSubsequence("Using table \"usertable\"", "Using table \"other\"",
        "Return code: NOT_FOUND", "Using table \"usertable\"", "Return code: OK", "f=v", "Using table \"usertable\"");
    assertThat(lines).doesNotContain("f=w");
  }

  @Test
  void tableComesFromTheOptionOrTheProperty() {
    assertThat(memory(script("table"), "-table", "t1").lines()).contains("Using table \"t1\"");
    assertThat(memory(script("table"), "-p", "table=t2").lines()).contains("Using table \"t2\"");
    assertThat(memory(script("table"), "-p", "table=t2", "-table", "t3").lines()).contains("Using table \"t3\"");
  }

  @Test
  void propertyFilesAreReadInOrderAndOverriddenByDashP(@TempDir Path dir) throws IOException {
    Path first = Files.writeString(dir.resolve("first.properties"), "table=fromfirst\n");
    Path second = Files.writeString(dir.resolve("second.properties"), "table=fromsecond\n");
    assertThat(memory(script("table"), "-P", first.toString(), "-P", second.toString()).lines())
        .contains("Using table \"fromsecond\"");
    assertThat(memory(script("table"), "-p", "table=fromp", "-P", first.toString()).lines())
        .contains("Using table \"fromp\"");
  }

  @Test
  void wrongArgumentCountsPrintTheCommandSyntax() {
    Result r = memory(script("read", "scan k", "update k", "insert k", "delete", "delete a b", "table a b"));
    assertThat(r.code).isZero();
    assertThat(r.lines()).containsSubsequence(
        "Error: syntax is \"read keyname [field1 field2 ...]\"",
        "Error: syntax is \"scan keyname scanlength [field1 field2 ...]\"",
        "Error: syntax is \"update keyname name1=value1 [name2=value2 ...]\"",
        "Error: syntax is \"insert keyname name1=value1 [name2=value2 ...]\"",
        "Error: syntax is \"delete keyname\"",
        "Error: syntax is \"delete keyname\"",
        "Error: syntax is \"table [tablename]\"");
    assertThat(r.out).doesNotContain("Return code");
  }

  @Test
  void malformedValuesAndCountsAreRejectedWithoutCallingTheBinding() {
    Result r = memory(script("insert k novalue", "update k =v", "scan k many", "scan k -1", "read k"));
    assertThat(r.lines()).containsSubsequence(
        "Error: \"novalue\" is not name=value",
        "Error: syntax is \"insert keyname name1=value1 [name2=value2 ...]\"",
        "Error: \"=v\" is not name=value",
        "Error: syntax is \"update keyname name1=value1 [name2=value2 ...]\"",
        "Error: scanlength must be a whole number >= 0, got \"many\"",
        "Error: scanlength must be a whole number >= 0, got \"-1\"");
    assertThat(r.operation(0).get(0)).isEqualTo("Return code: NOT_FOUND");
  }

  @Test
  void unknownCommandsAreReportedAndTheShellGoesOn() {
    Result r = memory(script("frobnicate now", "insert k f=v", "read k"));
    assertThat(r.lines()).contains("Error: unknown command \"frobnicate\"");
    assertThat(r.operation(1)).contains("f=v");
    assertThat(r.code).isZero();
  }

  @Test
  void blankLinesAndExtraSpacesAreIgnored() {
    Result r = memory(script("", "   ", "  insert   k   f=v  ", "read k"));
    assertThat(r.operation(1)).contains("f=v");
    assertThat(r.out).doesNotContain("Error");
  }

  @Test
  void helpListsTheCommands() {
    Result r = memory(script("help"));
    assertThat(r.out).contains("read keyname", "scan keyname", "update keyname", "insert keyname", "delete keyname",
        "table [tablename]", "quit");
  }

  @Test
  void quitEndsTheSessionAndIgnoresFurtherInput() {
    Result r = memory(script("insert k f=v", "quit", "read k"));
    assertThat(r.code).isZero();
    assertThat(r.out).containsOnlyOnce("Return code");
  }

  @Test
  void endOfInputExitsCleanlyAndCleansUp(@TempDir Path dir) {
    Path file = dir.resolve("store.bin");
    Result first = memory("insert k f=persisted", "-p", "memory.file=" + file);
    assertThat(first.code).isZero();
    assertThat(first.err).isEmpty();
    assertThat(file).exists();
    Result second = memory(script("read k"), "-p", "memory.file=" + file);
    assertThat(second.operation(0)).contains("f=persisted");
  }

  @Test
  void quitAlsoCleansUp() {
    CountingDB.reset();
    Result r = run(script("read k", "quit"), "-db", CountingDB.class.getName());
    assertThat(r.code).isZero();
    assertThat(CountingDB.inits.get()).isEqualTo(1);
    assertThat(CountingDB.cleanups.get()).isEqualTo(1);
    assertThat(CountingDB.lastTable).isEqualTo("usertable");
  }

  @Test
  void runsAgainstBasicDbWhenNoBindingIsNamed() {
    Result r = run(script("read k", "insert k f=v"), "-p", "basicdb.verbose=false");
    assertThat(r.code).isZero();
    assertThat(r.operation(0).get(0)).isEqualTo("Return code: OK");
    assertThat(r.operation(1).get(0)).isEqualTo("Return code: OK");
  }

  @Test
  void aBindingThatThrowsDoesNotEndTheSession() {
    Result r = run(script("read k", "insert k f=v"), "-db", ThrowingOpsDB.class.getName());
    assertThat(r.code).isZero();
    assertThat(r.lines()).contains("Error: read failed: IllegalStateException: boom");
    assertThat(r.operation(0).get(0)).isEqualTo("Return code: OK");
  }

  @Test
  void unknownBindingClassIsBadInput() {
    Result r = run("", "-db", "site.ycsb.NoSuchBinding");
    assertThat(r.code).isEqualTo(2);
    assertThat(r.errLines()).hasSize(1);
    assertThat(r.err).startsWith("ycsb: error: ").contains("site.ycsb.NoSuchBinding").doesNotContain("\tat ");
  }

  @Test
  void badStartupArgumentsAreBadInput(@TempDir Path dir) {
    List<String[]> bad = List.of(
        new String[] {"-P", dir.resolve("missing.properties").toString()},
        new String[] {"-p", "novalue"},
        new String[] {"-p"},
        new String[] {"-table"},
        new String[] {"-threads", "4"},
        new String[] {"stray"});
    List<String> expected = List.of("missing.properties", "-p needs key=value", "-p needs a value",
        "-table needs a value", "unknown option '-threads'", "unexpected argument 'stray'");
    for (int i = 0; i < bad.size(); i++) {
      Result r = run("", bad.get(i));
      assertThat(r.code).as(Arrays.toString(bad.get(i))).isEqualTo(2);
      assertThat(r.errLines()).as(Arrays.toString(bad.get(i))).hasSize(1);
      assertThat(r.err).startsWith("ycsb: error: ").contains(expected.get(i));
      assertThat(r.out).doesNotContain("Connected.");
    }
  }

  @Test
  void failingInitIsOneLineAndExitOne() {
    Result r = run(script("read k"), "-db", FailingInitDB.class.getName());
    assertThat(r.code).isEqualTo(1);
    assertThat(r.errLines()).hasSize(1);
    assertThat(r.err).startsWith("ycsb: error: ").contains(FailingInitDB.class.getName())
        .contains("server unreachable");
    assertThat(r.out).doesNotContain("Connected.", "Return code");
  }

  @Test
  void dashHelpPrintsUsageAndExitsZero() {
    Result r = run("", "-help");
    assertThat(r.code).isZero();
    assertThat(r.out).startsWith("Usage: java site.ycsb.CommandLine").contains("-db", "-P", "-p", "-table")
        .doesNotContain("Connected.");
  }

  @Test
  void readErrorsEndTheSessionWithExitOne() {
    Reader broken = new Reader() {
      @Override
      public int read(char[] cbuf, int off, int len) throws IOException {
        throw new IOException("stream closed");
      }

      @Override
      public void close() {
      }
    };
    CountingDB.reset();
    Result r = run(broken, "-db", CountingDB.class.getName());
    assertThat(r.code).isEqualTo(1);
    assertThat(r.err).startsWith("ycsb: error: ").contains("stream closed");
    assertThat(CountingDB.cleanups.get()).isEqualTo(1);
  }

  /** Counts init and cleanup calls; every operation succeeds. */
  public static class CountingDB extends BasicDB {
    static final AtomicInteger inits = new AtomicInteger();
    static final AtomicInteger cleanups = new AtomicInteger();
    static volatile String lastTable;

    static void reset() {
      inits.set(0);
      cleanups.set(0);
      lastTable = null;
    }

    @Override
    public void init() {
      getProperties().setProperty(VERBOSE, "false");
      super.init();
      inits.incrementAndGet();
    }

    @Override
    public void cleanup() {
      cleanups.incrementAndGet();
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      lastTable = table;
      return Status.OK;
    }
  }

  /** A binding whose init fails as one that cannot reach its server would. */
  public static class FailingInitDB extends TestDBs.OkDB {
    @Override
    public void init() throws DBException {
      throw new DBException("server unreachable");
    }
  }

  /** A binding whose reads throw. */
  public static class ThrowingOpsDB extends BasicDB {
    @Override
    public void init() {
      getProperties().setProperty(VERBOSE, "false");
      super.init();
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      throw new IllegalStateException("boom");
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      return Status.OK;
    }
  }
}
