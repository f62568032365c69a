package site.ycsb.sweep;

import site.ycsb.launcher.SecretArguments;

/** A stand-in client for StepRunnerTest: prints its arguments, then the secret words it was handed. */
public final class ArgumentsEcho {
  private ArgumentsEcho() {
  }

  public static void main(String[] args) {
    System.out.println("argv: " + String.join(" ", args));
    System.out.println("whole: " + String.join(" ", SecretArguments.withInherited(java.util.List.of(args))));
    System.err.println("options: " + System.getenv("JDK_JAVA_OPTIONS"));
    System.err.println("property: " + System.getProperty("javax.net.ssl.keyStorePassword"));
  }
}
