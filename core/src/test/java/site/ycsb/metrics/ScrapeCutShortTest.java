package site.ycsb.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import site.ycsb.measurements.Measurements;
import site.ycsb.testing.FreePorts;

/** A scraper that goes away part way through its answer is normal: no stack trace, at most one debug line. */
class ScrapeCutShortTest {
  @Test
  void aScrapeResetAfterItsFirstBytesPrintsNothingButOneDebugLine() throws Exception {
    List<String> logged = new CopyOnWriteArrayList<>();
    Handler capture = new Handler() {
      @Override
      public void publish(LogRecord r) {
        if (r.getLevel().intValue() >= Level.INFO.intValue()) {
          logged.add(r.getLevel() + " " + r.getMessage());
        }
      }

      @Override
      public void flush() {
      }

      @Override
      public void close() {
      }
    };
    Logger root = Logger.getLogger("");
    root.addHandler(capture);
    List<String> debug = new CopyOnWriteArrayList<>();
    List<String> warnings = new CopyOnWriteArrayList<>();
    int port = FreePorts.loopback();
    Properties props = new Properties();
    Measurements measurements = new Measurements(props);
    for (int i = 0; i < 200; i++) {
      measurements.measure("OP" + i, 100 + i);  // a long answer, so that it cannot all sit in socket buffers
    }
    try (MetricsEndpoint endpoint = MetricsEndpoint.start(new MetricsSettings(port, "127.0.0.1", 0),
        new RunLabels("r", "0", "memory", "memory", "w", "run", 1, 0, ""), measurements, 0, 0, () -> 0, null,
        debug::add, warnings::add)) {
      for (int k = 0; k < 20; k++) {
        try (Socket s = new Socket()) {
          s.setReceiveBufferSize(1024);
          s.connect(new InetSocketAddress("127.0.0.1", port));
          OutputStream out = s.getOutputStream();
          out.write("GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
          out.flush();
          InputStream in = s.getInputStream();
          in.readNBytes(100);
          s.setSoLinger(true, 0);  // a reset, as a scraper's time-out or a killed curl leaves
        }
      }
      Thread.sleep(1000);
    } finally {
      root.removeHandler(capture);
    }
    assertThat(logged).isEmpty();
    assertThat(warnings).isEmpty();
    assertThat(debug).isNotEmpty().allMatch(l -> l.startsWith("metrics: a scraper closed its connection")
        && !l.contains("\n"));
  }
}
