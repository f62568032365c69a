package site.ycsb.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import site.ycsb.PropertyReader;
import site.ycsb.engine.Arrivals;

/**
 * The arrival model of a capacity search's steps. By default open-loop Poisson arrivals: the load a real service
 * sees, whose requests do not wait for each other. A closed loop with even pacing holds back while the server is
 * slow and never builds the queue an open one does, so it finds capacities that the service cannot hold (on the
 * queue binding with one 5 ms server, at p99 <= 50 ms: 133 ops/s against M/M/1's 107.9). A user's own
 * {@code arrivals} or {@code arrivalprocess} (in -p or a -P file) wins.
 */
final class SearchArrivals {
  private SearchArrivals() {
  }

  /** The -p options that give the search its default arrivals where the user chose none. */
  static List<String> defaults(Properties props) {
    List<String> ret = new ArrayList<>();
    boolean modeChosen = props.getProperty(Arrivals.MODE_PROPERTY) != null;
    if (!modeChosen) {
      ret.addAll(List.of("-p", Arrivals.MODE_PROPERTY + "=open"));
    }
    // A user who chose the closed loop keeps its even pacing unless they choose the process too.
    boolean closedChosen = modeChosen && !"open".equals(props.getProperty(Arrivals.MODE_PROPERTY).strip());
    if (props.getProperty(Arrivals.PROCESS_PROPERTY) == null && !closedChosen) {
      ret.addAll(List.of("-p", Arrivals.PROCESS_PROPERTY + "=poisson"));
    }
    return ret;
  }

  /** The steps' model in words, e.g. "open-loop poisson", "closed-loop uniform". */
  static String describe(Properties props) {
    Arrivals a = Arrivals.read(new PropertyReader(props), 1, 1);
    return a.mode() + "-loop " + a.process();
  }
}
