package site.ycsb.engine;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import site.ycsb.Client;
import site.ycsb.ErrorText;
import site.ycsb.IllegalPropertyException;
import site.ycsb.Redactor;
import site.ycsb.launcher.SecretArguments;

/**
 * The client's command line, parsed as 0.17.0 parses it: {@code -P} files are read in order (later
 * files win), and every other option (-p, -threads, -target, -db, -load/-t, -s, -l) overrides the
 * files whatever its position.
 */
public final class ClientArgs {
  private static final Map<String, String> WHAT = Map.of("-threads", "a thread count", "-target",
      "operations per second", "-db", "a DB class name", "-l", "a label", "-P", "a workload file", "-p", "key=value");
  private static final Set<String> OPTIONS = Set.of("-threads", "-target", "-db", "-l", "-P", "-p", "-load", "-t",
      "-s");

  private final Properties properties;
  private final List<Path> workloadFiles;
  private final List<String> rawArgs;

  private ClientArgs(Properties properties, List<Path> workloadFiles, List<String> rawArgs) {
    this.properties = properties;
    this.workloadFiles = workloadFiles;
    this.rawArgs = rawArgs;
  }

  /** The effective properties. */
  public Properties properties() {
    return properties;
  }

  /** The {@code -P} files, in the order given. */
  public List<Path> workloadFiles() {
    return workloadFiles;
  }

  public List<String> rawArgs() {
    return rawArgs;
  }

  /**
   * The arguments {@code main} was given followed by those its sweep or plan handed over in the environment,
   * where they hold a secret ({@link SecretArguments}). Here and not in {@link Client}, so that the API package
   * does not depend on the launcher. An IllegalArgumentException when that variable does not decode.
   */
  public static List<String> withInheritedSecrets(String[] args) {
    return SecretArguments.withInherited(List.of(args));
  }

  /** Parses; bad arguments raise an IllegalArgumentException whose message is one line. */
  public static ClientArgs parse(String[] args) {
    Properties fileProps = new Properties();
    Properties cliProps = new Properties();
    List<Path> files = new ArrayList<>();
    int i = 0;
    while (i < args.length) {
      String arg = args[i];
      switch (arg) {
        case "-threads":
          cliProps.setProperty(Client.THREAD_COUNT_PROPERTY,
              positiveNumber(arg, value(args, i), Client.THREAD_COUNT_PROPERTY));
          i += 2;
          break;
        case "-target":
          cliProps.setProperty(Client.TARGET_PROPERTY, nonNegativeNumber(arg, value(args, i), Client.TARGET_PROPERTY));
          i += 2;
          break;
        case "-load":
          cliProps.setProperty(Client.DO_TRANSACTIONS_PROPERTY, "false");
          i++;
          break;
        case "-t":
          cliProps.setProperty(Client.DO_TRANSACTIONS_PROPERTY, "true");
          i++;
          break;
        case "-s":
          cliProps.setProperty(Client.STATUS_PROPERTY, "true");
          i++;
          break;
        case "-db":
          cliProps.setProperty(Client.DB_PROPERTY, value(args, i));
          i += 2;
          break;
        case "-l":
          cliProps.setProperty(Client.LABEL_PROPERTY, value(args, i));
          i += 2;
          break;
        case "-P":
          Path file = Paths.get(value(args, i));
          readPropertiesFile(file, fileProps);
          files.add(file);
          i += 2;
          break;
        case "-p":
          String pair = value(args, i);
          int eq = pair.indexOf('=');
          if (eq <= 0) {
            throw new IllegalArgumentException("-p needs key=value, got '" + Redactor.redactArgument(pair) + "'");
          }
          cliProps.setProperty(pair.substring(0, eq).trim(), pair.substring(eq + 1));
          i += 2;
          break;
        default:
          if (arg.startsWith("-")) {
            throw new IllegalArgumentException("unknown option '" + arg + "'; accepted: -P file, -p key=value, "
                + "-threads n, -target n, -db class, -load, -t, -s, -l label");
          }
          throw new IllegalArgumentException("unexpected argument '" + Redactor.redactArgument(arg)
              + "': every value must follow an option such as -p or -P");
      }
    }
    Properties effective = new Properties();
    effective.putAll(fileProps);
    effective.putAll(cliProps);
    List<String> raw = new ArrayList<>();
    Collections.addAll(raw, args);
    return new ClientArgs(effective, Collections.unmodifiableList(files), Collections.unmodifiableList(raw));
  }

  private static String value(String[] args, int i) {
    // A value that is itself one of our options means the user left the value out: "-P -threads 4"
    // would otherwise read a workload file named "-threads".
    if (i + 1 >= args.length || OPTIONS.contains(args[i + 1])) {
      throw new IllegalArgumentException("option " + args[i] + " needs a value (" + WHAT.get(args[i]) + ")");
    }
    return args[i + 1];
  }

  private static String positiveNumber(String option, String value, String property) {
    return checkNumber(option, value, property, 1);
  }

  private static String nonNegativeNumber(String option, String value, String property) {
    return checkNumber(option, value, property, 0);
  }

  private static String checkNumber(String option, String value, String property, long min) {
    try {
      if (Long.parseLong(value.trim()) >= min) {
        return value.trim();
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalPropertyException(option + " (property '" + property + "') is '" + value
        + "'; accepted: a whole number >= " + min);
  }

  private static void readPropertiesFile(Path file, Properties into) {
    try {
      Properties loaded = PropertiesFile.load(file);
      for (String name : loaded.stringPropertyNames()) {
        into.setProperty(name, loaded.getProperty(name));
      }
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("workload file '" + file + "' (-P) does not exist");
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read workload file '" + file + "' (-P): " + ErrorText.describeFile(e));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("cannot read workload file '" + file + "' (-P): " + e.getMessage());
    }
  }
}
