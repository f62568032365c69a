package site.ycsb.db.couchbase;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The test stand-ins as a process, for command-line runs without a Couchbase Server: CouchbaseMock (KV)
 * with the query-service double. Writes the binding properties to reach it to the file given as the
 * argument, then serves until killed. Used by {@code couchbase/scripts/must-show.sh}.
 */
public final class StandIns {
  private StandIns() {
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 1) {
      System.err.println("usage: StandIns PROPERTIES_FILE");
      System.exit(2);
    }
    MockCluster cluster = MockCluster.start();
    Runtime.getRuntime().addShutdownHook(new Thread(cluster::close));
    StringBuilder props = new StringBuilder();
    cluster.properties().forEach((k, v) -> props.append(k).append('=').append(v).append('\n'));
    Path target = Path.of(args[0]);
    Path tmp = Path.of(args[0] + ".tmp");
    Files.writeString(tmp, props.toString(), StandardCharsets.UTF_8);
    Files.move(tmp, target);
    Thread.currentThread().join();
  }
}
