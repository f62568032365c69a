package site.ycsb.db.template;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The database of the template's tests: a real TCP server on a loopback port, holding records in an
 * ordered map, speaking the line protocol of template/README.md. It plays the part that redis-server or
 * mongo-java-server play in the other bindings' tests: the binding under test talks to it over a socket.
 */
final class LineKvServer implements AutoCloseable {
  static final String VERSION = "0.1";

  private final ServerSocket listener;
  private final String password;
  private final NavigableMap<String, Map<String, String>> records = new ConcurrentSkipListMap<>();
  private final Set<Socket> clients = ConcurrentHashMap.newKeySet();

  private LineKvServer(int port, String password) throws IOException {
    this.listener = new ServerSocket(port, 50, InetAddress.getLoopbackAddress());
    this.password = password;
    Thread acceptor = new Thread(this::acceptLoop, "line-kv-accept");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /** A server on a free loopback port; with a password, clients must send AUTH first. */
  static LineKvServer start(String password) throws IOException {
    return new LineKvServer(0, password);
  }

  /**
   * Serves on a loopback port until killed, to try the template by hand (docs/adding-a-binding.md):
   * {@code java -cp template/target/test-classes site.ycsb.db.template.LineKvServer PORT}.
   */
  public static void main(String[] args) throws IOException, InterruptedException {
    LineKvServer server = new LineKvServer(Integer.parseInt(args[0]), null);
    System.out.println("line-kv server on 127.0.0.1:" + server.port());
    Thread.currentThread().join();
  }

  int port() {
    return listener.getLocalPort();
  }

  int size() {
    return records.size();
  }

  private void acceptLoop() {
    while (!listener.isClosed()) {
      try {
        Socket client = listener.accept();
        clients.add(client);
        Thread worker = new Thread(() -> serve(client), "line-kv-client");
        worker.setDaemon(true);
        worker.start();
      } catch (IOException e) {
        return;  // closed
      }
    }
  }

  private void serve(Socket client) {
    try (client;
         BufferedReader in = new BufferedReader(new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8));
         PrintWriter out = new PrintWriter(client.getOutputStream(), false, StandardCharsets.UTF_8)) {
      boolean authenticated = password == null;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        String[] words = line.split(" ");
        if (!authenticated && !words[0].equals("AUTH")) {
          out.print("ERR authentication required\n");
        } else if (words[0].equals("AUTH")) {
          authenticated = words.length == 2 && words[1].equals(password);
          out.print(authenticated ? "OK\n" : "ERR wrong password\n");
        } else {
          out.print(answer(words));
        }
        out.flush();
      }
    } catch (IOException e) {
      // the client went away
    } finally {
      clients.remove(client);
    }
  }

  private String answer(String[] words) {
    switch (words[0]) {
      case "PUT":
        records.put(words[1], fields(words, 2, new TreeMap<>()));
        return "OK\n";
      case "MERGE": {
        Map<String, String> merged =
            records.computeIfPresent(words[1], (k, old) -> fields(words, 2, new TreeMap<>(old)));
        return merged == null ? "MISSING\n" : "OK\n";
      }
      case "GET": {
        Map<String, String> record = records.get(words[1]);
        return record == null ? "MISSING\n" : "FOUND" + line(record) + "\n";
      }
      case "DEL":
        return records.remove(words[1]) == null ? "MISSING\n" : "OK\n";
      case "SCAN": {
        StringBuilder sb = new StringBuilder();
        int count = Integer.parseInt(words[2]);
        for (Map.Entry<String, Map<String, String>> e : records.tailMap(words[1], true).entrySet()) {
          if (count-- == 0) {
            break;
          }
          sb.append("RECORD ").append(e.getKey()).append(line(e.getValue())).append('\n');
        }
        return sb.append("END\n").toString();
      }
      case "STATS": {
        long bytes = records.entrySet().stream().mapToLong(e -> e.getKey().length()
            + e.getValue().entrySet().stream().mapToLong(f -> f.getKey().length() + f.getValue().length()).sum()).sum();
        return "STATS records=" + records.size() + " bytes=" + bytes + " version=" + VERSION + "\n";
      }
      default:
        return "ERR unknown command " + words[0] + "\n";
    }
  }

  private static Map<String, String> fields(String[] words, int from, Map<String, String> into) {
    for (int i = from; i < words.length; i++) {
      int eq = words[i].indexOf('=');
      into.put(words[i].substring(0, eq), words[i].substring(eq + 1));
    }
    return into;
  }

  private static String line(Map<String, String> record) {
    StringBuilder sb = new StringBuilder();
    record.forEach((name, value) -> sb.append(' ').append(name).append('=').append(value));
    return sb.toString();
  }

  /** Stops listening and drops every connection, as a server that dies would. */
  @Override
  public void close() throws IOException {
    listener.close();
    for (Socket client : clients) {
      client.close();
    }
  }
}
