package site.ycsb.db.mongodb;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.net.InetSocketAddress;

/** mongo-java-server with its in-memory backend, on a loopback port the OS picks: the MongoDB stand-in. */
final class InJvmMongo implements TestMongo {
  private final MemoryBackend backend = new MemoryBackend();
  private MongoServer server = new MongoServer(backend);
  private final InetSocketAddress address;

  InJvmMongo() {
    server.bind("127.0.0.1", 0);
    address = server.getLocalAddress();
  }

  @Override
  public void restart() {
    server = new MongoServer(backend);
    server.bind("127.0.0.1", address.getPort());
  }

  @Override
  public String hostAndPort() {
    return "127.0.0.1:" + address.getPort();
  }

  @Override
  public String database(String name) {
    return name;  // a server of the test's own
  }

  /** Stops accepting and drops every client connection, like a server that dies. */
  @Override
  public void stop() {
    server.shutdownNow();
  }

  @Override
  public void close() {
    server.shutdownNow();
  }
}
