package site.ycsb.db;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.net.InetSocketAddress;

/** mongo-java-server with its in-memory backend, on a loopback port the OS picks: the MongoDB stand-in. */
final class InJvmMongo implements AutoCloseable {
  private final MemoryBackend backend = new MemoryBackend();
  private MongoServer server = new MongoServer(backend);
  private final InetSocketAddress address;

  InJvmMongo() {
    server.bind("127.0.0.1", 0);
    address = server.getLocalAddress();
  }

  /** Serves again on the same port, with the data it held: a server restarted after {@link #stop}. */
  void restart() {
    server = new MongoServer(backend);
    server.bind("127.0.0.1", address.getPort());
  }

  String hostAndPort() {
    return "127.0.0.1:" + address.getPort();
  }

  /**
   * A URL with bounded driver timeouts: generous enough for a first connection on a busy 2-core CI
   * machine (JIT-cold driver and server), short enough that a broken test fails instead of hanging.
   */
  String url(String database) {
    return "mongodb://" + hostAndPort() + "/" + database
        + "?w=1&serverSelectionTimeoutMS=15000&connectTimeoutMS=10000&socketTimeoutMS=30000";
  }

  /** Stops accepting and drops every client connection, like a server that dies. */
  void stop() {
    server.shutdownNow();
  }

  @Override
  public void close() {
    server.shutdownNow();
  }
}
