package site.ycsb.db.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.testing.FreePorts;

/** Each DB operation against a real server over a real socket (LineKvServer). */
class TemplateClientTest {
  private LineKvServer server;
  private TemplateClient db;

  @BeforeEach
  void start() throws Exception {
    server = LineKvServer.start(null);
    db = open(server.port());
  }

  @AfterEach
  void stop() throws Exception {
    db.cleanup();
    server.close();
  }

  private static TemplateClient open(int port, String... extra) throws DBException {
    Properties p = new Properties();
    p.setProperty(TemplateSettings.PORT, Integer.toString(port));
    for (int i = 0; i < extra.length; i += 2) {
      p.setProperty(extra[i], extra[i + 1]);
    }
    TemplateClient client = new TemplateClient();
    client.setProperties(p);
    client.init();
    return client;
  }

  private static Map<String, ByteIterator> values(String... keyValues) {
    Map<String, String> m = new HashMap<>();
    for (int i = 0; i < keyValues.length; i += 2) {
      m.put(keyValues[i], keyValues[i + 1]);
    }
    return StringByteIterator.getByteIteratorMap(m);
  }

  private Map<String, String> read(String key, Set<String> fields) {
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read("usertable", key, fields, result)).isEqualTo(Status.OK);
    return StringByteIterator.getStringMap(result);
  }

  @Test
  void insertThenReadAllOrSomeFields() {
    // blanks, '=' and line ends in values must not break the line protocol
    assertThat(db.insert("usertable", "user1", values("field0", "a b=c\nd", "field1", "x"))).isEqualTo(Status.OK);
    assertThat(read("user1", null)).containsExactlyInAnyOrderEntriesOf(Map.of("field0", "a b=c\nd", "field1", "x"));
    assertThat(read("user1", Set.of("field1"))).containsExactlyEntriesOf(Map.of("field1", "x"));
  }

  @Test
  void valuesAreBytes() {
    byte[] every = new byte[256];
    for (int i = 0; i < every.length; i++) {
      every[i] = (byte) i;
    }
    Map<String, ByteIterator> values = Map.of("field0", new ByteArrayByteIterator(every));
    assertThat(db.insert("usertable", "user1", values)).isEqualTo(Status.OK);
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read("usertable", "user1", null, result)).isEqualTo(Status.OK);
    assertThat(result.get("field0").toArray()).isEqualTo(every);
  }

  @Test
  void aMissIsNotFoundNotAnError() {
    assertThat(db.read("usertable", "nobody", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.update("usertable", "nobody", values("field0", "x"))).isEqualTo(Status.NOT_FOUND);
    assertThat(db.delete("usertable", "nobody")).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void anUpdateKeepsTheFieldsItDoesNotName() {
    db.insert("usertable", "user1", values("field0", "old", "field1", "kept"));
    assertThat(db.update("usertable", "user1", values("field0", "new"))).isEqualTo(Status.OK);
    assertThat(read("user1", null)).containsExactlyInAnyOrderEntriesOf(Map.of("field0", "new", "field1", "kept"));
  }

  @Test
  void deleteRemovesTheRecord() {
    db.insert("usertable", "user1", values("field0", "x"));
    assertThat(db.delete("usertable", "user1")).isEqualTo(Status.OK);
    assertThat(db.read("usertable", "user1", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void scanReturnsRecordsInKeyOrderWithinTheTable() {
    for (String key : List.of("user3", "user1", "user2", "user4")) {
      db.insert("usertable", key, values("field0", key));
    }
    db.insert("zothertable", "user0", values("field0", "other"));
    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    assertThat(db.scan("usertable", "user2", 2, null, result)).isEqualTo(Status.OK);
    assertThat(result).extracting(r -> r.get("field0").toString()).containsExactly("user2", "user3");
    result.clear();
    assertThat(db.scan("usertable", "user3", 10, null, result)).isEqualTo(Status.OK);
    assertThat(result).extracting(r -> r.get("field0").toString()).containsExactly("user3", "user4");
  }

  @Test
  void serverStatisticsCountTheRecords() throws Exception {
    db.insert("usertable", "user1", values("field0", "x"));
    db.insert("usertable", "user2", values("field0", "y"));
    ServerStatsSnapshot stats = db.serverStats();
    assertThat(stats.server()).isEqualTo("template-kv");
    assertThat(stats.version()).isEqualTo(LineKvServer.VERSION);
    assertThat(stats.records()).isEqualTo(2L);
    assertThat(stats.memoryUsedBytes()).isPositive();
  }

  @Test
  void noServerIsOneLineNamingTheAddressAndTheProperties() throws IOException {
    int closedPort = FreePorts.loopback();
    assertThatThrownBy(() -> open(closedPort)).isInstanceOf(DBException.class)
        .hasMessageStartingWith("cannot connect to the template server at 127.0.0.1:" + closedPort
            + " (properties template.host, template.port): ")
        .hasMessageNotContaining("\n");
  }

  @Test
  void aBadPropertyFailsInit() {
    assertThatThrownBy(() -> open(server.port(), "template.timeoutMillis", "soon")).isInstanceOf(DBException.class)
        .hasMessage("property 'template.timeoutMillis' is 'soon'; accepted: a whole number from 1 to 2147483647");
  }

  @Test
  void aWrongPasswordIsRefusedWithoutShowingIt() throws Exception {
    try (LineKvServer locked = LineKvServer.start("right-one")) {
      assertThatThrownBy(() -> open(locked.port(), "template.password", "wrong-one")).isInstanceOf(DBException.class)
          .hasMessageContaining("template.password").hasMessageContaining("wrong password")
          .hasMessageNotContaining("wrong-one");
      TemplateClient authenticated = open(locked.port(), "template.password", "right-one");
      assertThat(authenticated.insert("usertable", "user1", values("field0", "x"))).isEqualTo(Status.OK);
      authenticated.cleanup();
    }
  }

  /**
   * A peer that sends every request back (what a loopback connection that reached itself does, when nothing listens
   * on a port in the ephemeral range): its answers are not the protocol's, so nothing it says is a success.
   */
  @Test
  void anAnswerOutsideTheProtocolIsAnError() throws Exception {
    try (ServerSocket echo = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
      Thread t = new Thread(() -> {
        try (Socket s = echo.accept();
             InputStream in = s.getInputStream();
             OutputStream out = s.getOutputStream()) {
          in.transferTo(out);
        } catch (IOException ignored) {
          // the test is over
        }
      });
      t.setDaemon(true);
      t.start();
      TemplateClient echoing = open(echo.getLocalPort());
      assertThat(echoing.insert("usertable", "user1", values("field0", "x"))).isEqualTo(Status.ERROR);
      echoing.cleanup();
    }
  }

  @Test
  void aDeadServerTurnsOperationsIntoErrors() throws Exception {
    db.insert("usertable", "user1", values("field0", "x"));
    server.close();
    assertThat(db.read("usertable", "user1", null, new HashMap<>())).isEqualTo(Status.ERROR);
    assertThat(db.insert("usertable", "user2", values("field0", "x"))).isEqualTo(Status.ERROR);
  }
}
