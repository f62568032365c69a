package site.ycsb.launcher;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The unpacked tarball: lib/ for core, {@code <module>-binding/lib/} per binding, {@code <module>/lib/} per
 * command module (report).
 */
final class DistributionLayout implements Layout {
  private final Path home;

  DistributionLayout(Path home) {
    this.home = home;
  }

  private Path bindingDir(BindingRegistry.Entry binding) {
    return home.resolve(binding.module() + "-binding").resolve("lib");
  }

  private Path moduleDir(String module) {
    return home.resolve(module).resolve("lib");
  }

  @Override
  public List<String> classpath(BindingRegistry.Entry binding, List<String> commandModules) {
    List<String> ret = new ArrayList<>();
    ret.add(home.resolve("lib").resolve("*").toString());
    if (binding != null && !binding.inCore()) {
      if (!Files.isDirectory(bindingDir(binding))) {
        throw LaunchException.failure("binding '" + binding.name() + "' is not present in this distribution (no "
            + binding.module() + "-binding/lib/ folder in " + home + ")");
      }
      ret.add(bindingDir(binding).resolve("*").toString());
    }
    for (String module : commandModules) {
      ret.add(moduleDir(module).resolve("*").toString());
    }
    return ret;
  }

  @Override
  public void requireModule(String command, String module) {
    if (!Files.isDirectory(moduleDir(module))) {
      throw LaunchException.usage("the '" + command + "' command is not available in this distribution (no "
          + module + "/lib/ folder in " + home + ")");
    }
  }

  @Override
  public List<Path> mainJars(String module) {
    return module == null ? Layout.jars(home.resolve("lib"), "") : Layout.jars(moduleDir(module), "");
  }

  @Override
  public String absence(BindingRegistry.Entry binding) {
    return binding.inCore() || Files.isDirectory(bindingDir(binding)) ? null : "not in this distribution";
  }
}
