package site.ycsb.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/** Runs a task on several threads at once and collects their results. */
final class Concurrently {
  static final int THREADS = 4;

  private Concurrently() {
  }

  static <T> List<T> run(IntFunction<T> task) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<T>> futures = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int id = t;
        futures.add(pool.submit(() -> task.apply(id)));
      }
      List<T> results = new ArrayList<>();
      for (Future<T> f : futures) {
        results.add(f.get(60, TimeUnit.SECONDS));
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }
}
