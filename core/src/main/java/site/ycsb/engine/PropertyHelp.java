package site.ycsb.engine;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import site.ycsb.BindingProperties;
import site.ycsb.PropertyCatalog;
import site.ycsb.launcher.HelpCommand;
import site.ycsb.tool.ExitCode;
import site.ycsb.workloads.CoreWorkloadProperties;

/**
 * What {@code bin/ycsb help BINDING} (and {@code run BINDING --help}) prints: the binding's declared properties,
 * found through {@link BindingProperties} on the class path the launcher gave this JVM (the binding's own, as for a
 * run); {@code bin/ycsb help workload} prints CoreWorkload's and the client's.
 *
 * <p>Started by the launcher as {@code PropertyHelp NAME DBCLASS} or {@code PropertyHelp workload}.
 */
public final class PropertyHelp {
  /** The subject of {@code bin/ycsb help workload}. */
  public static final String WORKLOAD = HelpCommand.WORKLOAD;

  private PropertyHelp() {
  }

  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    if (args.length == 1 && args[0].equals(WORKLOAD)) {
      workload().forEach(out::println);
    } else if (args.length == 2) {
      binding(args[0], args[1], BindingProperties.forDbClass(args[1])).forEach(out::println);
    } else {
      System.err.println("ycsb: PropertyHelp is started by bin/ycsb: NAME DBCLASS, or workload");
      System.exit(ExitCode.BAD_INPUT);
    }
    out.flush();
    System.exit(ExitCode.OK);
  }

  /** The help of a binding; {@code catalog} empty when the binding publishes none. */
  static List<String> binding(String name, String dbClass, Optional<PropertyCatalog> catalog) {
    List<String> lines = new ArrayList<>();
    if (catalog.isEmpty()) {
      lines.add("The " + name + " binding (" + dbClass + ") declares no properties (see its README).");
    } else {
      lines.add("Properties of the " + name + " binding (" + dbClass
          + "); set them with -p name=value or in a -P file:");
      lines.add("");
      lines.addAll(PropertyTable.lines(catalog.get()));
    }
    lines.add("");
    lines.add("Workload and client properties (fieldcount, readproportion, threadcount, ...): bin/ycsb help "
        + WORKLOAD);
    return lines;
  }

  /** The help of CoreWorkload and the client. */
  static List<String> workload() {
    List<String> lines = new ArrayList<>();
    lines.add("Properties of CoreWorkload (workload=site.ycsb.workloads.CoreWorkload, the default):");
    lines.add("");
    lines.addAll(PropertyTable.lines(CoreWorkloadProperties.CATALOG));
    lines.add("");
    lines.add("Properties of the client (every workload and binding):");
    lines.add("");
    lines.addAll(PropertyTable.lines(ClientProperties.CATALOG));
    lines.add("");
    lines.add("A binding's own properties: bin/ycsb help BINDING");
    return lines;
  }
}
