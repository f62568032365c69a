package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.TestServers;
import site.ycsb.db.memcached.KeyValueStore.StoreException;
import site.ycsb.net.ReactorWire;
import site.ycsb.net.Wire;

/**
 * The connection's answer parsing over real loopback sockets, with a server that sends each answer a few bytes
 * at a time: lines that arrive in pieces, so that the part already read must be kept while the rest is read
 * (the connection parses lines where they lie in its read buffer).
 */
class TextConnectionTest {
  private static final String VALUE = "a value with spaces, \\ \" and END inside";

  @ParameterizedTest
  @ValueSource(strings = {"blocking", "reactor"})
  void answersThatArriveInPiecesAreReadWhole(String io) throws Exception {
    Wire.Factory wires = io.equals("reactor") ? ReactorWire.FACTORY : SocketWire.FACTORY;
    try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      CompletableFuture<Void> server = CompletableFuture.runAsync(() -> serve(listener));
      TextConnection c = new TextConnection(new InetSocketAddress(listener.getInetAddress(),
          listener.getLocalPort()), 5_000, 10_000, wires);
      try {
        for (int i = 0; i < 3; i++) {
          byte[] got = c.retrieve("get", "memtier-", "user" + i, null);
          assertThat(new String(got, StandardCharsets.US_ASCII)).isEqualTo(VALUE + i);
          assertThat(c.retrieve("get", "", "missing", null)).isNull();
          assertThat(c.store("set", "memtier-", "user" + i, 0, new byte[] {'x'}, -1)).isEqualTo("STORED");
        }
        long[] cas = new long[1];
        assertThat(new String(c.retrieve("gets", "memtier-user9", "", cas), StandardCharsets.US_ASCII))
            .isEqualTo(VALUE + 9);
        assertThat(cas[0]).isEqualTo(1234567890123L);
        // A key is checked in both its parts before anything is sent; the connection goes on after the refusal.
        assertThatThrownBy(() -> c.retrieve("get", "memtier-", "us er", null)).isInstanceOf(StoreException.class)
            .hasMessageContaining("memtier-us er");
        assertThatThrownBy(() -> c.store("set", "mem\ntier-", "user1", 0, new byte[] {'x'}, -1))
            .isInstanceOf(StoreException.class).hasMessageContaining("character");
        assertThatThrownBy(() -> c.retrieve("get", "memtier-", "x".repeat(243), null))
            .isInstanceOf(StoreException.class).hasMessageContaining("key length 251");
        assertThat(new String(c.retrieve("get", "memtier-", "user5", null), StandardCharsets.US_ASCII))
            .isEqualTo(VALUE + 5);
      } finally {
        c.close();
      }
      server.get(30, TimeUnit.SECONDS);
    }
  }

  /** The shared reactor, as the direct driver uses it, against the real memcached: 600 kB go and come back. */
  @Test
  void aLargeValueRoundTripsThroughTheRealServer() {
    TestServers.Address server = TestServers.require("MEMCACHED");
    InetSocketAddress address = new InetSocketAddress(server.host(), server.port());
    TextConnection c = new TextConnection(address, 5_000, 5_000, ReactorWire.FACTORY);
    try {
      byte[] value = new byte[600_000];
      Arrays.fill(value, (byte) 'v');
      value[value.length - 1] = 'z';
      assertThat(c.store("set", "reactor-wire-", "large", 0, value, -1)).isEqualTo("STORED");
      assertThat(c.retrieve("get", "reactor-wire-", "large", null)).isEqualTo(value);
      assertThat(c.retrieve("get", "", "reactor-wire-missing", null)).isNull();
    } finally {
      c.close();
    }
  }

  /** Answers get, gets and set as memcached does, writing every answer in pieces of 1 to 3 bytes. */
  private static void serve(ServerSocket listener) {
    try (Socket s = listener.accept()) {
      s.setTcpNoDelay(true);
      BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII));
      OutputStream out = s.getOutputStream();
      String line;
      while ((line = in.readLine()) != null) {
        String[] words = line.split(" ");
        String answer;
        if (words[0].equals("set")) {
          in.readLine();  // the value
          answer = "STORED\r\n";
        } else if (words[1].equals("missing")) {
          answer = "END\r\n";
        } else {
          String value = VALUE + words[1].charAt(words[1].length() - 1);
          String cas = words[0].equals("gets") ? " 1234567890123" : "";
          answer = "VALUE " + words[1] + " 0 " + value.length() + cas + "\r\n" + value + "\r\nEND\r\n";
        }
        byte[] bytes = answer.getBytes(StandardCharsets.US_ASCII);
        for (int at = 0; at < bytes.length; at += 1 + at % 3) {
          out.write(bytes, at, Math.min(1 + at % 3, bytes.length - at));
          out.flush();
          Thread.sleep(1);  // separate segments: the client's reads end inside lines
        }
      }
    } catch (IOException | InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }
}
