package site.ycsb.db.mongodb;

import java.io.IOException;

/** The MongoDB-wire servers the binding's integration tests run against; the parameter of those test classes. */
enum WireServer {
  /** de.bwaldvogel:mongo-java-server, in-memory backend, inside the test JVM. */
  MONGO_JAVA_SERVER,
  /** FerretDB v1.24 with its SQLite backend, a Go process (scripts/servers/ferretdb.sh). */
  FERRETDB;

  /** A server for one test, which may be shared with other tests (each test in its own database). */
  TestMongo open() {
    return this == MONGO_JAVA_SERVER ? new InJvmMongo() : FerretDb.shared();
  }

  /** A server of the test's own, which it may stop and restart. */
  TestMongo openOwn() throws IOException {
    return this == MONGO_JAVA_SERVER ? new InJvmMongo() : FerretDb.own();
  }

  boolean isFerretDb() {
    return this == FERRETDB;
  }
}
