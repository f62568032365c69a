package site.ycsb;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import site.ycsb.engine.ClientArgs;
import site.ycsb.tool.ExitCode;

/**
 * The interactive shell behind {@code bin/ycsb shell <binding>}: it connects one binding and runs
 * single operations typed at a {@code > } prompt, printing each operation's status, its result and
 * how long it took. Start it with {@code -help} for the options and type {@code help} for the
 * commands.
 */
public final class CommandLine {
  /** The binding used when neither {@code -db} nor the {@code db} property names one. */
  public static final String DEFAULT_DB = "site.ycsb.BasicDB";
  /** The property holding the table the shell starts with. */
  static final String TABLE_PROPERTY = "table";
  static final String DEFAULT_TABLE = "usertable";

  static final String READ_SYNTAX = "read keyname [field1 field2 ...]";
  static final String SCAN_SYNTAX = "scan keyname scanlength [field1 field2 ...]";
  static final String UPDATE_SYNTAX = "update keyname name1=value1 [name2=value2 ...]";
  static final String INSERT_SYNTAX = "insert keyname name1=value1 [name2=value2 ...]";
  static final String DELETE_SYNTAX = "delete keyname";
  static final String TABLE_SYNTAX = "table [tablename]";

  private static final String SEPARATOR = "--------------------------------";

  private CommandLine() {
  }

  /** Prints the start-up options to standard output. */
  public static void usageMessage() {
    usageMessage(System.out);
  }

  /** Prints the shell's commands to standard output. */
  public static void help() {
    help(System.out);
  }

  public static void main(String[] args) {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, Charset.defaultCharset()));
    System.exit(run(args, in, System.out, System.err));
  }

  static void usageMessage(PrintStream out) {
    out.println("Usage: java site.ycsb.CommandLine [options]");
    out.println("Options:");
    out.println("  -P propertyfile: read properties from this file; may be given more than once,");
    out.println("        and the files are read in the order given (later files win)");
    out.println("  -p name=value: set a property; overrides the files whatever its position");
    out.println("  -db classname: the binding class to connect (default: " + DEFAULT_DB + ");");
    out.println("        also the \"db\" property");
    out.println("  -table tablename: the table to start with (default: " + DEFAULT_TABLE + ");");
    out.println("        also the \"" + TABLE_PROPERTY + "\" property");
    out.println("  -help: print this message and exit");
  }

  static void help(PrintStream out) {
    out.println("Commands:");
    out.println("  " + READ_SYNTAX);
    out.println("      read one record, all its fields or only those named");
    out.println("  " + SCAN_SYNTAX);
    out.println("      read up to scanlength records in key order, starting at keyname");
    out.println("  " + UPDATE_SYNTAX);
    out.println("      set fields of an existing record, leaving its other fields as they are");
    out.println("  " + INSERT_SYNTAX);
    out.println("      write a new record with these fields");
    out.println("  " + DELETE_SYNTAX);
    out.println("      remove a record");
    out.println("  " + TABLE_SYNTAX);
    out.println("      show the current table, or switch to another one");
    out.println("  help");
    out.println("      print this list");
    out.println("  quit");
    out.println("      disconnect and leave (end of input, Ctrl-D, does the same)");
    out.println("Values are single words: fields are separated by spaces and a value runs from");
    out.println("the first '=' to the next space.");
  }

  /**
   * Runs the shell on {@code in} until {@code quit} or end of input and returns the exit code: 0
   * when the session ends normally, 1 when the binding cannot be initialised or cleaned up or the
   * input cannot be read, 2 for bad start-up arguments or an unloadable binding class.
   */
  static int run(String[] args, BufferedReader in, PrintStream out, PrintStream err) {
    Options options;
    try {
      options = Options.parse(args);
    } catch (IllegalArgumentException e) {
      err.println("ycsb: error: " + ErrorText.describe(e));
      return ExitCode.BAD_INPUT;
    }
    if (options.help) {
      usageMessage(out);
      out.flush();
      return ExitCode.OK;
    }

    out.println("YCSB Command Line client");
    out.println("Type \"help\" for command line help");
    out.println("Start with \"-help\" for usage info");
    out.flush();

    DB db;
    try {
      db = DBFactory.load(options.dbClass, options.properties);
    } catch (UnknownDBException e) {
      err.println("ycsb: error: " + ErrorText.describe(e));
      return ExitCode.BAD_INPUT;
    }
    try {
      db.init();
    } catch (DBException | RuntimeException e) {
      err.println("ycsb: error: cannot initialise the binding '" + options.dbClass + "': "
          + ErrorText.describe(e));
      return ExitCode.FAILED;
    }
    out.println("Connected.");

    int code = new Session(db, options.table, out).loop(in, err);
    try {
      db.cleanup();
    } catch (DBException | RuntimeException e) {
      err.println("ycsb: error: cleanup of the binding '" + options.dbClass + "' failed: "
          + ErrorText.describe(e));
      code = ExitCode.FAILED;
    }
    out.flush();
    return code;
  }

  /** The parsed start-up arguments. */
  private static final class Options {
    boolean help;
    String dbClass;
    String table;
    Properties properties;

    /** Takes -table and -help itself and hands -db, -P and -p to {@link ClientArgs}. */
    static Options parse(String[] args) {
      Options o = new Options();
      List<String> forClientArgs = new ArrayList<>();
      String table = null;
      int i = 0;
      while (i < args.length) {
        String arg = args[i];
        switch (arg) {
          case "-help":
          case "--help":
          case "-h":
          case "-?":
          case "--?":
            o.help = true;
            return o;
          case "-table":
            table = value(args, i);
            if (table.isBlank()) {
              throw new IllegalArgumentException("option -table needs a table name, got an empty one");
            }
            i += 2;
            break;
          case "-db":
          case "-P":
          case "-p":
            forClientArgs.add(arg);
            forClientArgs.add(value(args, i));
            i += 2;
            break;
          default:
            if (arg.startsWith("-")) {
              throw new IllegalArgumentException("unknown option '" + arg
                  + "'; accepted: -db class, -P file, -p key=value, -table name, -help");
            }
            throw new IllegalArgumentException("unexpected argument '" + Redactor.redactArgument(arg)
                + "': every value must follow an option such as -p or -P");
        }
      }
      Properties props = ClientArgs.parse(forClientArgs.toArray(new String[0])).properties();
      if (table != null) {
        props.setProperty(TABLE_PROPERTY, table);
      }
      o.table = props.getProperty(TABLE_PROPERTY, DEFAULT_TABLE);
      o.dbClass = props.getProperty(Client.DB_PROPERTY, DEFAULT_DB).trim();
      o.properties = props;
      return o;
    }

    private static String value(String[] args, int i) {
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException("option " + args[i] + " needs a value");
      }
      return args[i + 1];
    }
  }

  /** The read-eval-print loop over one connected binding. */
  private static final class Session {
    private final DB db;
    private final PrintStream out;
    private String table;

    Session(DB db, String table, PrintStream out) {
      this.db = db;
      this.table = table;
      this.out = out;
    }

    int loop(BufferedReader in, PrintStream err) {
      while (true) {
        out.print("> ");
        out.flush();
        String line;
        try {
          line = in.readLine();
        } catch (IOException e) {
          out.println();
          err.println("ycsb: error: cannot read the input: " + ErrorText.describe(e));
          return ExitCode.FAILED;
        }
        if (line == null) {
          out.println();
          return ExitCode.OK;
        }
        if (!execute(line)) {
          return ExitCode.OK;
        }
        out.flush();
      }
    }

    /** Runs one command line; false when the session should end. */
    boolean execute(String line) {
      String trimmed = line.trim();
      if (trimmed.isEmpty()) {
        return true;
      }
      String[] words = trimmed.split("\\s+");
      String command = words[0].toLowerCase(Locale.ROOT);
      String[] rest = Arrays.copyOfRange(words, 1, words.length);
      switch (command) {
        case "quit":
          return false;
        case "help":
          help(out);
          break;
        case "table":
          table(rest);
          break;
        case "read":
          read(rest);
          break;
        case "scan":
          scan(rest);
          break;
        case "update":
          write(rest, true);
          break;
        case "insert":
          write(rest, false);
          break;
        case "delete":
          delete(rest);
          break;
        default:
          out.println("Error: unknown command \"" + words[0] + "\"");
          out.println("Type \"help\" for the list of commands");
          break;
      }
      return true;
    }

    private void table(String[] rest) {
      if (rest.length > 1) {
        syntax(TABLE_SYNTAX);
        return;
      }
      if (rest.length == 1) {
        table = rest[0];
      }
      out.println("Using table \"" + table + "\"");
    }

    private void read(String[] rest) {
      if (rest.length < 1) {
        syntax(READ_SYNTAX);
        return;
      }
      String key = rest[0];
      Set<String> fields = fields(rest, 1);
      Map<String, ByteIterator> result = new HashMap<>();
      long start = System.nanoTime();
      Status status;
      try {
        status = db.read(table, key, fields, result);
      } catch (RuntimeException e) {
        failed("read", e);
        return;
      }
      long elapsed = System.nanoTime() - start;
      printStatus(status);
      printFields(result);
      printElapsed(elapsed);
    }

    private void scan(String[] rest) {
      if (rest.length < 2) {
        syntax(SCAN_SYNTAX);
        return;
      }
      String key = rest[0];
      int count;
      try {
        count = Integer.parseInt(rest[1]);
      } catch (NumberFormatException e) {
        count = -1;
      }
      if (count < 0) {
        out.println("Error: scanlength must be a whole number >= 0, got \"" + rest[1] + "\"");
        syntax(SCAN_SYNTAX);
        return;
      }
      Set<String> fields = fields(rest, 2);
      Vector<HashMap<String, ByteIterator>> results = new Vector<>();
      long start = System.nanoTime();
      Status status;
      try {
        status = db.scan(table, key, count, fields, results);
      } catch (RuntimeException e) {
        failed("scan", e);
        return;
      }
      long elapsed = System.nanoTime() - start;
      printStatus(status);
      out.println(results.size() + (results.size() == 1 ? " record" : " records"));
      for (int r = 0; r < results.size(); r++) {
        out.println(SEPARATOR);
        out.println("Record " + r);
        printFields(results.get(r));
      }
      if (!results.isEmpty()) {
        out.println(SEPARATOR);
      }
      printElapsed(elapsed);
    }

    private void write(String[] rest, boolean update) {
      String syntax = update ? UPDATE_SYNTAX : INSERT_SYNTAX;
      if (rest.length < 2) {
        syntax(syntax);
        return;
      }
      String key = rest[0];
      Map<String, ByteIterator> values = new LinkedHashMap<>();
      for (int i = 1; i < rest.length; i++) {
        int eq = rest[i].indexOf('=');
        if (eq <= 0) {
          out.println("Error: \"" + rest[i] + "\" is not name=value");
          syntax(syntax);
          return;
        }
        values.put(rest[i].substring(0, eq), new StringByteIterator(rest[i].substring(eq + 1)));
      }
      long start = System.nanoTime();
      Status status;
      try {
        status = update ? db.update(table, key, values) : db.insert(table, key, values);
      } catch (RuntimeException e) {
        failed(update ? "update" : "insert", e);
        return;
      }
      long elapsed = System.nanoTime() - start;
      printStatus(status);
      printElapsed(elapsed);
    }

    private void delete(String[] rest) {
      if (rest.length != 1) {
        syntax(DELETE_SYNTAX);
        return;
      }
      long start = System.nanoTime();
      Status status;
      try {
        status = db.delete(table, rest[0]);
      } catch (RuntimeException e) {
        failed("delete", e);
        return;
      }
      long elapsed = System.nanoTime() - start;
      printStatus(status);
      printElapsed(elapsed);
    }

    /** The field names from {@code words[from]} on, or null (all fields) when there are none. */
    private static Set<String> fields(String[] words, int from) {
      if (words.length <= from) {
        return null;
      }
      return new LinkedHashSet<>(Arrays.asList(words).subList(from, words.length));
    }

    private void syntax(String syntax) {
      out.println("Error: syntax is \"" + syntax + "\"");
    }

    private void failed(String operation, RuntimeException e) {
      String what = e.getMessage() == null ? ErrorText.describe(e)
          : e.getClass().getSimpleName() + ": " + ErrorText.describe(e);
      out.println("Error: " + operation + " failed: " + what);
    }

    private void printStatus(Status status) {
      out.println("Return code: " + (status == null ? "null" : status.getName()));
    }

    /** Fields sorted by name, one {@code name=value} line each. */
    private void printFields(Map<String, ByteIterator> fields) {
      for (Map.Entry<String, ByteIterator> f : new TreeMap<>(fields).entrySet()) {
        out.println(f.getKey() + "=" + (f.getValue() == null ? "" : f.getValue().toString()));
      }
    }

    private void printElapsed(long nanos) {
      out.println(TimeUnit.NANOSECONDS.toMillis(nanos) + " ms");
    }
  }
}
