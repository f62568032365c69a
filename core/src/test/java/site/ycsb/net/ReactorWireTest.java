package site.ycsb.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.channels.ClosedByInterruptException;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The reactor's wire over real loopback sockets: bytes arrive intact through its ring, and every way a wait can
 * end (the server closes, the watchdog closes, the thread is interrupted) ends it at once.
 */
class ReactorWireTest {
  private ServerSocket listener;
  private Wire wire;

  @BeforeEach
  void listen() throws IOException {
    listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
  }

  @AfterEach
  void close() throws IOException {
    if (wire != null) {
      wire.close();
    }
    listener.close();
  }

  private Socket connect() throws IOException {
    wire = ReactorWire.FACTORY.create();
    wire.connect(new InetSocketAddress(listener.getInetAddress(), listener.getLocalPort()));
    return listener.accept();
  }

  @Test
  void bytesLargerThanTheInboxArriveIntactAndInOrder() throws Exception {
    try (Socket server = connect()) {
      byte[] sent = new byte[300_000];  // more than four times the inbox: the ring wraps, and fills while unread
      for (int i = 0; i < sent.length; i++) {
        sent[i] = (byte) (i * 31 + i / 251);
      }
      CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
        try {
          OutputStream out = server.getOutputStream();
          out.write(sent);
          out.flush();
        } catch (IOException e) {
          throw new IllegalStateException(e);
        }
      });
      byte[] got = new byte[sent.length];
      int off = 0;
      while (off < got.length) {
        int n = wire.read(got, off, Math.min(7_000, got.length - off));  // odd sizes, so copies straddle the wrap
        assertThat(n).isPositive();
        off += n;
      }
      writer.get(10, TimeUnit.SECONDS);
      assertThat(Arrays.equals(got, sent)).isTrue();
    }
  }

  @Test
  void whatTheClientWritesReachesTheServer() throws Exception {
    try (Socket server = connect()) {
      wire.write("version\r\n".getBytes(), 0, 9);
      byte[] got = server.getInputStream().readNBytes(9);
      assertThat(new String(got)).isEqualTo("version\r\n");
    }
  }

  @Test
  void aServerThatClosesEndsTheWait() throws Exception {
    Socket server = connect();
    CompletableFuture<Throwable> reader = waitingReader();
    Thread.sleep(100);
    server.close();
    assertThat(reader.get(5, TimeUnit.SECONDS)).isInstanceOf(IOException.class)
        .hasMessageContaining("closed by the server");
  }

  @Test
  void closingFromAnotherThreadEndsTheWait() throws Exception {
    try (Socket server = connect()) {
      CompletableFuture<Throwable> reader = waitingReader();
      Thread.sleep(100);
      wire.close();  // what the watchdog does to an overdue command
      assertThat(reader.get(5, TimeUnit.SECONDS)).isInstanceOf(IOException.class);
    }
  }

  @Test
  void anInterruptedThreadStopsWaitingAndTheWireCloses() throws Exception {
    try (Socket server = connect()) {
      AtomicReference<Throwable> thrown = new AtomicReference<>();
      Thread t = new Thread(() -> {
        try {
          wire.read(new byte[16], 0, 16);
        } catch (IOException e) {
          thrown.set(e);
        }
      });
      t.start();
      Thread.sleep(100);
      t.interrupt();
      t.join(5_000);
      assertThat(t.isAlive()).isFalse();
      assertThat(thrown.get()).isInstanceOf(ClosedByInterruptException.class);
      assertThatThrownBy(() -> wire.write(new byte[1], 0, 1)).isInstanceOf(IOException.class);
    }
  }

  private CompletableFuture<Throwable> waitingReader() {
    return CompletableFuture.supplyAsync(() -> {
      try {
        wire.read(new byte[16], 0, 16);
        return null;
      } catch (IOException e) {
        return e;
      }
    });
  }
}
