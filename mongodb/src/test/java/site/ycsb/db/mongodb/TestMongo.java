package site.ycsb.db.mongodb;

/** A MongoDB-wire server one test uses: mongo-java-server in this JVM, or FerretDB. */
interface TestMongo extends AutoCloseable {
  /**
   * Bounded driver timeouts: generous enough for a first connection on a busy 2-core CI machine (JIT-cold
   * driver and server), short enough that a broken test fails instead of hanging.
   */
  String TIMEOUTS = "serverSelectionTimeoutMS=15000&connectTimeoutMS=10000&socketTimeoutMS=30000";

  String hostAndPort();

  /**
   * The database a test's {@code name} becomes on this server: the name itself on a server of the test's own;
   * made unique on a server that several tests share, so that each test starts with an empty database.
   */
  String database(String name);

  /** A connection string for {@code database(name)} with {@code w=1} and {@link #TIMEOUTS}. */
  default String url(String name) {
    return url(name, "w=1&" + TIMEOUTS);
  }

  /** A connection string for {@code database(name)} with the given options ({@code a=1&b=2}). */
  default String url(String name, String options) {
    return "mongodb://" + hostAndPort() + "/" + database(name) + "?" + options;
  }

  /** Ends the server the way a crash does: every client connection dropped, nothing said. */
  void stop() throws Exception;

  /** Serves again on the same port, with the data it held: a server restarted after {@link #stop}. */
  void restart() throws Exception;

  @Override
  void close();
}
