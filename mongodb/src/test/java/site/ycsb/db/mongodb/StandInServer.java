package site.ycsb.db.mongodb;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.util.concurrent.CountDownLatch;

/**
 * mongo-java-server as a process of its own, for {@code scripts/standin-demo.sh}: serves the MongoDB
 * wire protocol from memory on 127.0.0.1:PORT until killed. Not MongoDB: no storage engine, no
 * network or CPU counters, and its speed says nothing about MongoDB's.
 */
public final class StandInServer {
  private StandInServer() {
  }

  public static void main(String[] args) throws InterruptedException {
    if (args.length != 1) {
      System.err.println("usage: StandInServer PORT");
      System.exit(2);
    }
    MongoServer server = new MongoServer(new MemoryBackend());
    server.bind("127.0.0.1", Integer.parseInt(args[0]));
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
    System.out.println("mongo-java-server listening on " + server.getLocalAddress());
    new CountDownLatch(1).await();
  }
}
