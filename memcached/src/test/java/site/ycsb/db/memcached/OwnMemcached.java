package site.ycsb.db.memcached;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.ServerProcess;

/** A memcached of a test's own, on a free loopback port, which the test may kill, pause and start again. */
final class OwnMemcached {
  private OwnMemcached() {
  }

  static ServerProcess start() throws Exception {
    return ServerProcess.start("memcached", port -> {
      List<String> args = new ArrayList<>(List.of("-l", "127.0.0.1", "-p", Integer.toString(port), "-U", "0"));
      if ("root".equals(System.getProperty("user.name"))) {
        args.addAll(List.of("-u", "root"));
      }
      return args;
    });
  }
}
